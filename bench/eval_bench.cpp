// Cost of a full evaluation: `sqlscope-cli eval` with every metric but VES
// on the seven Spider dev prediction files at once (--jobs 2, report.json
// and pairs.csv written), against a baseline that only executes every gold
// line and every predicted line once on plain SQLite (read-only connections
// opened once per database and thread, prepare / step / read every column /
// finalize, nothing kept) with two threads. The two alternate, 5 runs each
// after one warm-up of each; the medians are compared.
//   sqlscope-bench-eval [SHARED_DIR [CLI [EVAL_OPTION...]]]
//     (defaults $SQLSCOPE_SHARED_DIR or ../shared, and the built sqlscope-cli;
//     EVAL_OPTIONs are added to eval's, e.g. --metrics ex,exe,esm)
// Reported: wall times, medians, their ratio, the peak RSS of the CLI (and
// of this process, i.e. the baseline). Target: ratio <= 1.5. Exit 0, 1 above
// the target, 77 when the data is absent.
#include <sqlite3.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "cli_bench_support.h"

namespace fs = std::filesystem;
using namespace sqlscope::benchsupport;

namespace {

constexpr int kRuns = 5;
constexpr double kTargetRatio = 1.5;
const std::vector<std::string> kModels = {"C3",      "DAIL",     "DIN",  "RASAT+PICARD",
                                          "RESDSQL", "SuperSQL", "codeS"};

}  // namespace

int main(int argc, char** argv) {
    std::string shared = argc > 1 ? argv[1] : "";
    if (shared.empty()) {
        const char* env = std::getenv("SQLSCOPE_SHARED_DIR");
        shared = env ? env : "../shared";
    }
    const std::string cli = argc > 2 ? argv[2] : SQLSCOPE_CLI_PATH;
    const fs::path data = fs::path(shared) / "data";
    const fs::path etm = data / "etm" / "spider_dev";
    const fs::path databases = data / "spider" / "database";
    if (!fs::is_directory(etm) || !fs::is_directory(databases)) {
        std::printf("shared data not found at %s; skipping\n", shared.c_str());
        return 77;
    }

    // The baseline's work: every gold line once, every predicted line once.
    std::vector<std::string> gold = readLines(etm / "gold.txt");
    std::vector<std::string> dbOf;
    std::vector<Query> queries;
    size_t skipped = 0;
    for (const std::string& line : gold) {
        const size_t tab = line.find('\t');
        const std::string db = line.substr(tab + 1);
        dbOf.push_back(db);
        const fs::path path = databases / db / (db + ".sqlite");
        if (!fs::exists(path)) {
            ++skipped;
            continue;
        }
        queries.push_back({path.string(), line.substr(0, tab)});
    }
    for (const std::string& model : kModels) {
        std::vector<std::string> pred = readLines(etm / (model + ".txt"));
        for (size_t i = 0; i < pred.size() && i < dbOf.size(); ++i) {
            const fs::path path = databases / dbOf[i] / (dbOf[i] + ".sqlite");
            if (!fs::exists(path)) continue;
            queries.push_back({path.string(), pred[i].substr(0, pred[i].find('\t'))});
        }
    }

    const fs::path out =
        fs::temp_directory_path() / ("sqlscope-bench-eval-" + std::to_string(getpid()));
    fs::create_directories(out);
    std::vector<std::string> args = {cli,
                                     "eval",
                                     "--gold",
                                     (etm / "gold.txt").string(),
                                     "--db",
                                     databases.string(),
                                     "--tables",
                                     (etm / "tables.json").string(),
                                     "--jobs",
                                     "2",
                                     "--no-progress",
                                     "--out",
                                     (out / "report.json").string(),
                                     "--csv",
                                     (out / "pairs.csv").string()};
    for (const std::string& model : kModels) {
        args.push_back("--pred");
        args.push_back((etm / (model + ".txt")).string());
    }
    // Further arguments go to eval, e.g. --metrics ex,exe,esm to time a subset.
    std::string extra;
    for (int i = 3; i < argc; ++i) {
        args.push_back(argv[i]);
        extra += std::string(" ") + argv[i];
    }

    std::printf(
        "sqlscope-bench-eval: %zu baseline queries (%zu gold lines, %zu models; %zu gold lines "
        "skipped: no database file), SQLite %s\n",
        queries.size(), gold.size() - skipped, kModels.size(), skipped, sqlite3_libversion());
    std::printf("eval: %s eval ... --jobs 2%s (%s, report.json and pairs.csv)\n", cli.c_str(),
                extra.c_str(), extra.empty() ? "all metrics but VES" : "as given");

    uint64_t sink = 0, cells = 0;
    double cpu = 0;
    runFloor(queries, sink, cells, cpu);  // warm-up (page cache, lazy loading)
    ChildRun warm = runCli(args);
    if (warm.exitCode != 0 && warm.exitCode != 1) {
        std::printf("the CLI failed (exit %d)\n", warm.exitCode);
        return 1;
    }
    std::vector<double> base, ours, baseCpu, oursCpu;
    long peakKb = 0;
    for (int run = 1; run <= kRuns; ++run) {
        const double b = runFloor(queries, sink, cells, cpu);
        const ChildRun e = runCli(args);
        base.push_back(b);
        baseCpu.push_back(cpu);
        ours.push_back(e.seconds);
        oursCpu.push_back(e.cpu);
        peakKb = std::max(peakKb, e.maxRssKb);
        std::printf(
            "run %d: wall baseline %7.1f ms  eval %7.1f ms | cpu baseline %7.1f ms  eval %7.1f ms "
            "| eval peak RSS %.1f MB\n",
            run, b * 1000, e.seconds * 1000, cpu * 1000, e.cpu * 1000, e.maxRssKb / 1024.0);
    }
    fs::remove_all(out);
    struct rusage self {};
    getrusage(RUSAGE_SELF, &self);
    const double mb = median(base), me = median(ours);
    const double ratio = me / mb;
    std::printf("median wall: baseline %.1f ms  eval %.1f ms  ratio %.2f (target <= %.1f)\n",
                mb * 1000, me * 1000, ratio, kTargetRatio);
    std::printf("median cpu:  baseline %.1f ms  eval %.1f ms  ratio %.2f\n", median(baseCpu) * 1000,
                median(oursCpu) * 1000, median(oursCpu) / median(baseCpu));
    std::printf("peak RSS: eval %.1f MB, baseline process %.1f MB\n", peakKb / 1024.0,
                self.ru_maxrss / 1024.0);
    std::printf("(checksum %llu)\n", static_cast<unsigned long long>(sink));
    return ratio <= kTargetRatio ? 0 : 1;
}
