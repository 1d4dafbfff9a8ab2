// pairs.csv columns of ESM+ (docs/metrics/esm-plus.md) in the mode and with the rules of
// the run's settings. Empty when the pair is not scored (no schema, a gold
// the parser rejects) or ESM+ was not asked for, with the reason in
// esm_plus_error.
#include "core/report/pair_columns.h"

namespace sqlscope::report {

void addEsmPlusColumns(std::vector<PairColumn>& columns) {
    columns.push_back({"esm_plus", [](const PairRow& r, std::string& text) {
                           const auto& v = r.verdict.esmPlus;
                           if (v.scored) text += v.exact ? '1' : '0';
                       }});
    // The ids of the rules that fired on the gold or the scored prediction,
    // ascending: in reference mode those the reference reports, otherwise
    // those that changed a query.
    columns.push_back({"esm_plus_rules", [](const PairRow& r, std::string& text) {
                           const auto& v = r.verdict.esmPlus;
                           if (v.scored) text += v.rules().text(" ");
                       }});
    columns.push_back({"esm_plus_error", [](const PairRow& r, std::string& text) {
                           text += r.verdict.esmPlus.errorText();
                       }});
}

}  // namespace sqlscope::report
