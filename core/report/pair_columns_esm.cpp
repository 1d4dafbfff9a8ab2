// pairs.csv columns of ESM as Spider computes it (esm.md). Empty when the
// pair is not scored (the gold is unreadable for Spider's parser, or the
// database is unknown), with the reason in esm_error.
#include "core/match/esm/hardness.h"
#include "core/match/esm/partial_match.h"
#include "core/report/pair_columns.h"

namespace sqlscope::report {

void addEsmColumns(std::vector<PairColumn>& columns) {
    columns.push_back({"hardness", [](const PairRow& r) {
                           const auto& esm = r.verdict.esm;
                           return esm.scored ? std::string(match::esm::hardnessName(esm.hardness))
                                             : std::string();
                       }});
    columns.push_back({"esm", [](const PairRow& r) {
                           const auto& esm = r.verdict.esm;
                           return esm.scored ? std::string(esm.exact ? "1" : "0") : std::string();
                       }});
    for (match::esm::Component component : match::esm::kComponents) {
        columns.push_back({"esm_" + std::string(match::esm::componentKey(component)),
                           [component](const PairRow& r) {
                               const auto& esm = r.verdict.esm;
                               return esm.scored ? std::to_string(esm.f1(component))
                                                 : std::string();
                           }});
    }
    columns.push_back({"esm_error", [](const PairRow& r) { return r.verdict.esm.errorText(); }});
}

}  // namespace sqlscope::report
