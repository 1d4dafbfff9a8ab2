// The text of one SQL statement with what SQLite ignores taken out, so that
// two spellings of the same statement share one key: runs of whitespace
// become one space (none next to "(", ")" and ","), and letters outside
// quotes are lowercased (keywords, identifiers, function and type names and
// number digits are case-insensitive in SQLite). Quoted tokens ('...',
// "...", `...`, [...]) are kept byte for byte, and no two tokens are joined,
// so two texts with one key that both prepare lex to the same tokens and run
// the same program: the same rows in the same order. Only the result's
// column names (taken from the text as written) and error messages may
// differ, which is why the executor still prepares each text itself.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sqlscope::exec {

// nullopt when the text holds a comment or an unterminated quote (such texts
// are simply not shared), or is longer than `maxBytes`.
std::optional<std::string> statementKey(std::string_view sql, size_t maxBytes = 64 * 1024);
// The same key appended to `key` (its capacity reused); false, with `key`
// as it was, when the text has none.
bool appendStatementKey(std::string_view sql, std::string& key, size_t maxBytes = 64 * 1024);

}  // namespace sqlscope::exec
