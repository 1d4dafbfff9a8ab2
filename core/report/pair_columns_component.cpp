// pairs.csv columns of component analysis (component-and-linking.md Part A):
// ViPERSQL EM, the seven component F1s (empty when the component is absent
// from both queries), their average, the gold's complexity and SQL type, the
// error categories and whether SQLite prepares the prediction. All empty when
// the metric was not computed; the F1s, complexity and SQL type also when
// sqlscope's parser cannot read the gold.
#include "core/match/component/component_verdict.h"
#include "core/report/pair_columns.h"
#include "core/util/number_text.h"

namespace sqlscope::report {

namespace {

namespace component = match::component;

const component::ComponentVerdict& verdictOf(const PairRow& r) {
    return r.verdict.component;
}

}  // namespace

void addComponentColumns(std::vector<PairColumn>& columns) {
    columns.push_back({"em", [](const PairRow& r) {
                           const auto& v = verdictOf(r);
                           return v.computed() ? std::string(v.em ? "1" : "0") : std::string();
                       }});
    for (component::Component c : component::kComponents) {
        columns.push_back(
            {"comp_" + std::string(component::componentKey(c)), [c](const PairRow& r) {
                 std::optional<double> f1 = verdictOf(r).f1(c);
                 return f1 ? util::numberText(*f1) : std::string();
             }});
    }
    columns.push_back({"comp_avg_f1", [](const PairRow& r) {
                           const auto& v = verdictOf(r);
                           return v.scored && v.avgF1 ? util::numberText(*v.avgF1) : std::string();
                       }});
    columns.push_back({"complexity", [](const PairRow& r) {
                           const auto& v = verdictOf(r);
                           return v.scored
                                      ? std::string(component::complexityName(v.complexity.level))
                                      : std::string();
                       }});
    columns.push_back({"sql_type", [](const PairRow& r) {
                           const auto& v = verdictOf(r);
                           return v.scored ? std::string(component::sqlTypeName(v.sqlType))
                                           : std::string();
                       }});
    columns.push_back({"error_categories", [](const PairRow& r) {
                           const auto& v = verdictOf(r);
                           return v.computed() ? v.errors.categoriesText() : std::string();
                       }});
    columns.push_back({"pred_valid", [](const PairRow& r) {
                           const auto& v = verdictOf(r);
                           if (!v.computed() || !v.predSyntax.checked()) return std::string();
                           return std::string(v.predSyntax.valid() ? "1" : "0");
                       }});
}

}  // namespace sqlscope::report
