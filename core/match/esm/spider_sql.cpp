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

namespace {}  // namespace

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

std::string reprFloat(double value) {
    if (std::isnan(value)) return "nan";
    if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
    if (value == std::floor(value) && std::fabs(value) < 1e16) {
        char buffer[64];
        auto [end, ec] =
            std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, 0);
        return std::string(buffer, end) + ".0";
    }
    char buffer[64];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, end);
}

std::string reprDistinct(DistinctFlag flag) {
    return flag == DistinctFlag::None ? "None" : flag == DistinctFlag::True ? "True" : "False";
}

std::string reprSqlPtr(const SpiderSqlPtr& sql) {
    return sql ? toPythonRepr(*sql) : "None";
}

std::string reprValue(const SpiderValue& value) {
    return std::visit(
        [](const auto& v) -> std::string {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, std::monostate>) {
                return "None";
            } else if constexpr (std::is_same_v<T, double>) {
                return reprFloat(v);
            } else if constexpr (std::is_same_v<T, std::string>) {
                return pythonRepr(v);
            } else if constexpr (std::is_same_v<T, ColUnit>) {
                return toPythonRepr(v);
            } else {
                return reprSqlPtr(v);
            }
        },
        value.data);
}

std::string reprCondition(const Condition& condition) {
    std::string out = "[";
    size_t total = condition.listSize();
    for (size_t i = 0; i < total; ++i) {
        if (i) out += ", ";
        if (i % 2 == 0) {
            out += toPythonRepr(condition.units[i / 2]);
        } else {
            out += condition.connectors[i / 2].isOr ? "'or'" : "'and'";
        }
    }
    return out + "]";
}

}  // namespace

std::string toPythonRepr(const ColUnit& c) {
    return pythonTuple(
        {std::to_string(static_cast<int>(c.agg)), pythonRepr(c.colId), reprDistinct(c.distinct)});
}

std::string toPythonRepr(const ValUnit& v) {
    return pythonTuple({std::to_string(static_cast<int>(v.op)), toPythonRepr(v.col1),
                        v.col2 ? toPythonRepr(*v.col2) : std::string("None")});
}

std::string toPythonRepr(const CondUnit& c) {
    return pythonTuple({c.notOp ? "True" : "False", std::to_string(static_cast<int>(c.op)),
                        toPythonRepr(c.valUnit), reprValue(c.val1), reprValue(c.val2)});
}

std::string toPythonRepr(const SelectItem& item) {
    return pythonTuple({std::to_string(static_cast<int>(item.agg)), toPythonRepr(item.valUnit)});
}

std::string toPythonRepr(const SpiderSql& sql) {
    std::string out = "{'from': {'table_units': [";
    for (size_t i = 0; i < sql.tableUnits.size(); ++i) {
        const TableUnit& unit = sql.tableUnits[i];
        if (i) out += ", ";
        out += unit.isSql ? "('sql', " + reprSqlPtr(unit.sql) + ")"
                          : "('table_unit', " + pythonRepr(unit.tableId) + ")";
    }
    out += "], 'conds': " + reprCondition(sql.fromConds) + "}, 'select': (" +
           reprDistinct(sql.selectDistinct) + ", [";
    for (size_t i = 0; i < sql.select.size(); ++i) {
        if (i) out += ", ";
        out += toPythonRepr(sql.select[i]);
    }
    out += "]), 'where': " + reprCondition(sql.where) + ", 'groupBy': [";
    for (size_t i = 0; i < sql.groupBy.size(); ++i)
        out += (i ? ", " : "") + toPythonRepr(sql.groupBy[i]);
    out += "], 'having': " + reprCondition(sql.having) + ", 'orderBy': ";
    if (sql.orderBy) {
        out += std::string("(") + (sql.orderBy->desc ? "'desc'" : "'asc'") + ", [";
        for (size_t i = 0; i < sql.orderBy->valUnits.size(); ++i)
            out += (i ? ", " : "") + toPythonRepr(sql.orderBy->valUnits[i]);
        out += "])";
    } else {
        out += "[]";
    }
    out += ", 'limit': " + (sql.limit ? *sql.limit : std::string("None"));
    out += ", 'intersect': " + reprSqlPtr(sql.intersect) + ", 'union': " + reprSqlPtr(sql.union_) +
           ", 'except': " + reprSqlPtr(sql.except) + "}";
    return out;
}

}  // namespace sqlscope::match::esm
