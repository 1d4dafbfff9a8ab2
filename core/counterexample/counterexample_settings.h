// The window's choice of a counterexample search after each evaluation
// (docs/gui.md#counterexamples, docs/metrics/exc.md): off by default; when
// on, the metric whose passes are checked, the budget of one pair's search,
// a cap on the whole pass and the seed -- the CLI's --counterexamples,
// --cx-metric, --cx-budget-ms, --cx-total-s, --cx-seed and --cx-max-trials. Recorded in a
// workspace with the evaluation settings (missing: off).
#pragma once

#include <cstdint>

#include "core/counterexample/counterexample_pass.h"
#include "core/counterexample/counterexample_search.h"
#include "core/counterexample/result_comparator.h"

namespace sqlscope::counterexample {

struct CounterexampleSettings {
    bool enabled = false;
    ComparedMetric metric = ComparedMetric::SpiderEx;
    int budgetMs = kDefaultBudgetMs;  // one pair's search
    int totalSeconds = 0;             // the whole pass; 0: no cap
    uint64_t seed = 1;
    int maxTrials = 0;  // candidate databases a pair; 0: the budget alone
    friend bool operator==(const CounterexampleSettings&, const CounterexampleSettings&) = default;
};

// The pass's options for these settings (`threads` workers).
PassOptions passOptions(const CounterexampleSettings& settings, unsigned threads = 2);

}  // namespace sqlscope::counterexample
