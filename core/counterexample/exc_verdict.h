// EXC and the combined `sqlscope` verdict of one pair (docs/metrics/exc.md):
// EXC = 1 when the pair passes the checked execution metric on the
// benchmark database and the counterexample search finds no database that
// tells gold and prediction apart within its budget; `sqlscope` = ESM+
// accepts the pair, or EXC does.
#pragma once

#include <atomic>
#include <optional>
#include <string>

#include "core/counterexample/counterexample_search.h"

namespace sqlscope::eval {
struct PairVerdict;
struct EvalSettings;
}  // namespace sqlscope::eval

namespace sqlscope::counterexample {

struct ExcOptions {
    // Whose pass is checked, and with whose comparator (default Spider EX).
    ComparedMetric metric = ComparedMetric::SpiderEx;
    SearchOptions search;
};

struct ExcVerdict {
    // 1, 0, or empty when the pair has no verdict of the checked metric (gold
    // error, metric not run) or the search was cancelled.
    std::optional<int> exc;
    // Found / None for a pair that passes on the benchmark database;
    // NotApplicable (with its reason) otherwise.
    Counterexample counterexample;
    // ESM+ accepts, or EXC = 1; empty when neither has a verdict.
    std::optional<int> sqlscope;
};

// Runs the search for `verdict`'s pair (scored by the pair evaluator with
// `settings`) when it passes options.metric; `databasePath` is its database.
ExcVerdict judgeExc(const eval::PairVerdict& verdict, const std::string& databasePath,
                    const std::string& gold, const std::string& prediction,
                    const eval::EvalSettings& settings, const ExcOptions& options = {},
                    const std::atomic<bool>* stop = nullptr);

// The `sqlscope` verdict from ESM+ and EXC alone.
std::optional<int> sqlscopeVerdict(const eval::PairVerdict& verdict, std::optional<int> exc);
// The same from the values of a report: `esmPlus` the pair's esm_plus (empty
// when not scored or not selected).
std::optional<int> sqlscopeVerdict(std::optional<int> esmPlus, std::optional<int> exc);

}  // namespace sqlscope::counterexample
