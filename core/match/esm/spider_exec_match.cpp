#include "core/match/esm/spider_exec_match.h"

#include <map>

namespace sqlscope::match::esm {
namespace {

// key = tuple(val_unit[1]) if not val_unit[2] else (val_unit[0], tuple(val_unit[1]),
// tuple(val_unit[2]))
std::string selectKey(const ValUnit& unit) {
    if (!unit.col2) return toPythonRepr(unit.col1);
    return pythonTuple({std::to_string(static_cast<int>(unit.op)), toPythonRepr(unit.col1),
                        toPythonRepr(*unit.col2)});
}

// res_map without copying a value: select key -> the result column it maps
// to (the last one for a repeated key, as the dict assignment).
using ColumnMap = std::map<std::string, size_t>;

// res_map(res, val_units); false when a row has no column at some index.
bool resultMap(const exec::ResultSet& result, const SpiderSql& sql, ColumnMap& map) {
    for (size_t index = 0; index < sql.select.size(); ++index) {
        for (const exec::Row& row : result.rows)
            if (index >= row.size()) return false;
        map[selectKey(sql.select[index].valUnit)] = index;
    }
    return true;
}

// The two res_maps are equal: the same keys, and under each key the same
// list of values.
bool sameMaps(const exec::ResultSet& predResult, const ColumnMap& pred,
              const exec::ResultSet& goldResult, const ColumnMap& gold) {
    if (pred.size() != gold.size()) return false;
    if (!pred.empty() && predResult.rows.size() != goldResult.rows.size()) return false;
    for (auto p = pred.begin(), g = gold.begin(); p != pred.end(); ++p, ++g) {
        if (p->first != g->first) return false;
        for (size_t r = 0; r < predResult.rows.size(); ++r)
            if (predResult.rows[r][p->second] != goldResult.rows[r][g->second]) return false;
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
    result.match = sameMaps(predResult, pred, goldResult, gold);
    return result;
}

}  // namespace sqlscope::match::esm
