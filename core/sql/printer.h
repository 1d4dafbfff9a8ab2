// Writes an AST back as canonical SQL: upper-case keywords, single spaces,
// identifiers quoted as they were written, parentheses only where precedence
// needs them. parse(print(ast)) gives the same tree (spans aside).
#pragma once

#include <string>

#include "core/sql/ast.h"

namespace sqlscope::sql {

std::string print(const SelectStatement& statement);
std::string print(const Expr& expr);

}  // namespace sqlscope::sql
