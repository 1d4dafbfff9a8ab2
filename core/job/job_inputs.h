// The inputs of an evaluation job, read and checked before anything runs:
// the gold and prediction files with the batch's plan, the checks of the
// database folders and files (missing, not a file, db_id not in
// tables.json), the inputs an output may not be, and the inputs' digests
// for report.json's provenance (docs/report-schema.md).
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/dataset/benchmark.h"
#include "core/eval/batch_plan.h"
#include "core/eval/eval_settings.h"
#include "core/report/report_model.h"
#include "core/util/output_guard.h"

namespace sqlscope::schema {
class Catalog;
}

namespace sqlscope::job {

struct EvaluationRequest;

// The gold file and the runs, or the first problem that stops the job; with
// them what needs nothing else: the plan and the database files (provenance).
struct BenchmarkInputs {
    dataset::BenchmarkLoad gold;
    std::vector<dataset::PredictionFile> runs;
    std::optional<std::string> error;
    eval::BatchPlan plan;
    std::vector<std::string> databases;
};

BenchmarkInputs readBenchmarkInputs(const EvaluationRequest& request);

// "PATH: no such directory" / "PATH: not a directory", or nothing.
std::optional<std::string> checkDatabaseDir(const std::string& path);

// The inputs known from the request alone (util::OutputGuard: an output may
// be none of them).
std::vector<util::RolePath> requestInputs(const EvaluationRequest& request);

// Every database file the evaluation may open: each db_id's folder under the
// database folder and under the test-suite folder.
std::vector<util::RolePath> databaseInputs(const dataset::Benchmark& benchmark,
                                           const EvaluationRequest& request);

// SHA-256 of every input.
std::vector<report::InputDigest> digestInputs(const EvaluationRequest& request,
                                              const std::vector<std::string>& databases);

// The problems found before anything runs: db_ids that tables.json lacks,
// database files that do not exist (when something is executed). The db_ids
// whose file cannot be opened go to `missingFiles`.
std::vector<std::string> checkDatabases(const dataset::Benchmark& benchmark,
                                        const std::vector<uint32_t>& items,
                                        const schema::Catalog& catalog,
                                        const eval::EvalSettings& settings,
                                        std::set<std::string>& missingFiles);

}  // namespace sqlscope::job
