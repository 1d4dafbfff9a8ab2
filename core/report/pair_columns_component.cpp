// pairs.csv columns of component analysis (docs/metrics/component.md):
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
    columns.push_back({"em", [](const PairRow& r, std::string& text) {
                           const auto& v = verdictOf(r);
                           if (v.computed()) text += v.em ? '1' : '0';
                       }});
    for (component::Component c : component::kComponents) {
        columns.push_back({"comp_" + std::string(component::componentKey(c)),
                           [c](const PairRow& r, std::string& text) {
                               std::optional<double> f1 = verdictOf(r).f1(c);
                               if (f1) util::appendNumberText(text, *f1);
                           }});
    }
    columns.push_back({"comp_avg_f1", [](const PairRow& r, std::string& text) {
                           const auto& v = verdictOf(r);
                           if (v.scored && v.avgF1) util::appendNumberText(text, *v.avgF1);
                       }});
    columns.push_back({"complexity", [](const PairRow& r, std::string& text) {
                           const auto& v = verdictOf(r);
                           if (v.scored) text += component::complexityName(v.complexity.level);
                       }});
    columns.push_back({"sql_type", [](const PairRow& r, std::string& text) {
                           const auto& v = verdictOf(r);
                           if (v.scored) text += component::sqlTypeName(v.sqlType);
                       }});
    columns.push_back({"error_categories", [](const PairRow& r, std::string& text) {
                           const auto& v = verdictOf(r);
                           if (v.computed()) text += v.errors.categoriesText();
                       }});
    columns.push_back({"pred_valid", [](const PairRow& r, std::string& text) {
                           const auto& v = verdictOf(r);
                           if (v.computed() && v.predSyntax.checked())
                               text += v.predSyntax.valid() ? '1' : '0';
                       }});
}

}  // namespace sqlscope::report
