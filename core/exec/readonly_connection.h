// What every part of sqlscope that opens a benchmark database shares: the
// read-only, immutable URI, the authorizer glue, and where one SQL statement
// ends. The executor, the prediction validity check and schema linking use it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace sqlscope::exec {

// `file:<path>?mode=ro&immutable=1`, with %, ? and # in the path escaped.
std::string readOnlyImmutableUri(const std::string& path);

// Which file a cached connection was opened on: a connection is reused only
// while this is unchanged, since immutable=1 would serve stale pages of a
// replaced file.
struct FileIdentity {
    uint64_t device = 0, inode = 0, size = 0;
    int64_t mtimeNs = 0;
    bool operator==(const FileIdentity&) const = default;
};

// File: a regular file (or a link to one); the others cannot be a database:
// a FIFO would block whoever opens it, a device or socket is no SQLite file.
enum class DatabaseFileState { File, Missing, Directory, Fifo, Device, Socket, OtherType };

// stat()s `path` (never opens it); fills `identity` when it is a regular file.
DatabaseFileState statDatabaseFile(const std::string& path, FileIdentity& identity);

// What the authorizer callback remembers while one statement is prepared.
struct AuthorizerState {
    std::string denial;  // the first final refusal, or a provisional one
    bool denialFinal = false;
};

// sqlite3_set_authorizer callback applying authorizeAction(); `state` is an
// AuthorizerState.
int authorizerCallback(void* state, int action, const char* arg1, const char* arg2,
                       const char* arg3, const char* arg4);

bool isSqlSpace(char c);

// Whether a prepared, read-only statement is one the sandbox steps: it
// begins with SELECT, WITH, VALUES, PRAGMA, EXPLAIN or "(".
bool startsAsQuery(std::string_view statement);

// The first position at or after `i` that is not whitespace, a comment or ';'.
size_t skipIgnorableSql(std::string_view sql, size_t i);

}  // namespace sqlscope::exec
