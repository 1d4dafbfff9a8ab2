// Splits query text into tokens (SQLite's tokenizer rules, plus the spaced
// comparison operators "> =", "< =", "! =" that Spider/CoSQL gold contains).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/sql/parse_error.h"
#include "core/sql/token.h"

namespace sqlscope::sql {

struct LexResult {
    std::vector<Token> tokens;        // always ends with a TokenKind::End token
    std::optional<ParseError> error;  // set when the text holds something that is no token
};

LexResult tokenize(std::string_view text);

// The value of a quoted token with its quotes removed and doubled quote
// characters undone ('it''s' -> it's, "a""b" -> a"b, [x] -> x).
std::string unquote(std::string_view tokenText, QuoteStyle quote);

}  // namespace sqlscope::sql
