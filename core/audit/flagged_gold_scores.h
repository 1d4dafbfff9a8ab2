// Each metric of each run with and without the questionable golds (issue
// 16, docs/audit.md#scores-without-flagged-gold): over every pair, over the
// pairs whose gold is not excluded (flagged by the audit, warned by it, or
// annotated gold questionable), how many pairs that leaves out, and the
// difference. The means are the run summary's (core/inspect/run_summary.h):
// a binary metric's % of passes and a score's mean, over the pairs with a
// verdict. Qt-free; the CLI's audit output and the GUI's audit panel read it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::annotate {
struct QuestionAnnotation;
}
namespace sqlscope::inspect {
class PairTable;
}
namespace sqlscope::job {
struct SummaryRow;
}

namespace sqlscope::audit {

struct GoldAudit;

// Which golds "without flagged gold" leaves out.
enum class ExcludedGolds : uint8_t {
    Flagged,  // every gold with a flag (warning or info)
    Warned,   // the golds with a warning
};
std::string_view excludedGoldsKey(ExcludedGolds which);  // "flagged", "warned"
std::optional<ExcludedGolds> parseExcludedGolds(std::string_view key);

// The benchmark indices (GoldAudit::item) of the golds `which` leaves out,
// sorted.
std::vector<uint32_t> excludedItems(const std::vector<GoldAudit>& audits, ExcludedGolds which);
// The benchmark indices of the questions annotated gold questionable, sorted.
std::vector<uint32_t> questionableItems(
    const std::vector<annotate::QuestionAnnotation>& annotations);

struct MetricWithAndWithout {
    size_t column = 0;  // into inspect::verdictColumns()
    std::string label;  // "EX"
    bool binary = true;
    size_t withVerdict = 0;      // pairs with a verdict: the first mean's denominator
    size_t keptWithVerdict = 0;  // of those, the pairs whose gold is kept
    std::optional<double> all;   // binary: % passed (0..100); scores: mean; none without verdicts
    std::optional<double> kept;  // the same over the kept pairs
    // kept - all, when both exist.
    std::optional<double> delta() const {
        if (!all || !kept) return std::nullopt;
        return *kept - *all;
    }
};

struct RunWithAndWithout {
    size_t run = 0;
    std::string name;
    size_t pairs = 0;                           // pairs present
    size_t excludedPairs = 0;                   // of those, the pairs whose gold is excluded
    std::vector<MetricWithAndWithout> metrics;  // every verdict column, in order
};

// A whole comparison: which golds were left out and every run's metrics.
struct ScoresWithAndWithout {
    ExcludedGolds exclude = ExcludedGolds::Flagged;
    std::vector<uint32_t> excludedItems;  // sorted benchmark indices
    std::vector<RunWithAndWithout> runs;
};

// Every run of `rows` (SummaryRow::run indexes `runNames`, SummaryRow::item
// is the benchmark index; a row whose run is out of range is ignored).
std::vector<RunWithAndWithout> scoresWithAndWithout(const std::vector<job::SummaryRow>& rows,
                                                    const std::vector<std::string>& runNames,
                                                    const std::vector<uint32_t>& excluded);
// Every run of `table`, over the pairs present.
std::vector<RunWithAndWithout> scoresWithAndWithout(const inspect::PairTable& table,
                                                    const std::vector<uint32_t>& excluded);

// A mean as the GUI and the audit's text show it: a binary metric's % with
// one decimal ("55.0"), a score with three ("0.750"); "-" without one. With
// `sign`, a positive value gets a '+' (for a difference).
std::string scoreText(const std::optional<double>& value, bool binary, bool sign = false);

// The comparison as text (`sqlscope-cli audit --pred`): per run, a line per
// metric with a verdict: metric, all pairs, without the excluded golds, the
// difference and the pairs with a verdict left out.
std::string formatScoresWithAndWithout(const ScoresWithAndWithout& scores);
// run,metric,all,without,delta,with_verdict,kept_with_verdict: one row per
// run and metric with a verdict; means with six decimals, "" for none.
std::string scoresCsv(const ScoresWithAndWithout& scores);

}  // namespace sqlscope::audit
