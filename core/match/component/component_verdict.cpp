#include "core/match/component/component_verdict.h"

namespace sqlscope::match::component {

std::optional<double> ComponentVerdict::f1(Component c) const {
    if (!scored) return std::nullopt;
    const ComponentScore& score = component(c);
    if (!score.applicable) return std::nullopt;
    return score.f1;
}

std::vector<Highlight> ComponentVerdict::highlights() const {
    std::vector<Highlight> out;
    if (scored) {
        for (Component c : kComponents) {
            const ComponentScore& score = component(c);
            const std::string name(componentName(c));
            for (const ScoredItem& item : score.pred) {
                if (item.matched) continue;
                for (sql::Span span : item.spans)
                    out.push_back({Side::Prediction, span, "extra_item",
                                   name + ": " + std::string(item.text) + " is not in gold"});
            }
            for (const ScoredItem& item : score.gold) {
                if (item.matched) continue;
                for (sql::Span span : item.spans)
                    out.push_back({Side::Gold, span, "missing_item",
                                   name + ": the prediction lacks " + std::string(item.text)});
            }
        }
    }
    for (const ErrorFinding& finding : errors.findings) {
        for (const SidedSpan& s : finding.spans)
            out.push_back({s.side, s.span, std::string(errorCategoryKey(finding.category)),
                           finding.explanation});
    }
    return out;
}

}  // namespace sqlscope::match::component
