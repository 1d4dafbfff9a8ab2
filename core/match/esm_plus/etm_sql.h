// The SQL structure ESM+ compares (docs/metrics/esm-plus.md): the Spider structure
// of docs/metrics/esm.md#the-structure as the ESM+ reference parser (ETM_utils/process_sql.py)
// builds it. Differences from esm::SpiderSql: col_units carry a 4th field
// (strftime format letters), an operand may be a literal instead of a
// col_unit, a value may be a val_unit or an IN value list, table units are
// interleaved with join markers ("join", "left-join", ...), and conditions
// are kept as the reference's flat Python lists, where a rule bug can put a
// connector at an even position. Equality and ordering are Python's; spans
// are byte ranges of the original query (empty for parts a rule created).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/sql/span.h"

namespace sqlscope::match::esm_plus {

// AGG_OPS: none, max, min, count, sum, avg, strftime.
enum Agg : int { kAggNone = 0, kAggMax, kAggMin, kAggCount, kAggSum, kAggAvg, kAggStrftime };
// UNIT_OPS: none, -, +, *, /.
// WHERE_OPS: not, between, =, >, <, >=, <=, !=, in, like, is, exists.
enum Op : int {
    kOpNot = 0,
    kOpBetween,
    kOpEq,
    kOpGt,
    kOpLt,
    kOpGe,
    kOpLe,
    kOpNe,
    kOpIn,
    kOpLike,
    kOpIs,
    kOpExists
};

struct EtmSql;
using EtmSqlPtr = std::shared_ptr<const EtmSql>;

struct ColUnit {
    int agg = kAggNone;
    std::string colId;  // "__all__" or "__t.c__"
    bool distinct = false;
    std::optional<std::vector<int>>
        timers;  // strftime's format letters (indices into Y m d H M S s)
    sql::Span span;
};

// What parse_col_unit returns: a col_unit, or the literal it read instead
// (a non-zero number, or the word null).
struct Operand {
    enum class Kind : uint8_t { Column, Number, Null };
    Kind kind = Kind::Column;
    ColUnit col;
    double number = 0;

    bool isColumn() const { return kind == Kind::Column; }
    sql::Span span() const { return col.span; }
    static Operand column(ColUnit c) { return Operand{Kind::Column, std::move(c), 0}; }
    static Operand literal(double value, sql::Span span);
    static Operand null(sql::Span span);
};

struct ValUnit;
struct Rank;

struct ValUnit {
    int op = 0;  // UNIT_OPS index
    Operand col1;
    std::optional<Operand> col2;
    std::shared_ptr<const Rank> rank;  // set: this "val_unit" is the reference's rank dict
    sql::Span span;
};

// {'partition': [col_unit...], 'order': (direction, [val_unit...])}; either key may be absent.
struct Rank {
    std::optional<std::vector<Operand>> partition;
    std::optional<std::pair<std::string, std::vector<ValUnit>>> order;
};

// A condition value.
struct Value {
    enum class Kind : uint8_t { None, Number, Text, ValUnit, Sql, List };
    Kind kind = Kind::None;
    double number = 0;
    std::string text;  // a literal token with its double quotes, or the word null
    std::shared_ptr<const ValUnit> valUnit;
    EtmSqlPtr sql;
    std::shared_ptr<const std::vector<Value>> list;  // IN (v1, v2, ...) when Rule 15 is off
    sql::Span span;

    bool isNone() const { return kind == Kind::None; }
    static Value numberValue(double value, sql::Span span);
    static Value textValue(std::string value, sql::Span span);
    static Value ofValUnit(ValUnit unit);
    static Value ofSql(EtmSqlPtr sql, sql::Span span);
};

struct CondUnit {
    bool notOp = false;
    int op = kOpEq;
    ValUnit valUnit;
    Value val1;
    Value val2;
    sql::Span span;
};

// One element of a condition list: a cond_unit, or a connector 'and'/'or'.
struct CondItem {
    std::string connector;  // "and" / "or"; empty for a cond_unit
    CondUnit unit;
    sql::Span span;  // the connector token, when it came from the query

    bool isConnector() const { return !connector.empty(); }
    static CondItem of(CondUnit unit) {
        CondItem item;
        item.span = unit.span;
        item.unit = std::move(unit);
        return item;
    }
    static CondItem conn(std::string text, sql::Span span = {}) {
        CondItem item;
        item.connector = std::move(text);
        item.span = span;
        return item;
    }
};
using Condition = std::vector<CondItem>;

// One element of the table-unit list: ('table_unit', '__t__'), ('sql', nested)
// or a join marker ("join", "left-join", "right-join", "outer-join",
// "cross-join"; in `fixed` and `strict` also "full-join").
struct TableItem {
    enum class Kind : uint8_t { Table, Sql, Join };
    Kind kind = Kind::Table;
    std::string text;  // table id "__t__", or the join marker
    EtmSqlPtr sql;
    sql::Span span;
    bool isJoin() const { return kind == Kind::Join; }
};

struct SelectItem {
    int agg = kAggNone;
    ValUnit valUnit;
    sql::Span span;
};

struct OrderBy {
    std::string direction = "asc";  // of the whole clause: the last asc/desc seen
    std::vector<ValUnit> units;
    sql::Span span;
};

struct EtmSpans {
    sql::Span query, select, from, where, groupBy, having, orderBy, limit;
};

struct EtmSql {
    std::vector<TableItem> tableUnits;
    Condition fromConds;
    bool distinct = false;
    std::vector<SelectItem> select;
    Condition where;
    std::vector<Operand> groupBy;
    Condition having;
    std::optional<OrderBy> orderBy;    // nullopt: the reference's []
    std::optional<std::string> limit;  // Python int, canonical decimal text
    EtmSqlPtr intersect;
    EtmSqlPtr union_;
    EtmSqlPtr except;
    EtmSpans spans;
};

// The empty SQL the reference scores for a prediction it cannot use.
EtmSql emptyEtmSql();

// Python equality (spans ignored).
bool operator==(const ColUnit& a, const ColUnit& b);
bool operator==(const Operand& a, const Operand& b);
bool operator==(const Rank& a, const Rank& b);
bool operator==(const ValUnit& a, const ValUnit& b);
bool operator==(const Value& a, const Value& b);
bool operator==(const CondUnit& a, const CondUnit& b);
bool operator==(const CondItem& a, const CondItem& b);
bool operator==(const TableItem& a, const TableItem& b);
bool operator==(const SelectItem& a, const SelectItem& b);
bool operator==(const OrderBy& a, const OrderBy& b);
bool operator==(const EtmSql& a, const EtmSql& b);
bool sameSql(const EtmSqlPtr& a, const EtmSqlPtr& b);

// Python's `<` between two val_unit tuples, as sorted() uses it; throws
// PyError (TypeError) where Python cannot order the two.
bool pyLess(const ValUnit& a, const ValUnit& b);
// Python's `<` between two table-unit tuples ('table_unit', id) / ('sql', dict).
bool pyLess(const TableItem& a, const TableItem& b);

// A Python exception raised by the reference's code, "Type: message".
struct PyError {
    std::string text;
};
[[noreturn]] void raiseKeyError(const std::string& key);
[[noreturn]] void raiseIndexError();
[[noreturn]] void raiseAssertion(const std::string& message = {});
[[noreturn]] void raiseTypeError(const std::string& message);
[[noreturn]] void raiseValueError(const std::string& message);

// Python's sorted() on a short list with a `less` that may throw: the same
// comparisons, in the same order, as CPython's list.sort (count_run, then
// binary insertion), so a TypeError is raised exactly when Python raises it.
template <typename T, typename Less>
void pythonSort(std::vector<T>& items, Less less);

// repr() of the reference's structure (dict keys in the parser's order).
std::string toPythonRepr(const EtmSql& sql);
std::string toPythonRepr(const CondUnit& unit);
std::string toPythonRepr(const ValUnit& unit);
std::string toPythonRepr(const Operand& operand);
std::string toPythonRepr(const Value& value);
std::string pythonFloatRepr(double value);

// ---- implementation of the template -------------------------------------

template <typename T, typename Less>
void pythonSort(std::vector<T>& items, Less less) {
    const size_t n = items.size();
    if (n < 2) return;
    // count_run
    size_t run = 2;
    bool descending = less(items[1], items[0]);
    if (descending) {
        while (run < n && less(items[run], items[run - 1]))
            ++run;
    } else {
        while (run < n && !less(items[run], items[run - 1]))
            ++run;
    }
    if (descending) {
        for (size_t i = 0, j = run - 1; i < j; ++i, --j)
            std::swap(items[i], items[j]);
    }
    // binarysort(lo, hi, start = lo + run)
    for (size_t start = run; start < n; ++start) {
        T pivot = std::move(items[start]);
        size_t l = 0, r = start;
        while (l < r) {
            size_t p = l + ((r - l) >> 1);
            if (less(pivot, items[p])) {
                r = p;
            } else {
                l = p + 1;
            }
        }
        for (size_t k = start; k > l; --k)
            items[k] = std::move(items[k - 1]);
        items[l] = std::move(pivot);
    }
}

}  // namespace sqlscope::match::esm_plus
