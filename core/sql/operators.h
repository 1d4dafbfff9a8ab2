// Spelling and precedence of the expression operators, shared by the printer
// and the tree dump so that both agree with the parser.
#pragma once

#include <string_view>

#include "core/sql/ast.h"

namespace sqlscope::sql {

// Binding strength, loosest first, as in SQLite's parse.y.
enum Precedence : int {
    kPrecOr = 1,
    kPrecAnd,
    kPrecNot,
    kPrecEquality,    // = == != <> IS IN LIKE GLOB MATCH REGEXP BETWEEN ISNULL NOTNULL
    kPrecComparison,  // < <= > >=
    kPrecEscape,
    kPrecBitwise,  // & | << >>
    kPrecAdditive,
    kPrecMultiplicative,
    kPrecConcat,  // || -> ->>
    kPrecCollate,
    kPrecUnary,  // - + ~
    kPrecPrimary,
};

std::string_view binaryOpText(BinaryOp op);
std::string_view unaryOpText(UnaryOp op);
std::string_view patternOpText(PatternOp op);
int precedenceOf(BinaryOp op);
int precedenceOf(const Expr& expr);

}  // namespace sqlscope::sql
