#include "core/counterexample/exc_verdict.h"

#include "core/eval/eval_settings.h"
#include "core/eval/pair_verdict.h"

namespace sqlscope::counterexample {

std::optional<int> sqlscopeVerdict(std::optional<int> esmPlus, std::optional<int> exc) {
    if (esmPlus == 1) return 1;
    if (exc) return *exc;
    return esmPlus;
}

void withStrictEsmPlus(ExcVerdict& verdict, std::optional<int> esmPlusStrict) {
    verdict.esmPlusStrict = esmPlusStrict;
    verdict.sqlscope = sqlscopeVerdict(esmPlusStrict, verdict.exc);
}

ExcVerdict judgeExc(const eval::PairVerdict& verdict, const std::string& databasePath,
                    const std::string& gold, const std::string& prediction,
                    const eval::EvalSettings& settings, const ExcOptions& options,
                    const std::atomic<bool>* stop) {
    ExcVerdict out;
    out.counterexample.metric = options.metric;
    const eval::ExecutionVerdict& execution = verdict.execution;
    std::optional<int> pass;
    ResultComparator comparator;
    std::string goldRun = gold, predRun = prediction;
    switch (options.metric) {
        case ComparedMetric::SpiderEx:
            pass = execution.spiderEx;
            if (verdict.esm.gold && verdict.esm.pred)
                comparator =
                    spiderExComparator(verdict.esm.gold->normalized, verdict.esm.pred->normalized);
            else
                pass.reset();
            break;
        case ComparedMetric::Exe: {
            if (execution.exe && execution.exe->status == exec::ExeStatus::Pass)
                pass = 1;
            else if (execution.exe && execution.exe->status == exec::ExeStatus::Fail)
                pass = 0;
            ComparedPair pair = exeComparedPair(gold, prediction, settings.exe);
            goldRun = std::move(pair.gold);
            predRun = std::move(pair.prediction);
            comparator = std::move(pair.comparator);
            break;
        }
        case ComparedMetric::Bird:
            if (execution.bird) pass = execution.bird->ex;
            comparator = birdComparator(settings.compare);
            break;
    }
    if (!pass) {
        out.counterexample.status = CounterexampleStatus::NotApplicable;
        out.counterexample.reason =
            "no " + std::string(comparedMetricName(options.metric)) + " verdict for the pair";
    } else if (*pass == 0) {
        out.exc = 0;
        out.counterexample.status = CounterexampleStatus::NotApplicable;
        out.counterexample.reason = "the pair already fails on the benchmark database";
    } else {
        out.counterexample =
            findCounterexample(databasePath, goldRun, predRun, comparator, options.search, stop);
        switch (out.counterexample.status) {
            case CounterexampleStatus::Found:
                out.exc = 0;
                break;
            case CounterexampleStatus::None:
            case CounterexampleStatus::NotApplicable:
                out.exc = 1;
                break;
            case CounterexampleStatus::Cancelled:
                break;
        }
    }
    if (verdict.esmPlus.scored && verdict.esmPlus.mode == match::esm_plus::EsmPlusMode::Strict)
        out.esmPlusStrict = verdict.esmPlus.exact ? 1 : 0;
    out.sqlscope = sqlscopeVerdict(out.esmPlusStrict, out.exc);
    return out;
}

}  // namespace sqlscope::counterexample
