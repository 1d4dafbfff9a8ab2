// pairs.csv columns of schema linking (docs/metrics/linking.md): R,
// P and F1+ over tables and over columns, and whether either side's
// elements are approximate (SQLite could not prepare it: AST walk). With
// --linking-pred, Ŝ is the file's entry for the pair's index. Empty when the
// pair is not scored (unknown database, unreadable gold, linking not selected).
#include "core/linking/linking_evaluator.h"
#include "core/report/pair_columns.h"
#include "core/util/number_text.h"

namespace sqlscope::report {

namespace {

using linking::LinkingPart;
using linking::LinkingScores;

// Calls `use` with what the link_* columns report for a scored pair
// (LinkingVerdict::reported), copying the verdict only when a linking
// prediction file replaces it.
template <typename Use>
void withReported(const PairRow& r, Use use) {
    const linking::LinkingVerdict& v = r.verdict.linking;
    if (!v.scored) return;
    if (v.predictionFile) {
        use(v.reported(r.index));
    } else {
        use(v);
    }
}

void addPart(std::vector<PairColumn>& columns, LinkingPart part, const std::string& prefix) {
    auto column = [&](const char* suffix, double LinkingScores::*field) {
        columns.push_back({prefix + suffix, [part, field](const PairRow& r, std::string& text) {
                               withReported(r, [&](const linking::LinkingVerdict& v) {
                                   util::appendNumberText(text, v.scores.of(part).*field);
                               });
                           }});
    };
    column("_r", &LinkingScores::recall);
    column("_p", &LinkingScores::precision);
    column("_f1plus", &LinkingScores::f1Plus);
}

}  // namespace

void addLinkingColumns(std::vector<PairColumn>& columns) {
    addPart(columns, LinkingPart::Tables, "link_tables");
    addPart(columns, LinkingPart::Columns, "link_columns");
    columns.push_back({"link_approximate", [](const PairRow& r, std::string& text) {
                           withReported(r, [&](const linking::LinkingVerdict& v) {
                               text += v.approximate() ? '1' : '0';
                           });
                       }});
}

}  // namespace sqlscope::report
