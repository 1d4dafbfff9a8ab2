// What component analysis reads from one query's AST
// (docs/metrics/component.md): for each of the seven
// components the set of canonical item strings, each with the byte spans of
// every place it comes from; the atomic predicates of WHERE and HAVING with
// their parts; the clause kinds present; every base table; and the counts
// behind complexity and SQL type.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/match/component/schema_index.h"
#include "core/sql/ast.h"
#include "core/sql/span.h"
#include "core/util/inline_vector.h"

namespace sqlscope::sql {
struct ParseResult;
}

namespace sqlscope::match::component {

enum class Component : uint8_t { Select, From, Where, GroupBy, OrderBy, Having, Keywords };
constexpr size_t kComponentCount = 7;
constexpr std::array<Component, kComponentCount> kComponents = {
    Component::Select,  Component::From,   Component::Where,   Component::GroupBy,
    Component::OrderBy, Component::Having, Component::Keywords};

std::string_view componentName(Component component);  // "SELECT", "GROUP BY", "KEYWORDS"
std::string_view componentKey(Component component);   // "select", "group_by", "keywords"

// WHERE/HAVING granularity (docs/metrics/component.md#components-and-items `--predicate-items`).
enum class PredicateItems : uint8_t { Atom, Part };
std::string_view predicateItemsName(PredicateItems mode);  // "atom", "part"

// One item of a component: its canonical text and every span it comes from
// (a set keeps one item per text; a text seen twice has two spans).
struct Item {
    std::string text;
    util::InlineVector<sql::Span, 2> spans;  // most items are named once or twice
};
using ItemSet = std::vector<Item>;  // distinct texts, in order of first appearance

// Adds `span` to the item of `text`, creating it at the end if new.
void addItem(ItemSet& set, std::string text, sql::Span span);
const Item* findItem(const ItemSet& set, std::string_view text);

// An atomic predicate of WHERE or HAVING: split on AND/OR at any depth
// (`NOT p` stays one). Comparisons, BETWEEN, IN, LIKE and null tests also
// have parts: left operand, operator, right operand (`part` items).
struct Predicate {
    std::string text;
    sql::Span span;
    bool hasParts = false;
    std::string left, op, right;
    sql::Span leftSpan, opSpan, rightSpan;
};

// Clause kinds of the error analysis (docs/metrics/component.md#error-categories).
enum class ClauseKind : uint8_t {
    Where,
    GroupBy,
    Having,
    OrderBy,
    Limit,
    Join,
    Distinct,
    SetOperation,
    Subquery
};
constexpr size_t kClauseKindCount = 9;
constexpr std::array<ClauseKind, kClauseKindCount> kClauseKinds = {
    ClauseKind::Where,    ClauseKind::GroupBy,      ClauseKind::Having,
    ClauseKind::OrderBy,  ClauseKind::Limit,        ClauseKind::Join,
    ClauseKind::Distinct, ClauseKind::SetOperation, ClauseKind::Subquery};
std::string_view clauseKindName(ClauseKind kind);  // "WHERE", "GROUP BY", "SET OPERATION", ...

struct QueryFeatures {
    // Where each clause kind occurs anywhere in the query (empty: absent).
    std::array<std::vector<sql::Span>, kClauseKindCount> clauses;
    ItemSet baseTables;          // every base table read anywhere (subqueries included)
    int tableReferences = 0;     // T: FROM items naming a table, every SELECT, each occurrence
    bool nested = false;         // N: a subquery (or CTE) or a set operation
    bool having = false;         // H
    bool aggregate = false;      // A: an aggregate function anywhere
    bool groupBy = false;        // G
    bool join = false;           // a FROM of two or more items anywhere
    bool where = false;          // a WHERE anywhere
    int topWherePredicates = 0;  // W: atomic predicates of the outer query's WHERE

    bool has(ClauseKind kind) const { return !clauses[static_cast<size_t>(kind)].empty(); }
    const std::vector<sql::Span>& spans(ClauseKind kind) const {
        return clauses[static_cast<size_t>(kind)];
    }
};

struct QueryAnalysis {
    bool parsed = false;
    std::string parseError;  // "LINE:COL: message" when not parsed
    // Items per component; WHERE and HAVING as atoms (see predicateItems()).
    std::array<ItemSet, kComponentCount> items;
    std::vector<Predicate> where;   // atoms of every WHERE of the top-level SELECTs
    std::vector<Predicate> having;  // same for HAVING
    QueryFeatures features;

    const ItemSet& component(Component c) const { return items[static_cast<size_t>(c)]; }
    // The items of `c` in the given granularity (only WHERE/HAVING differ).
    ItemSet componentItems(Component c, PredicateItems mode) const;
};

// Parses `text` and reads it; `schema` may be null (columns then resolve only
// through qualifiers or a single table).
QueryAnalysis analyzeQuery(std::string_view text, const SchemaIndex* schema);
QueryAnalysis analyzeStatement(const sql::SelectStatement& statement, std::string_view text,
                               const SchemaIndex* schema);
// `parsed` is parse() of `text` (its tokens are reused); a failed parse gives
// an analysis with `parseError` set.
QueryAnalysis analyzeParsed(const sql::ParseResult& parsed, std::string_view text,
                            const SchemaIndex* schema);

}  // namespace sqlscope::match::component
