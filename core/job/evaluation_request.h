// Everything an evaluation job needs, as values: the benchmark files, the
// schemas and databases, the runs to score, how to score them and what to
// write. `sqlscope-cli eval` fills one from its options (docs/cli.md); the
// GUI from its dialogs.
#pragma once

#include <atomic>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "core/counterexample/counterexample_settings.h"
#include "core/dataset/benchmark.h"
#include "core/eval/batch_plan.h"
#include "core/eval/eval_settings.h"

namespace sqlscope::job {

class JobCache;

struct EvaluationRequest {
    // The benchmark: the gold file and how to read it (format, JSONL field
    // names, allow-missing, the questions file in read.questionsFile).
    std::string goldFile;
    dataset::ReadOptions read;
    std::string tablesFile;   // tables.json
    std::string databaseDir;  // <db_id>/<db_id>.sqlite inside; the test-suite
                              // folder is settings.testSuiteDir
    // The runs: one per prediction file, or the gold scored as its own
    // prediction (`selfCheck`, one run named "gold", no prediction files).
    std::vector<std::string> predictionFiles;
    bool selfCheck = false;
    // How every metric is computed, and which (metric_selection.h): the
    // settings after selectMetrics, and the keys it returned.
    eval::EvalSettings settings;
    std::vector<std::string> metricKeys;
    eval::Shard shard;
    // The window's counterexample search after the evaluation (off by
    // default; the job itself ignores it, ui/session/evaluation_worker runs it).
    counterexample::CounterexampleSettings counterexamples;
    unsigned jobs = 0;  // worker threads; 0: the hardware's
    // Outputs, replaced atomically once complete: "" none, "-" the stream
    // `standardOutput` (at most one of them).
    std::string csvPath;
    std::string reportPath;
    std::ostream* standardOutput = nullptr;
    std::string version;  // report.json's sqlscope_version
    // Another source of the stop besides EvaluationJob::cancel() (e.g.
    // util::stopRequested(), raised by SIGINT); may be null.
    const std::atomic<bool>* stop = nullptr;
    // Kept across jobs by the caller so that a request met again reuses its
    // gold results and parses; null: the job uses a cache of its own.
    std::shared_ptr<JobCache> cache;
    // With a cache that does not keep results: the context's gold parses are
    // forgotten too once no later question has that gold
    // (eval::BatchOptions::releaseGoldParses). Only when no listener reads
    // the context (onContext) while the batch runs, e.g. the CLI's.
    bool releaseGoldParses = false;
};

}  // namespace sqlscope::job
