#include "core/counterexample/counterexample_settings.h"

namespace sqlscope::counterexample {

PassOptions passOptions(const CounterexampleSettings& settings, unsigned threads) {
    PassOptions options;
    options.exc.metric = settings.metric;
    options.exc.search.budgetSeconds = settings.budgetMs / 1000.0;
    options.exc.search.seed = settings.seed;
    options.exc.search.maxTrials = static_cast<size_t>(settings.maxTrials);
    options.totalSeconds = settings.totalSeconds;
    options.threads = threads;
    return options;
}

}  // namespace sqlscope::counterexample
