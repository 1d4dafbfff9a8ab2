#include "core/match/esm_plus/normal_form.h"

#include <array>

namespace sqlscope::match::esm_plus {
namespace {

constexpr std::array<const char*, 7> kAggNames = {"",    "max", "min",     "count",
                                                  "sum", "avg", "strftime"};
constexpr std::array<const char*, 5> kUnitOps = {"", "-", "+", "*", "/"};
constexpr std::array<const char*, 7> kTimes = {"Y", "m", "d", "H", "M", "S", "s"};

std::string opName(int op) {
    static constexpr std::array<const char*, 12> names = {
        "NOT", "BETWEEN", "=", ">", "<", ">=", "<=", "!=", "IN", "LIKE", "IS", "EXISTS"};
    return op >= 0 && op < 12 ? names[static_cast<size_t>(op)] : "?";
}

std::string upperJoin(const std::string& marker) {
    if (marker == "join") return "JOIN";
    std::string out;
    for (char c : marker)
        out += c == '-' ? ' ' : static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
    return out;
}

}  // namespace

std::string printId(const std::string& id) {
    if (id == "__all__") return "*";
    if (id.size() >= 4 && id.rfind("__", 0) == 0 && id.compare(id.size() - 2, 2, "__") == 0)
        return id.substr(2, id.size() - 4);
    return id;
}

std::string printColUnit(const ColUnit& col) {
    std::string inner = (col.distinct ? "DISTINCT " : "") + printId(col.colId);
    if (col.agg == kAggStrftime) {
        std::string format;
        if (col.timers) {
            for (size_t i = 0; i < col.timers->size(); ++i) {
                int t = (*col.timers)[i];
                format += std::string(i ? " " : "") + "%" +
                          (t >= 0 && t < 7 ? kTimes[static_cast<size_t>(t)] : "?");
            }
        }
        return "strftime('" + format + "', " + inner + ")";
    }
    if (col.agg > 0 && col.agg < 7) return std::string(kAggNames[col.agg]) + "(" + inner + ")";
    return inner;
}

std::string printOperand(const Operand& operand) {
    switch (operand.kind) {
        case Operand::Kind::Column:
            return printColUnit(operand.col);
        case Operand::Kind::Number:
            return pythonFloatRepr(operand.number);
        case Operand::Kind::Null:
            return "NULL";
    }
    return "";
}

std::string printValUnit(const ValUnit& unit) {
    if (unit.rank) {
        std::string out = "RANK() OVER (";
        if (unit.rank->partition) {
            out += "PARTITION BY ";
            for (size_t i = 0; i < unit.rank->partition->size(); ++i)
                out += (i ? ", " : "") + printOperand((*unit.rank->partition)[i]);
        }
        if (unit.rank->order) {
            if (unit.rank->partition) out += " ";
            out += "ORDER BY ";
            for (size_t i = 0; i < unit.rank->order->second.size(); ++i)
                out += (i ? ", " : "") + printValUnit(unit.rank->order->second[i]);
            out += " " + unit.rank->order->first;
        }
        return out + ")";
    }
    std::string out = printOperand(unit.col1);
    if (unit.op > 0 && unit.op < 5) {
        out += std::string(" ") + kUnitOps[static_cast<size_t>(unit.op)] + " ";
        out += unit.col2 ? printOperand(*unit.col2) : "None";
    }
    return out;
}

std::string printValue(const Value& value) {
    switch (value.kind) {
        case Value::Kind::None:
            return "";
        case Value::Kind::Number:
            return pythonFloatRepr(value.number);
        case Value::Kind::Text:
            return value.text == "null" ? "NULL" : value.text;
        case Value::Kind::ValUnit:
            return printValUnit(*value.valUnit);
        case Value::Kind::Sql:
            return "(" + (value.sql ? printSql(*value.sql) : std::string()) + ")";
        case Value::Kind::List: {
            std::string out = "(";
            for (size_t i = 0; i < value.list->size(); ++i)
                out += (i ? ", " : "") + printValue((*value.list)[i]);
            return out + ")";
        }
    }
    return "";
}

std::string printCondUnit(const CondUnit& unit) {
    std::string out = printValUnit(unit.valUnit);
    if (unit.notOp && unit.op == kOpIs) {
        out += " IS NOT";
    } else if (unit.notOp) {
        bool prefix = unit.op != kOpIn && unit.op != kOpLike && unit.op != kOpBetween;
        out = prefix ? "NOT " + out + " " + opName(unit.op) : out + " NOT " + opName(unit.op);
    } else {
        out += " " + opName(unit.op);
    }
    if (!unit.val1.isNone()) out += " " + printValue(unit.val1);
    if (!unit.val2.isNone()) out += " AND " + printValue(unit.val2);
    return out;
}

std::string printCondition(const Condition& condition) {
    std::string out;
    for (size_t i = 0; i < condition.size(); ++i) {
        if (i) out += " ";
        const CondItem& item = condition[i];
        out +=
            item.isConnector() ? (item.connector == "or" ? "OR" : "AND") : printCondUnit(item.unit);
    }
    return out;
}

std::string printSelect(const EtmSql& sql) {
    std::string out = sql.distinct ? "SELECT DISTINCT " : "SELECT ";
    for (size_t i = 0; i < sql.select.size(); ++i) {
        const SelectItem& item = sql.select[i];
        std::string text = printValUnit(item.valUnit);
        if (item.agg > 0 && item.agg < 7)
            text = std::string(kAggNames[item.agg]) + "(" + text + ")";
        out += (i ? ", " : "") + text;
    }
    return out;
}

std::string printFrom(const EtmSql& sql) {
    if (sql.tableUnits.empty()) return "";
    std::string out = "FROM ";
    bool previousUnit = false;
    for (const TableItem& item : sql.tableUnits) {
        switch (item.kind) {
            case TableItem::Kind::Join:
                out += " " + upperJoin(item.text) + " ";
                previousUnit = false;
                break;
            case TableItem::Kind::Table:
                if (previousUnit) out += ", ";
                out += printId(item.text);
                previousUnit = true;
                break;
            case TableItem::Kind::Sql:
                if (previousUnit) out += ", ";
                out += "(" + (item.sql ? printSql(*item.sql) : std::string()) + ")";
                previousUnit = true;
                break;
        }
    }
    if (!sql.fromConds.empty()) out += " ON " + printCondition(sql.fromConds);
    return out;
}

std::string printGroupBy(const EtmSql& sql) {
    std::string out;
    if (!sql.groupBy.empty()) {
        out = "GROUP BY ";
        for (size_t i = 0; i < sql.groupBy.size(); ++i)
            out += (i ? ", " : "") + printOperand(sql.groupBy[i]);
    }
    if (!sql.having.empty())
        out += (out.empty() ? "" : " ") + ("HAVING " + printCondition(sql.having));
    return out;
}

std::string printOrderBy(const EtmSql& sql) {
    std::string out;
    if (sql.orderBy) {
        out = "ORDER BY ";
        for (size_t i = 0; i < sql.orderBy->units.size(); ++i)
            out += (i ? ", " : "") + printValUnit(sql.orderBy->units[i]);
        out += sql.orderBy->direction == "desc" ? " DESC" : " ASC";
    }
    if (sql.limit) out += (out.empty() ? "" : " ") + ("LIMIT " + *sql.limit);
    return out;
}

std::string printSql(const EtmSql& sql) {
    std::string out = printSelect(sql);
    auto add = [&](const std::string& part) {
        if (!part.empty()) out += " " + part;
    };
    add(printFrom(sql));
    if (!sql.where.empty()) add("WHERE " + printCondition(sql.where));
    add(printGroupBy(sql));
    add(printOrderBy(sql));
    if (sql.intersect) add("INTERSECT " + printSql(*sql.intersect));
    if (sql.union_) add("UNION " + printSql(*sql.union_));
    if (sql.except) add("EXCEPT " + printSql(*sql.except));
    return out;
}

}  // namespace sqlscope::match::esm_plus
