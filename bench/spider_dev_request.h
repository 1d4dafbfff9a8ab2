// The seven model runs of Spider dev in ../shared/data as an evaluation
// request (gold, tables.json, databases, one prediction file per model), for
// the benchmark programs that evaluate them in process. Header-only.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "core/job/evaluation_request.h"
#include "core/job/metric_selection.h"

namespace sqlscope::bench {

inline const std::vector<std::string>& spiderDevModels() {
    static const std::vector<std::string> models = {"C3",      "DAIL",     "DIN",  "RASAT+PICARD",
                                                    "RESDSQL", "SuperSQL", "codeS"};
    return models;
}

// Whether `shared` (the folder holding data/) has Spider dev's runs and databases.
inline bool hasSpiderDev(const std::filesystem::path& shared) {
    return std::filesystem::is_regular_file(shared / "data" / "etm" / "spider_dev" / "gold.txt") &&
           std::filesystem::is_directory(shared / "data" / "spider" / "database");
}

inline job::EvaluationRequest spiderDevRequest(const std::filesystem::path& shared) {
    const std::filesystem::path etm = shared / "data" / "etm" / "spider_dev";
    job::EvaluationRequest request;
    request.goldFile = (etm / "gold.txt").string();
    request.tablesFile = (etm / "tables.json").string();
    request.databaseDir = (shared / "data" / "spider" / "database").string();
    for (const std::string& model : spiderDevModels())
        request.predictionFiles.push_back((etm / (model + ".txt")).string());
    return request;
}

// The folder holding data/: `argument` when given, else $SQLSCOPE_SHARED_DIR,
// else ../shared.
inline std::filesystem::path sharedRoot(const std::string& argument) {
    if (!argument.empty()) return argument;
    if (const char* env = std::getenv("SQLSCOPE_SHARED_DIR"); env && *env) return env;
    return "../shared";
}

// spiderDevRequest as `sqlscope-cli eval` runs it by default: the default
// metrics, ESM+ trace texts off, the version "bench".
inline job::EvaluationRequest spiderDevEvaluation(const std::filesystem::path& shared) {
    job::EvaluationRequest request = spiderDevRequest(shared);
    request.settings.esmPlusTraceTexts = false;
    request.metricKeys = job::selectMetrics({}, request.settings);
    request.version = "bench";
    return request;
}

}  // namespace sqlscope::bench
