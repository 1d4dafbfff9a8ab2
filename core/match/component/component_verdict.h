// Everything component analysis says about one (gold, prediction) pair
// (docs/metrics/component.md): ViPERSQL EM, the seven component
// scores with their items and spans, Avg-F1, the error findings, the gold's
// complexity and SQL type, and whether SQLite accepts the prediction.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/match/component/complexity.h"
#include "core/match/component/component_f1.h"
#include "core/match/component/component_items.h"
#include "core/match/component/error_analysis.h"
#include "core/match/component/syntax_check.h"

namespace sqlscope::match::component {

// One place a view may draw: which query, which bytes, what kind of thing
// ("missing_item", "extra_item", or an error category key) and why.
struct Highlight {
    Side side = Side::Gold;
    sql::Span span;
    std::string kind;
    std::string message;
};

struct ComponentVerdict {
    // False when sqlscope's parser cannot read the gold: then `error` says
    // why and only EM, the syntax check and unknown_identifier mean anything.
    bool scored = false;
    std::string error;  // "gold: LINE:COL: message"

    bool em = false;  // docs/metrics/component.md#em
    std::string goldNormalized;
    std::string predNormalized;

    PredicateItems predicateItems = PredicateItems::Atom;
    std::shared_ptr<const QueryAnalysis> gold;
    // pred->parsed false: unparseable (docs/metrics/component.md#per-pair-score)
    std::shared_ptr<const QueryAnalysis> pred;
    ComponentScores components;  // docs/metrics/component.md#per-pair-score
    std::optional<double> avgF1;

    ComplexityLabels complexity;   // of the gold (docs/metrics/component.md#complexity)
    std::string complexityReason;  // "challenging: subquery or set operation"
    SqlType sqlType = SqlType::SelectOnly;
    ErrorAnalysis errors;  // docs/metrics/component.md#error-categories
    SyntaxCheck predSyntax;

    // False when the pair was not analysed at all (the metric was not selected).
    bool computed() const { return gold != nullptr; }
    const ComponentScore& component(Component c) const {
        return components[static_cast<size_t>(c)];
    }
    // The F1 of `c`; nullopt when not scored or not applicable.
    std::optional<double> f1(Component c) const;
    bool predParsed() const { return pred && pred->parsed; }

    // Unmatched items of every component and every error finding's spans.
    std::vector<Highlight> highlights() const;
};

}  // namespace sqlscope::match::component
