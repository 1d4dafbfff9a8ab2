// Reads one SQLite SELECT statement (optionally ending in ';') into the raw
// AST. Never throws on bad input; nesting deeper than kMaxNestingDepth is an
// error rather than a stack overflow.
#pragma once

#include <optional>
#include <string_view>

#include "core/sql/ast.h"
#include "core/sql/parse_error.h"

namespace sqlscope::sql {

constexpr int kMaxNestingDepth = 200;

struct ParseResult {
    SelectPtr statement;              // set on success
    std::optional<ParseError> error;  // set on failure
    bool ok() const { return statement != nullptr; }
};

ParseResult parse(std::string_view sql);

}  // namespace sqlscope::sql
