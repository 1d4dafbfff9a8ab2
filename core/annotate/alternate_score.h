// One alternate gold's verdicts on one pair's prediction, as the evaluator
// gave them (docs/metrics/alternate-golds.md): every metric's value in
// report::metricDefinitions() order (NaN: no verdict), and, when the
// alternate could not be scored, why. The unit a workspace caches, keyed by
// inspect::alternateScoreKey, so that an unchanged (alternate SQL,
// prediction, settings) is never scored twice. Plain values, std only.
#pragma once

#include <string>
#include <vector>

namespace sqlscope::annotate {

struct AlternateScore {
    std::vector<float> metrics;  // metricDefinitions() order; NaN: no verdict
    // "" or why the alternate gave no verdict for some metric:
    // "does not parse: 1:8: ..." or "fails to execute: ...".
    std::string problem;
};

}  // namespace sqlscope::annotate
