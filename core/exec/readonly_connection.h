// What every part of sqlscope that opens a benchmark database shares: the
// read-only, immutable URI, the authorizer glue, and where one SQL statement
// ends. The executor, the prediction validity check and schema linking use it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace sqlscope::exec {

// `file:<path>?mode=ro&immutable=1`, with %, ? and # in the path escaped.
std::string readOnlyImmutableUri(const std::string& path);

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

// The first position at or after `i` that is not whitespace, a comment or ';'.
size_t skipIgnorableSql(std::string_view sql, size_t i);

}  // namespace sqlscope::exec
