#include "core/match/component/component_f1.h"

namespace sqlscope::match::component {

ComponentScore scoreItems(const ItemSet& pred, const ItemSet& gold) {
    ComponentScore score;
    score.pred.reserve(pred.size());
    score.gold.reserve(gold.size());
    size_t common = 0;
    for (const Item& item : pred) {
        const bool matched = findItem(gold, item.text) != nullptr;
        common += matched ? 1 : 0;
        score.pred.push_back({item.text, item.spans, matched});
    }
    for (const Item& item : gold)
        score.gold.push_back({item.text, item.spans, findItem(pred, item.text) != nullptr});
    if (pred.empty() && gold.empty()) return score;  // not applicable
    score.applicable = true;
    score.precision = pred.empty() ? 0.0 : static_cast<double>(common) / pred.size();
    score.recall = gold.empty() ? 0.0 : static_cast<double>(common) / gold.size();
    // 2PR/(P+R) written as 2|p∩g|/(|p|+|g|): the same value, without the
    // rounding of the two divisions (0.75, not 0.7499999999999999).
    score.f1 = common > 0 ? 2.0 * common / static_cast<double>(pred.size() + gold.size()) : 0.0;
    return score;
}

ComponentScores scoreComponents(const QueryAnalysis* pred, const QueryAnalysis& gold,
                                PredicateItems mode) {
    ComponentScores scores;
    const bool predParsed = pred && pred->parsed;
    static const ItemSet kEmpty;
    for (Component c : kComponents) {
        // Only WHERE and HAVING in `part` mode are rebuilt; every other set
        // is scored where it is.
        const bool rebuilt =
            mode == PredicateItems::Part && (c == Component::Where || c == Component::Having);
        if (!rebuilt) {
            scores[static_cast<size_t>(c)] =
                scoreItems(predParsed ? pred->component(c) : kEmpty, gold.component(c));
            continue;
        }
        auto items = std::make_shared<std::array<ItemSet, 2>>();
        if (predParsed) (*items)[0] = pred->componentItems(c, mode);
        (*items)[1] = gold.componentItems(c, mode);
        ComponentScore& score = scores[static_cast<size_t>(c)];
        score = scoreItems((*items)[0], (*items)[1]);
        score.ownItems = std::move(items);
    }
    return scores;
}

std::optional<double> averageF1(const ComponentScores& scores) {
    double sum = 0;
    int count = 0;
    for (const ComponentScore& score : scores) {
        if (!score.applicable) continue;
        sum += score.f1;
        ++count;
    }
    if (count == 0) return std::nullopt;
    return sum / count;
}

}  // namespace sqlscope::match::component
