#include "core/audit/shuffled_copies.h"

#include <sqlite3.h>
#include <stdlib.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <system_error>

#include "core/exec/readonly_connection.h"
#include "core/exec/sandbox_connection.h"
#include "core/util/splitmix64.h"

namespace sqlscope::audit {

namespace fs = std::filesystem;

namespace {

std::string quoted(const std::string& name) {
    std::string out = "\"";
    for (char c : name) {
        out += c;
        if (c == '"') out += '"';
    }
    return out + "\"";
}

struct Statement {
    sqlite3_stmt* stmt = nullptr;
    ~Statement() { sqlite3_finalize(stmt); }
};

struct Connection {
    sqlite3* db = nullptr;
    ~Connection() { sqlite3_close_v2(db); }
};

struct SchemaRow {
    std::string type, name, sql;
};

bool execute(sqlite3* db, const std::string& sql, std::string& error) {
    char* message = nullptr;
    if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &message) == SQLITE_OK) return true;
    error = message ? message : "unknown error";
    sqlite3_free(message);
    return false;
}

bool containsNoCase(std::string text, std::string word) {
    for (char& c : text)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text.find(word) != std::string::npos;
}

// Whether `table` (in `db`) has a single-column INTEGER PRIMARY KEY, which
// is its rowid: inserting in another order does not change its scan order.
bool hasRowidAlias(sqlite3* db, const std::string& table) {
    Statement info;
    const std::string sql = "PRAGMA table_info(" + quoted(table) + ")";
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &info.stmt, nullptr) != SQLITE_OK) return false;
    int keys = 0;
    bool integer = false;
    while (sqlite3_step(info.stmt) == SQLITE_ROW) {
        if (sqlite3_column_int(info.stmt, 5) == 0) continue;
        ++keys;
        const unsigned char* type = sqlite3_column_text(info.stmt, 2);
        std::string t = type ? reinterpret_cast<const char*>(type) : "";
        for (char& c : t)
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        integer = t == "INTEGER";
    }
    return keys == 1 && integer;
}

}  // namespace

bool ShuffledCopy::anyMoved() const {
    return std::any_of(tables.begin(), tables.end(),
                       [](const TableOrder& t) { return t.moved && t.rows > 1; });
}

ShuffledCopies::ShuffledCopies(uint64_t seed, uint64_t maxBytes)
    : seed_(seed), maxBytes_(maxBytes) {}

ShuffledCopies::~ShuffledCopies() {
    if (folder_.empty()) return;
    std::error_code ec;
    fs::remove_all(folder_, ec);
}

const ShuffledCopy& ShuffledCopies::copyOf(const std::string& path) {
    auto it = copies_.find(path);
    if (it == copies_.end()) it = copies_.emplace(path, make(path)).first;
    return it->second;
}

ShuffledCopy ShuffledCopies::make(const std::string& path) {
    ShuffledCopy copy;
    exec::FileIdentity identity;
    if (exec::statDatabaseFile(path, identity) == exec::DatabaseFileState::File &&
        identity.size > maxBytes_) {
        copy.error = "the database has " + std::to_string(identity.size) +
                     " bytes, over the copy limit of " + std::to_string(maxBytes_) + ": not copied";
        return copy;
    }
    if (folder_.empty()) {
        std::error_code ec;
        fs::path temp = fs::temp_directory_path(ec);
        if (ec) temp = "/tmp";
        std::string pattern = (temp / "sqlscope-audit-XXXXXX").string();
        if (!mkdtemp(pattern.data())) {
            copy.error = "cannot make a temporary folder for the shuffled copies";
            return copy;
        }
        folder_ = pattern;
    }
    const std::string target = folder_ + "/" + std::to_string(copies_.size()) + ".sqlite";

    // The benchmark file: read through the sandbox, every write refused.
    Connection source;
    exec::AuthorizerState state;
    source.db = exec::openSandboxedConnection(path, copy.error);
    if (!source.db) return copy;
    sqlite3_set_authorizer(source.db, exec::authorizerCallback, &state);

    Connection out;
    if (sqlite3_open_v2(target.c_str(), &out.db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
                        nullptr) != SQLITE_OK) {
        copy.error = "cannot create the shuffled copy " + target;
        return copy;
    }
    if (!execute(out.db, "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; BEGIN", copy.error))
        return copy;

    std::vector<SchemaRow> schema;
    {
        Statement list;
        if (sqlite3_prepare_v2(source.db,
                               "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL "
                               "ORDER BY rowid",
                               -1, &list.stmt, nullptr) != SQLITE_OK) {
            copy.error = sqlite3_errmsg(source.db);
            return copy;
        }
        while (sqlite3_step(list.stmt) == SQLITE_ROW) {
            auto text = [&](int i) {
                const unsigned char* t = sqlite3_column_text(list.stmt, i);
                return t ? std::string(reinterpret_cast<const char*>(t)) : std::string();
            };
            schema.push_back({text(0), text(1), text(2)});
        }
    }
    for (const SchemaRow& row : schema) {
        if (row.type != "table" || row.name.rfind("sqlite_", 0) == 0) continue;
        if (!execute(out.db, row.sql, copy.error)) {
            copy.error = "table " + row.name + ": " + copy.error;
            return copy;
        }
        // Every row, then inserted in the shuffled order.
        std::vector<std::vector<sqlite3_value*>> rows;
        Statement read;
        if (sqlite3_prepare_v2(source.db, ("SELECT * FROM " + quoted(row.name)).c_str(), -1,
                               &read.stmt, nullptr) != SQLITE_OK) {
            copy.error = "table " + row.name + ": " + sqlite3_errmsg(source.db);
            return copy;
        }
        const int columns = sqlite3_column_count(read.stmt);
        int rc;
        while ((rc = sqlite3_step(read.stmt)) == SQLITE_ROW) {
            std::vector<sqlite3_value*> values(static_cast<size_t>(columns));
            for (int c = 0; c < columns; ++c)
                values[static_cast<size_t>(c)] =
                    sqlite3_value_dup(sqlite3_column_value(read.stmt, c));
            rows.push_back(std::move(values));
        }
        auto release = [&] {
            for (auto& values : rows)
                for (sqlite3_value* v : values)
                    sqlite3_value_free(v);
        };
        if (rc != SQLITE_DONE) {
            copy.error = "table " + row.name + ": " + sqlite3_errmsg(source.db);
            release();
            return copy;
        }
        std::string insert = "INSERT INTO " + quoted(row.name) + " VALUES (";
        for (int c = 0; c < columns; ++c)
            insert += c == 0 ? "?" : ", ?";
        insert += ")";
        Statement write;
        if (sqlite3_prepare_v2(out.db, insert.c_str(), -1, &write.stmt, nullptr) != SQLITE_OK) {
            copy.error = "table " + row.name + ": " + sqlite3_errmsg(out.db);
            release();
            return copy;
        }
        for (size_t i : util::shuffledOrder(rows.size(), seed_ ^ util::fnv1a(row.name))) {
            sqlite3_reset(write.stmt);
            for (int c = 0; c < columns; ++c)
                sqlite3_bind_value(write.stmt, c + 1, rows[i][static_cast<size_t>(c)]);
            if (sqlite3_step(write.stmt) != SQLITE_DONE) {
                copy.error = "table " + row.name + ": " + sqlite3_errmsg(out.db);
                release();
                return copy;
            }
        }
        release();
        TableOrder order;
        order.table = row.name;
        order.rows = rows.size();
        order.moved = !containsNoCase(row.sql, "without rowid") && !hasRowidAlias(out.db, row.name);
        copy.tables.push_back(std::move(order));
    }
    // Indexes and views after the rows (an index's order is its key's).
    for (const SchemaRow& row : schema) {
        if (row.type != "index" && row.type != "view") continue;
        std::string ignored;
        execute(out.db, row.sql, ignored);  // a view on a missing table is no reason to stop
    }
    if (!execute(out.db, "COMMIT", copy.error)) return copy;
    copy.path = target;
    return copy;
}

}  // namespace sqlscope::audit
