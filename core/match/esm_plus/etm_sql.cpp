#include "core/match/esm_plus/etm_sql.h"

#include <charconv>
#include <cmath>

#include "core/match/esm/python_semantics.h"

namespace sqlscope::match::esm_plus {

Operand Operand::literal(double value, sql::Span span) {
    Operand operand;
    operand.kind = Kind::Number;
    operand.number = value;
    operand.col.span = span;
    return operand;
}

Operand Operand::null(sql::Span span) {
    Operand operand;
    operand.kind = Kind::Null;
    operand.col.span = span;
    return operand;
}

Value Value::numberValue(double value, sql::Span span) {
    Value v;
    v.kind = Kind::Number;
    v.number = value;
    v.span = span;
    return v;
}

Value Value::textValue(std::string value, sql::Span span) {
    Value v;
    v.kind = Kind::Text;
    v.text = std::move(value);
    v.span = span;
    return v;
}

Value Value::ofValUnit(ValUnit unit) {
    Value v;
    v.kind = Kind::ValUnit;
    v.span = unit.span;
    v.valUnit = std::make_shared<const ValUnit>(std::move(unit));
    return v;
}

Value Value::ofSql(EtmSqlPtr sql, sql::Span span) {
    Value v;
    v.kind = Kind::Sql;
    v.sql = std::move(sql);
    v.span = span;
    return v;
}

EtmSql emptyEtmSql() {
    return EtmSql{};
}

void raiseKeyError(const std::string& key) {
    throw PyError{"KeyError: " + esm::pythonRepr(key)};
}
void raiseIndexError() {
    throw PyError{"IndexError: list index out of range"};
}
void raiseAssertion(const std::string& message) {
    throw PyError{"AssertionError: " + message};
}
void raiseTypeError(const std::string& message) {
    throw PyError{"TypeError: " + message};
}
void raiseValueError(const std::string& message) {
    throw PyError{"ValueError: " + message};
}

// ---- equality --------------------------------------------------------------

bool operator==(const ColUnit& a, const ColUnit& b) {
    return a.agg == b.agg && a.colId == b.colId && a.distinct == b.distinct && a.timers == b.timers;
}

bool operator==(const Operand& a, const Operand& b) {
    if (a.kind != b.kind) return false;
    switch (a.kind) {
        case Operand::Kind::Column:
            return a.col == b.col;
        case Operand::Kind::Number:
            return a.number == b.number;
        case Operand::Kind::Null:
            return true;
    }
    return false;
}

bool operator==(const Rank& a, const Rank& b) {
    return a.partition == b.partition && a.order == b.order;
}

bool operator==(const ValUnit& a, const ValUnit& b) {
    if (static_cast<bool>(a.rank) != static_cast<bool>(b.rank)) return false;
    if (a.rank) return a.rank == b.rank || *a.rank == *b.rank;
    return a.op == b.op && a.col1 == b.col1 && a.col2 == b.col2;
}

bool operator==(const Value& a, const Value& b) {
    if (a.kind != b.kind) return false;
    switch (a.kind) {
        case Value::Kind::None:
            return true;
        case Value::Kind::Number:
            return a.number == b.number;
        case Value::Kind::Text:
            return a.text == b.text;
        case Value::Kind::ValUnit:
            return *a.valUnit == *b.valUnit;
        case Value::Kind::Sql:
            return sameSql(a.sql, b.sql);
        case Value::Kind::List:
            return *a.list == *b.list;
    }
    return false;
}

bool operator==(const CondUnit& a, const CondUnit& b) {
    return a.notOp == b.notOp && a.op == b.op && a.valUnit == b.valUnit && a.val1 == b.val1 &&
           a.val2 == b.val2;
}

bool operator==(const CondItem& a, const CondItem& b) {
    if (a.isConnector() || b.isConnector()) return a.connector == b.connector;
    return a.unit == b.unit;
}

bool operator==(const TableItem& a, const TableItem& b) {
    if (a.kind != b.kind) return false;
    return a.kind == TableItem::Kind::Sql ? sameSql(a.sql, b.sql) : a.text == b.text;
}

bool operator==(const SelectItem& a, const SelectItem& b) {
    return a.agg == b.agg && a.valUnit == b.valUnit;
}

bool operator==(const OrderBy& a, const OrderBy& b) {
    return a.direction == b.direction && a.units == b.units;
}

bool sameSql(const EtmSqlPtr& a, const EtmSqlPtr& b) {
    if (!a || !b) return !a && !b;
    return a == b || *a == *b;
}

bool operator==(const EtmSql& a, const EtmSql& b) {
    return a.tableUnits == b.tableUnits && a.fromConds == b.fromConds && a.distinct == b.distinct &&
           a.select == b.select && a.where == b.where && a.groupBy == b.groupBy &&
           a.having == b.having && a.orderBy == b.orderBy && a.limit == b.limit &&
           sameSql(a.intersect, b.intersect) && sameSql(a.union_, b.union_) &&
           sameSql(a.except, b.except);
}

// ---- ordering ---------------------------------------------------------------

namespace {

[[noreturn]] void notSupported(std::string_view left, std::string_view right) {
    raiseTypeError("'<' not supported between instances of '" + std::string(left) + "' and '" +
                   std::string(right) + "'");
}

std::string_view typeName(const Operand& o) {
    switch (o.kind) {
        case Operand::Kind::Column:
            return "tuple";
        case Operand::Kind::Number:
            return "float";
        case Operand::Kind::Null:
            return "str";
    }
    return "tuple";
}

// Python's a < b for two elements known to be unequal.
bool lessTimers(const std::optional<std::vector<int>>& a,
                const std::optional<std::vector<int>>& b) {
    if (!a || !b) notSupported(a ? "list" : "NoneType", b ? "list" : "NoneType");
    return *a < *b;
}

bool lessColUnit(const ColUnit& a, const ColUnit& b) {
    if (a.agg != b.agg) return a.agg < b.agg;
    if (a.colId != b.colId) return a.colId < b.colId;
    if (a.distinct != b.distinct) return a.distinct < b.distinct;
    if (a.timers != b.timers) return lessTimers(a.timers, b.timers);
    return false;
}

// a < b for two unequal operands.
bool lessOperand(const Operand& a, const Operand& b) {
    if (a.kind != b.kind) notSupported(typeName(a), typeName(b));
    switch (a.kind) {
        case Operand::Kind::Column:
            return lessColUnit(a.col, b.col);
        case Operand::Kind::Number:
            return a.number < b.number;
        case Operand::Kind::Null:
            return false;
    }
    return false;
}

}  // namespace

bool pyLess(const ValUnit& a, const ValUnit& b) {
    if (a.rank || b.rank) notSupported(a.rank ? "dict" : "tuple", b.rank ? "dict" : "tuple");
    if (a.op != b.op) return a.op < b.op;
    if (!(a.col1 == b.col1)) return lessOperand(a.col1, b.col1);
    if (a.col2 != b.col2) {
        if (!a.col2 || !b.col2)
            notSupported(a.col2 ? typeName(*a.col2) : "NoneType",
                         b.col2 ? typeName(*b.col2) : "NoneType");
        return lessOperand(*a.col2, *b.col2);
    }
    return false;
}

bool pyLess(const TableItem& a, const TableItem& b) {
    if (a.isJoin() || b.isJoin()) {
        if (a.isJoin() && b.isJoin()) return a.text < b.text;
        notSupported(a.isJoin() ? "str" : "tuple", b.isJoin() ? "str" : "tuple");
    }
    std::string_view ka = a.kind == TableItem::Kind::Sql ? "sql" : "table_unit";
    std::string_view kb = b.kind == TableItem::Kind::Sql ? "sql" : "table_unit";
    if (ka != kb) return ka < kb;
    if (a.kind == TableItem::Kind::Table) return a.text < b.text;
    if (sameSql(a.sql, b.sql)) return false;
    notSupported("dict", "dict");
}

// ---- repr -------------------------------------------------------------------

std::string pythonFloatRepr(double value) {
    if (std::isnan(value)) return "nan";
    if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
    char buffer[64];
    if (value == std::floor(value) && std::fabs(value) < 1e16) {
        auto [end, ec] =
            std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, 0);
        return std::string(buffer, end) + ".0";
    }
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, end);
}

namespace {

std::string join(const std::vector<std::string>& parts) {
    std::string out;
    for (size_t i = 0; i < parts.size(); ++i) {
        if (i) out += ", ";
        out += parts[i];
    }
    return out;
}

std::string reprColUnit(const ColUnit& c) {
    std::string timers = "None";
    if (c.timers) {
        std::vector<std::string> items;
        for (int t : *c.timers)
            items.push_back(std::to_string(t));
        timers = "[" + join(items) + "]";
    }
    return "(" + std::to_string(c.agg) + ", " + esm::pythonRepr(c.colId) + ", " +
           (c.distinct ? "True" : "False") + ", " + timers + ")";
}

std::string reprCondition(const Condition& condition) {
    std::vector<std::string> items;
    for (const CondItem& item : condition)
        items.push_back(item.isConnector() ? esm::pythonRepr(item.connector)
                                           : toPythonRepr(item.unit));
    return "[" + join(items) + "]";
}

std::string reprSqlPtr(const EtmSqlPtr& sql) {
    return sql ? toPythonRepr(*sql) : "None";
}

}  // namespace

std::string toPythonRepr(const Operand& o) {
    switch (o.kind) {
        case Operand::Kind::Column:
            return reprColUnit(o.col);
        case Operand::Kind::Number:
            return pythonFloatRepr(o.number);
        case Operand::Kind::Null:
            return "'null'";
    }
    return "None";
}

std::string toPythonRepr(const ValUnit& v) {
    if (v.rank) {
        std::vector<std::string> parts;
        if (v.rank->partition) {
            std::vector<std::string> cols;
            for (const Operand& o : *v.rank->partition)
                cols.push_back(toPythonRepr(o));
            parts.push_back("'partition': [" + join(cols) + "]");
        }
        if (v.rank->order) {
            std::vector<std::string> units;
            for (const ValUnit& u : v.rank->order->second)
                units.push_back(toPythonRepr(u));
            parts.push_back("'order': (" + esm::pythonRepr(v.rank->order->first) + ", [" +
                            join(units) + "])");
        }
        return "{" + join(parts) + "}";
    }
    return "(" + std::to_string(v.op) + ", " + toPythonRepr(v.col1) + ", " +
           (v.col2 ? toPythonRepr(*v.col2) : std::string("None")) + ")";
}

std::string toPythonRepr(const Value& v) {
    switch (v.kind) {
        case Value::Kind::None:
            return "None";
        case Value::Kind::Number:
            return pythonFloatRepr(v.number);
        case Value::Kind::Text:
            return esm::pythonRepr(v.text);
        case Value::Kind::ValUnit:
            return toPythonRepr(*v.valUnit);
        case Value::Kind::Sql:
            return reprSqlPtr(v.sql);
        case Value::Kind::List: {
            std::vector<std::string> items;
            for (const Value& item : *v.list)
                items.push_back(toPythonRepr(item));
            return "[" + join(items) + "]";
        }
    }
    return "None";
}

std::string toPythonRepr(const CondUnit& c) {
    return "(" + std::string(c.notOp ? "True" : "False") + ", " + std::to_string(c.op) + ", " +
           toPythonRepr(c.valUnit) + ", " + toPythonRepr(c.val1) + ", " + toPythonRepr(c.val2) +
           ")";
}

std::string toPythonRepr(const EtmSql& sql) {
    std::vector<std::string> units;
    for (const TableItem& item : sql.tableUnits) {
        switch (item.kind) {
            case TableItem::Kind::Table:
                units.push_back("('table_unit', " + esm::pythonRepr(item.text) + ")");
                break;
            case TableItem::Kind::Sql:
                units.push_back("('sql', " + reprSqlPtr(item.sql) + ")");
                break;
            case TableItem::Kind::Join:
                units.push_back(esm::pythonRepr(item.text));
                break;
        }
    }
    std::vector<std::string> select;
    for (const SelectItem& item : sql.select)
        select.push_back("(" + std::to_string(item.agg) + ", " + toPythonRepr(item.valUnit) + ")");
    std::vector<std::string> group;
    for (const Operand& o : sql.groupBy)
        group.push_back(toPythonRepr(o));
    std::string order = "[]";
    if (sql.orderBy) {
        std::vector<std::string> keys;
        for (const ValUnit& u : sql.orderBy->units)
            keys.push_back(toPythonRepr(u));
        order = "(" + esm::pythonRepr(sql.orderBy->direction) + ", [" + join(keys) + "])";
    }
    return "{'from': {'table_units': [" + join(units) +
           "], 'conds': " + reprCondition(sql.fromConds) + "}, 'select': (" +
           (sql.distinct ? "True" : "False") + ", [" + join(select) +
           "]), 'where': " + reprCondition(sql.where) + ", 'groupBy': [" + join(group) +
           "], 'having': " + reprCondition(sql.having) + ", 'orderBy': " + order +
           ", 'limit': " + (sql.limit ? *sql.limit : std::string("None")) +
           ", 'intersect': " + reprSqlPtr(sql.intersect) + ", 'union': " + reprSqlPtr(sql.union_) +
           ", 'except': " + reprSqlPtr(sql.except) + "}";
}

}  // namespace sqlscope::match::esm_plus
