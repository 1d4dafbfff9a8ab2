// What an evaluation job tells its caller while it runs: the plan, each bad
// input when found, the pairs' summary rows in batches, and progress. Every
// call is made on the thread that called EvaluationJob::run, one at a time
// (docs/architecture.md#the-evaluation-job), so a listener needs no lock.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/job/summary_row.h"

namespace sqlscope::eval {
class EvaluationContext;
}
namespace sqlscope::report {
struct Report;
struct ReportAggregate;
}  // namespace sqlscope::report

namespace sqlscope::dataset {
struct Benchmark;
struct PredictionFile;
}  // namespace sqlscope::dataset

namespace sqlscope::job {

struct JobPlan {
    std::vector<uint32_t> items;    // benchmark items evaluated (the shard's), in order
    std::vector<std::string> runs;  // run names, in order
    size_t pairCount = 0;           // items x runs
    size_t workItems = 0;           // distinct (database, gold, prediction) triples
    // The benchmark and the prediction files as read (texts, ids, lines), for
    // a view that shows them beside the rows; shared, never copied, and kept
    // alive by whoever holds them after the job ends.
    std::shared_ptr<const dataset::Benchmark> benchmark;
    std::shared_ptr<const std::vector<dataset::PredictionFile>> runFiles;
};

struct JobProgress {
    size_t done = 0;  // pairs with a verdict (a shared verdict counts for every pair)
    size_t total = 0;
    // The pair of the work item finished last (its first pair).
    uint32_t run = 0;
    uint32_t item = 0;
};

class JobListener {
public:
    virtual ~JobListener() = default;
    // Once, when the inputs are read and the batch planned (not called when
    // an input stops the job first).
    virtual void onPlan(const JobPlan& plan) { (void)plan; }
    // Once, after the plan and before any row: the context the batch runs
    // on (JobResult::context), so that a view can explain pairs
    // (explain::PairExplainer, one per thread) while the batch still runs.
    virtual void onContext(const std::shared_ptr<eval::EvaluationContext>& context) {
        (void)context;
    }
    // A problem that does not stop the job (report.json's "bad_inputs"), as
    // found: database checks, prediction file problems, then gold queries
    // that fail, in item order.
    virtual void onBadInput(const std::string& problem) { (void)problem; }
    // Summary rows in pair order (the plan's items, and runs within an
    // item), each pair exactly once, in batches of at most 64 rows, at
    // least every 100 ms while rows are ready.
    virtual void onRows(const std::vector<SummaryRow>& rows) { (void)rows; }
    // At most about ten times a second, and once when every pair is done.
    virtual void onProgress(const JobProgress& progress) { (void)progress; }
    // Once, when the report and its aggregates are complete (the values
    // JobResult::report and ::aggregate then hold), while the outputs are
    // still being written and synced: e.g. to format a summary meanwhile.
    // The job may still end in an error (an output that cannot be written).
    virtual void onReport(const report::Report& report, const report::ReportAggregate& aggregate) {
        (void)report;
        (void)aggregate;
    }
};

}  // namespace sqlscope::job
