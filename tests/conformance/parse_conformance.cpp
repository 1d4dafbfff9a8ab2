// Parser conformance against the real benchmark corpus: every gold and
// prediction query of ETM spider_dev and cosql_dev is prepared by SQLite and
// parsed by sqlscope. Checks that we accept whatever SQLite accepts, that
// parse(print(ast)) gives the same tree, and (on a sample) that the printed
// query returns exactly the rows of the original. Exit 0 = pass, 1 = fail,
// 77 = the shared data is absent (skipped).
#include <sqlite3.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/sql/parser.h"
#include "core/sql/printer.h"
#include "core/sql/tree_dump.h"

namespace fs = std::filesystem;
namespace sql = sqlscope::sql;

namespace {

constexpr size_t kRowCap = 100000;
constexpr double kTimeBudgetSeconds = 2.0;
// The execution check runs every eligible query by default (about 9,600, well
// under a second on the Spider databases); --exec-every=K keeps every K-th.
constexpr size_t kDefaultExecEvery = 1;
constexpr size_t kMaxListed = 60;  // per list, to keep the output readable

struct Query {
    int line = 0;      // 1-based line number in the file
    std::string text;  // the SQL, TAB part removed
    std::string dbId;
};

struct Database {
    sqlite3* db = nullptr;
    bool real = false;  // false: schema_only stand-in (prepare check only)
    std::string path;
};

struct Listed {
    std::string file;
    int line;
    std::string message;
    std::string query;
};

struct FileStats {
    std::string name;  // e.g. spider_dev/C3.txt
    int total = 0;
    int parsed = 0;
    int sqliteRejects = 0;
    int weRejectSqliteAccepts = 0;
    int weParseSqliteRejects = 0;
    int roundTripFailures = 0;
    int schemaOnly = 0;  // queries checked against the schema-only stand-in
    int execSampled = 0;
    int execMatched = 0;
    int execMismatched = 0;
    int execSkipped = 0;
};

struct ExecCandidate {
    size_t fileIndex;
    const Query* query;
    Database* database;
    std::string printed;
};

std::string trimRight(std::string s) {
    while (!s.empty() &&
           (s.back() == '\r' || s.back() == '\n' || s.back() == ' ' || s.back() == '\t'))
        s.pop_back();
    return s;
}

bool isBlank(const std::string& s) {
    return std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isspace(c); });
}

std::vector<Query> readQueries(const fs::path& path) {
    std::vector<Query> out;
    std::ifstream in(path, std::ios::binary);
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        line = trimRight(line);
        if (isBlank(line)) continue;
        Query q;
        q.line = lineNo;
        auto tab = line.find('\t');
        if (tab != std::string::npos) {
            q.text = trimRight(line.substr(0, tab));
            q.dbId = line.substr(tab + 1);
            while (!q.dbId.empty() && std::isspace(static_cast<unsigned char>(q.dbId.front())))
                q.dbId.erase(q.dbId.begin());
        } else {
            q.text = line;
        }
        out.push_back(std::move(q));
    }
    return out;
}

std::string oneLine(std::string_view s, size_t max = 200) {
    std::string out;
    for (char c : s) {
        if (c == '\n' || c == '\r' || c == '\t') c = ' ';
        out += c;
    }
    if (out.size() > max) out = out.substr(0, max) + "...";
    return out;
}

// "no such column: T2.name" -> "no such column: <name>"; 'near "x": syntax
// error' stays as is (the token matters there).
std::string errorGroup(const std::string& message) {
    static const char* kNamed[] = {"no such column: ",
                                   "no such table: ",
                                   "no such function: ",
                                   "ambiguous column name: ",
                                   "misuse of aggregate: ",
                                   "misuse of aggregate function ",
                                   "wrong number of arguments to function "};
    for (const char* prefix : kNamed) {
        if (message.rfind(prefix, 0) == 0) return std::string(prefix) + "<name>";
    }
    return message;
}

// --- execution ----------------------------------------------------------

struct Deadline {
    std::chrono::steady_clock::time_point at;
};

int progressCallback(void* data) {
    auto* deadline = static_cast<Deadline*>(data);
    return std::chrono::steady_clock::now() > deadline->at ? 1 : 0;
}

using Value =
    std::variant<std::monostate, int64_t, double, std::string, std::vector<unsigned char>>;
using Row = std::vector<Value>;

struct ExecResult {
    enum class Status { Ok, TimedOut, Error } status = Status::Ok;
    std::string error;
    int columns = 0;
    std::vector<Row> rows;
    bool capped = false;
};

ExecResult execute(sqlite3* db, const std::string& text) {
    ExecResult result;
    Deadline deadline{std::chrono::steady_clock::now() +
                      std::chrono::milliseconds(static_cast<int>(kTimeBudgetSeconds * 1000))};
    sqlite3_progress_handler(db, 1000, progressCallback, &deadline);
    sqlite3_stmt* stmt = nullptr;
    int rc = sqlite3_prepare_v2(db, text.c_str(), static_cast<int>(text.size()), &stmt, nullptr);
    if (rc != SQLITE_OK || stmt == nullptr) {
        result.status = ExecResult::Status::Error;
        result.error = sqlite3_errmsg(db);
        sqlite3_finalize(stmt);
        sqlite3_progress_handler(db, 0, nullptr, nullptr);
        return result;
    }
    result.columns = sqlite3_column_count(stmt);
    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
        if (result.rows.size() >= kRowCap) {
            result.capped = true;
            break;
        }
        Row row;
        row.reserve(result.columns);
        for (int c = 0; c < result.columns; ++c) {
            switch (sqlite3_column_type(stmt, c)) {
                case SQLITE_INTEGER:
                    row.emplace_back(static_cast<int64_t>(sqlite3_column_int64(stmt, c)));
                    break;
                case SQLITE_FLOAT:
                    row.emplace_back(sqlite3_column_double(stmt, c));
                    break;
                case SQLITE_TEXT: {
                    auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt, c));
                    row.emplace_back(std::string(p, sqlite3_column_bytes(stmt, c)));
                    break;
                }
                case SQLITE_BLOB: {
                    auto* p = static_cast<const unsigned char*>(sqlite3_column_blob(stmt, c));
                    int n = sqlite3_column_bytes(stmt, c);
                    row.emplace_back(std::vector<unsigned char>(p, p + n));
                    break;
                }
                default:
                    row.emplace_back(std::monostate{});
                    break;
            }
        }
        result.rows.push_back(std::move(row));
    }
    if (rc != SQLITE_ROW && rc != SQLITE_DONE) {
        if (rc == SQLITE_INTERRUPT) {
            result.status = ExecResult::Status::TimedOut;
        } else {
            result.status = ExecResult::Status::Error;
            result.error = sqlite3_errmsg(db);
        }
    }
    sqlite3_finalize(stmt);
    sqlite3_progress_handler(db, 0, nullptr, nullptr);
    return result;
}

// Empty when equal; otherwise why they differ.
std::string compareResults(const ExecResult& a, const ExecResult& b) {
    if (b.status == ExecResult::Status::TimedOut) return "printed query timed out";
    if (a.status != b.status)
        return "original " +
               (a.status == ExecResult::Status::Ok ? std::string("ran") : "failed: " + a.error) +
               ", printed " +
               (b.status == ExecResult::Status::Ok ? std::string("ran") : "failed: " + b.error);
    if (a.status == ExecResult::Status::Error)
        return a.error == b.error ? "" : "different errors: '" + a.error + "' vs '" + b.error + "'";
    if (a.columns != b.columns)
        return "column count " + std::to_string(a.columns) + " vs " + std::to_string(b.columns);
    if (a.capped != b.capped || a.rows.size() != b.rows.size())
        return "row count " + std::to_string(a.rows.size()) + (a.capped ? "+" : "") + " vs " +
               std::to_string(b.rows.size()) + (b.capped ? "+" : "");
    if (a.rows == b.rows) return "";
    auto sa = a.rows, sb = b.rows;
    std::sort(sa.begin(), sa.end());
    std::sort(sb.begin(), sb.end());
    return sa == sb ? "same rows, different order" : "different row values";
}

// --- main ---------------------------------------------------------------

int skip(const fs::path& path) {
    std::printf("shared data not found at %s; skipping\n", path.string().c_str());
    return 77;
}

}  // namespace

int main(int argc, char** argv) {
    auto started = std::chrono::steady_clock::now();
    std::string sharedArg;
    size_t step = kDefaultExecEvery;
    for (int i = 1; i < argc; ++i) {
        std::string_view arg = argv[i];
        if (arg.rfind("--exec-every=", 0) == 0) {
            step = std::max<size_t>(1, std::strtoul(argv[i] + 13, nullptr, 10));
        } else if (arg == "-h" || arg == "--help") {
            std::printf(
                "usage: %s [SHARED_DIR] [--exec-every=K]\n"
                "SHARED_DIR defaults to $SQLSCOPE_SHARED_DIR; exit 0 pass, 1 fail, 77 data "
                "absent\n",
                argv[0]);
            return 0;
        } else if (sharedArg.empty()) {
            sharedArg = std::string(arg);
        }
    }
    if (const char* env = std::getenv("SQLSCOPE_SHARED_DIR"); sharedArg.empty() && env && *env)
        sharedArg = env;
    if (sharedArg.empty()) {
        std::printf(
            "shared data not found at <unset: pass the shared dir or set SQLSCOPE_SHARED_DIR>; "
            "skipping\n");
        return 77;
    }
    const fs::path shared(sharedArg);
    const fs::path data = shared / "data";
    const fs::path dbRoot = data / "spider" / "database";
    const fs::path schemaOnlyRoot = data / "spider" / "schema_only";
    const char* folders[] = {"spider_dev", "cosql_dev"};
    for (const char* folder : folders) {
        if (!fs::is_regular_file(data / "etm" / folder / "gold.txt"))
            return skip(data / "etm" / folder);
    }
    if (!fs::is_directory(dbRoot)) return skip(dbRoot);

    // Files: gold first, then predictions in name order, per folder.
    struct FileEntry {
        std::string name;
        std::vector<Query> queries;
    };
    std::vector<FileEntry> files;
    for (const char* folder : folders) {
        fs::path dir = data / "etm" / folder;
        std::vector<std::string> predictions;
        for (const auto& entry : fs::directory_iterator(dir)) {
            if (entry.is_regular_file() && entry.path().extension() == ".txt" &&
                entry.path().filename() != "gold.txt")
                predictions.push_back(entry.path().filename().string());
        }
        std::sort(predictions.begin(), predictions.end());
        FileEntry gold{std::string(folder) + "/gold.txt", readQueries(dir / "gold.txt")};
        files.push_back(gold);
        for (const auto& p : predictions) {
            FileEntry f{std::string(folder) + "/" + p, readQueries(dir / p)};
            for (size_t i = 0; i < f.queries.size(); ++i) {
                if (f.queries[i].dbId.empty() && i < gold.queries.size())
                    f.queries[i].dbId = gold.queries[i].dbId;
            }
            files.push_back(std::move(f));
        }
    }

    std::map<std::string, Database> databases;
    std::vector<std::string> notes;
    auto openDatabase = [&](const std::string& dbId) -> Database* {
        auto it = databases.find(dbId);
        if (it != databases.end()) return it->second.db ? &it->second : nullptr;
        Database d;
        fs::path real = dbRoot / dbId / (dbId + ".sqlite");
        fs::path stand = schemaOnlyRoot / dbId / (dbId + ".sqlite");
        if (fs::is_regular_file(real)) {
            d.path = real.string();
            d.real = true;
        } else if (fs::is_regular_file(stand)) {
            d.path = stand.string();
            notes.push_back("database " + dbId +
                            " is missing; its queries were prepared against the schema-only "
                            "stand-in " +
                            d.path + " (prepare check only, not executed)");
        } else {
            notes.push_back("database " + dbId + " not found (neither " + real.string() + " nor " +
                            stand.string() + ")");
        }
        if (!d.path.empty()) {
            std::string uri = "file:" + d.path + "?mode=ro&immutable=1";
            if (sqlite3_open_v2(uri.c_str(), &d.db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI,
                                nullptr) != SQLITE_OK) {
                notes.push_back("cannot open " + d.path + ": " + sqlite3_errmsg(d.db));
                sqlite3_close(d.db);
                d.db = nullptr;
            }
        }
        auto& slot = databases[dbId] = d;
        return slot.db ? &slot : nullptr;
    };

    std::vector<FileStats> stats;
    std::vector<Listed> weReject, roundTrip, noDatabase, bothReject;
    std::map<std::string, std::vector<Listed>> sqliteOnlyRejects;  // group -> queries
    std::vector<ExecCandidate> candidates;

    for (size_t fi = 0; fi < files.size(); ++fi) {
        const auto& file = files[fi];
        FileStats st;
        st.name = file.name;
        for (const auto& q : file.queries) {
            ++st.total;
            Database* database = q.dbId.empty() ? nullptr : openDatabase(q.dbId);
            if (!database) {
                noDatabase.push_back(
                    {file.name, q.line, "no database for db_id '" + q.dbId + "'", q.text});
            }
            bool sqliteOk = false;
            std::string sqliteError;
            if (database) {
                sqlite3_stmt* stmt = nullptr;
                int rc = sqlite3_prepare_v2(database->db, q.text.c_str(),
                                            static_cast<int>(q.text.size()), &stmt, nullptr);
                sqliteOk = rc == SQLITE_OK && stmt != nullptr;
                if (!sqliteOk)
                    sqliteError =
                        rc == SQLITE_OK ? "empty statement" : sqlite3_errmsg(database->db);
                sqlite3_finalize(stmt);
                if (!database->real) ++st.schemaOnly;
            }
            if (database && !sqliteOk) ++st.sqliteRejects;

            sql::ParseResult parsed = sql::parse(q.text);
            if (!parsed.ok()) {
                if (database && sqliteOk) {
                    ++st.weRejectSqliteAccepts;
                    std::string msg = parsed.error ? parsed.error->message : "(no error message)";
                    if (parsed.error)
                        msg = std::to_string(parsed.error->line) + ":" +
                              std::to_string(parsed.error->column) + ": " + msg;
                    weReject.push_back({file.name, q.line, msg, q.text});
                } else if (database) {
                    bothReject.push_back(
                        {file.name, q.line,
                         "sqlscope: " + (parsed.error ? parsed.error->message : std::string()) +
                             " | SQLite: " + sqliteError,
                         q.text});
                }
                continue;
            }
            ++st.parsed;
            if (database && !sqliteOk) {
                ++st.weParseSqliteRejects;
                sqliteOnlyRejects[errorGroup(sqliteError)].push_back(
                    {file.name, q.line, sqliteError, q.text});
            }

            std::string printed = sql::print(*parsed.statement);
            sql::ParseResult again = sql::parse(printed);
            if (!again.ok()) {
                ++st.roundTripFailures;
                roundTrip.push_back(
                    {file.name, q.line,
                     "re-parse failed: " + (again.error ? again.error->message : std::string()) +
                         "; printed: " + printed,
                     q.text});
                continue;
            }
            if (!sql::sameTree(*parsed.statement, *again.statement)) {
                ++st.roundTripFailures;
                roundTrip.push_back(
                    {file.name, q.line, "tree differs; printed: " + printed, q.text});
                continue;
            }
            if (database && database->real && sqliteOk)
                candidates.push_back({fi, &q, database, std::move(printed)});
        }
        stats.push_back(st);
    }

    // Execution check: every step-th eligible query over the concatenated files.
    std::vector<Listed> execMismatches;
    std::vector<Listed> execSkipped;
    size_t sampled = 0;
    for (size_t i = 0; i < candidates.size(); i += step) {
        const auto& c = candidates[i];
        auto& st = stats[c.fileIndex];
        ++st.execSampled;
        ++sampled;
        ExecResult original = execute(c.database->db, c.query->text);
        if (original.status == ExecResult::Status::TimedOut) {
            ++st.execSkipped;
            execSkipped.push_back(
                {files[c.fileIndex].name, c.query->line, "original timed out", c.query->text});
            continue;
        }
        ExecResult printed = execute(c.database->db, c.printed);
        std::string diff = compareResults(original, printed);
        if (diff.empty()) {
            ++st.execMatched;
        } else {
            ++st.execMismatched;
            execMismatches.push_back({files[c.fileIndex].name, c.query->line,
                                      diff + "; printed: " + c.printed, c.query->text});
        }
    }

    for (auto& [id, d] : databases)
        sqlite3_close(d.db);

    // --- report ---------------------------------------------------------
    FileStats sum;
    sum.name = "TOTAL";
    for (const auto& s : stats) {
        sum.total += s.total;
        sum.parsed += s.parsed;
        sum.sqliteRejects += s.sqliteRejects;
        sum.weRejectSqliteAccepts += s.weRejectSqliteAccepts;
        sum.weParseSqliteRejects += s.weParseSqliteRejects;
        sum.roundTripFailures += s.roundTripFailures;
        sum.schemaOnly += s.schemaOnly;
        sum.execSampled += s.execSampled;
        sum.execMatched += s.execMatched;
        sum.execMismatched += s.execMismatched;
        sum.execSkipped += s.execSkipped;
    }

    std::printf("sqlscope parser conformance (SQLite %s), data: %s\n\n", sqlite3_libversion(),
                data.string().c_str());
    std::printf(
        "columns: total = non-blank queries; parsed = parsed by sqlscope; sqlite-rej = "
        "sqlite3_prepare_v2 "
        "fails;\n         WE-REJ = we reject, SQLite prepares (target 0); we-only-ok = we parse, "
        "SQLite "
        "rejects;\n         round-trip = parse(print(ast)) fails or differs; exec = "
        "sampled/matched/"
        "mismatched/skipped\n\n");
    auto printRow = [](const FileStats& s) {
        char exec[64];
        std::snprintf(exec, sizeof exec, "%d/%d/%d/%d", s.execSampled, s.execMatched,
                      s.execMismatched, s.execSkipped);
        std::printf("%-30s %6d %7d %10d %7d %10d %10d %8d  %s\n", s.name.c_str(), s.total, s.parsed,
                    s.sqliteRejects, s.weRejectSqliteAccepts, s.weParseSqliteRejects,
                    s.roundTripFailures, s.schemaOnly, exec);
    };
    std::printf("%-30s %6s %7s %10s %7s %10s %10s %8s  %s\n", "file", "total", "parsed",
                "sqlite-rej", "WE-REJ", "we-only-ok", "round-trip", "no-rows*",
                "exec s/ok/mis/skip");
    std::printf("%s\n", std::string(110, '-').c_str());
    for (const auto& s : stats)
        printRow(s);
    std::printf("%s\n", std::string(110, '-').c_str());
    printRow(sum);
    std::printf(
        "* no-rows = queries of a database that is missing, prepared against its schema-only "
        "stand-in\n");

    if (!notes.empty()) {
        std::printf("\nNotes:\n");
        for (const auto& n : notes)
            std::printf("  - %s\n", n.c_str());
    }

    auto printList = [](const char* title, const std::vector<Listed>& list) {
        std::printf("\n%s: %zu\n", title, list.size());
        size_t n = 0;
        for (const auto& l : list) {
            if (n++ == kMaxListed) {
                std::printf("  ... %zu more\n", list.size() - kMaxListed);
                break;
            }
            std::printf("  %s:%d: %s\n      query: %s\n", l.file.c_str(), l.line,
                        oneLine(l.message, 400).c_str(), oneLine(l.query, 400).c_str());
        }
    };
    printList("Rejected by sqlscope while SQLite prepares (must be 0)", weReject);
    printList("Round-trip failures (must be 0)", roundTrip);
    printList("Rejected by both sqlscope and SQLite (informational)", bothReject);
    if (!noDatabase.empty())
        printList("Queries without a database (not checked against SQLite)", noDatabase);

    std::printf(
        "\nParsed by sqlscope but rejected by SQLite (informational), by SQLite error: %d\n",
        sum.weParseSqliteRejects);
    std::vector<std::pair<std::string, const std::vector<Listed>*>> groups;
    for (const auto& [g, list] : sqliteOnlyRejects)
        groups.emplace_back(g, &list);
    std::stable_sort(groups.begin(), groups.end(), [](const auto& a, const auto& b) {
        return a.second->size() > b.second->size();
    });
    for (const auto& [g, list] : groups) {
        std::map<std::string, int> perFile;
        for (const auto& l : *list)
            ++perFile[l.file];
        std::string where;
        for (const auto& [f, n] : perFile)
            where += (where.empty() ? "" : ", ") + f + " " + std::to_string(n);
        std::printf("  %5zu  %s   [%s]\n", list->size(), g.c_str(), where.c_str());
        if (g.find("syntax error") != std::string::npos ||
            g.find("unrecognized token") != std::string::npos ||
            g.find("incomplete input") != std::string::npos) {
            // Grammar-level disagreements deserve the full list (capped).
            size_t n = 0;
            for (const auto& l : *list) {
                if (n++ == 5) {
                    std::printf("           ... %zu more\n", list->size() - 5);
                    break;
                }
                std::printf("           %s:%d: %s\n", l.file.c_str(), l.line,
                            oneLine(l.query, 160).c_str());
            }
        }
    }

    std::printf(
        "\nExecution check: %zu of %zu eligible queries sampled (every %zu-th; real databases "
        "only, "
        "row cap %zu, budget %.0f s)\n",
        sampled, candidates.size(), step, kRowCap, kTimeBudgetSeconds);
    std::printf("  matched %d, mismatched %d, skipped (original timed out) %d\n", sum.execMatched,
                sum.execMismatched, sum.execSkipped);
    if (!execMismatches.empty()) printList("Execution mismatches (must be 0)", execMismatches);
    if (!execSkipped.empty()) printList("Execution skipped", execSkipped);

    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    bool pass = sum.weRejectSqliteAccepts == 0 && sum.roundTripFailures == 0 &&
                sum.execMismatched == 0 &&
                candidates.size() >= 500;  // fewer means the databases did not load
    std::printf(
        "\nResult: %s (rejected-by-us %d, round-trip failures %d, execution mismatches %d, sampled "
        "%zu) "
        "in %.1f s\n",
        pass ? "PASS" : "FAIL", sum.weRejectSqliteAccepts, sum.roundTripFailures,
        sum.execMismatched, sampled, seconds);
    return pass ? 0 : 1;
}
