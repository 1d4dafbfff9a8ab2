// Runs job::EvaluationJob off the GUI thread: one job at a time on a thread
// of its own, with what the job tells its listener (plan, context, bad
// inputs, summary rows, progress, result) re-emitted as signals on the GUI
// thread. Starting a new job cancels the running one; the signals of a
// cancelled or replaced job stop at once, so a view only ever sees one job.
// The gold results of a request met again are reused from a JobCache kept
// across jobs (job/job_cache.h).
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

private:
    class Run;
    void post(quint64 generation, std::function<void()> emitter);
    void runEnded(quint64 generation, std::shared_ptr<const job::JobResult> result);

    std::shared_ptr<job::JobCache> cache_;
    std::shared_ptr<Run> current_;
    std::vector<std::shared_ptr<Run>> retired_;  // cancelled, still winding down
    quint64 generation_ = 0;
    bool running_ = false;
};

}  // namespace sqlscope::ui
