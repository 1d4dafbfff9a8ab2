#include "core/dataset/demo_benchmark.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <sstream>
#include <string_view>
#include <system_error>

#include "core/dataset/embedded_files.h"
#include "core/util/atomic_file.h"

#ifndef SQLSCOPE_VERSION
#define SQLSCOPE_VERSION "dev"
#endif

namespace sqlscope::dataset {
namespace {

namespace fs = std::filesystem;

// Bumped whenever the way a database is built from its script changes, so
// that databases built by an older sqlscope are rebuilt.
constexpr std::string_view kBuildRecipe = "sqlscope-demo-db-v1";

constexpr std::string_view kSchemaPrefix = "schemas/";
constexpr std::string_view kSchemaSuffix = ".sql";
constexpr std::string_view kPredictionPrefix = "predictions/";
constexpr std::string_view kPredictionSuffix = ".txt";

fs::path toPath(std::string_view utf8) {
    return fs::path(std::u8string(utf8.begin(), utf8.end()));
}

std::string fromPath(const fs::path& path) {
    const std::u8string u8 = path.u8string();
    return std::string(u8.begin(), u8.end());
}

bool startsWith(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

bool endsWith(std::string_view text, std::string_view suffix) {
    return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

// An embedded path must stay inside the root: relative, no "..", no "." parts.
bool isSafeRelativePath(std::string_view path) {
    if (path.empty() || path.front() == '/' || path.find('\\') != std::string_view::npos ||
        path.find(':') != std::string_view::npos) {
        return false;
    }
    std::size_t start = 0;
    while (start <= path.size()) {
        const std::size_t end = std::min(path.find('/', start), path.size());
        const std::string_view part = path.substr(start, end - start);
        if (part.empty() || part == "." || part == "..") return false;
        start = end + 1;
    }
    return true;
}

std::string hexSuffix() {
    static thread_local std::mt19937_64 engine{std::random_device{}()};
    std::ostringstream out;
    out << std::hex << engine();
    return out.str();
}

// Reads a whole file; false when it does not exist or cannot be read.
bool readFile(const fs::path& path, std::string& content) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    content.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return !in.bad();
}

// Writes `content` to `path` unless the file already holds exactly that,
// through util::AtomicFile: readers never see a half-written file.
std::string writeIfChanged(const fs::path& path, std::string_view content,
                           const std::string& shown) {
    std::string existing;
    if (readFile(path, existing) && existing == content) return {};

    std::error_code ec;
    fs::create_directories(path.parent_path(), ec);
    if (ec) return "cannot create folder for " + shown + ": " + ec.message();
    return util::writeFileAtomically(fromPath(path), content);
}

// FNV-1a over the build recipe and the script, folded to 31 bits and never 0
// (0 is the user_version of a database nobody stamped).
std::int32_t scriptStamp(std::string_view script) {
    std::uint64_t hash = 14695981039346656037ull;
    auto feed = [&hash](std::string_view bytes) {
        for (unsigned char c : bytes) {
            hash ^= c;
            hash *= 1099511628211ull;
        }
    };
    feed(kBuildRecipe);
    feed(std::string_view("\0", 1));
    feed(script);
    const auto folded = static_cast<std::uint32_t>((hash ^ (hash >> 32)) & 0x7fffffffu);
    return static_cast<std::int32_t>(folded == 0 ? 1 : folded);
}

// The stamp stored in the database's PRAGMA user_version, or 0 when the file
// is missing, unreadable or not a database.
std::int32_t storedStamp(const std::string& dbPath) {
    std::error_code ec;
    if (!fs::is_regular_file(toPath(dbPath), ec)) return 0;
    sqlite3* db = nullptr;
    std::int32_t stamp = 0;
    if (sqlite3_open_v2(dbPath.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
        sqlite3_stmt* stmt = nullptr;
        if (sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &stmt, nullptr) == SQLITE_OK &&
            sqlite3_step(stmt) == SQLITE_ROW) {
            stamp = sqlite3_column_int(stmt, 0);
        }
        sqlite3_finalize(stmt);
    }
    sqlite3_close(db);
    return stamp;
}

// Skips whitespace and SQL comments; used to report the line on which a
// failing statement starts.
const char* skipBlank(const char* p, const char* end) {
    while (p < end) {
        if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') {
            ++p;
        } else if (end - p >= 2 && p[0] == '-' && p[1] == '-') {
            while (p < end && *p != '\n')
                ++p;
        } else if (end - p >= 2 && p[0] == '/' && p[1] == '*') {
            p += 2;
            while (end - p >= 2 && !(p[0] == '*' && p[1] == '/'))
                ++p;
            p = std::min(p + 2, end);
        } else {
            break;
        }
    }
    return p;
}

// Runs every statement of `script` on `db`. On failure returns
// "<scriptName> line N: <SQLite message>".
std::string runScript(sqlite3* db, const std::string& script, const std::string& scriptName) {
    const char* const begin = script.c_str();
    const char* const end = begin + script.size();
    const char* next = begin;
    while (next < end) {
        const char* const start = skipBlank(next, end);
        if (start == end) break;
        sqlite3_stmt* stmt = nullptr;
        const char* tail = nullptr;
        int rc = sqlite3_prepare_v2(db, start, static_cast<int>(end - start), &stmt, &tail);
        if (rc == SQLITE_OK && stmt != nullptr) {
            do {
                rc = sqlite3_step(stmt);
            } while (rc == SQLITE_ROW);
            if (rc == SQLITE_DONE) rc = SQLITE_OK;
        }
        if (rc != SQLITE_OK) {
            const std::string message = sqlite3_errmsg(db);
            sqlite3_finalize(stmt);
            const auto line = 1 + std::count(begin, start, '\n');
            return scriptName + " line " + std::to_string(line) + ": " + message;
        }
        sqlite3_finalize(stmt);
        if (tail == nullptr || tail <= start) break;
        next = tail;
    }
    return {};
}

std::string exec(sqlite3* db, const char* sql) {
    char* error = nullptr;
    if (sqlite3_exec(db, sql, nullptr, nullptr, &error) == SQLITE_OK) return {};
    std::string message = error != nullptr ? error : sqlite3_errmsg(db);
    sqlite3_free(error);
    return message;
}

// Builds `dbPath` from `script`: the statements run in one transaction with
// foreign keys enforced (so broken sample data fails the build) on a
// temporary file in the same folder, which is stamped and then renamed over
// the target. Readers therefore see either the old or the new database,
// never a partial one. The temporary name does not contain ".sqlite", so a
// leftover from a crash is never taken for a database of the benchmark.
std::string buildDatabase(const std::string& dbPath, const std::string& script,
                          const std::string& scriptName, std::int32_t stamp) {
    const fs::path target = toPath(dbPath);
    std::error_code ec;
    fs::create_directories(target.parent_path(), ec);
    if (ec) return "cannot create " + fromPath(target.parent_path()) + ": " + ec.message();

    const fs::path temp =
        target.parent_path() / toPath(fromPath(target.stem()) + "." + hexSuffix() + ".building");
    const std::string tempName = fromPath(temp);
    const auto discardTemp = [&temp] {
        std::error_code ignored;
        fs::remove(temp, ignored);
        fs::path journal = temp;
        journal += "-journal";
        fs::remove(journal, ignored);
    };

    sqlite3* db = nullptr;
    int rc =
        sqlite3_open_v2(tempName.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    std::string error;
    if (rc != SQLITE_OK) {
        error = "cannot create " + tempName + ": " +
                (db != nullptr ? sqlite3_errmsg(db) : sqlite3_errstr(rc));
    }
    if (error.empty()) {
        if (std::string e = exec(db, "PRAGMA foreign_keys = ON; BEGIN"); !e.empty()) {
            error = "cannot start building " + dbPath + ": " + e;
        }
    }
    if (error.empty()) {
        if (std::string e = runScript(db, script, scriptName); !e.empty()) {
            error = "building " + dbPath + " failed at " + e;
        }
    }
    if (error.empty()) {
        const std::string pragma = "PRAGMA user_version = " + std::to_string(stamp);
        if (std::string e = exec(db, pragma.c_str()); !e.empty()) {
            error = "cannot stamp " + dbPath + ": " + e;
        } else if (std::string c = exec(db, "COMMIT"); !c.empty()) {
            error = "cannot commit " + dbPath + ": " + c;
        }
    }
    if (!error.empty() && db != nullptr) exec(db, "ROLLBACK");
    if (db != nullptr && sqlite3_close(db) != SQLITE_OK && error.empty()) {
        error = "cannot close " + tempName;
    }
    if (!error.empty()) {
        discardTemp();
        return error;
    }
    fs::rename(temp, target, ec);
    if (ec) {
        discardTemp();
        return "cannot move " + tempName + " to " + dbPath + ": " + ec.message();
    }
    return {};
}

DemoResult materialize(const std::string& rootArgument) {
    DemoResult result;
    if (rootArgument.empty()) {
        result.error = "no folder given for the demo benchmark";
        return result;
    }
    std::error_code ec;
    fs::path root = fs::absolute(toPath(rootArgument), ec);
    if (ec) root = toPath(rootArgument);
    root = root.lexically_normal();
    if (!root.has_filename() && root.has_parent_path()) root = root.parent_path();

    DemoLayout& layout = result.layout;
    layout.root = fromPath(root);
    layout.goldFile = fromPath(root / "gold.txt");
    layout.tablesFile = fromPath(root / "tables.json");
    layout.questionsFile = fromPath(root / "dev.json");
    layout.databaseDir = fromPath(root / "database");

    fs::create_directories(root, ec);
    if (ec || !fs::is_directory(root, ec)) {
        result.error = "cannot create the demo folder " + layout.root +
                       (ec ? ": " + ec.message() : std::string(": not a folder"));
        return result;
    }

    const auto files = embeddedDemoFiles();
    if (files.empty()) {
        result.error = "this build contains no demo benchmark files";
        return result;
    }

    // 1. Text files.
    for (const EmbeddedFile& file : files) {
        if (!isSafeRelativePath(file.path)) {
            result.error = "embedded demo file has an unsafe path: " + std::string(file.path);
            return result;
        }
        const fs::path target = root / toPath(file.path);
        if (std::string e = writeIfChanged(target, file.content, fromPath(target)); !e.empty()) {
            result.error = std::move(e);
            return result;
        }
        if (startsWith(file.path, kPredictionPrefix) && endsWith(file.path, kPredictionSuffix) &&
            file.path.find('/', kPredictionPrefix.size()) == std::string_view::npos) {
            layout.predictionFiles.push_back(fromPath(target));
        }
    }
    std::sort(layout.predictionFiles.begin(), layout.predictionFiles.end());

    // 2. Databases: database/<db_id>/<db_id>.sqlite from schemas/<db_id>.sql.
    // Whether a database is current is recorded inside it: PRAGMA user_version
    // holds a hash of the build recipe and the script (scriptStamp). A missing,
    // unreadable or differently stamped file is rebuilt; a current one is not
    // opened for writing at all.
    for (const EmbeddedFile& file : files) {
        if (!startsWith(file.path, kSchemaPrefix) || !endsWith(file.path, kSchemaSuffix)) continue;
        const std::string_view name = file.path.substr(kSchemaPrefix.size());
        if (name.find('/') != std::string_view::npos) continue;
        const std::string dbId(name.substr(0, name.size() - kSchemaSuffix.size()));
        if (dbId.empty()) continue;

        const std::string dbPath =
            fromPath(root / "database" / toPath(dbId) / toPath(dbId + ".sqlite"));
        const std::int32_t stamp = scriptStamp(file.content);
        if (storedStamp(dbPath) == stamp) continue;
        const std::string script(file.content);
        const std::string scriptName = fromPath(root / toPath(file.path));
        if (std::string e = buildDatabase(dbPath, script, scriptName, stamp); !e.empty()) {
            result.error = std::move(e);
            return result;
        }
    }
    return result;
}

std::string environment(const char* name) {
    const char* value = std::getenv(name);
    return value != nullptr ? std::string(value) : std::string();
}

}  // namespace

DemoResult materializeDemo(const std::string& root) {
    try {
        return materialize(root);
    } catch (const std::exception& e) {
        DemoResult result;
        result.layout.root = root;
        result.error = std::string("cannot write the demo benchmark to ") + root + ": " + e.what();
        return result;
    } catch (...) {
        DemoResult result;
        result.layout.root = root;
        result.error = "cannot write the demo benchmark to " + root;
        return result;
    }
}

std::string defaultDemoRoot() {
    const std::string folder = std::string("demo-") + SQLSCOPE_VERSION;
    // XDG requires an absolute path; a relative one is ignored.
    const std::string xdg = environment("XDG_CACHE_HOME");
    if (!xdg.empty() && toPath(xdg).is_absolute()) {
        return fromPath(toPath(xdg) / "sqlscope" / toPath(folder));
    }
    std::string home = environment("HOME");
#ifdef _WIN32
    if (home.empty()) home = environment("USERPROFILE");
#endif
    if (!home.empty()) return fromPath(toPath(home) / ".cache" / "sqlscope" / toPath(folder));
    std::error_code ec;
    const fs::path temp = fs::temp_directory_path(ec);
    return fromPath((ec ? fs::path(".") : temp) / "sqlscope" / toPath(folder));
}

}  // namespace sqlscope::dataset
