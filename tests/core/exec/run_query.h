// Test-only helpers for the exec comparators: run one query on an SQLite
// file with the sqlite3 C API (read-only, no sandbox, no budget) into an
// ExecResult, and build synthetic result sets. Header-only because
// tests/CMakeLists.txt compiles only *_test.cpp files below tests/core.
#pragma once

#include <sqlite3.h>

#include <string>
#include <utility>
#include <vector>

#include "core/exec/executor.h"
#include "core/exec/result_set.h"

namespace sqlscope::testing {

inline exec::ExecResult runQuery(const std::string& databasePath, const std::string& sql) {
    exec::ExecResult out;
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(databasePath.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        out.status = exec::ExecStatus::NoDatabase;
        out.message = db ? sqlite3_errmsg(db) : "cannot open";
        sqlite3_close(db);
        return out;
    }
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr) != SQLITE_OK || !stmt) {
        out.status = exec::ExecStatus::Error;
        out.message =
            stmt ? sqlite3_errmsg(db) : (sql.empty() ? "empty query" : sqlite3_errmsg(db));
        sqlite3_finalize(stmt);
        sqlite3_close(db);
        return out;
    }
    int columns = sqlite3_column_count(stmt);
    for (int c = 0; c < columns; ++c)
        out.result.columnNames.emplace_back(sqlite3_column_name(stmt, c));
    int rc;
    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
        exec::Row row;
        for (int c = 0; c < columns; ++c) {
            switch (sqlite3_column_type(stmt, c)) {
                case SQLITE_INTEGER:
                    row.push_back(exec::Value::integer(sqlite3_column_int64(stmt, c)));
                    break;
                case SQLITE_FLOAT:
                    row.push_back(exec::Value::real(sqlite3_column_double(stmt, c)));
                    break;
                case SQLITE_TEXT: {
                    const auto* t = reinterpret_cast<const char*>(sqlite3_column_text(stmt, c));
                    row.push_back(exec::Value::text(exec::decodeUtf8IgnoringErrors(
                        std::string(t, sqlite3_column_bytes(stmt, c)))));
                    break;
                }
                case SQLITE_BLOB: {
                    const auto* b = static_cast<const char*>(sqlite3_column_blob(stmt, c));
                    row.push_back(
                        exec::Value::blob(std::string(b ? b : "", sqlite3_column_bytes(stmt, c))));
                    break;
                }
                default:
                    row.push_back(exec::Value::null());
            }
        }
        out.result.rows.push_back(std::move(row));
    }
    if (rc != SQLITE_DONE) {
        out.status = exec::ExecStatus::Error;
        out.message = sqlite3_errmsg(db);
        out.result = {};
    }
    sqlite3_finalize(stmt);
    sqlite3_close(db);
    return out;
}

// Short value constructors for synthetic results.
inline exec::Value vInt(int64_t v) {
    return exec::Value::integer(v);
}
inline exec::Value vReal(double v) {
    return exec::Value::real(v);
}
inline exec::Value vText(std::string v) {
    return exec::Value::text(std::move(v));
}
inline exec::Value vNull() {
    return exec::Value::null();
}

inline exec::ResultSet makeResult(std::vector<std::string> columnNames,
                                  std::vector<exec::Row> rows) {
    exec::ResultSet rs;
    rs.columnNames = std::move(columnNames);
    rs.rows = std::move(rows);
    return rs;
}

}  // namespace sqlscope::testing
