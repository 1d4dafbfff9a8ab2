// The canonical text of expressions and statements that component items are
// compared by (docs/metrics/component.md#components-and-items): identifiers lowercase; column
// references resolved through aliases to `table.column` (`alias.column` for a
// column of a FROM-subquery or CTE); strings in single quotes with their
// case; numbers in shortest decimal form (8.0 -> 8); operators canonical
// (<> -> !=, == -> =); one space around binary operators; keywords and
// function names lowercase, no space before `(`; aliases of result columns
// dropped (a reference to one is replaced by the aliased expression).
#pragma once

#include <string>

#include "core/match/component/name_binding.h"
#include "core/sql/ast.h"

namespace sqlscope::match::component {

class CanonicalWriter {
public:
    explicit CanonicalWriter(const Binder& binder) : binder_(binder) {}

    // `aliasesFirst`: ORDER BY's name rule (see Binder::resolve).
    std::string expr(const sql::Expr& expr, const Scope& scope, bool aliasesFirst = false);
    std::string select(const sql::SelectStatement& statement, const Scope* outer,
                       const CteEnv* ctes);
    // `count(*)`, `dogs.name`, `dogs.*`, `*`.
    std::string resultColumn(const sql::ResultColumn& column, const Scope& scope);
    // `expr asc` / `expr desc` (direction explicit), in the first core's scope.
    std::string orderingTerm(const sql::OrderingTerm& term, const Scope& scope);

    // Shortest decimal form of a numeric literal's text ("8.0" -> "8", "0x10" -> "16").
    static std::string number(const sql::Literal& literal);
    static std::string quoted(std::string_view text);        // 'text' with ' doubled
    static std::string_view operatorText(sql::BinaryOp op);  // "=", "!=", "is not", "and", ...
    // What expr() writes for `binary` when it writes `left` and `right` for
    // its operands (so that a caller holding those need not write them again).
    static std::string binary(const sql::Binary& binary, std::string_view left,
                              std::string_view right);
    // The right side of IN: "(1, 2)", "(select ...)" or a table name.
    std::string inRight(const sql::In& in, const Scope& scope);

private:
    void write(std::string& out, const sql::Expr& e, const Scope& scope, int minPrecedence,
               bool aliasesFirst);
    void node(std::string& out, const sql::Expr& e, const Scope& scope, bool aliasesFirst);
    void afterOperand(std::string& out, const sql::Expr& e, const Scope& scope, bool aliasesFirst);
    void column(std::string& out, const sql::ColumnRef& ref, const Scope& scope, bool aliasesFirst);
    void list(std::string& out, const std::vector<sql::ExprPtr>& exprs, const Scope& scope);
    void statement(std::string& out, const sql::SelectStatement& s, const Scope* outer,
                   const CteEnv* ctes);
    void core(std::string& out, const sql::SelectCore& core, const Scope& scope);
    void from(std::string& out, const sql::FromClause& from, const Scope& scope, bool first);
    void window(std::string& out, const sql::WindowSpec& spec, const Scope& scope);

    const Binder& binder_;
    int aliasDepth_ = 0;  // > 0 while an alias is being expanded: no alias lookups
};

}  // namespace sqlscope::match::component
