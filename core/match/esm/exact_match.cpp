#include "core/match/esm/exact_match.h"

#include <utility>

#include "core/util/small_flags.h"

namespace sqlscope::match::esm {

ExactMatch evalExactMatch(const SpiderSql& pred, const SpiderSql& gold,
                          std::shared_ptr<const ItemTexts> goldTexts, bool predReprs) {
    ExactMatch result;
    if (!goldTexts) goldTexts = std::make_shared<const ItemTexts>(itemTexts(gold));
    auto predTexts = std::make_shared<ItemTexts>(itemTexts(pred, false, predReprs));
    result.goldTexts = goldTexts;
    result.predTexts = predTexts;
    result.partial = evalPartialMatch(pred, gold, *predTexts, *goldTexts);
    for (const ComponentScore& score : result.partial)
        if (score.f1 != 1) return result;
    if (gold.tableUnits.empty()) {
        result.exact = true;
        return result;
    }
    // sorted(label_tables) == sorted(pred_tables): multiset equality. (Two
    // ('sql', dict) units make Python's sort raise; the data never has them.)
    result.tablesCompared = true;
    // Made before any item views them: they stay where they are.
    predTexts->tables = tableTexts(pred);
    // Which gold units a pred unit took.
    const size_t goldCount = gold.tableUnits.size();
    util::SmallFlags used(goldCount);
    bool allFound = true;
    result.predTables.reserve(pred.tableUnits.size());
    for (size_t i = 0; i < pred.tableUnits.size(); ++i) {
        const TableUnit& unit = pred.tableUnits[i];
        bool found = false;
        for (size_t j = 0; j < goldCount; ++j) {
            if (!used.test(j) && gold.tableUnits[j] == unit) {
                used.set(j);
                found = true;
                break;
            }
        }
        allFound = allFound && found;
        result.predTables.push_back({unit.span, found, predTexts->tables[i]});
    }
    result.goldTables.reserve(gold.tableUnits.size());
    for (size_t j = 0; j < gold.tableUnits.size(); ++j)
        result.goldTables.push_back({gold.tableUnits[j].span, used.test(j), goldTexts->tables[j]});
    result.tablesEqual = allFound && pred.tableUnits.size() == gold.tableUnits.size();
    result.exact = result.tablesEqual;
    return result;
}

}  // namespace sqlscope::match::esm
