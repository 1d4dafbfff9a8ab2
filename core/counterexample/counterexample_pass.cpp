#include "core/counterexample/counterexample_pass.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <mutex>
#include <thread>
#include <unordered_map>

#include "core/counterexample/strict_esm_plus.h"
#include "core/eval/evaluation_context.h"
#include "core/eval/pair_evaluator.h"
#include "core/report/metric_registry.h"
#include "core/report/report_model.h"
#include "core/schema/catalog.h"

namespace sqlscope::counterexample {

namespace {

std::optional<int> metricValue(const report::PairRecord& pair, const std::string& key) {
    const int m = report::metricIndex(key);
    if (m < 0 || static_cast<size_t>(m) >= pair.metrics.size()) return std::nullopt;
    const std::optional<double>& v = pair.metrics[static_cast<size_t>(m)];
    if (!v) return std::nullopt;
    return *v == 1.0 ? 1 : 0;
}

}  // namespace

PassResult runCounterexamplePass(const report::Report& report, eval::EvaluationContext& context,
                                 const PassOptions& options, const std::atomic<bool>* stop) {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    const std::string key(comparedMetricName(options.exc.metric));
    PassResult result;
    // The sqlscope verdict reads ESM+ in strict mode: the report's when the
    // run used it, else each pair is scored again in that mode.
    const bool runIsStrict =
        context.settings().esmPlusMode == match::esm_plus::EsmPlusMode::Strict &&
        context.settings().metrics.wants("esm+");
    std::unique_ptr<StrictEsmPlus> strict;
    if (!runIsStrict) strict = std::make_unique<StrictEsmPlus>(context);
    struct Job {
        size_t run, pair;
    };
    std::vector<Job> jobs;
    for (size_t r = 0; r < report.runs.size(); ++r) {
        result.runs.emplace_back(report.runs[r].pairs.size());
        for (size_t p = 0; p < report.runs[r].pairs.size(); ++p)
            jobs.push_back({r, p});
    }
    std::unordered_map<uint32_t, size_t> itemAt;  // item index -> position in report.items
    for (size_t i = 0; i < report.items.size(); ++i)
        itemAt[report.items[i].index] = i;
    std::mutex mutex;
    size_t next = 0;
    size_t done = 0;
    std::mutex progressMutex;
    auto reportDone = [&] {
        if (!options.progress) return;
        std::lock_guard<std::mutex> lock(progressMutex);
        options.progress(++done, jobs.size());
    };
    std::atomic<bool> capReached{false};
    auto work = [&] {
        eval::PairEvaluator evaluator(context, stop);
        std::unique_ptr<eval::PairEvaluator> strictEvaluator;
        if (strict)
            strictEvaluator = std::make_unique<eval::PairEvaluator>(strict->context(), stop);
        while (true) {
            Job job;
            {
                std::lock_guard<std::mutex> lock(mutex);
                if (next == jobs.size()) return;
                job = jobs[next++];
            }
            const report::PairRecord& record = report.runs[job.run].pairs[job.pair];
            ExcVerdict& v = result.runs[job.run][job.pair];
            v.counterexample.metric = options.exc.metric;
            const auto found = itemAt.find(record.item);
            if (found == itemAt.end()) {
                v.counterexample.status = CounterexampleStatus::NotApplicable;
                v.counterexample.reason = "the pair's item is not in the report";
                reportDone();
                continue;
            }
            const dataset::BenchmarkItem& item = report.items[found->second].item;
            const std::optional<int> esmPlusStrict =
                strictEvaluator
                    ? strictEsmPlusVerdict(*strictEvaluator, item.dbId, item.gold, record.pred)
                    : metricValue(record, "esm+");
            const std::optional<int> pass = metricValue(record, key);
            if (pass != 1) {
                v.counterexample.status = CounterexampleStatus::NotApplicable;
                if (pass == 0) {
                    v.exc = 0;
                    v.counterexample.reason = "the pair already fails on the benchmark database";
                } else {
                    v.counterexample.reason = "no " + key + " verdict for the pair";
                }
            } else {
                const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
                const bool stopped = stop && stop->load();
                if (stopped || (options.totalSeconds > 0 && elapsed >= options.totalSeconds)) {
                    if (!stopped) capReached = true;
                    v.counterexample.status = CounterexampleStatus::Cancelled;
                    v.counterexample.reason =
                        stopped ? "stopped" : "the total time cap of the search was reached";
                } else {
                    const eval::PairVerdict verdict =
                        evaluator.evaluate(item.dbId, item.gold, record.pred);
                    v = judgeExc(verdict,
                                 schema::databasePath(context.settings().databaseDir, item.dbId),
                                 item.gold, record.pred, context.settings(), options.exc, stop);
                }
            }
            withStrictEsmPlus(v, esmPlusStrict);
            reportDone();
        }
    };
    const unsigned threads = std::max(1u, options.threads);
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread& t : pool)
        t.join();
    result.capReached = capReached;
    result.stopped = stop && stop->load();
    result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return result;
}

}  // namespace sqlscope::counterexample
