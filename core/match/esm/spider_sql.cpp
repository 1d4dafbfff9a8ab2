#include "core/match/esm/spider_sql.h"

#include <charconv>
#include <cmath>

#include "core/match/esm/python_semantics.h"

namespace sqlscope::match::esm {

SpiderSql emptySpiderSql() {
    return SpiderSql{};
}

bool operator==(const ColUnit& a, const ColUnit& b) {
    return a.agg == b.agg && a.colId == b.colId && a.distinct == b.distinct;
}

bool operator==(const ValUnit& a, const ValUnit& b) {
    return a.op == b.op && a.col1 == b.col1 && a.col2 == b.col2;
}

bool operator==(const SpiderValue& a, const SpiderValue& b) {
    if (a.data.index() != b.data.index()) return false;
    return std::visit(
        [&](const auto& left) -> bool {
            using T = std::decay_t<decltype(left)>;
            const T& right = std::get<T>(b.data);
            if constexpr (std::is_same_v<T, std::monostate>) {
                return true;
            } else if constexpr (std::is_same_v<T, SpiderSqlPtr>) {
                return sameSql(left, right);
            } else {
                return left == right;  // a NaN float is unequal to itself, as in Python
            }
        },
        a.data);
}

bool operator==(const CondUnit& a, const CondUnit& b) {
    return a.notOp == b.notOp && a.op == b.op && a.valUnit == b.valUnit && a.val1 == b.val1 &&
           a.val2 == b.val2;
}

bool operator==(const Connector& a, const Connector& b) {
    return a.isOr == b.isOr;
}

bool operator==(const Condition& a, const Condition& b) {
    return a.units == b.units && a.connectors == b.connectors;
}

bool operator==(const TableUnit& a, const TableUnit& b) {
    if (a.isSql != b.isSql) return false;
    return a.isSql ? sameSql(a.sql, b.sql) : a.tableId == b.tableId;
}

bool operator==(const SelectItem& a, const SelectItem& b) {
    return a.agg == b.agg && a.valUnit == b.valUnit;
}

bool operator==(const OrderBy& a, const OrderBy& b) {
    return a.desc == b.desc && a.valUnits == b.valUnits;
}

bool sameSql(const SpiderSqlPtr& a, const SpiderSqlPtr& b) {
    if (!a || !b) return !a && !b;
    return a == b || *a == *b;
}

bool operator==(const SpiderSql& a, const SpiderSql& b) {
    return a.selectDistinct == b.selectDistinct && a.select == b.select &&
           a.tableUnits == b.tableUnits && a.fromConds == b.fromConds && a.where == b.where &&
           a.groupBy == b.groupBy && a.having == b.having && a.orderBy == b.orderBy &&
           a.limit == b.limit && sameSql(a.intersect, b.intersect) && sameSql(a.except, b.except) &&
           sameSql(a.union_, b.union_);
}

std::string pythonTuple(std::initializer_list<std::string_view> items) {
    std::string out = "(";
    bool first = true;
    for (std::string_view item : items) {
        if (!first) out += ", ";
        out += item;
        first = false;
    }
    out += ')';
    return out;
}

namespace {

// Every repr below appends to `out`, so that a nested structure is written
// into one string.

void appendInt(std::string& out, int value) {
    char buffer[16];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, end);
}

void appendFloat(std::string& out, double value) {
    if (std::isnan(value)) {
        out += "nan";
    } else if (std::isinf(value)) {
        out += value < 0 ? "-inf" : "inf";
    } else if (value == std::floor(value) && std::fabs(value) < 1e16) {
        char buffer[64];
        auto [end, ec] =
            std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, 0);
        out.append(buffer, end);
        out += ".0";
    } else {
        char buffer[64];
        auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
        out.append(buffer, end);
    }
}

std::string_view reprDistinct(DistinctFlag flag) {
    return flag == DistinctFlag::None ? "None" : flag == DistinctFlag::True ? "True" : "False";
}

void appendRepr(std::string& out, const SpiderSql& sql);

void appendSqlPtr(std::string& out, const SpiderSqlPtr& sql) {
    if (sql) {
        appendRepr(out, *sql);
    } else {
        out += "None";
    }
}

void appendRepr(std::string& out, const ColUnit& c) {
    out += '(';
    appendInt(out, static_cast<int>(c.agg));
    out += ", ";
    appendPythonRepr(out, c.colId);
    out += ", ";
    out += reprDistinct(c.distinct);
    out += ')';
}

void appendRepr(std::string& out, const ValUnit& v) {
    out += '(';
    appendInt(out, static_cast<int>(v.op));
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

void appendValue(std::string& out, const SpiderValue& value) {
    std::visit(
        [&](const auto& v) {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, std::monostate>) {
                out += "None";
            } else if constexpr (std::is_same_v<T, double>) {
                appendFloat(out, v);
            } else if constexpr (std::is_same_v<T, std::string>) {
                appendPythonRepr(out, v);
            } else if constexpr (std::is_same_v<T, ColUnit>) {
                appendRepr(out, v);
            } else {
                appendSqlPtr(out, v);
            }
        },
        value.data);
}

// `valUnit`, when given, receives where the val_unit's repr lies in `out`.
void appendRepr(std::string& out, const CondUnit& c, ReprWithValUnit* valUnit = nullptr) {
    out += '(';
    out += c.notOp ? "True" : "False";
    out += ", ";
    appendInt(out, static_cast<int>(c.op));
    out += ", ";
    if (valUnit) valUnit->valUnitBegin = out.size();
    appendRepr(out, c.valUnit);
    if (valUnit) valUnit->valUnitEnd = out.size();
    out += ", ";
    appendValue(out, c.val1);
    out += ", ";
    appendValue(out, c.val2);
    out += ')';
}

void appendRepr(std::string& out, const SelectItem& item, ReprWithValUnit* valUnit = nullptr) {
    out += '(';
    appendInt(out, static_cast<int>(item.agg));
    out += ", ";
    if (valUnit) valUnit->valUnitBegin = out.size();
    appendRepr(out, item.valUnit);
    if (valUnit) valUnit->valUnitEnd = out.size();
    out += ')';
}

void appendCondition(std::string& out, const Condition& condition) {
    out += '[';
    size_t total = condition.listSize();
    for (size_t i = 0; i < total; ++i) {
        if (i) out += ", ";
        if (i % 2 == 0) {
            appendRepr(out, condition.units[i / 2]);
        } else {
            out += condition.connectors[i / 2].isOr ? "'or'" : "'and'";
        }
    }
    out += ']';
}

void appendRepr(std::string& out, const SpiderSql& sql) {
    out += "{'from': {'table_units': [";
    for (size_t i = 0; i < sql.tableUnits.size(); ++i) {
        const TableUnit& unit = sql.tableUnits[i];
        if (i) out += ", ";
        if (unit.isSql) {
            out += "('sql', ";
            appendSqlPtr(out, unit.sql);
        } else {
            out += "('table_unit', ";
            appendPythonRepr(out, unit.tableId);
        }
        out += ')';
    }
    out += "], 'conds': ";
    appendCondition(out, sql.fromConds);
    out += "}, 'select': (";
    out += reprDistinct(sql.selectDistinct);
    out += ", [";
    for (size_t i = 0; i < sql.select.size(); ++i) {
        if (i) out += ", ";
        appendRepr(out, sql.select[i]);
    }
    out += "]), 'where': ";
    appendCondition(out, sql.where);
    out += ", 'groupBy': [";
    for (size_t i = 0; i < sql.groupBy.size(); ++i) {
        if (i) out += ", ";
        appendRepr(out, sql.groupBy[i]);
    }
    out += "], 'having': ";
    appendCondition(out, sql.having);
    out += ", 'orderBy': ";
    if (sql.orderBy) {
        out += sql.orderBy->desc ? "('desc', [" : "('asc', [";
        for (size_t i = 0; i < sql.orderBy->valUnits.size(); ++i) {
            if (i) out += ", ";
            appendRepr(out, sql.orderBy->valUnits[i]);
        }
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

template <typename T>
std::string reprOf(const T& value) {
    std::string out;
    out.reserve(64);
    appendRepr(out, value);
    return out;
}

template <typename T>
ReprWithValUnit reprWithValUnitOf(const T& value) {
    ReprWithValUnit repr;
    repr.text.reserve(64);
    appendRepr(repr.text, value, &repr);
    return repr;
}

}  // namespace

std::string toPythonRepr(const ColUnit& c) {
    return reprOf(c);
}

std::string toPythonRepr(const ValUnit& v) {
    return reprOf(v);
}

std::string toPythonRepr(const CondUnit& c) {
    return reprOf(c);
}

std::string toPythonRepr(const SelectItem& item) {
    return reprOf(item);
}

ReprWithValUnit toPythonReprWithValUnit(const SelectItem& item) {
    return reprWithValUnitOf(item);
}

ReprWithValUnit toPythonReprWithValUnit(const CondUnit& condUnit) {
    return reprWithValUnitOf(condUnit);
}

std::string toPythonRepr(const SpiderSql& sql) {
    return reprOf(sql);
}

}  // namespace sqlscope::match::esm
