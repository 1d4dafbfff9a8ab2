// A JSON text without the whitespace between its tokens, for a reader that
// parses a pretty-printed file (Spider's tables.json is two thirds
// indentation): nlohmann's lexer steps over whitespace one byte at a time,
// so the compact text parses faster. Strings are copied byte for byte, and a
// run of whitespace between two bytes of literals or numbers (`[1 2]`,
// `true false`) stays one space, so that no two tokens merge: the compact
// text parses exactly when the original does, to the same value. Its parse
// errors have other positions: a reader reports the original's.
#pragma once

#include <string>
#include <string_view>

namespace sqlscope::util {

// `text` with every run of JSON whitespace (space, tab, LF, CR) outside
// strings removed, or made one space where both neighbours are neither
// structural characters ([]{},:) nor a string's quote. Any other byte,
// including invalid ones, stays as it is; an unterminated string is kept to
// the end.
std::string compactJson(std::string_view text);

}  // namespace sqlscope::util
