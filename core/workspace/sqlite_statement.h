// A thin RAII layer over the SQLite C API for the workspace file (read and
// written here, never through the sandboxed executor, which is read-only):
// a prepared statement with typed binds and columns, one-shot scripts, and
// a transaction that rolls back unless committed. Errors come back as
// SQLite's message; callers prefix the workspace's path.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace sqlscope::workspace {

class Statement {
public:
    // Prepares `sql` on `db`; ok() is false (error() says why) when it fails.
    Statement(sqlite3* db, std::string_view sql);
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }

    // Parameters are 1-based, as in SQLite; texts and blobs are copied.
    Statement& bind(int index, std::string_view text);
    Statement& bind(int index, int64_t value);
    Statement& bind(int index, double value);
    Statement& bindBlob(int index, std::string_view bytes);
    Statement& bindNull(int index);

    // One step: true while a row is ready; false when done or on an error
    // (then ok() is false).
    bool step();
    // Runs to completion (a statement that returns no rows); false on error.
    bool run();
    // Ready for new binds and steps.
    void reset();

    int64_t integer(int column) const;
    double real(int column) const;
    std::string text(int column) const;
    std::string_view blob(int column) const;  // valid until the next step
    bool isNull(int column) const;

private:
    sqlite3* db_;
    sqlite3_stmt* stmt_ = nullptr;
    std::string error_;
};

// Runs a script of statements with no parameters; "" or SQLite's message.
std::string execScript(sqlite3* db, const char* sql);

// The first column of the first row of `sql` as an integer (PRAGMA
// user_version and the like); nullopt, with `error` set, on failure.
std::optional<int64_t> queryInteger(sqlite3* db, const char* sql, std::string* error = nullptr);

// BEGIN IMMEDIATE on construction (the write lock taken at once, so a
// transaction never fails half-way for a lock another connection holds);
// ROLLBACK on destruction unless commit() succeeded.
class Transaction {
public:
    explicit Transaction(sqlite3* db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }
    // COMMIT; returns only once SQLite has committed. "" or the reason.
    std::string commit();

private:
    sqlite3* db_;
    bool open_ = false;
    std::string error_;
};

}  // namespace sqlscope::workspace
