#include "core/dataset/benchmark_preview.h"

#include <algorithm>
#include <set>

namespace sqlscope::dataset {

bool BenchmarkPreview::ok() const {
    return error.empty() && std::all_of(runs.begin(), runs.end(),
                                        [](const RunPreview& run) { return run.error.empty(); });
}

BenchmarkPreview previewBenchmark(const std::string& goldPath, const ReadOptions& options,
                                  const std::vector<std::string>& predictionFiles,
                                  size_t maxItems) {
    BenchmarkPreview preview;
    BenchmarkLoad load = readBenchmark(goldPath, options);
    for (const std::string& path : predictionFiles) {
        RunPreview run;
        run.path = path;
        run.name = runNameOf(path);
        preview.runs.push_back(std::move(run));
    }
    if (!load.ok()) {
        preview.error = load.error->text();
        return preview;
    }
    const Benchmark& benchmark = load.benchmark;
    preview.format = benchmark.format;
    preview.itemCount = benchmark.items.size();
    preview.multiTurn = benchmark.multiTurn();
    std::set<std::string> databases;
    for (const BenchmarkItem& item : benchmark.items)
        databases.insert(item.dbId);
    preview.databaseCount = databases.size();
    const size_t shown = std::min(maxItems, benchmark.items.size());
    preview.firstItems.assign(benchmark.items.begin(), benchmark.items.begin() + shown);
    for (RunPreview& run : preview.runs) {
        PredictionLoad predictions = readPredictions(run.path, benchmark, options);
        if (!predictions.ok()) {
            run.error = predictions.error->text();
            continue;
        }
        run.missing = predictions.file.missingCount();
        run.predictions = predictions.file.predictions.size() - run.missing;
    }
    return preview;
}

}  // namespace sqlscope::dataset
