#include "core/counterexample/scratch_database.h"

#include <sqlite3.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>

#include "core/counterexample/schema_constraints.h"
#include "core/exec/readonly_connection.h"
#include "core/exec/sandbox_connection.h"
#include "core/exec/value.h"
#include "core/util/hex_bytes.h"

namespace sqlscope::counterexample {

namespace {

using Clock = std::chrono::steady_clock;

constexpr size_t kRowCap = 100'000;

// What the authorizer and the progress handler see during one run.
struct RunState {
    exec::AuthorizerState auth;
    std::set<std::string>* tablesRead = nullptr;
    const std::atomic<bool>* stop = nullptr;
    Clock::time_point deadline;
    bool hasDeadline = false;
    bool timedOut = false;
    bool cancelled = false;
};

int onAuthorize(void* p, int action, const char* a1, const char* a2, const char* a3,
                const char* a4) {
    auto* s = static_cast<RunState*>(p);
    if (action == SQLITE_READ && s->tablesRead && a1) {
        std::string table = a1;
        for (char& c : table)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        s->tablesRead->insert(std::move(table));
    }
    return exec::authorizerCallback(&s->auth, action, a1, a2, a3, a4);
}

int onProgress(void* p) {
    auto* s = static_cast<RunState*>(p);
    if (s->stop && s->stop->load(std::memory_order_relaxed)) {
        s->cancelled = true;
        return 1;
    }
    if (s->hasDeadline && Clock::now() > s->deadline) {
        s->timedOut = true;
        return 1;
    }
    return 0;
}

bool execute(sqlite3* db, const std::string& sql) {
    return sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr) == SQLITE_OK;
}

void bindValue(sqlite3_stmt* stmt, int index, const exec::Value& v) {
    switch (v.type()) {
        case exec::Value::Type::Null:
            sqlite3_bind_null(stmt, index);
            break;
        case exec::Value::Type::Integer:
            sqlite3_bind_int64(stmt, index, v.asInteger());
            break;
        case exec::Value::Type::Real:
            sqlite3_bind_double(stmt, index, v.asReal());
            break;
        case exec::Value::Type::Text:
            sqlite3_bind_text(stmt, index, v.bytes().data(), static_cast<int>(v.bytes().size()),
                              SQLITE_TRANSIENT);
            break;
        case exec::Value::Type::Blob:
            sqlite3_bind_blob(stmt, index, v.bytes().data(), static_cast<int>(v.bytes().size()),
                              SQLITE_TRANSIENT);
            break;
    }
}

exec::Value columnValue(sqlite3_stmt* stmt, int i) {
    switch (sqlite3_column_type(stmt, i)) {
        case SQLITE_INTEGER:
            return exec::Value::integer(sqlite3_column_int64(stmt, i));
        case SQLITE_FLOAT:
            return exec::Value::real(sqlite3_column_double(stmt, i));
        case SQLITE_TEXT: {
            const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt, i));
            const int n = sqlite3_column_bytes(stmt, i);
            return exec::Value::text(exec::decodeUtf8IgnoringErrors(
                std::string_view(p ? p : "", static_cast<size_t>(n))));
        }
        case SQLITE_BLOB: {
            const auto* p = static_cast<const char*>(sqlite3_column_blob(stmt, i));
            const int n = sqlite3_column_bytes(stmt, i);
            return exec::Value::blob(std::string(p ? p : "", static_cast<size_t>(n)));
        }
        default:
            return exec::Value::null();
    }
}

}  // namespace

struct ScratchDatabase::Impl {
    sqlite3* db = nullptr;
    std::string error;
    size_t skipped = 0;
    std::vector<std::string> tableNames;
    // Per table: the PRIMARY KEY columns that may not hold NULL (SQLite
    // allows it in a rowid table, SQL does not; the rowid alias gets a number).
    std::vector<std::vector<size_t>> keyColumns;
    std::vector<sqlite3_stmt*> inserts;        // per table; null when it cannot be prepared
    std::vector<sqlite3_stmt*> dumps;          // SELECT * per table
    std::vector<sqlite3_stmt*> clears;         // DELETE per table
    std::vector<sqlite3_stmt*> orphanDeletes;  // one per enforceable foreign key
    RunState state;

    ~Impl() {
        for (auto* list : {&inserts, &dumps, &clears, &orphanDeletes})
            for (sqlite3_stmt* stmt : *list)
                sqlite3_finalize(stmt);
        sqlite3_close_v2(db);
    }
    sqlite3_stmt* prepare(const std::string& sql) {
        sqlite3_stmt* stmt = nullptr;
        if (sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr) != SQLITE_OK) {
            sqlite3_finalize(stmt);
            return nullptr;
        }
        return stmt;
    }
};

ScratchDatabase::ScratchDatabase(const SchemaConstraints& schema)
    : impl_(std::make_unique<Impl>()) {
    Impl& d = *impl_;
    if (sqlite3_open_v2(":memory:", &d.db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) !=
        SQLITE_OK) {
        d.error = "cannot open an in-memory database";
        return;
    }
    // The sandbox's hardening (sandbox_connection.h) where it applies to a
    // private in-memory database.
    sqlite3_db_config(d.db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, nullptr);
    sqlite3_db_config(d.db, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_db_config(d.db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    sqlite3_limit(d.db, SQLITE_LIMIT_LENGTH, exec::kSandboxMaxValueBytes);
    sqlite3_limit(d.db, SQLITE_LIMIT_ATTACHED, 0);
    for (const TableConstraints& table : schema.tables) {
        if (!execute(d.db, table.createSql)) {
            ++d.skipped;
            continue;
        }
        d.tableNames.push_back(table.name);
    }
    for (const std::string& sql : schema.otherSql)
        if (!execute(d.db, sql)) ++d.skipped;
    for (const TableConstraints& table : schema.tables) {
        const std::string name = quoteIdentifier(table.name);
        std::string marks;
        for (size_t i = 0; i < table.columns.size(); ++i)
            marks += i ? ",?" : "?";
        d.inserts.push_back(d.prepare("INSERT INTO " + name + " VALUES(" + marks + ")"));
        d.keyColumns.emplace_back();
        for (size_t c = 0; c < table.columns.size(); ++c)
            if (table.columns[c].primaryKeyPart > 0 && !table.columns[c].integerPrimaryKey)
                d.keyColumns.back().push_back(c);
        d.dumps.push_back(d.prepare("SELECT * FROM " + name));
        d.clears.push_back(d.prepare("DELETE FROM " + name));
        for (const ForeignKey& key : table.foreignKeys) {
            const int parent = schema.tableIndex(key.parentTable);
            if (parent < 0) continue;
            const TableConstraints& parentTable = schema.tables[static_cast<size_t>(parent)];
            std::vector<std::string> parentColumns = key.parentColumns;
            // No parent column named: the parent's PRIMARY KEY.
            std::vector<std::pair<int, std::string>> primaryKey;
            for (const ColumnConstraint& column : parentTable.columns)
                if (column.primaryKeyPart > 0)
                    primaryKey.emplace_back(column.primaryKeyPart, column.name);
            std::sort(primaryKey.begin(), primaryKey.end());
            for (size_t i = 0; i < parentColumns.size(); ++i)
                if (parentColumns[i].empty() && i < primaryKey.size())
                    parentColumns[i] = primaryKey[i].second;
            std::string anyNull, match;
            for (size_t i = 0; i < key.columns.size(); ++i) {
                const std::string child = "c." + quoteIdentifier(key.columns[i]);
                anyNull += (i ? " OR " : "") + child + " IS NULL";
                match += (i ? " AND " : "") + std::string("p.") +
                         quoteIdentifier(parentColumns[i]) + " = " + child;
            }
            sqlite3_stmt* stmt =
                d.prepare("DELETE FROM " + name + " WHERE rowid IN (SELECT c.rowid FROM " + name +
                          " AS c WHERE NOT (" + anyNull + ") AND NOT EXISTS (SELECT 1 FROM " +
                          quoteIdentifier(parentTable.name) + " AS p WHERE " + match + "))");
            if (stmt) d.orphanDeletes.push_back(stmt);
        }
    }
    sqlite3_set_authorizer(d.db, nullptr, nullptr);
}

ScratchDatabase::~ScratchDatabase() = default;

bool ScratchDatabase::ok() const {
    return impl_->db && impl_->error.empty();
}
const std::string& ScratchDatabase::error() const {
    return impl_->error;
}
size_t ScratchDatabase::skippedStatements() const {
    return impl_->skipped;
}

DatabaseContent ScratchDatabase::load(const DatabaseContent& content) {
    Impl& d = *impl_;
    execute(d.db, "PRAGMA query_only = 0");
    execute(d.db, "BEGIN");
    for (size_t t = 0; t < d.inserts.size(); ++t) {
        if (d.clears[t]) {
            sqlite3_step(d.clears[t]);
            sqlite3_reset(d.clears[t]);
        }
        sqlite3_stmt* insert = d.inserts[t];
        if (!insert || t >= content.size()) continue;
        for (const exec::Row& row : content[t]) {
            bool nullKey = false;
            for (size_t c : d.keyColumns[t])
                nullKey = nullKey || (c < row.size() && row[c].isNull());
            if (nullKey) continue;
            for (size_t c = 0; c < row.size(); ++c)
                bindValue(insert, static_cast<int>(c + 1), row[c]);
            sqlite3_step(insert);  // a refused row is dropped
            sqlite3_reset(insert);
            sqlite3_clear_bindings(insert);
        }
    }
    for (int round = 0; round < 16; ++round) {
        int deleted = 0;
        for (sqlite3_stmt* stmt : d.orphanDeletes) {
            if (sqlite3_step(stmt) == SQLITE_DONE) deleted += sqlite3_changes(d.db);
            sqlite3_reset(stmt);
        }
        if (deleted == 0) break;
    }
    execute(d.db, "COMMIT");
    execute(d.db, "PRAGMA query_only = 1");
    DatabaseContent stored(d.dumps.size());
    for (size_t t = 0; t < d.dumps.size(); ++t) {
        sqlite3_stmt* dump = d.dumps[t];
        if (!dump) continue;
        const int columns = sqlite3_column_count(dump);
        while (sqlite3_step(dump) == SQLITE_ROW) {
            exec::Row row;
            row.reserve(static_cast<size_t>(columns));
            for (int c = 0; c < columns; ++c)
                row.push_back(columnValue(dump, c));
            stored[t].push_back(std::move(row));
        }
        sqlite3_reset(dump);
    }
    return stored;
}

exec::ExecResult ScratchDatabase::run(std::string_view sql, double timeoutSeconds,
                                      const std::atomic<bool>* stop,
                                      std::set<std::string>* tablesRead) {
    Impl& d = *impl_;
    exec::ExecResult result;
    const auto start = Clock::now();
    RunState& state = d.state;
    state = RunState{};
    state.tablesRead = tablesRead;
    state.stop = stop;
    state.hasDeadline = timeoutSeconds > 0;
    state.deadline = start + std::chrono::microseconds(static_cast<int64_t>(timeoutSeconds * 1e6));
    auto finish = [&](exec::ExecStatus status, std::string message) {
        result.status = status;
        result.message = std::move(message);
        result.result = {};
        result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
        return result;
    };
    sqlite3_set_authorizer(d.db, onAuthorize, &state);
    sqlite3_progress_handler(d.db, 1000, onProgress, &state);
    struct Reset {
        sqlite3* db;
        ~Reset() {
            sqlite3_set_authorizer(db, nullptr, nullptr);
            sqlite3_progress_handler(db, 0, nullptr, nullptr);
        }
    } reset{d.db};
    sqlite3_stmt* raw = nullptr;
    const char* tail = nullptr;
    const int rc = sqlite3_prepare_v2(d.db, sql.data(), static_cast<int>(sql.size()), &raw, &tail);
    std::unique_ptr<sqlite3_stmt, int (*)(sqlite3_stmt*)> stmt(raw, sqlite3_finalize);
    const size_t statementEnd = tail ? static_cast<size_t>(tail - sql.data()) : sql.size();
    const std::string_view statement = sql.substr(0, statementEnd);
    if (state.auth.denialFinal) return finish(exec::ExecStatus::Denied, state.auth.denial);
    if (state.cancelled) return finish(exec::ExecStatus::Cancelled, "cancelled");
    if (rc != SQLITE_OK && state.timedOut)
        return finish(exec::ExecStatus::Timeout, "time budget exceeded");
    if (rc != SQLITE_OK) return finish(exec::ExecStatus::Error, sqlite3_errmsg(d.db));
    if (!stmt) return finish(exec::ExecStatus::Error, "no SQL statement to execute");
    if (exec::skipIgnorableSql(sql, statementEnd) != sql.size())
        return finish(exec::ExecStatus::Error, "only one statement may be executed");
    if (!sqlite3_stmt_readonly(stmt.get()))
        return finish(exec::ExecStatus::Denied,
                      state.auth.denial.empty() ? "write attempt denied" : state.auth.denial);
    if (!exec::startsAsQuery(statement))
        return finish(exec::ExecStatus::Denied, "statement denied");
    const int columns = sqlite3_column_count(stmt.get());
    exec::ResultSet& rs = result.result;
    for (int i = 0; i < columns; ++i) {
        const char* name = sqlite3_column_name(stmt.get(), i);
        rs.columnNames.push_back(exec::decodeUtf8IgnoringErrors(name ? name : ""));
    }
    int step;
    while ((step = sqlite3_step(stmt.get())) == SQLITE_ROW) {
        if (rs.rows.size() >= kRowCap) return finish(exec::ExecStatus::RowCap, "row cap reached");
        exec::Row row;
        row.reserve(static_cast<size_t>(columns));
        for (int i = 0; i < columns; ++i)
            row.push_back(columnValue(stmt.get(), i));
        rs.rows.push_back(std::move(row));
    }
    if (step != SQLITE_DONE) {
        if (state.cancelled) return finish(exec::ExecStatus::Cancelled, "cancelled");
        if (state.timedOut) return finish(exec::ExecStatus::Timeout, "time budget exceeded");
        return finish(exec::ExecStatus::Error, sqlite3_errmsg(d.db));
    }
    result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return result;
}

std::string sqlLiteral(const exec::Value& value) {
    switch (value.type()) {
        case exec::Value::Type::Null:
            return "NULL";
        case exec::Value::Type::Integer:
            return std::to_string(value.asInteger());
        case exec::Value::Type::Real: {
            const double v = value.asReal();
            if (std::isnan(v)) return "NULL";
            if (std::isinf(v)) return v > 0 ? "9e999" : "-9e999";
            return exec::pythonFloatRepr(v);
        }
        case exec::Value::Type::Text: {
            std::string out = "'";
            for (char c : value.bytes()) {
                out += c;
                if (c == '\'') out += '\'';
            }
            return out + "'";
        }
        case exec::Value::Type::Blob: {
            return "X'" + util::hexOfBytes(value.bytes()) + "'";
        }
    }
    return "NULL";
}

}  // namespace sqlscope::counterexample
