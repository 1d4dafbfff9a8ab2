// Runs the gold health audit (core/audit's GoldAuditor) off the GUI thread:
// reads the benchmark and the schema of a request, audits every gold in
// order on a QThread of its own, and reports progress and the result as
// signals on the GUI thread. One audit at a time; starting another or
// cancelling stops the running one at once (its signals stop too).
#pragma once

#include <QObject>
#include <QString>
#include <atomic>
#include <memory>
#include <vector>

#include "core/job/evaluation_request.h"

class QThread;

namespace sqlscope::audit {
struct GoldAudit;
}

namespace sqlscope::ui {

// A finished audit: every gold's audit in benchmark order, the wall time.
struct AuditRun {
    std::vector<audit::GoldAudit> audits;
    double seconds = 0.0;
};

class AuditWorker : public QObject {
    Q_OBJECT

public:
    explicit AuditWorker(QObject* parent = nullptr);
    ~AuditWorker() override;  // cancels the running audit and waits for it

    // Audits the golds of `request` (its gold file, tables.json and database
    // folder; its predictions are not read). Returns at once.
    void start(const job::EvaluationRequest& request);
    void cancel();
    bool isRunning() const { return thread_ != nullptr; }

signals:
    void progress(int done, int total);
    void finished(std::shared_ptr<const sqlscope::ui::AuditRun> run);
    void failed(const QString& message);  // the inputs could not be read
    void cancelled();

private:
    void stopThread();
    void endThread();  // waits for the thread (ending or ended) and deletes it

    QThread* thread_ = nullptr;
    std::shared_ptr<std::atomic<bool>> stop_;
    quint64 generation_ = 0;
};

}  // namespace sqlscope::ui
