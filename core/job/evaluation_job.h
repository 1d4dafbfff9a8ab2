// An evaluation from a request to its written outputs, Qt-free, shared by
// `sqlscope-cli eval` and the GUI: reads and checks the inputs, plans the
// batch, scores every pair on the worker pool while it streams summary
// rows and progress to a listener, then builds the report and its
// aggregates and writes pairs.csv and report.json atomically
// (docs/architecture.md#the-evaluation-job).
#pragma once

#include <atomic>
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "core/job/evaluation_request.h"
#include "core/report/report_model.h"
#include "core/report/run_aggregate.h"
#include "core/report/self_check.h"

namespace sqlscope::eval {
class EvaluationContext;
}

namespace sqlscope::job {

class JobListener;

enum class JobStatus {
    Done,        // every pair scored, the outputs written
    InputError,  // an input or an output stopped the job; nothing written
    Failed,      // the batch stopped (a worker failed); nothing written
    Cancelled,   // cancel() or the request's stop flag; nothing written
};

struct JobResult {
    JobStatus status = JobStatus::Done;
    // InputError: the problem as one message ("PATH: reason"); Failed: why.
    std::string error;
    size_t pairsDone = 0;  // pairs with a verdict when the batch ended
    size_t pairCount = 0;  // pairs planned (0 when stopped before the plan)
    // Done: the report (with its bad inputs, settings and digests) and its
    // aggregates, as written.
    report::Report report;
    report::ReportAggregate aggregate;
    // Done, for a self-check request: every finding in item order (the
    // pairs' own and the nondeterminism probe's), and the items checked.
    std::vector<report::SelfCheckFinding> selfCheck;
    size_t selfCheckItems = 0;
    // The context the batch ran on (set once the batch ran, also when it
    // was cancelled): hand it to an explain::PairExplainer to recompute any
    // pair's full evidence on demand with its caches (docs/architecture.md).
    std::shared_ptr<eval::EvaluationContext> context;
    bool ok() const { return status == JobStatus::Done; }
};

class EvaluationJob {
public:
    explicit EvaluationJob(EvaluationRequest request);
    ~EvaluationJob();
    EvaluationJob(const EvaluationJob&) = delete;
    EvaluationJob& operator=(const EvaluationJob&) = delete;

    // Runs the job to its end on the calling thread and the worker pool;
    // every listener call is made on the calling thread. Never throws for
    // bad input: the result says what stopped it. Call once.
    JobResult run(JobListener& listener);

    // Stops the job as soon as possible (between pairs, and inside running
    // queries): run() returns Cancelled and replaces no output. Thread-safe.
    void cancel() { stop_.store(true); }

private:
    EvaluationRequest request_;
    std::atomic<bool> stop_{false};
};

}  // namespace sqlscope::job
