// Reads one SQLite SELECT statement (optionally ending in ';') into the raw
// AST. Never throws on bad input; nesting deeper than kMaxNestingDepth is an
// error rather than a stack overflow.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/sql/ast.h"
#include "core/sql/parse_error.h"
#include "core/sql/token.h"

namespace sqlscope::sql {

constexpr int kMaxNestingDepth = 200;

struct ParseOptions {
    // Parentheses, subqueries, function calls, CASE, CAST, prefix operators
    // and BETWEEN's middle operand each count one level (a parenthesised
    // expression two). Operator chains (a + b + ..., a AND b AND ...) are
    // read by loops and count nothing, whatever their length. The printer
    // may add parentheses, so a query printed from a tree near the limit can
    // need a little more.
    int maxNestingDepth = kMaxNestingDepth;
};

struct ParseResult {
    SelectPtr statement;              // set on success
    std::optional<ParseError> error;  // set on failure
    // On success, the tokens the statement was read from (tokenize() of the
    // text, ending with TokenKind::End), for readers that look at keywords.
    std::vector<Token> tokens;
    bool ok() const { return statement != nullptr; }
};

ParseResult parse(std::string_view sql, const ParseOptions& options = {});

}  // namespace sqlscope::sql
