// What the executor's sqlite3_prepare of a query reported, kept with its
// result when asked for (Executor::run): schema linking and the component
// syntax check prepare the same text on the same file under the same
// authorizer, so they can read their answers from this record instead of
// preparing again (linking::PrepareReader::offer).
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "core/exec/readonly_connection.h"

namespace sqlscope::exec {

struct PrepareRecord {
    size_t textStart = 0;   // where the prepared text starts in the query (skipIgnorableSql)
    bool prepared = false;  // sqlite3_prepare returned SQLITE_OK
    std::string error;      // sqlite3_errmsg after a failed prepare
    bool hasStatement = false;
    size_t statementEnd = 0;  // end of the first statement (SQLite's tail), in the query
    bool readOnly = false;    // sqlite3_stmt_readonly of the statement
    AuthorizerState auth;     // what the authorizer refused while preparing
    // Every SQLITE_READ callback, in order: the table and the column (empty
    // when SQLite gave none) exactly as SQLite passed them.
    std::vector<std::pair<std::string, std::string>> reads;
};

}  // namespace sqlscope::exec
