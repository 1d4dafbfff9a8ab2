// The one way sqlscope opens a benchmark database (docs/architecture.md#safety;
// docs/metrics/execution.md#executing-a-query): every read-only connection of the executor, schema
// linking and the prediction validity check comes from
// openSandboxedConnection, so a hardening step cannot be missed in one place.
#pragma once

#include <cstddef>
#include <string>

#include "core/exec/readonly_connection.h"

struct sqlite3;

namespace sqlscope::exec {

// SQLITE_LIMIT_LENGTH of every sandboxed connection: no string, blob or row
// (intermediate ones included) may be longer. The longest value in the Spider
// databases is 225 bytes and BIRD's longest texts are a few kilobytes, so
// 10 MB is far above any benchmark answer, while printf('%.*c', 2e9, 'x'),
// replace() and zeroblob() blow-ups fail at once ("string or blob too big")
// instead of spending seconds and gigabytes inside one SQLite instruction.
constexpr int kSandboxMaxValueBytes = 10'000'000;

// Why `state` (statDatabaseFile of `path`) cannot be opened, as one sentence;
// empty for DatabaseFileState::File.
std::string databaseFileProblem(DatabaseFileState state, const std::string& path);

// Opens `path` read-only and immutable as a sandboxed connection: a file that
// is not a regular file (directory, FIFO, device, socket) is refused before
// anything opens it (opening a FIFO would block); extension loading off,
// SQLITE_DBCONFIG_DEFENSIVE on, untrusted schema, PRAGMA query_only, the
// limits above plus ATTACHED 0, SQL_LENGTH = the process's query text cap
// (process_limits.h) and lowered expression depth, compound select,
// variable number and LIKE pattern length; a linear-time instr(); and the
// schema read once, which tells a non-database file apart from a bad query.
// The caller sets its authorizer (which must end in authorizerCallback).
// Returns nullptr with `error` set when the file cannot be used; `identity`
// is filled when it is a regular file.
sqlite3* openSandboxedConnection(const std::string& path, std::string& error,
                                 FileIdentity* identity = nullptr);

}  // namespace sqlscope::exec
