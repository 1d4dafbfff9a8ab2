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
    // ESM+ in strict mode, as the sqlscope verdict reads it (empty when not
    // known: not scored, or the pair was judged in another mode and
    // withStrictEsmPlus was not called).
    std::optional<int> esmPlusStrict;
    // ESM+ (strict) accepts, or EXC = 1; empty when neither has a verdict.
    std::optional<int> sqlscope;
};

// `verdict` with its ESM+ strict verdict set and its sqlscope verdict
// recomputed from it.
void withStrictEsmPlus(ExcVerdict& verdict, std::optional<int> esmPlusStrict);

// Runs the search for `verdict`'s pair (scored by the pair evaluator with
// `settings`) when it passes options.metric; `databasePath` is its database.
// The sqlscope verdict uses `verdict`'s ESM+ when it was scored in strict
// mode; otherwise EXC alone until withStrictEsmPlus() is called.
ExcVerdict judgeExc(const eval::PairVerdict& verdict, const std::string& databasePath,
                    const std::string& gold, const std::string& prediction,
                    const eval::EvalSettings& settings, const ExcOptions& options = {},
                    const std::atomic<bool>* stop = nullptr);

// The `sqlscope` verdict from ESM+ (strict; empty when not scored) and EXC.
std::optional<int> sqlscopeVerdict(std::optional<int> esmPlusStrict, std::optional<int> exc);

}  // namespace sqlscope::counterexample
