// Per-component precision, recall and F1 of one query pair and their average
// (component-and-linking.md §A.3): both item sets empty -> not applicable;
// otherwise P = |p∩g|/|p| (0 when p is empty), R = |p∩g|/|g| (0 when g is
// empty), F1 = 2PR/(P+R) (0 when P+R = 0). Avg-F1 is the mean over the
// applicable components. An unparseable prediction has empty sets, so every
// component with gold items scores 0.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/match/component/component_items.h"

namespace sqlscope::match::component {

// An item with whether the other side has it too; `spans` are in its own query.
struct ScoredItem {
    std::string text;
    std::vector<sql::Span> spans;
    bool matched = false;
};

struct ComponentScore {
    bool applicable = false;
    double precision = 0;
    double recall = 0;
    double f1 = 0;
    std::vector<ScoredItem> pred;
    std::vector<ScoredItem> gold;
};
using ComponentScores = std::array<ComponentScore, kComponentCount>;

ComponentScore scoreItems(const ItemSet& pred, const ItemSet& gold);

// `pred` null or unparsed: scored as empty sets.
ComponentScores scoreComponents(const QueryAnalysis* pred, const QueryAnalysis& gold,
                                PredicateItems mode);

// Mean F1 of the applicable components; nullopt when none is.
std::optional<double> averageF1(const ComponentScores& scores);

}  // namespace sqlscope::match::component
