// ESM+'s rule ablation (core/study/rule_ablation.h) on the seven Spider dev
// runs of shared/data (etm/spider_dev): the FN-rate series for rules 1..k,
// k = 0..20, and each rule alone, with EXE as the truth.
//   sqlscope-bench-ablation [SHARED_DIR] [--runs=N] [--threads=T] [--mode=M] [--verify]
// Not timed: the evaluation that gives the pair table (every default metric,
// through job::EvaluationJob, as the GUI holds it). Timed: ablateRules,
// including reading ESM+'s schema facts (a fresh EsmPlusSchemas per run, as
// the GUI would build one). --verify also evaluates every rule set on every
// pair (no reuse of unengaged parses) and checks the two give the same
// counts. Reports the median of the runs (default 5) against the 2 s target.
// Exit 0, 1 above the target or on a mismatch, 77 when the data is absent.
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "bench/build_label.h"
#include "bench/spider_dev_request.h"
#include "core/inspect/pair_table.h"
#include "core/job/evaluation_job.h"
#include "core/job/job_listener.h"
#include "core/job/metric_selection.h"
#include "core/match/esm_plus/esm_plus_schemas.h"
#include "core/schema/catalog.h"
#include "core/study/rule_ablation.h"

namespace fs = std::filesystem;
using namespace sqlscope;

namespace {

constexpr double kTargetSeconds = 2.0;

struct TableFeeder : job::JobListener {
    inspect::PairTable table;
    void onPlan(const job::JobPlan& plan) override { table.reset(plan); }
    void onRows(const std::vector<job::SummaryRow>& rows) override { table.add(rows); }
};

double processSeconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

bool sameCounts(const study::RuleAblation& a, const study::RuleAblation& b) {
    if (a.runs.size() != b.runs.size()) return false;
    for (size_t r = 0; r < a.runs.size(); ++r) {
        const auto &x = a.runs[r], &y = b.runs[r];
        if (x.equivalent != y.equivalent || x.unscored != y.unscored ||
            x.aloneFalseNegatives != y.aloneFalseNegatives)
            return false;
        for (size_t k = 0; k < x.series.size(); ++k)
            if (x.series[k].falseNegatives != y.series[k].falseNegatives) return false;
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    std::string shared;
    int runs = 5;
    unsigned threads = 1;
    bool verify = false;
    auto mode = match::esm_plus::EsmPlusMode::Fixed;
    for (int i = 1; i < argc; ++i) {
        if (std::strncmp(argv[i], "--runs=", 7) == 0)
            runs = std::max(1, std::atoi(argv[i] + 7));
        else if (std::strncmp(argv[i], "--threads=", 10) == 0)
            threads = static_cast<unsigned>(std::max(1, std::atoi(argv[i] + 10)));
        else if (std::strncmp(argv[i], "--mode=", 7) == 0)
            mode = match::esm_plus::parseMode(argv[i] + 7).value_or(mode);
        else if (std::strcmp(argv[i], "--verify") == 0)
            verify = true;
        else
            shared = argv[i];
    }
    const fs::path root = bench::sharedRoot(shared);
    const fs::path etm = root / "data" / "etm" / "spider_dev";
    const fs::path spider = root / "data" / "spider";
    if (!bench::hasSpiderDev(root)) {
        std::printf("shared data not found at %s; skipping\n", root.string().c_str());
        return 77;
    }
    const char* build = bench::buildLabel();
    // The pair table, untimed.
    job::EvaluationRequest request = bench::spiderDevEvaluation(root);
    request.jobs = 2;
    TableFeeder feeder;
    const auto evalStart = std::chrono::steady_clock::now();
    job::JobResult result = job::EvaluationJob(std::move(request)).run(feeder);
    if (!result.ok()) {
        std::printf("evaluation failed: %s\n", result.error.c_str());
        return 1;
    }
    std::printf(
        "sqlscope ablation benchmark: %zu runs x %zu items, ESM+ %s, %u thread(s); build: %s\n"
        "evaluation (untimed): %.2f s\n",
        feeder.table.runCount(), feeder.table.itemCount(),
        std::string(match::esm_plus::modeName(mode)).c_str(), threads, build,
        std::chrono::duration<double>(std::chrono::steady_clock::now() - evalStart).count());

    schema::CatalogLoad load = schema::Catalog::fromTablesJson((etm / "tables.json").string());
    if (!load.ok()) {
        std::printf("%s\n", load.error.c_str());
        return 1;
    }
    const std::vector<std::string> dirs = {(spider / "database").string(),
                                           (spider / "schema_only").string()};
    study::AblationOptions options;
    options.threads = threads;
    options.mode = mode;
    std::vector<double> walls, cpus;
    study::RuleAblation last;
    for (int i = 0; i < runs; ++i) {
        const auto start = std::chrono::steady_clock::now();
        const double cpuStart = processSeconds();
        match::esm_plus::EsmPlusSchemas schemas(load.catalog, dirs);
        last = study::ablateRules(feeder.table, {}, schemas, options);
        walls.push_back(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        cpus.push_back(processSeconds() - cpuStart);
        std::printf("run %d: wall %.3f s, cpu %.3f s\n", i + 1, walls.back(), cpus.back());
    }
    std::sort(walls.begin(), walls.end());
    std::sort(cpus.begin(), cpus.end());
    const double median = walls[walls.size() / 2];
    std::printf("%s; %zu distinct pairs judged equivalent, %zu ESM+ evaluations (%.1f per pair)\n",
                last.truthNote.c_str(), last.distinctPairs, last.evaluations,
                last.distinctPairs ? double(last.evaluations) / double(last.distinctPairs) : 0.0);
    for (const study::RunAblation& r : last.runs) {
        std::printf("%-13s equivalent %4zu (unscored %zu)  FN%%:", r.runName.c_str(), r.equivalent,
                    r.unscored);
        for (const study::AblationPoint& p : r.series)
            std::printf(" %.1f", p.rate);
        std::printf("\n");
    }
    std::printf("median of %d: wall %.3f s (cpu %.3f s); target %.1f s: %s\n", runs, median,
                cpus[cpus.size() / 2], kTargetSeconds, median <= kTargetSeconds ? "met" : "MISSED");
    int status = median <= kTargetSeconds ? 0 : 1;
    if (verify) {
        study::AblationOptions brute = options;
        brute.reuseUnengaged = false;
        const auto start = std::chrono::steady_clock::now();
        match::esm_plus::EsmPlusSchemas schemas(load.catalog, dirs);
        const study::RuleAblation full = study::ablateRules(feeder.table, {}, schemas, brute);
        const bool same = sameCounts(last, full);
        std::printf("verify: every rule set on every pair (%zu evaluations, %.2f s): %s\n",
                    full.evaluations,
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
                    same ? "same counts" : "COUNTS DIFFER");
        if (!same) {
            status = 1;
            for (size_t r = 0; r < full.runs.size(); ++r) {
                const auto &x = last.runs[r], &y = full.runs[r];
                std::printf("%s: equivalent %zu/%zu unscored %zu/%zu\n", x.runName.c_str(),
                            x.equivalent, y.equivalent, x.unscored, y.unscored);
                for (size_t k = 0; k < x.series.size(); ++k)
                    if (x.series[k].falseNegatives != y.series[k].falseNegatives)
                        std::printf("  rules 1..%zu: FN %zu, every set evaluated %zu\n", k,
                                    x.series[k].falseNegatives, y.series[k].falseNegatives);
                for (size_t k = 0; k < x.aloneFalseNegatives.size(); ++k)
                    if (x.aloneFalseNegatives[k] != y.aloneFalseNegatives[k])
                        std::printf("  rule %zu alone: FN %zu, every set evaluated %zu\n", k + 1,
                                    x.aloneFalseNegatives[k], y.aloneFalseNegatives[k]);
            }
        }
    }
    return status;
}
