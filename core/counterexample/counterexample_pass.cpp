#include "core/counterexample/counterexample_pass.h"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <thread>
#include <unordered_map>

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
    struct Job {
        size_t run, pair;
    };
    std::vector<Job> jobs;
    for (size_t r = 0; r < report.runs.size(); ++r) {
        const auto& pairs = report.runs[r].pairs;
        result.runs.emplace_back(pairs.size());
        for (size_t p = 0; p < pairs.size(); ++p) {
            ExcVerdict& v = result.runs[r][p];
            v.counterexample.metric = options.exc.metric;
            const std::optional<int> pass = metricValue(pairs[p], key);
            const std::optional<int> esmPlus = metricValue(pairs[p], "esm+");
            if (pass == 1) {
                jobs.push_back({r, p});
                continue;
            }
            v.counterexample.status = CounterexampleStatus::NotApplicable;
            if (pass == 0) {
                v.exc = 0;
                v.counterexample.reason = "the pair already fails on the benchmark database";
            } else {
                v.counterexample.reason = "no " + key + " verdict for the pair";
            }
            v.sqlscope = sqlscopeVerdict(esmPlus, v.exc);
        }
    }
    std::unordered_map<uint32_t, size_t> itemAt;  // item index -> position in report.items
    for (size_t i = 0; i < report.items.size(); ++i)
        itemAt[report.items[i].index] = i;
    std::mutex mutex;
    size_t next = 0;
    std::atomic<bool> capReached{false};
    auto work = [&] {
        eval::PairEvaluator evaluator(context, stop);
        while (true) {
            Job job;
            {
                std::lock_guard<std::mutex> lock(mutex);
                if (next == jobs.size()) return;
                job = jobs[next++];
            }
            const report::PairRecord& record = report.runs[job.run].pairs[job.pair];
            ExcVerdict& v = result.runs[job.run][job.pair];
            const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
            if ((stop && stop->load()) ||
                (options.totalSeconds > 0 && elapsed >= options.totalSeconds)) {
                if (!(stop && stop->load())) capReached = true;
                v.counterexample.status = CounterexampleStatus::Cancelled;
                v.counterexample.reason = stop && stop->load()
                                              ? "stopped"
                                              : "the total time cap of the search was reached";
                v.sqlscope = sqlscopeVerdict(metricValue(record, "esm+"), std::nullopt);
                continue;
            }
            const auto found = itemAt.find(record.item);
            if (found == itemAt.end()) {
                v.counterexample.status = CounterexampleStatus::NotApplicable;
                v.counterexample.reason = "the pair's item is not in the report";
                continue;
            }
            const dataset::BenchmarkItem& item = report.items[found->second].item;
            const eval::PairVerdict verdict = evaluator.evaluate(item.dbId, item.gold, record.pred);
            v = judgeExc(verdict, schema::databasePath(context.settings().databaseDir, item.dbId),
                         item.gold, record.pred, context.settings(), options.exc, stop);
            // The report's ESM+ (as selected) decides with EXC.
            v.sqlscope = sqlscopeVerdict(metricValue(record, "esm+"), v.exc);
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
