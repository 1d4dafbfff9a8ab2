// What the Open Benchmark dialog shows before anything is evaluated: the
// gold file's detected format, its item count and first items, and for each
// prediction file its run name and prediction count -- or, for any file
// that cannot be read, the positioned problem. Reads the files as the
// evaluation will (readBenchmark, readPredictions), so what the preview
// accepts the job accepts.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/dataset/benchmark.h"

namespace sqlscope::dataset {

struct RunPreview {
    std::string path;
    std::string name;  // the run name (runNameOf)
    size_t predictions = 0;
    size_t missing = 0;  // items without a prediction (scored as failures)
    std::string error;   // "FILE:LINE: reason"; empty when readable
};

struct BenchmarkPreview {
    std::string error;  // the gold's (or questions file's) first problem; empty when readable
    Format format = Format::Auto;  // as detected (or as chosen)
    size_t itemCount = 0;
    size_t databaseCount = 0;  // distinct db_ids
    bool multiTurn = false;
    std::vector<BenchmarkItem> firstItems;  // at most `maxItems`
    std::vector<RunPreview> runs;           // one per prediction file, in order
    bool ok() const;                        // the gold and every run readable
};

BenchmarkPreview previewBenchmark(const std::string& goldPath, const ReadOptions& options,
                                  const std::vector<std::string>& predictionFiles,
                                  size_t maxItems = 20);

}  // namespace sqlscope::dataset
