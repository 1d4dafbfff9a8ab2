// pairs.csv columns of ESM as Spider computes it (docs/metrics/esm.md). Empty when the
// pair is not scored (the gold is unreadable for Spider's parser, or the
// database is unknown), with the reason in esm_error; every one but
// `hardness` (a property of the gold that every metric's breakdown uses)
// is empty when `esm` is not among the selected metrics.
#include "core/match/esm/hardness.h"
#include "core/match/esm/partial_match.h"
#include "core/report/pair_columns.h"

namespace sqlscope::report {

void addEsmColumns(std::vector<PairColumn>& columns) {
    columns.push_back({"hardness", [](const PairRow& r, std::string& text) {
                           const auto& esm = r.verdict.esm;
                           if (esm.scored) text += match::esm::hardnessName(esm.hardness);
                       }});
    columns.push_back({"esm", [](const PairRow& r, std::string& text) {
                           const auto& esm = r.verdict.esm;
                           if (esm.scored && r.verdict.esmReported) text += esm.exact ? '1' : '0';
                       }});
    for (match::esm::Component component : match::esm::kComponents) {
        columns.push_back({"esm_" + std::string(match::esm::componentKey(component)),
                           [component](const PairRow& r, std::string& text) {
                               const auto& esm = r.verdict.esm;
                               if (esm.scored && r.verdict.esmReported)
                                   appendDecimal(text, esm.f1(component));
                           }});
    }
    columns.push_back({"esm_error", [](const PairRow& r, std::string& text) {
                           if (r.verdict.esmReported) text += r.verdict.esm.errorText();
                       }});
}

}  // namespace sqlscope::report
