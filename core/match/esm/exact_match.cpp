#include "core/match/esm/exact_match.h"

namespace sqlscope::match::esm {
namespace {

std::string tableUnitText(const TableUnit& unit) {
    return unit.isSql ? "('sql', ...)" : "('table_unit', '" + unit.tableId + "')";
}

}  // namespace

ExactMatch evalExactMatch(const SpiderSql& pred, const SpiderSql& gold,
                          const ItemTexts* goldTexts) {
    ExactMatch result;
    result.partial = evalPartialMatch(pred, gold, goldTexts);
    for (const ComponentScore& score : result.partial)
        if (score.f1 != 1) return result;
    if (gold.tableUnits.empty()) {
        result.exact = true;
        return result;
    }
    // sorted(label_tables) == sorted(pred_tables): multiset equality. (Two
    // ('sql', dict) units make Python's sort raise; the data never has them.)
    result.tablesCompared = true;
    std::vector<bool> used(gold.tableUnits.size(), false);
    bool allFound = true;
    for (const TableUnit& unit : pred.tableUnits) {
        bool found = false;
        for (size_t j = 0; j < gold.tableUnits.size(); ++j) {
            if (!used[j] && gold.tableUnits[j] == unit) {
                used[j] = found = true;
                break;
            }
        }
        allFound = allFound && found;
        result.predTables.push_back({unit.span, found, tableUnitText(unit)});
    }
    for (size_t j = 0; j < gold.tableUnits.size(); ++j)
        result.goldTables.push_back(
            {gold.tableUnits[j].span, used[j], tableUnitText(gold.tableUnits[j])});
    result.tablesEqual = allFound && pred.tableUnits.size() == gold.tableUnits.size();
    result.exact = result.tablesEqual;
    return result;
}

}  // namespace sqlscope::match::esm
