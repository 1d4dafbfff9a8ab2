// Per-component precision, recall and F1 of one query pair and their average
// (docs/metrics/component.md#per-pair-score): both item sets empty -> not applicable;
// otherwise P = |p∩g|/|p| (0 when p is empty), R = |p∩g|/|g| (0 when g is
// empty), F1 = 2PR/(P+R) (0 when P+R = 0). Avg-F1 is the mean over the
// applicable components. An unparseable prediction has empty sets, so every
// component with gold items scores 0.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "core/match/component/component_items.h"

namespace sqlscope::match::component {

// An item with whether the other side has it too; `spans` are in its own
// query. `text` and `spans` view the Item it was scored from (no copies).
struct ScoredItem {
    std::string_view text;
    std::span<const sql::Span> spans;
    bool matched = false;
};

struct ComponentScore {
    bool applicable = false;
    double precision = 0;
    double recall = 0;
    double f1 = 0;
    std::vector<ScoredItem> pred;
    std::vector<ScoredItem> gold;
    // The (pred, gold) item sets `pred` and `gold` view when they were built
    // for this score (WHERE/HAVING in part mode); else they view the sets
    // handed to scoreItems.
    std::shared_ptr<const std::array<ItemSet, 2>> ownItems;
};
using ComponentScores = std::array<ComponentScore, kComponentCount>;

// The score's item lists view `pred` and `gold`, which must outlive it.
ComponentScore scoreItems(const ItemSet& pred, const ItemSet& gold);
ComponentScore scoreItems(ItemSet&& pred, const ItemSet& gold) = delete;
ComponentScore scoreItems(const ItemSet& pred, ItemSet&& gold) = delete;
ComponentScore scoreItems(ItemSet&& pred, ItemSet&& gold) = delete;

// `pred` null or unparsed: scored as empty sets. The scores view the items
// of `pred` and `gold`, which must outlive them.
ComponentScores scoreComponents(const QueryAnalysis* pred, const QueryAnalysis& gold,
                                PredicateItems mode);

// Mean F1 of the applicable components; nullopt when none is.
std::optional<double> averageF1(const ComponentScores& scores);

}  // namespace sqlscope::match::component
