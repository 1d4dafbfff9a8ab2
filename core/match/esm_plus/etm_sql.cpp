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

// Python's repr of each structure, appended to `out` piece by piece.
void appendRepr(std::string& out, const Operand& o);
void appendRepr(std::string& out, const ValUnit& v);
void appendRepr(std::string& out, const Value& v);
void appendRepr(std::string& out, const CondUnit& c);
void appendRepr(std::string& out, const EtmSql& sql);

void appendBool(std::string& out, bool value) {
    out += value ? "True" : "False";
}

void appendInt(std::string& out, int value) {
    char buffer[16];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, end);
}

// ", ".join(repr(item) for item in items)
template <class List>
void appendJoined(std::string& out, const List& items) {
    bool first = true;
    for (const auto& item : items) {
        if (!first) out += ", ";
        first = false;
        appendRepr(out, item);
    }
}

void appendColUnit(std::string& out, const ColUnit& c) {
    out += '(';
    appendInt(out, c.agg);
    out += ", ";
    esm::appendPythonRepr(out, c.colId);
    out += ", ";
    appendBool(out, c.distinct);
    out += ", ";
    if (c.timers) {
        out += '[';
        for (size_t i = 0; i < c.timers->size(); ++i) {
            if (i) out += ", ";
            appendInt(out, (*c.timers)[i]);
        }
        out += ']';
    } else {
        out += "None";
    }
    out += ')';
}

void appendCondition(std::string& out, const Condition& condition) {
    out += '[';
    bool first = true;
    for (const CondItem& item : condition) {
        if (!first) out += ", ";
        first = false;
        if (item.isConnector()) {
            esm::appendPythonRepr(out, item.connector);
        } else {
            appendRepr(out, item.unit);
        }
    }
    out += ']';
}

void appendSqlPtr(std::string& out, const EtmSqlPtr& sql) {
    if (sql) {
        appendRepr(out, *sql);
    } else {
        out += "None";
    }
}

void appendRepr(std::string& out, const Operand& o) {
    switch (o.kind) {
        case Operand::Kind::Column:
            appendColUnit(out, o.col);
            return;
        case Operand::Kind::Number:
            out += pythonFloatRepr(o.number);
            return;
        case Operand::Kind::Null:
            out += "'null'";
            return;
    }
    out += "None";
}

void appendRepr(std::string& out, const ValUnit& v) {
    if (v.rank) {
        out += '{';
        if (v.rank->partition) {
            out += "'partition': [";
            appendJoined(out, *v.rank->partition);
            out += ']';
        }
        if (v.rank->order) {
            if (v.rank->partition) out += ", ";
            out += "'order': (";
            esm::appendPythonRepr(out, v.rank->order->first);
            out += ", [";
            appendJoined(out, v.rank->order->second);
            out += "])";
        }
        out += '}';
        return;
    }
    out += '(';
    appendInt(out, v.op);
    out += ", ";
    appendRepr(out, v.col1);
    out += ", ";
    if (v.col2) {
        appendRepr(out, *v.col2);
    } else {
        out += "None";
    }
    out += ')';
}

void appendRepr(std::string& out, const Value& v) {
    switch (v.kind) {
        case Value::Kind::None:
            out += "None";
            return;
        case Value::Kind::Number:
            out += pythonFloatRepr(v.number);
            return;
        case Value::Kind::Text:
            esm::appendPythonRepr(out, v.text);
            return;
        case Value::Kind::ValUnit:
            appendRepr(out, *v.valUnit);
            return;
        case Value::Kind::Sql:
            appendSqlPtr(out, v.sql);
            return;
        case Value::Kind::List:
            out += '[';
            appendJoined(out, *v.list);
            out += ']';
            return;
    }
    out += "None";
}

void appendRepr(std::string& out, const CondUnit& c) {
    out += '(';
    appendBool(out, c.notOp);
    out += ", ";
    appendInt(out, c.op);
    out += ", ";
    appendRepr(out, c.valUnit);
    out += ", ";
    appendRepr(out, c.val1);
    out += ", ";
    appendRepr(out, c.val2);
    out += ')';
}

void appendRepr(std::string& out, const EtmSql& sql) {
    out += "{'from': {'table_units': [";
    bool first = true;
    for (const TableItem& item : sql.tableUnits) {
        if (!first) out += ", ";
        first = false;
        switch (item.kind) {
            case TableItem::Kind::Table:
                out += "('table_unit', ";
                esm::appendPythonRepr(out, item.text);
                out += ')';
                break;
            case TableItem::Kind::Sql:
                out += "('sql', ";
                appendSqlPtr(out, item.sql);
                out += ')';
                break;
            case TableItem::Kind::Join:
                esm::appendPythonRepr(out, item.text);
                break;
        }
    }
    out += "], 'conds': ";
    appendCondition(out, sql.fromConds);
    out += "}, 'select': (";
    appendBool(out, sql.distinct);
    out += ", [";
    first = true;
    for (const SelectItem& item : sql.select) {
        if (!first) out += ", ";
        first = false;
        out += '(';
        appendInt(out, item.agg);
        out += ", ";
        appendRepr(out, item.valUnit);
        out += ')';
    }
    out += "]), 'where': ";
    appendCondition(out, sql.where);
    out += ", 'groupBy': [";
    appendJoined(out, sql.groupBy);
    out += "], 'having': ";
    appendCondition(out, sql.having);
    out += ", 'orderBy': ";
    if (sql.orderBy) {
        out += '(';
        esm::appendPythonRepr(out, sql.orderBy->direction);
        out += ", [";
        appendJoined(out, sql.orderBy->units);
        out += "])";
    } else {
        out += "[]";
    }
    out += ", 'limit': ";
    out += sql.limit ? *sql.limit : std::string_view("None");
    out += ", 'intersect': ";
    appendSqlPtr(out, sql.intersect);
    out += ", 'union': ";
    appendSqlPtr(out, sql.union_);
    out += ", 'except': ";
    appendSqlPtr(out, sql.except);
    out += '}';
}

template <class T>
std::string reprOf(const T& value) {
    std::string out;
    appendRepr(out, value);
    return out;
}

}  // namespace

std::string toPythonRepr(const Operand& o) {
    return reprOf(o);
}

std::string toPythonRepr(const ValUnit& v) {
    return reprOf(v);
}

std::string toPythonRepr(const Value& v) {
    return reprOf(v);
}

std::string toPythonRepr(const CondUnit& c) {
    return reprOf(c);
}

std::string toPythonRepr(const EtmSql& sql) {
    return reprOf(sql);
}

}  // namespace sqlscope::match::esm_plus
