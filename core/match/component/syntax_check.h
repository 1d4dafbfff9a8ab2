// Whether SQLite accepts a prediction on its database, without running it
// (docs/metrics/component.md#dataset-aggregation-validity-and-sql-type syntax_valid_rate,
// docs/metrics/component.md#error-categories unknown_identifier): the statement is only prepared —
// never stepped — on a read-only, immutable connection guarded by the executor's authorizer
// (core/exec/authorizer.h), so a write is refused at prepare time. Connections are pooled per file
// and shared by threads (one connection serves one check at a time); a file that changed (size,
// modification time, inode) gets fresh connections.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "core/exec/readonly_connection.h"

struct sqlite3;
struct sqlite3_stmt;

namespace sqlscope::match::component {

struct SyntaxCheck {
    enum class Status {
        Valid,       // SQLite prepared exactly one read-only statement
        Invalid,     // prepare failed, was denied, or more than one statement
        NoDatabase,  // the database file is missing or unreadable: nothing was checked
    };
    Status status = Status::NoDatabase;
    std::string
        message;  // SQLite's own message when Invalid ("no such column: nam"); why, when NoDatabase

    bool valid() const { return status == Status::Valid; }
    bool checked() const { return status != Status::NoDatabase; }
};

// A syntax check answered by another prepare of the same query (schema
// linking's, linking::PrepareReader::read); it holds for that file only.
struct PreparedSyntax {
    std::string databasePath;  // the file it was made on
    SyntaxCheck check;
};

// The verdict of one sqlite3_prepare of `text` (a query from its first
// character that is not blank, a comment or ';') under the executor's
// authorizer: `rc`, `statement` and `tail` are what the prepare returned,
// `auth` what the authorizer recorded. SyntaxChecker::check and schema
// linking's prepare (which answers the check from its own prepare of the same
// prediction, see linking::PrepareReader) both judge with it.
SyntaxCheck judgePrepare(sqlite3* db, int rc, sqlite3_stmt* statement, std::string_view text,
                         const char* tail, const exec::AuthorizerState& auth);

class SyntaxChecker {
public:
    SyntaxChecker();
    ~SyntaxChecker();
    SyntaxChecker(const SyntaxChecker&) = delete;
    SyntaxChecker& operator=(const SyntaxChecker&) = delete;

    // Thread-safe.
    SyntaxCheck check(const std::string& databasePath, std::string_view sql) const;

private:
    struct Connection;
    using FileIdentity = exec::FileIdentity;
    struct Pool {
        FileIdentity identity;
        std::vector<std::unique_ptr<Connection>> connections;
    };
    std::unique_ptr<Connection> acquire(const std::string& path, FileIdentity& identity,
                                        std::string& error) const;
    void release(const std::string& path, const FileIdentity& identity,
                 std::unique_ptr<Connection> connection) const;

    mutable std::mutex mutex_;
    mutable std::map<std::string, Pool> idle_;
};

}  // namespace sqlscope::match::component
