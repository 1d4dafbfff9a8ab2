// Schema-linking throughput (docs/metrics/linking.md) on the 7 × 1034
// Spider dev pairs of the ETM prediction files, one thread: per pair, parse
// the prediction, extract its elements (prepare on the database with the
// authorizer, plus the AST walk for spans; the AST alone when SQLite cannot
// prepare), the gold's elements, and score tables, columns and both. Each
// distinct (db_id, SQL) is extracted once per batch, as the LinkingContext
// caches it. No SQL is executed. Reading the files is not timed.
//   sqlscope-bench-linking [SHARED_DIR]   (default $SQLSCOPE_SHARED_DIR or ../shared)
// Each of the 5 runs starts cold: a new context (schemas read, connections
// opened, empty cache). Exit 0, or 77 when the data is absent.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "bench/build_label.h"
#include "core/dataset/query_file.h"
#include "core/linking/linking_evaluator.h"
#include "core/schema/catalog.h"
#include "core/sql/parser.h"

namespace fs = std::filesystem;
using namespace sqlscope;

namespace {

constexpr int kRuns = 5;
constexpr double kTargetSeconds = 1.0;  // component analysis plus linking (the target)
const std::vector<std::string> kModels = {"C3",      "DAIL",     "DIN",  "RASAT+PICARD",
                                          "RESDSQL", "SuperSQL", "codeS"};

double seconds(std::chrono::steady_clock::duration d) {
    return std::chrono::duration<double>(d).count();
}

struct Pair {
    const dataset::QueryLine* gold;
    const std::string* pred;
};

// One pass; returns a checksum (the sum of the pairs' "all" F1+).
double pass(const std::vector<Pair>& pairs, linking::LinkingEvaluator& evaluator) {
    double sum = 0;
    for (const Pair& p : pairs) {
        sql::ParseResult parsed = sql::parse(*p.pred);
        linking::LinkingVerdict v = evaluator.evaluate(p.gold->dbId, p.gold->sql, *p.pred, &parsed);
        if (v.scored) sum += v.scores.all.f1Plus;
    }
    return sum;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    std::string shared = argc > 1 ? argv[1] : "";
    if (const char* env = std::getenv("SQLSCOPE_SHARED_DIR"); shared.empty() && env) shared = env;
    fs::path root = shared.empty() ? "../shared" : shared;
    fs::path etm = root / "data" / "etm" / "spider_dev";
    fs::path spider = root / "data" / "spider";
    if (!fs::is_regular_file(etm / "gold.txt") || !fs::is_directory(spider / "database")) {
        std::printf("shared data not found at %s; skipping\n", root.string().c_str());
        return 77;
    }
    schema::CatalogLoad load = schema::Catalog::fromTablesJson((etm / "tables.json").string());
    dataset::QueryFile gold = dataset::readQueryFile((etm / "gold.txt").string());
    if (!load.ok() || !gold.ok()) {
        std::printf("cannot read tables.json or gold.txt\n");
        return 1;
    }
    std::vector<dataset::QueryFile> preds;
    std::vector<Pair> pairs;
    for (const std::string& model : kModels) {
        preds.push_back(dataset::readQueryFile((etm / (model + ".txt")).string()));
        if (!preds.back().ok() || preds.back().queries.size() != gold.queries.size()) {
            std::printf("%s: cannot read or wrong number of predictions\n", model.c_str());
            return 1;
        }
    }
    for (const dataset::QueryFile& file : preds)
        for (size_t i = 0; i < gold.queries.size(); ++i)
            pairs.push_back({&gold.queries[i], &file.queries[i].sql});
    const std::vector<std::string> dirs = {(spider / "database").string(),
                                           (spider / "schema_only").string()};
    const char* build = bench::buildLabel();
    std::printf("sqlscope schema-linking benchmark: %s; build: %s\n", etm.string().c_str(), build);
    std::printf("%zu pairs (%zu models x %zu), one thread, parsing included, no execution\n\n",
                pairs.size(), kModels.size(), gold.queries.size());

    std::vector<double> cold;
    double checksum = -1;
    for (int run = 0; run < kRuns; ++run) {
        auto start = std::chrono::steady_clock::now();
        linking::LinkingContext context(load.catalog, dirs);
        linking::LinkingEvaluator evaluator(context);
        double sum = pass(pairs, evaluator);
        double s = seconds(std::chrono::steady_clock::now() - start);
        cold.push_back(s);
        if (checksum >= 0 && sum != checksum) std::printf("  (checksum differs between runs)\n");
        checksum = sum;
        std::printf("  run %d: %.3f s (%.1f us/pair)\n", run + 1, s, 1e6 * s / pairs.size());
    }

    const double coldMedian = median(cold);
    std::printf("\nlinking, median of %d: %.3f s for %zu pairs (%.1f us/pair)\n", kRuns, coldMedian,
                pairs.size(), 1e6 * coldMedian / pairs.size());
    std::printf("mean F1+ (all) over the pairs: %.4f (checksum)\n", checksum / pairs.size());
    std::printf("budget: component analysis + linking < %.1f s on one core; linking uses %.0f%%\n",
                kTargetSeconds, 100 * coldMedian / kTargetSeconds);
    return 0;
}
