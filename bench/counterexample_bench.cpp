// The counterexample search (core/counterexample, docs/metrics/exc.md) over
// every EX-pass pair of the seven Spider dev runs, as `eval
// --counterexamples` runs it: the default budget per pair, 2 threads. The
// evaluation itself is untimed; the pass is timed as a whole (wall) and per
// pair (search + shrink), with each model's counts.
//
//   sqlscope-bench-counterexample [SHARED_DIR] [--budget-ms=N] [--threads=T]
//                                 [--seed=S] [--samples=DIR]
//
// --samples=DIR writes every counterexample found as DIR/<model>/<index>.sql.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "bench/build_label.h"
#include "bench/spider_dev_request.h"
#include "core/counterexample/counterexample_pass.h"
#include "core/counterexample/exc_csv.h"
#include "core/job/evaluation_job.h"
#include "core/job/job_listener.h"
#include "core/job/metric_selection.h"

using namespace sqlscope;
namespace fs = std::filesystem;

namespace {

double quantile(std::vector<double> v, double q) {
    if (v.empty()) return 0.0;
    std::sort(v.begin(), v.end());
    const size_t i = std::min(v.size() - 1, static_cast<size_t>(q * static_cast<double>(v.size())));
    return v[i];
}

}  // namespace

int main(int argc, char** argv) {
    std::string shared, samples;
    counterexample::PassOptions options;
    for (int i = 1; i < argc; ++i) {
        if (std::strncmp(argv[i], "--budget-ms=", 12) == 0)
            options.exc.search.budgetSeconds = std::atof(argv[i] + 12) / 1000.0;
        else if (std::strncmp(argv[i], "--threads=", 10) == 0)
            options.threads = static_cast<unsigned>(std::max(1, std::atoi(argv[i] + 10)));
        else if (std::strncmp(argv[i], "--seed=", 7) == 0)
            options.exc.search.seed = std::strtoull(argv[i] + 7, nullptr, 10);
        else if (std::strncmp(argv[i], "--samples=", 10) == 0)
            samples = argv[i] + 10;
        else
            shared = argv[i];
    }
    const fs::path root = bench::sharedRoot(shared);
    if (!bench::hasSpiderDev(root)) {
        std::printf("shared data not found at %s; skipping\n", root.string().c_str());
        return 77;
    }
    const char* build = bench::buildLabel();
    job::EvaluationRequest request = bench::spiderDevEvaluation(root);
    request.jobs = 2;
    job::JobListener silent;
    const auto evalStart = std::chrono::steady_clock::now();
    job::JobResult result = job::EvaluationJob(std::move(request)).run(silent);
    if (!result.ok()) {
        std::printf("evaluation failed: %s\n", result.error.c_str());
        return 1;
    }
    std::printf(
        "sqlscope counterexample benchmark: %zu runs, budget %.0f ms a pair, seed %llu, %u "
        "thread(s); build: %s\nevaluation (untimed): %.1f s\n",
        result.report.runs.size(), options.exc.search.budgetSeconds * 1000,
        static_cast<unsigned long long>(options.exc.search.seed), options.threads, build,
        std::chrono::duration<double>(std::chrono::steady_clock::now() - evalStart).count());
    std::fflush(stdout);

    const counterexample::PassResult pass =
        counterexample::runCounterexamplePass(result.report, *result.context, options);

    std::vector<double> all, foundSeconds;
    std::vector<double> rows;
    size_t totalSearched = 0, totalFound = 0;
    std::printf("%-14s %8s %8s %8s %8s %8s %8s\n", "model", "ex-pass", "found", "none", "n/a",
                "EXC", "sqlscope");
    for (size_t r = 0; r < result.report.runs.size(); ++r) {
        const report::RunReport& run = result.report.runs[r];
        size_t searched = 0, found = 0, none = 0, na = 0, exc = 0, excOf = 0, verdict = 0,
               verdictOf = 0;
        for (size_t p = 0; p < run.pairs.size(); ++p) {
            const counterexample::ExcVerdict& v = pass.runs[r][p];
            const counterexample::Counterexample& cx = v.counterexample;
            excOf += v.exc.has_value();
            exc += v.exc == 1;
            verdictOf += v.sqlscope.has_value();
            verdict += v.sqlscope == 1;
            using S = counterexample::CounterexampleStatus;
            if (cx.status == S::Found || cx.status == S::None) {
                ++searched;
                all.push_back(cx.seconds);
            }
            if (cx.status == S::Found) {
                ++found;
                foundSeconds.push_back(cx.seconds);
                rows.push_back(static_cast<double>(cx.rowsShrunk));
                if (!samples.empty()) {
                    const fs::path dir = fs::path(samples) / run.name;
                    fs::create_directories(dir);
                    const auto& items = result.report.items;
                    auto item = std::find_if(items.begin(), items.end(), [&](const auto& it) {
                        return it.index == run.pairs[p].item;
                    });
                    std::ofstream(dir / (std::to_string(run.pairs[p].item) + ".sql"))
                        << counterexample::counterexampleFile(run.name, run.pairs[p].item,
                                                              item->item.dbId, item->item.gold,
                                                              run.pairs[p].pred, cx);
                }
            }
            none += cx.status == S::None;
            // Passing pairs the search could not run on (the gold or the
            // prediction fails on a database of the schema).
            na += cx.status == S::NotApplicable && v.exc == 1;
        }
        totalSearched += searched;
        totalFound += found;
        std::printf("%-14s %8zu %8zu %8zu %8zu %8.3f %8.3f\n", run.name.c_str(), searched + na,
                    found, none, na, excOf ? static_cast<double>(exc) / excOf : 0.0,
                    verdictOf ? static_cast<double>(verdict) / verdictOf : 0.0);
    }
    std::printf(
        "pass: %.1f s wall for %zu searched pairs (%zu with a counterexample)%s\n"
        "per pair (search + shrink): median %.3f s, p90 %.3f s, p99 %.3f s, max %.3f s\n"
        "pairs with a counterexample: median %.4f s, p90 %.4f s, max %.3f s; shrunk rows: "
        "median %.0f, p90 %.0f, max %.0f\n",
        pass.seconds, totalSearched, totalFound, pass.capReached ? " (total cap reached)" : "",
        quantile(all, 0.5), quantile(all, 0.9), quantile(all, 0.99), quantile(all, 1.0),
        quantile(foundSeconds, 0.5), quantile(foundSeconds, 0.9), quantile(foundSeconds, 1.0),
        quantile(rows, 0.5), quantile(rows, 0.9), quantile(rows, 1.0));
    return 0;
}
