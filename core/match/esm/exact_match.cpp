#include "core/match/esm/exact_match.h"

#include <cstdint>
#include <utility>
#include <vector>

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
    // Which gold units a pred unit took: one stack word for up to 64 units
    // (every real query), a vector beyond.
    const size_t goldCount = gold.tableUnits.size();
    uint64_t usedBits = 0;
    std::vector<bool> usedSpill(goldCount > 64 ? goldCount : 0, false);
    auto isUsed = [&](size_t j) {
        return goldCount > 64 ? static_cast<bool>(usedSpill[j]) : ((usedBits >> j) & 1) != 0;
    };
    auto markUsed = [&](size_t j) {
        if (goldCount > 64) {
            usedSpill[j] = true;
        } else {
            usedBits |= uint64_t{1} << j;
        }
    };
    bool allFound = true;
    result.predTables.reserve(pred.tableUnits.size());
    for (size_t i = 0; i < pred.tableUnits.size(); ++i) {
        const TableUnit& unit = pred.tableUnits[i];
        bool found = false;
        for (size_t j = 0; j < goldCount; ++j) {
            if (!isUsed(j) && gold.tableUnits[j] == unit) {
                markUsed(j);
                found = true;
                break;
            }
        }
        allFound = allFound && found;
        result.predTables.push_back({unit.span, found, predTexts->tables[i]});
    }
    result.goldTables.reserve(gold.tableUnits.size());
    for (size_t j = 0; j < gold.tableUnits.size(); ++j)
        result.goldTables.push_back({gold.tableUnits[j].span, isUsed(j), goldTexts->tables[j]});
    result.tablesEqual = allFound && pred.tableUnits.size() == gold.tableUnits.size();
    result.exact = result.tablesEqual;
    return result;
}

}  // namespace sqlscope::match::esm
