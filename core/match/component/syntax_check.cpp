#include "core/match/component/syntax_check.h"

#include <sqlite3.h>

#include "core/exec/authorizer.h"
#include "core/exec/readonly_connection.h"
#include "core/exec/sandbox_connection.h"

namespace sqlscope::match::component {

SyntaxCheck judgePrepare(sqlite3* db, int rc, sqlite3_stmt* statement, std::string_view text,
                         const char* tail, const exec::AuthorizerState& auth) {
    SyntaxCheck result;
    result.status = SyntaxCheck::Status::Invalid;
    const size_t statementEnd = tail ? static_cast<size_t>(tail - text.data()) : text.size();
    if (auth.denialFinal) {
        result.message = auth.denial;
    } else if (rc != SQLITE_OK) {
        // A provisional refusal (authorizer.h) is not why the prepare failed.
        result.message = sqlite3_errmsg(db);
    } else if (!statement) {
        result.message = "no SQL statement";
    } else if (exec::skipIgnorableSql(text, statementEnd) != text.size()) {
        result.message = "only one statement may be executed";
    } else if (!sqlite3_stmt_readonly(statement)) {
        result.message = !auth.denial.empty() ? auth.denial : "write attempt denied";
    } else if (!exec::startsAsQuery(text.substr(exec::skipIgnorableSql(text, 0)))) {
        result.message = "statement denied";  // as the executor, which never steps it
    } else {
        result.status = SyntaxCheck::Status::Valid;
    }
    return result;
}

struct SyntaxChecker::Connection {
    sqlite3* db = nullptr;
    exec::AuthorizerState auth;
    ~Connection() { sqlite3_close_v2(db); }
};

SyntaxChecker::SyntaxChecker() = default;
SyntaxChecker::~SyntaxChecker() = default;

std::unique_ptr<SyntaxChecker::Connection> SyntaxChecker::acquire(const std::string& path,
                                                                  FileIdentity& identity,
                                                                  std::string& error) const {
    const exec::DatabaseFileState state = exec::statDatabaseFile(path, identity);
    if (state != exec::DatabaseFileState::File) {
        error = exec::databaseFileProblem(state, path);
        return nullptr;
    }
    {
        std::lock_guard lock(mutex_);
        auto it = idle_.find(path);
        if (it != idle_.end()) {
            Pool& pool = it->second;
            if (!(pool.identity == identity)) {
                idle_.erase(it);  // the file changed: immutable=1 would serve stale pages
            } else if (!pool.connections.empty()) {
                std::unique_ptr<Connection> connection = std::move(pool.connections.back());
                pool.connections.pop_back();
                return connection;
            }
        }
    }
    auto connection = std::make_unique<Connection>();
    connection->db = exec::openSandboxedConnection(path, error);
    if (!connection->db) return nullptr;
    sqlite3* db = connection->db;
    sqlite3_set_authorizer(db, exec::authorizerCallback, &connection->auth);
    return connection;
}

void SyntaxChecker::release(const std::string& path, const FileIdentity& identity,
                            std::unique_ptr<Connection> connection) const {
    std::lock_guard lock(mutex_);
    Pool& pool = idle_[path];
    if (!(pool.identity == identity)) {
        if (!pool.connections.empty()) return;  // a newer file took the pool: drop this one
        pool.identity = identity;
    }
    pool.connections.push_back(std::move(connection));
}

SyntaxCheck SyntaxChecker::check(const std::string& databasePath, std::string_view sql) const {
    SyntaxCheck result;
    std::string error;
    FileIdentity identity;
    std::unique_ptr<Connection> connection = acquire(databasePath, identity, error);
    if (!connection) {
        result.status = SyntaxCheck::Status::NoDatabase;
        result.message = std::move(error);
        return result;
    }
    result.status = SyntaxCheck::Status::Invalid;
    const size_t first = exec::skipIgnorableSql(sql, 0);
    if (first == sql.size()) {
        result.message = "no SQL statement";
        release(databasePath, identity, std::move(connection));
        return result;
    }
    sqlite3* db = connection->db;
    connection->auth = exec::AuthorizerState{};
    const std::string_view text = sql.substr(first);
    sqlite3_stmt* raw = nullptr;
    const char* tail = nullptr;
    const int rc =
        sqlite3_prepare_v3(db, text.data(), static_cast<int>(text.size()), 0, &raw, &tail);
    std::unique_ptr<sqlite3_stmt, int (*)(sqlite3_stmt*)> stmt(raw, sqlite3_finalize);
    result = judgePrepare(db, rc, stmt.get(), text, tail, connection->auth);
    stmt.reset();
    release(databasePath, identity, std::move(connection));
    return result;
}

}  // namespace sqlscope::match::component
