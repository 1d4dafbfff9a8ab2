// The counterexample search over a finished evaluation (docs/metrics/exc.md,
// docs/cli.md `--counterexamples`): a post-pass over a report's pairs, run
// once every pair's execution verdict is known. A pair that passes the
// checked metric is scored again on the job's context (for its Spider
// parses) and searched; the others get their EXC from the report alone.
// Every pair's ESM+ strict verdict (for the sqlscope verdict) is the
// report's when the run used strict mode, else scored again in it.
// Runs on its own worker threads, each with its own pair evaluator; a total
// time cap and the stop flag end it early.
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "core/counterexample/exc_verdict.h"

namespace sqlscope::eval {
class EvaluationContext;
}
namespace sqlscope::report {
struct Report;
}

namespace sqlscope::counterexample {

struct PassOptions {
    ExcOptions exc;
    double totalSeconds = 0.0;  // the whole pass; <= 0: no cap
    unsigned threads = 2;
    // Called after each pair (from the worker threads, one call at a time)
    // with the pairs done and the total; may be empty.
    std::function<void(size_t done, size_t total)> progress;
};

struct PassResult {
    // Parallel to report.runs[r].pairs.
    std::vector<std::vector<ExcVerdict>> runs;
    double seconds = 0.0;
    bool capReached = false;  // pairs left unsearched carry status Cancelled
    bool stopped = false;     // the stop flag was raised
};

PassResult runCounterexamplePass(const report::Report& report, eval::EvaluationContext& context,
                                 const PassOptions& options,
                                 const std::atomic<bool>* stop = nullptr);

}  // namespace sqlscope::counterexample
