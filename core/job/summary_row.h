// One pair's verdicts in a few bytes, for a table of every pair of a batch
// (a view's list, filters, counts): its ids, every metric's value, the
// execution outcome, the gold's hardness, the ESM+ rules fired, the error
// categories and whether the prediction parsed. The evidence behind them is
// not kept; it is recomputed for one pair on demand. A table of 100,000
// rows takes under 10 MB (docs/architecture.md#the-evaluation-job).
#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "core/eval/execution_verdict.h"
#include "core/match/esm_plus/esm_plus_mode.h"

namespace sqlscope::eval {
struct PairVerdict;
}
namespace sqlscope::report {
struct PairRecord;
}

namespace sqlscope::job {

// The size of report::metricDefinitions(), checked where rows are made.
inline constexpr size_t kSummaryMetricCount = 16;

// The component error categories present (match::component::ErrorCategory
// values as bit positions).
using ErrorCategoryBits = uint8_t;

struct SummaryRow {
    uint32_t item = 0;  // index into the benchmark's items
    uint32_t run = 0;   // index into the runs (prediction files)
    match::esm_plus::RuleSet rulesFired = match::esm_plus::RuleSet::none();
    // Every metric's value in report::metricDefinitions() order; NaN: no
    // verdict (not computed, or the gold failed), as report.json's null.
    std::array<float, kSummaryMetricCount> metrics{};
    eval::ExecOutcome outcome = eval::ExecOutcome::NotRun;
    ErrorCategoryBits errorCategories = 0;
    int8_t hardness = -1;      // match::esm::Hardness of the gold; -1: ESM could not score it
    bool parseFailed = false;  // sqlscope's parser rejected the prediction
    bool missing = false;      // no prediction in the file (scored as a failure)

    std::optional<double> metric(size_t index) const {
        if (std::isnan(metrics[index])) return std::nullopt;
        return metrics[index];
    }
};

// The row of the pair `record` describes (a report::ReportBuilder record,
// after the missing-prediction rule) with the verdict it came from.
SummaryRow makeSummaryRow(uint32_t run, const report::PairRecord& record,
                          const eval::PairVerdict& verdict);

}  // namespace sqlscope::job
