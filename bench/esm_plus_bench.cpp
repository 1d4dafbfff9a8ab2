// ESM+ throughput: `fixed` mode, all 20 rules, over the 7 × 1034 Spider dev
// pairs of shared/data (etm/spider_dev), one thread.
//   sqlscope-bench-esm-plus [SHARED_DIR]   (default $SQLSCOPE_SHARED_DIR)
//
// Timed: a fresh evaluator per run, so every gold query is parsed once per
// run (as in a batch: its parse is shared by the seven models) and every
// prediction once per pair; rule rewriting and the comparison. Not timed:
// reading the databases' schema facts (once, before the runs), and the
// "prediction must execute" step, which is precomputed on the databases with
// the sandboxed executor and looked up during the runs, so the verdicts are
// those of a real run. Reports the median of 5 runs against the 0.3 s target.
// Exit 0, or 77 when the data is absent.
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "core/exec/executor.h"
#include "core/match/esm_plus/esm_plus_evaluator.h"
#include "core/match/esm_plus/esm_plus_execution.h"
#include "core/match/esm_plus/esm_plus_schemas.h"
#include "core/schema/catalog.h"

namespace fs = std::filesystem;
using namespace sqlscope::match::esm_plus;

namespace {

constexpr int kRuns = 5;
constexpr double kTargetSeconds = 0.3;
const std::vector<std::string> kModels = {"C3",      "DAIL",     "DIN",  "RASAT+PICARD",
                                          "RESDSQL", "SuperSQL", "codeS"};

std::string strip(const std::string& s) {
    size_t b = s.find_first_not_of(" \t\r\n\f\v");
    if (b == std::string::npos) return {};
    size_t e = s.find_last_not_of(" \t\r\n\f\v");
    return s.substr(b, e - b + 1);
}

// Non-blank lines, stripped, split at the first TAB: (sql, rest).
std::vector<std::pair<std::string, std::string>> readLines(const fs::path& path) {
    std::vector<std::pair<std::string, std::string>> out;
    std::ifstream in(path, std::ios::binary);
    std::string line;
    while (std::getline(in, line)) {
        std::string s = strip(line);
        if (s.empty()) continue;
        size_t tab = s.find('\t');
        if (tab == std::string::npos) {
            out.emplace_back(s, "");
        } else {
            size_t next = s.find('\t', tab + 1);
            out.emplace_back(s.substr(0, tab),
                             s.substr(tab + 1, next == std::string::npos ? next : next - tab - 1));
        }
    }
    return out;
}

// CPU time of this thread: the run's cost on one core, whatever else the
// machine is doing (wall time is printed beside it).
double threadSeconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

struct Pair {
    const std::string* db;
    const std::string* gold;
    const std::string* pred;
};

}  // namespace

int main(int argc, char** argv) {
    const char* env = std::getenv("SQLSCOPE_SHARED_DIR");
    fs::path shared = argc > 1 ? fs::path(argv[1]) : fs::path(env ? env : "../shared");
    fs::path etm = shared / "data/etm/spider_dev";
    if (!fs::exists(etm / "gold.txt") || !fs::exists(shared / "data/spider/database")) {
        std::printf("shared data not found at %s; skipping\n", shared.string().c_str());
        return 77;
    }
    auto load =
        sqlscope::schema::Catalog::fromTablesJson((shared / "data/spider/tables.json").string());
    if (!load.ok()) {
        std::printf("%s\n", load.error.c_str());
        return 1;
    }
    EsmPlusSchemas schemas(load.catalog, {(shared / "data/spider/database").string(),
                                          (shared / "data/spider/schema_only").string()});
    auto gold = readLines(etm / "gold.txt");
    std::vector<std::vector<std::pair<std::string, std::string>>> preds;
    for (const std::string& model : kModels)
        preds.push_back(readLines(etm / (model + ".txt")));
    std::vector<Pair> pairs;
    for (const auto& run : preds)
        for (size_t i = 0; i < gold.size() && i < run.size(); ++i)
            pairs.push_back({&gold[i].second, &gold[i].first, &run[i].first});

    // Untimed: schema facts of every database, and the execute step.
    sqlscope::exec::Executor executor;
    ExecutionCheck live = executionCheck(executor, sqlscope::exec::ExecOptions{});
    std::map<std::pair<std::string, std::string>, PredExecution> executes;
    auto setupStart = std::chrono::steady_clock::now();
    for (const Pair& p : pairs) {
        EsmPlusDatabase database = schemas.find(*p.db);
        if (!database.fromFile) continue;
        auto key = std::make_pair(database.path, *p.pred);
        if (!executes.count(key)) executes.emplace(key, live(database.path, *p.pred));
    }
    double setupSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - setupStart).count();
    ExecutionCheck precomputed = [&](const std::string& path, std::string_view sql) {
        auto it = executes.find({path, std::string(sql)});
        return it == executes.end() ? PredExecution{} : it->second;
    };

    // ESMPLUS_MODE=reference|strict measures another mode (default fixed).
    const char* modeText = std::getenv("ESMPLUS_MODE");
    EsmPlusMode mode = EsmPlusMode::Fixed;
    if (modeText && parseMode(modeText)) mode = *parseMode(modeText);
    std::printf("ESM+ bench: %zu pairs (%zu models x %zu), %s mode, all rules, one thread\n",
                pairs.size(), kModels.size(), gold.size(), std::string(modeName(mode)).c_str());
    std::printf("untimed set-up: schema facts and %zu distinct predictions executed in %.2f s\n",
                executes.size(), setupSeconds);
    std::vector<double> times, cpuTimes;
    size_t exact = 0;
    for (int run = 0; run <= kRuns; ++run) {
        EsmPlusEvaluator evaluator(schemas, EsmPlusOptions{mode, RuleSet::all()});
        size_t matched = 0;
        auto t0 = std::chrono::steady_clock::now();
        double c0 = threadSeconds();
        for (const Pair& p : pairs) {
            EsmPlusVerdict v = evaluator.evaluate(*p.db, *p.gold, *p.pred, precomputed);
            matched += v.scored && v.exact ? 1 : 0;
        }
        double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        double cpu = threadSeconds() - c0;
        if (run == 0) {  // warm-up
            exact = matched;
            continue;
        }
        if (matched != exact) {
            std::printf("run %d: %zu matches, warm-up had %zu\n", run, matched, exact);
            return 1;
        }
        times.push_back(s);
        cpuTimes.push_back(cpu);
        std::printf("run %d: wall %.3f s, cpu %.3f s (%.0f pairs/s)\n", run, s, cpu,
                    static_cast<double>(pairs.size()) / cpu);
    }
    std::sort(times.begin(), times.end());
    std::sort(cpuTimes.begin(), cpuTimes.end());
    double median = times[times.size() / 2];
    double cpuMedian = cpuTimes[cpuTimes.size() / 2];
    std::printf(
        "median of %d: wall %.3f s, cpu %.3f s for %zu pairs (%.1f us per pair); %zu exact "
        "matches\n",
        kRuns, median, cpuMedian, pairs.size(), 1e6 * cpuMedian / static_cast<double>(pairs.size()),
        exact);
    std::printf("target: under %.1f s on one core -> %s\n", kTargetSeconds,
                cpuMedian < kTargetSeconds ? "met" : "NOT met");
    return 0;
}
