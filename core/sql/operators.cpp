#include "core/sql/operators.h"

namespace sqlscope::sql {

std::string_view binaryOpText(BinaryOp op) {
    switch (op) {
        case BinaryOp::Or:
            return "OR";
        case BinaryOp::And:
            return "AND";
        case BinaryOp::Eq:
            return "=";
        case BinaryOp::EqEq:
            return "==";
        case BinaryOp::Ne:
            return "!=";
        case BinaryOp::LtGt:
            return "<>";
        case BinaryOp::Lt:
            return "<";
        case BinaryOp::Le:
            return "<=";
        case BinaryOp::Gt:
            return ">";
        case BinaryOp::Ge:
            return ">=";
        case BinaryOp::Is:
            return "IS";
        case BinaryOp::IsNot:
            return "IS NOT";
        case BinaryOp::IsDistinctFrom:
            return "IS DISTINCT FROM";
        case BinaryOp::IsNotDistinctFrom:
            return "IS NOT DISTINCT FROM";
        case BinaryOp::BitAnd:
            return "&";
        case BinaryOp::BitOr:
            return "|";
        case BinaryOp::ShiftLeft:
            return "<<";
        case BinaryOp::ShiftRight:
            return ">>";
        case BinaryOp::Add:
            return "+";
        case BinaryOp::Subtract:
            return "-";
        case BinaryOp::Multiply:
            return "*";
        case BinaryOp::Divide:
            return "/";
        case BinaryOp::Modulo:
            return "%";
        case BinaryOp::Concat:
            return "||";
        case BinaryOp::Extract:
            return "->";
        case BinaryOp::ExtractText:
            return "->>";
    }
    return "?";
}

std::string_view unaryOpText(UnaryOp op) {
    switch (op) {
        case UnaryOp::Minus:
            return "-";
        case UnaryOp::Plus:
            return "+";
        case UnaryOp::BitNot:
            return "~";
        case UnaryOp::Not:
            return "NOT";
    }
    return "?";
}

std::string_view patternOpText(PatternOp op) {
    switch (op) {
        case PatternOp::Like:
            return "LIKE";
        case PatternOp::Glob:
            return "GLOB";
        case PatternOp::Regexp:
            return "REGEXP";
        case PatternOp::Match:
            return "MATCH";
    }
    return "?";
}

int precedenceOf(BinaryOp op) {
    switch (op) {
        case BinaryOp::Or:
            return kPrecOr;
        case BinaryOp::And:
            return kPrecAnd;
        case BinaryOp::Eq:
        case BinaryOp::EqEq:
        case BinaryOp::Ne:
        case BinaryOp::LtGt:
        case BinaryOp::Is:
        case BinaryOp::IsNot:
        case BinaryOp::IsDistinctFrom:
        case BinaryOp::IsNotDistinctFrom:
            return kPrecEquality;
        case BinaryOp::Lt:
        case BinaryOp::Le:
        case BinaryOp::Gt:
        case BinaryOp::Ge:
            return kPrecComparison;
        case BinaryOp::BitAnd:
        case BinaryOp::BitOr:
        case BinaryOp::ShiftLeft:
        case BinaryOp::ShiftRight:
            return kPrecBitwise;
        case BinaryOp::Add:
        case BinaryOp::Subtract:
            return kPrecAdditive;
        case BinaryOp::Multiply:
        case BinaryOp::Divide:
        case BinaryOp::Modulo:
            return kPrecMultiplicative;
        case BinaryOp::Concat:
        case BinaryOp::Extract:
        case BinaryOp::ExtractText:
            return kPrecConcat;
    }
    return kPrecPrimary;
}

int precedenceOf(const Expr& expr) {
    if (auto* b = expr.as<Binary>()) return precedenceOf(b->op);
    if (auto* u = expr.as<Unary>()) return u->op == UnaryOp::Not ? kPrecNot : kPrecUnary;
    if (expr.as<Between>() || expr.as<In>() || expr.as<Pattern>() || expr.as<NullTest>())
        return kPrecEquality;
    if (expr.as<Collate>()) return kPrecCollate;
    return kPrecPrimary;
}

}  // namespace sqlscope::sql
