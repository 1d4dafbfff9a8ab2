// Explains pairs off the GUI thread: owns a QThread and, on it, one
// explain::PairExplainer for the current evaluation context (explaining may
// parse and execute SQL). The latest request wins: a request still queued
// when a newer one arrives is dropped, and an explanation finished after a
// newer request was made is not delivered. `explained` arrives on the
// thread that owns the worker (the GUI thread).
#pragma once

#include <QObject>
#include <QString>
#include <atomic>
#include <memory>

#include "core/explain/pair_explanation.h"

class QThread;

namespace sqlscope::eval {
class EvaluationContext;
}
namespace sqlscope::explain {
struct PairInput;
}

namespace sqlscope::ui {

class ExplainWorker : public QObject {
    Q_OBJECT

public:
    explicit ExplainWorker(QObject* parent = nullptr);
    // Drops what is queued, waits for the explanation in progress (if any)
    // and stops the thread.
    ~ExplainWorker() override;

    // Requests made after this use `context` (kept alive by the worker).
    void setContext(std::shared_ptr<eval::EvaluationContext> context);
    // Queues `input`; returns the request's id (1, 2, ...).
    quint64 request(const explain::PairInput& input);

    quint64 latestRequest() const { return latest_->load(); }
    // Requests explained on the thread so far; requests dropped unexplained
    // (a newer one was queued); explanations finished but not delivered
    // (a newer request was made meanwhile).
    quint64 explainedCount() const { return counters_->explained.load(); }
    quint64 droppedCount() const { return counters_->dropped.load(); }
    quint64 staleCount() const { return counters_->stale.load(); }

signals:
    void explained(quint64 requestId, std::shared_ptr<const explain::PairExplanation> explanation);
    // No context was set, or explaining threw.
    void failed(quint64 requestId, const QString& message);

private:
    struct Counters {
        std::atomic<quint64> explained{0};
        std::atomic<quint64> dropped{0};
        std::atomic<quint64> stale{0};
    };
    struct State;

    QThread* thread_ = nullptr;
    QObject* runner_ = nullptr;  // lives on thread_: queued calls run there
    std::shared_ptr<State> state_;
    std::shared_ptr<std::atomic<quint64>> latest_;
    std::shared_ptr<Counters> counters_;
    quint64 next_ = 0;
};

}  // namespace sqlscope::ui

Q_DECLARE_METATYPE(std::shared_ptr<const sqlscope::explain::PairExplanation>)
