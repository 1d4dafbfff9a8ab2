#include "core/match/esm/spider_exec_match.h"

#include <map>
#include <vector>

namespace sqlscope::match::esm {
namespace {

// key = tuple(val_unit[1]) if not val_unit[2] else (val_unit[0], tuple(val_unit[1]),
// tuple(val_unit[2]))
std::string selectKey(const ValUnit& unit) {
    if (!unit.col2) return toPythonRepr(unit.col1);
    return pythonTuple({std::to_string(static_cast<int>(unit.op)), toPythonRepr(unit.col1),
                        toPythonRepr(*unit.col2)});
}

using ColumnMap = std::map<std::string, std::vector<exec::Value>>;

// res_map(res, val_units); false when a row has no column at some index.
bool resultMap(const exec::ResultSet& result, const SpiderSql& sql, ColumnMap& map) {
    for (size_t index = 0; index < sql.select.size(); ++index) {
        std::vector<exec::Value> column;
        column.reserve(result.rows.size());
        for (const exec::Row& row : result.rows) {
            if (index >= row.size()) return false;
            column.push_back(row[index]);
        }
        map[selectKey(sql.select[index].valUnit)] = std::move(column);
    }
    return true;
}

}  // namespace

SpiderExecMatch spiderExecMatch(const exec::ResultSet& predResult,
                                const exec::ResultSet& goldResult, const SpiderSql& predSql,
                                const SpiderSql& goldSql) {
    SpiderExecMatch result;
    ColumnMap pred, gold;
    if (!resultMap(predResult, predSql, pred)) {
        result.note =
            "the prediction has more select items than result columns (the reference raises "
            "IndexError)";
        return result;
    }
    if (!resultMap(goldResult, goldSql, gold)) {
        result.note =
            "the gold has more select items than result columns (the reference raises IndexError)";
        return result;
    }
    result.match = pred == gold;
    return result;
}

}  // namespace sqlscope::match::esm
