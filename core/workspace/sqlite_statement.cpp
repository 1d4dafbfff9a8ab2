#include "core/workspace/sqlite_statement.h"

#include <sqlite3.h>

namespace sqlscope::workspace {

Statement::Statement(sqlite3* db, std::string_view sql) : db_(db) {
    if (sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &stmt_, nullptr) !=
        SQLITE_OK) {
        error_ = sqlite3_errmsg(db);
        sqlite3_finalize(stmt_);
        stmt_ = nullptr;
    }
}

Statement::~Statement() {
    sqlite3_finalize(stmt_);
}

Statement& Statement::bind(int index, std::string_view text) {
    if (stmt_ &&
        sqlite3_bind_text(stmt_, index, text.data(), static_cast<int>(text.size()),
                          SQLITE_TRANSIENT) != SQLITE_OK &&
        error_.empty())
        error_ = sqlite3_errmsg(db_);
    return *this;
}

Statement& Statement::bind(int index, int64_t value) {
    if (stmt_ && sqlite3_bind_int64(stmt_, index, value) != SQLITE_OK && error_.empty())
        error_ = sqlite3_errmsg(db_);
    return *this;
}

Statement& Statement::bind(int index, double value) {
    if (stmt_ && sqlite3_bind_double(stmt_, index, value) != SQLITE_OK && error_.empty())
        error_ = sqlite3_errmsg(db_);
    return *this;
}

Statement& Statement::bindBlob(int index, std::string_view bytes) {
    if (stmt_ &&
        sqlite3_bind_blob(stmt_, index, bytes.data(), static_cast<int>(bytes.size()),
                          SQLITE_TRANSIENT) != SQLITE_OK &&
        error_.empty())
        error_ = sqlite3_errmsg(db_);
    return *this;
}

Statement& Statement::bindNull(int index) {
    if (stmt_ && sqlite3_bind_null(stmt_, index) != SQLITE_OK && error_.empty())
        error_ = sqlite3_errmsg(db_);
    return *this;
}

bool Statement::step() {
    if (!stmt_ || !error_.empty()) return false;
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc != SQLITE_DONE) error_ = sqlite3_errmsg(db_);
    return false;
}

bool Statement::run() {
    while (step()) {
    }
    return ok();
}

void Statement::reset() {
    if (!stmt_) return;
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
}

int64_t Statement::integer(int column) const {
    return sqlite3_column_int64(stmt_, column);
}

double Statement::real(int column) const {
    return sqlite3_column_double(stmt_, column);
}

std::string Statement::text(int column) const {
    const auto* bytes = sqlite3_column_text(stmt_, column);
    const int size = sqlite3_column_bytes(stmt_, column);
    return bytes ? std::string(reinterpret_cast<const char*>(bytes), static_cast<size_t>(size))
                 : std::string();
}

std::string_view Statement::blob(int column) const {
    const void* bytes = sqlite3_column_blob(stmt_, column);
    const int size = sqlite3_column_bytes(stmt_, column);
    return bytes ? std::string_view(static_cast<const char*>(bytes), static_cast<size_t>(size))
                 : std::string_view();
}

bool Statement::isNull(int column) const {
    return sqlite3_column_type(stmt_, column) == SQLITE_NULL;
}

std::string execScript(sqlite3* db, const char* sql) {
    char* message = nullptr;
    if (sqlite3_exec(db, sql, nullptr, nullptr, &message) == SQLITE_OK) return "";
    std::string error = message ? message : sqlite3_errmsg(db);
    sqlite3_free(message);
    return error;
}

std::optional<int64_t> queryInteger(sqlite3* db, const char* sql, std::string* error) {
    Statement statement(db, sql);
    if (statement.step()) return statement.integer(0);
    if (error) *error = statement.ok() ? "no row" : statement.error();
    return std::nullopt;
}

Transaction::Transaction(sqlite3* db) : db_(db) {
    error_ = execScript(db, "BEGIN IMMEDIATE");
    open_ = error_.empty();
}

Transaction::~Transaction() {
    if (open_) execScript(db_, "ROLLBACK");
}

std::string Transaction::commit() {
    if (!open_) return error_.empty() ? "no transaction" : error_;
    error_ = execScript(db_, "COMMIT");
    // A failed COMMIT (e.g. SQLITE_BUSY) leaves the transaction open: the
    // destructor rolls it back.
    if (error_.empty()) open_ = false;
    return error_;
}

}  // namespace sqlscope::workspace
