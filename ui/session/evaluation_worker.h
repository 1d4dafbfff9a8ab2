// Runs job::EvaluationJob off the GUI thread: one job at a time on a thread
// of its own, with what the job tells its listener (plan, context, bad
// inputs, summary rows, progress, result) re-emitted as signals on the GUI
// thread. Starting a new job cancels the running one; the signals of a
// cancelled or replaced job stop at once, so a view only ever sees one job.
// The gold results of a request met again are reused from a JobCache kept
// across jobs (job/job_cache.h).
//
// With request.counterexamples enabled, a job that ends Done is followed on
// the same thread by the counterexample search over its report and context
// (counterexample::runCounterexamplePass, docs/gui.md#counterexamples):
// `finished` comes first (the evaluation is complete and kept), then
// `counterexampleProgress` and at last `counterexamplesSearched`. cancel()
// while searching stops the search only: the pairs it did not reach come back
// as not searched.
#pragma once

#include <QObject>
#include <QString>
#include <functional>
#include <memory>
#include <vector>

#include "core/job/evaluation_request.h"
#include "core/job/job_listener.h"

namespace sqlscope::eval {
class EvaluationContext;
}
namespace sqlscope::counterexample {
struct PassResult;
}
namespace sqlscope::job {
struct JobResult;
class JobCache;
}  // namespace sqlscope::job

namespace sqlscope::ui {

using SummaryRows = std::vector<job::SummaryRow>;

class EvaluationWorker : public QObject {
    Q_OBJECT

public:
    explicit EvaluationWorker(QObject* parent = nullptr);
    ~EvaluationWorker() override;  // cancels the running job and waits for it

    // Starts `request` (its cache is replaced by this worker's); a running
    // job is cancelled first. Returns at once.
    void start(job::EvaluationRequest request);
    void cancel();
    bool isRunning() const { return running_; }
    // The counterexample search after the job is running.
    bool isSearching() const { return searching_; }
    // Queries run by every job so far (tests: a reopened request runs none).
    size_t queriesRun() const;

signals:
    void started();
    void planned(std::shared_ptr<const sqlscope::job::JobPlan> plan);
    void contextReady(std::shared_ptr<sqlscope::eval::EvaluationContext> context);
    void badInput(const QString& problem);
    // In pair order, coalesced to at most about twenty batches a second.
    void rowsArrived(std::shared_ptr<const sqlscope::ui::SummaryRows> rows);
    void progressed(qulonglong done, qulonglong total);
    // Last signal of a job, also when cancelled or stopped by an input.
    void finished(std::shared_ptr<const sqlscope::job::JobResult> result);
    // The counterexample search after a job: pairs done of all pairs, at
    // most about twenty times a second and at the end.
    void counterexampleProgress(qulonglong done, qulonglong total);
    // Its outcome, parallel to the finished job's report.runs[r].pairs,
    // searched with `settings`.
    void counterexamplesSearched(std::shared_ptr<const sqlscope::counterexample::PassResult> pass,
                                 sqlscope::counterexample::CounterexampleSettings settings);

private:
    class Run;
    void post(quint64 generation, std::function<void()> emitter);
    void retire();
    void jobDone(quint64 generation, std::shared_ptr<const job::JobResult> result);
    void runEnded(quint64 generation, std::shared_ptr<const job::JobResult> result,
                  std::shared_ptr<const counterexample::PassResult> pass,
                  const counterexample::CounterexampleSettings& settings);

    std::shared_ptr<job::JobCache> cache_;
    std::shared_ptr<Run> current_;
    std::vector<std::shared_ptr<Run>> retired_;  // cancelled, still winding down
    quint64 generation_ = 0;
    bool running_ = false;
    bool searching_ = false;
};

}  // namespace sqlscope::ui
