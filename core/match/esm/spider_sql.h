// The Spider SQL structure (docs/metrics/esm.md#the-structure): what the official parser builds
// from a query and what ESM compares. Equality (operator==) is Python's
// equality of the reference's tuples and dicts and ignores spans; spans are
// byte ranges of the original query text, for highlighting only.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/sql/span.h"

namespace sqlscope::match::esm {

enum class AggId : uint8_t { None = 0, Max, Min, Count, Sum, Avg };
enum class UnitOp : uint8_t { None = 0, Minus, Plus, Times, Divide };
enum class WhereOp : uint8_t { Not = 0, Between, Eq, Gt, Lt, Ge, Le, Ne, In, Like, Is, Exists };

// A DISTINCT flag: a bool as parsed, None once docs/metrics/esm.md#column-rebuild has "disabled"
// it.
enum class DistinctFlag : uint8_t { False, True, None };

struct SpiderSql;
using SpiderSqlPtr = std::shared_ptr<const SpiderSql>;

struct ColUnit {
    AggId agg = AggId::None;
    std::string colId;  // "__all__", "__t.c__" (or whatever the id map gave)
    DistinctFlag distinct = DistinctFlag::False;
    sql::Span span;
};

struct ValUnit {
    UnitOp op = UnitOp::None;
    ColUnit col1;
    std::optional<ColUnit> col2;
    sql::Span span;
};

// A condition value: None, a number (Python float), a string-literal token
// (with its quotes), a col_unit, or a nested query.
struct SpiderValue {
    std::variant<std::monostate, double, std::string, ColUnit, SpiderSqlPtr> data;
    sql::Span span;
    bool isNone() const { return std::holds_alternative<std::monostate>(data); }
    const SpiderSqlPtr* sql() const { return std::get_if<SpiderSqlPtr>(&data); }
};

struct CondUnit {
    bool notOp = false;
    WhereOp op = WhereOp::Eq;
    ValUnit valUnit;
    SpiderValue val1;
    SpiderValue val2;
    sql::Span span;
    sql::Span notSpan;  // the NOT token, when notOp
    sql::Span opSpan;   // the operator token
};

struct Connector {
    bool isOr = false;  // 'or', else 'and'
    sql::Span span;     // empty for the 'and' the parser adds between two ON clauses
};

// The flat list [cond_unit, 'and'|'or', cond_unit, ...]: units at even
// positions, connectors at odd ones. A trailing connector is possible (a
// query ending in AND): connectors.size() is units.size() - 1 or units.size().
struct Condition {
    std::vector<CondUnit> units;
    std::vector<Connector> connectors;
    bool empty() const { return units.empty() && connectors.empty(); }
    size_t listSize() const { return units.size() + connectors.size(); }  // len() of the list
};

struct TableUnit {
    bool isSql = false;   // ('sql', nested) rather than ('table_unit', '__t__')
    std::string tableId;  // "__t__"
    SpiderSqlPtr sql;
    sql::Span span;
};

struct SelectItem {
    AggId agg = AggId::None;
    ValUnit valUnit;
    sql::Span span;
};

struct OrderBy {
    bool desc = false;  // the direction of the whole clause: the last asc/desc seen (Q3)
    std::vector<ValUnit> valUnits;
    sql::Span span;           // ORDER BY ... (to the last item)
    sql::Span directionSpan;  // the asc/desc token that set the direction; empty when defaulted
};

// Token spans of a query's clause keywords, for highlighting.
struct ClauseSpans {
    sql::Span query;  // the whole (sub)query as parsed
    sql::Span select;
    sql::Span from;
    sql::Span where;
    sql::Span groupBy;
    sql::Span having;
    sql::Span orderBy;
    sql::Span limit;  // LIMIT n
    sql::Span setOp;  // INTERSECT / UNION / EXCEPT keyword of this query's branch
};

struct SpiderSql {
    DistinctFlag selectDistinct = DistinctFlag::False;
    std::vector<SelectItem> select;
    std::vector<TableUnit> tableUnits;
    Condition fromConds;
    Condition where;
    std::vector<ColUnit> groupBy;
    Condition having;
    std::optional<OrderBy> orderBy;    // None: the reference's empty list []
    std::optional<std::string> limit;  // Python int as canonical decimal text
    SpiderSqlPtr intersect;
    SpiderSqlPtr except;
    SpiderSqlPtr union_;
    ClauseSpans spans;
};

// What the reference scores when the prediction cannot be parsed
// (docs/metrics/esm.md#parse-failures).
SpiderSql emptySpiderSql();

bool operator==(const ColUnit& a, const ColUnit& b);
bool operator==(const ValUnit& a, const ValUnit& b);
bool operator==(const SpiderValue& a, const SpiderValue& b);
bool operator==(const CondUnit& a, const CondUnit& b);
bool operator==(const Connector& a, const Connector& b);
bool operator==(const Condition& a, const Condition& b);
bool operator==(const TableUnit& a, const TableUnit& b);
bool operator==(const SelectItem& a, const SelectItem& b);
bool operator==(const OrderBy& a, const OrderBy& b);
bool operator==(const SpiderSql& a, const SpiderSql& b);
bool sameSql(const SpiderSqlPtr& a, const SpiderSqlPtr& b);  // both null, or equal

// Python's repr() of the reference structure (dict keys in the parser's
// insertion order), e.g. "{'from': {'table_units': [('table_unit', '__dogs__')], ...".
std::string toPythonRepr(const SpiderSql& sql);
std::string toPythonRepr(const ValUnit& valUnit);
std::string toPythonRepr(const CondUnit& condUnit);
std::string toPythonRepr(const ColUnit& colUnit);
std::string toPythonRepr(const SelectItem& item);
// repr() of a select item or condition unit, which contains the repr() of
// its val_unit: both made at once, the latter a part of the former.
struct ReprWithValUnit {
    std::string text;
    size_t valUnitBegin = 0;
    size_t valUnitEnd = 0;
    std::string_view valUnit() const {
        return std::string_view(text).substr(valUnitBegin, valUnitEnd - valUnitBegin);
    }
};
ReprWithValUnit toPythonReprWithValUnit(const SelectItem& item);
ReprWithValUnit toPythonReprWithValUnit(const CondUnit& condUnit);
// "(a, b, c)" from already repr'd items.
std::string pythonTuple(std::initializer_list<std::string_view> items);

}  // namespace sqlscope::match::esm
