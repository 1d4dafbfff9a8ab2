// Component analysis on the 7 × 1034 Spider dev pairs of the ETM folder, one
// thread, parsing included, execution excluded (docs/metrics/component.md; issue 6 targets
// component analysis plus schema linking under 1 s, median of 5). Each run builds a fresh analyzer,
// as a batch does, so every gold is parsed and analysed once per run and shared by the seven
// models. Two configurations: the full per-pair analysis (EM, seven components, errors, complexity,
// SQL type, and the prepare-only syntax check on the Spider databases), and the same without the
// syntax check (pure parse and AST work).
//   sqlscope-bench-component [SHARED_DIR]   (default $SQLSCOPE_SHARED_DIR)
// Exit 0, or 77 when the data is absent.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <string>
#include <vector>

#include "bench/build_label.h"
#include "bench/spider_dev_request.h"
#include "core/dataset/query_file.h"
#include "core/match/component/component_analyzer.h"
#include "core/schema/catalog.h"

namespace fs = std::filesystem;
using namespace sqlscope;
using namespace sqlscope::match::component;

namespace {

constexpr int kRuns = 5;
constexpr double kTargetSeconds = 1.0;  // component analysis + linking together
const std::vector<std::string> kModels = {"C3",      "DAIL",     "DIN",  "RASAT+PICARD",
                                          "RESDSQL", "SuperSQL", "codeS"};

struct Pair {
    const dataset::QueryLine* gold;
    const std::string* pred;
};

double seconds(std::chrono::steady_clock::duration d) {
    return std::chrono::duration<double>(d).count();
}

// One pass over every pair with a fresh analyzer; returns a checksum.
double pass(const schema::Catalog& catalog, const std::vector<std::string>& dirs,
            const std::vector<Pair>& pairs, bool checkSyntax) {
    ComponentOptions options;
    options.checkSyntax = checkSyntax;
    ComponentAnalyzer analyzer(catalog, dirs, options);
    double sum = 0;
    for (const Pair& p : pairs) {
        ComponentVerdict v = analyzer.evaluate(p.gold->dbId, p.gold->sql, *p.pred);
        sum += v.avgF1.value_or(0) + (v.em ? 1 : 0) + (v.predSyntax.valid() ? 1 : 0);
    }
    return sum;
}

// CPU time of this process (one thread does the work), which a busy machine
// disturbs less than wall time.
double cpuSeconds() {
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

double medianOf(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// Median wall time of kRuns passes (after a warm-up pass).
double measure(const char* name, const schema::Catalog& catalog,
               const std::vector<std::string>& dirs, const std::vector<Pair>& pairs,
               bool checkSyntax) {
    auto t0 = std::chrono::steady_clock::now();
    const double checksum = pass(catalog, dirs, pairs, checkSyntax);
    std::printf("%s: warm-up pass %.1f ms (checksum %.4f)\n", name,
                seconds(std::chrono::steady_clock::now() - t0) * 1000, checksum);
    std::vector<double> wall, cpu;
    for (int run = 0; run < kRuns; ++run) {
        const auto start = std::chrono::steady_clock::now();
        const double cpuStart = cpuSeconds();
        const double sum = pass(catalog, dirs, pairs, checkSyntax);
        cpu.push_back(cpuSeconds() - cpuStart);
        wall.push_back(seconds(std::chrono::steady_clock::now() - start));
        std::printf("  run %d: %.1f ms wall, %.1f ms CPU, %.0f pairs/s%s\n", run + 1,
                    wall.back() * 1000, cpu.back() * 1000, pairs.size() / wall.back(),
                    sum == checksum ? "" : " (checksum differs!)");
    }
    const double median = medianOf(wall);
    std::printf("  median: %.1f ms wall (%.2f us/pair), %.1f ms CPU\n\n", median * 1000,
                median * 1e6 / pairs.size(), medianOf(cpu) * 1000);
    return median;
}

}  // namespace

int main(int argc, char** argv) {
    std::string shared = argc > 1 ? argv[1] : "";
    const fs::path root = bench::sharedRoot(shared);
    const fs::path etm = root / "data" / "etm" / "spider_dev";
    const fs::path spider = root / "data" / "spider";
    if (!fs::is_regular_file(etm / "gold.txt") || !fs::is_directory(spider / "database")) {
        std::printf("shared data not found at %s; skipping\n", root.string().c_str());
        return 77;
    }
    schema::CatalogLoad load = schema::Catalog::fromTablesJson((etm / "tables.json").string());
    if (!load.ok()) {
        std::printf("%s\n", load.error.c_str());
        return 1;
    }
    dataset::QueryFile gold = dataset::readQueryFile((etm / "gold.txt").string());
    std::vector<dataset::QueryFile> preds;
    for (const std::string& model : kModels) {
        preds.push_back(dataset::readQueryFile((etm / (model + ".txt")).string()));
        if (!preds.back().ok() || preds.back().queries.size() != gold.queries.size()) {
            std::printf("%s: cannot read or wrong number of predictions\n", model.c_str());
            return 1;
        }
    }
    std::vector<Pair> pairs;
    for (const dataset::QueryFile& pred : preds) {
        for (size_t i = 0; i < gold.queries.size(); ++i)
            pairs.push_back({&gold.queries[i], &pred.queries[i].sql});
    }
    const std::vector<std::string> dirs = {(spider / "database").string(),
                                           (spider / "schema_only").string()};
    const char* build = bench::buildLabel();
    std::printf(
        "sqlscope component-analysis benchmark: %zu pairs (%zu models x %zu), one thread; "
        "build: %s\n\n",
        pairs.size(), preds.size(), gold.queries.size(), build);
    const double full = measure("component analysis with the syntax check (prepare)", load.catalog,
                                dirs, pairs, true);
    const double noPrepare =
        measure("component analysis without the syntax check", load.catalog, dirs, pairs, false);
    std::printf("median with prepare: %.1f ms; without: %.1f ms; prepare share: %.0f%%\n",
                full * 1000, noPrepare * 1000, 100 * (full - noPrepare) / full);
    std::printf("component part of the %.0f s budget (component analysis + linking): %.0f%%\n",
                kTargetSeconds, 100 * full / kTargetSeconds);
    return 0;
}
