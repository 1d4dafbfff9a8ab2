// The raw (parsed, unbound) syntax tree of one SQLite SELECT statement. Names
// are kept as written; nothing is resolved against a schema here (binding is
// a later stage with its own types). Every node carries its byte span in the
// original text.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/sql/span.h"
#include "core/sql/token.h"

namespace sqlscope::sql {

struct Expr;
struct SelectStatement;
using ExprPtr = std::unique_ptr<Expr>;
using SelectPtr = std::unique_ptr<SelectStatement>;

// A name as written: `name` is the text without quotes (doubled quote
// characters undone), `quote` how it was quoted.
struct Identifier {
    std::string name;
    QuoteStyle quote = QuoteStyle::None;
    Span span;
};

// ---- Expressions ---------------------------------------------------------

struct Literal {
    enum class Kind : uint8_t {
        Integer,
        Real,
        String,
        Blob,
        Null,
        True,
        False,
        CurrentTime,
        CurrentDate,
        CurrentTimestamp
    };
    Kind kind = Kind::Null;
    std::string
        text;  // numbers: as written; String: the value (quotes undone); Blob: the hex digits
};

// `?`, `?3`, `:name`, `@name`, `$name`: the text as written.
struct Parameter {
    std::string text;
};

// [schema.][table.]column. A lone double-quoted name is a ColumnRef with
// QuoteStyle::Double: SQLite reads it as a string when no column has that name.
struct ColumnRef {
    std::optional<Identifier> schema;
    std::optional<Identifier> table;
    Identifier column;
};

enum class UnaryOp : uint8_t { Minus, Plus, BitNot, Not };

enum class BinaryOp : uint8_t {
    Or,
    And,
    Eq,
    EqEq,
    Ne,
    LtGt,
    Lt,
    Le,
    Gt,
    Ge,
    Is,
    IsNot,
    IsDistinctFrom,
    IsNotDistinctFrom,
    BitAnd,
    BitOr,
    ShiftLeft,
    ShiftRight,
    Add,
    Subtract,
    Multiply,
    Divide,
    Modulo,
    Concat,
    Extract,
    ExtractText,  // || -> ->>
};

struct Unary {
    UnaryOp op;
    ExprPtr operand;
};

struct Binary {
    BinaryOp op;
    ExprPtr left;
    ExprPtr right;
};

struct Between {
    bool negated = false;
    ExprPtr operand;
    ExprPtr low;
    ExprPtr high;
};

// x [NOT] IN (list) | (subquery) | [schema.]table | table-function(args)
struct In {
    bool negated = false;
    ExprPtr operand;
    std::vector<ExprPtr> list;         // when the right side is a list (possibly empty)
    SelectPtr subquery;                // when it is a subquery
    std::optional<Identifier> schema;  // when it is a table name
    std::optional<Identifier> table;
    bool tableFunction = false;  // table(args): args in `list`
};

enum class PatternOp : uint8_t { Like, Glob, Regexp, Match };

struct Pattern {
    PatternOp op;
    bool negated = false;
    ExprPtr operand;
    ExprPtr pattern;
    ExprPtr escape;  // may be null
};

// x ISNULL | x NOTNULL | x NOT NULL   (`x IS NULL` is a Binary Is with a Null literal)
struct NullTest {
    enum class Form : uint8_t { IsNull, NotNull, NotSpaceNull };
    Form form;
    ExprPtr operand;
};

// EXISTS (subquery); NOT EXISTS is a Unary Not around it, as in SQLite's grammar.
struct Exists {
    SelectPtr subquery;
};

struct Subquery {
    SelectPtr select;
};

struct CaseWhen {
    ExprPtr when;
    ExprPtr then;
};

struct Case {
    ExprPtr operand;  // may be null (searched CASE)
    std::vector<CaseWhen> whens;
    ExprPtr otherwise;  // may be null
};

// A type name as written: its words with their quotes, joined by one space
// (empty when the CAST names none), and its optional (n) or (n, m) arguments
// as signed-number text.
struct TypeName {
    std::string name;
    std::vector<std::string> arguments;
    Span span;
};

struct Cast {
    ExprPtr operand;
    TypeName type;
};

struct Collate {
    ExprPtr operand;
    Identifier collation;
};

struct WindowSpec;

struct FunctionCall {
    Identifier name;
    bool distinct = false;
    bool star = false;  // count(*)
    std::vector<ExprPtr> arguments;
    ExprPtr filter;                    // FILTER (WHERE ...), may be null
    std::unique_ptr<WindowSpec> over;  // OVER (...) or OVER name, may be null
};

// (a, b, ...): a row value of two or more expressions.
struct RowValue {
    std::vector<ExprPtr> elements;
};

// `RAISE(...)` is trigger-only and not accepted; nothing else is missing.
using ExprNode =
    std::variant<Literal, Parameter, ColumnRef, Unary, Binary, Between, In, Pattern, NullTest,
                 Exists, Subquery, Case, Cast, Collate, FunctionCall, RowValue>;

struct Expr {
    ExprNode node;
    Span span;

    Expr() = default;
    Expr(ExprNode n, Span s) : node(std::move(n)), span(s) {}
    Expr(Expr&&) = default;
    Expr& operator=(Expr&&) = default;
    // Tears the children down with a work list, not by recursion: a chain of
    // a million `+` is a million-deep tree (see expr_chain.h).
    ~Expr();

    template <typename T>
    const T* as() const {
        return std::get_if<T>(&node);
    }
    template <typename T>
    T* as() {
        return std::get_if<T>(&node);
    }
};

// ---- Ordering and windows ------------------------------------------------

enum class SortOrder : uint8_t { Unspecified, Asc, Desc };
enum class NullsOrder : uint8_t { Unspecified, First, Last };

struct OrderingTerm {
    ExprPtr expr;
    SortOrder order = SortOrder::Unspecified;
    NullsOrder nulls = NullsOrder::Unspecified;
    Span span;
};

struct FrameBound {
    enum class Kind : uint8_t {
        UnboundedPreceding,
        Preceding,
        CurrentRow,
        Following,
        UnboundedFollowing
    };
    Kind kind = Kind::CurrentRow;
    ExprPtr offset;  // for Preceding / Following
};

struct FrameSpec {
    enum class Unit : uint8_t { Rows, Range, Groups };
    enum class Exclude : uint8_t { None, NoOthers, CurrentRow, Group, Ties };
    Unit unit = Unit::Rows;
    bool between = false;  // BETWEEN start AND end; otherwise only start
    FrameBound start;
    FrameBound end;
    Exclude exclude = Exclude::None;
    Span span;
};

// OVER name  |  OVER ([base] [PARTITION BY ...] [ORDER BY ...] [frame])
struct WindowSpec {
    bool bareName = false;  // OVER name, without parentheses
    std::optional<Identifier> baseName;
    std::vector<ExprPtr> partitionBy;
    std::vector<OrderingTerm> orderBy;
    std::optional<FrameSpec> frame;
    Span span;
};

// WINDOW name AS (spec)
struct NamedWindow {
    Identifier name;
    WindowSpec spec;
    Span span;
};

// ---- FROM ------------------------------------------------------------------

struct FromClause;

struct JoinOperator {
    enum class Kind : uint8_t {
        None,
        Comma,
        Join,
        Inner,
        Left,
        Right,
        Full,
        Cross
    };  // None: the first item
    Kind kind = Kind::None;
    bool natural = false;
    bool outer = false;  // LEFT/RIGHT/FULL OUTER
    Span span;
};

struct TableName {
    std::optional<Identifier> schema;
    Identifier name;
};

struct TableFunction {
    std::optional<Identifier> schema;
    Identifier name;
    std::vector<ExprPtr> arguments;
};

struct TableSubquery {
    SelectPtr select;
};

// A parenthesised join: FROM (a JOIN b ON ...) AS x
struct NestedJoin {
    std::unique_ptr<FromClause> from;
};

// One item of FROM with the operator that joins it to what precedes it (None
// for the first item) and its constraint.
struct FromItem {
    JoinOperator join;
    std::variant<TableName, TableFunction, TableSubquery, NestedJoin> source;
    std::optional<Identifier> alias;
    bool aliasWithAs = false;
    enum class Indexing : uint8_t { Default, IndexedBy, NotIndexed };
    Indexing indexing = Indexing::Default;
    std::optional<Identifier> indexName;
    ExprPtr on;                                           // ON expr, may be null
    std::optional<std::vector<Identifier>> usingColumns;  // USING (a, b)
    Span span;  // the source with its alias (not the join operator)
};

struct FromClause {
    std::vector<FromItem> items;
    Span span;
};

// ---- SELECT ----------------------------------------------------------------

struct ResultColumn {
    enum class Kind : uint8_t { Expression, Star, TableStar };
    Kind kind = Kind::Expression;
    ExprPtr expr;                     // Expression
    std::optional<Identifier> table;  // TableStar: the qualifier
    std::optional<Identifier> alias;
    bool aliasWithAs = false;
    Span span;
};

enum class SetQuantifier : uint8_t { Unspecified, Distinct, All };

// One SELECT ... (or VALUES ...) without WITH, compound operators, ORDER BY, LIMIT.
struct SelectCore {
    bool isValues = false;
    std::vector<std::vector<ExprPtr>> values;  // VALUES rows
    SetQuantifier quantifier = SetQuantifier::Unspecified;
    std::vector<ResultColumn> columns;
    std::optional<FromClause> from;
    ExprPtr where;
    std::vector<ExprPtr> groupBy;
    ExprPtr having;
    std::vector<NamedWindow> windows;
    Span span;
};

enum class CompoundOp : uint8_t { Union, UnionAll, Intersect, Except };

struct CompoundTerm {
    CompoundOp op;
    Span opSpan;
    SelectCore core;
};

struct CommonTableExpr {
    Identifier name;
    std::vector<Identifier> columns;
    enum class Materialization : uint8_t { Default, Materialized, NotMaterialized };
    Materialization materialization = Materialization::Default;
    SelectPtr select;
    Span span;
};

struct WithClause {
    bool recursive = false;
    std::vector<CommonTableExpr> tables;
    Span span;
};

// LIMIT count [OFFSET offset]; `LIMIT a, b` is read as count b, offset a.
struct Limit {
    ExprPtr count;
    ExprPtr offset;  // may be null
    Span span;
};

struct SelectStatement {
    std::optional<WithClause> with;
    SelectCore first;
    std::vector<CompoundTerm> compounds;
    std::vector<OrderingTerm> orderBy;
    std::optional<Limit> limit;
    Span span;
};

}  // namespace sqlscope::sql
