#include "ui/pair/explain_worker.h"

#include <QThread>
#include <exception>

#include "core/eval/evaluation_context.h"
#include "core/explain/pair_explainer.h"

namespace sqlscope::ui {

// Touched only on the worker's thread.
struct ExplainWorker::State {
    std::shared_ptr<eval::EvaluationContext> context;
    std::unique_ptr<explain::PairExplainer> explainer;
};

ExplainWorker::ExplainWorker(QObject* parent)
    : QObject(parent),
      state_(std::make_shared<State>()),
      latest_(std::make_shared<std::atomic<quint64>>(0)),
      counters_(std::make_shared<Counters>()) {
    qRegisterMetaType<std::shared_ptr<const explain::PairExplanation>>();
    thread_ = new QThread(this);
    thread_->setObjectName(QStringLiteral("sqlscope-explain"));
    runner_ = new QObject;
    runner_->moveToThread(thread_);
    thread_->start();
}

ExplainWorker::~ExplainWorker() {
    // Nothing queued may run any more; the explainer and its connections are
    // released on their own thread, which then stops.
    latest_->store(~quint64(0));
    QMetaObject::invokeMethod(
        runner_,
        [state = state_] {
            state->explainer.reset();
            state->context.reset();
            QThread::currentThread()->quit();
        },
        Qt::QueuedConnection);
    thread_->wait();
    delete runner_;
}

void ExplainWorker::setContext(std::shared_ptr<eval::EvaluationContext> context) {
    QMetaObject::invokeMethod(
        runner_,
        [state = state_, context = std::move(context)]() mutable {
            if (state->context == context) return;
            state->explainer.reset();
            state->context = std::move(context);
            if (state->context)
                state->explainer = std::make_unique<explain::PairExplainer>(*state->context);
        },
        Qt::QueuedConnection);
}

quint64 ExplainWorker::request(const explain::PairInput& input) {
    const quint64 id = ++next_;
    latest_->store(id);
    QMetaObject::invokeMethod(
        runner_,
        [this, id, input, state = state_, latest = latest_, counters = counters_] {
            if (latest->load() != id) {  // a newer request is queued behind this one
                ++counters->dropped;
                return;
            }
            std::shared_ptr<const explain::PairExplanation> result;
            QString error;
            if (!state->explainer) {
                error = tr("no evaluation context to explain the pair with");
            } else {
                try {
                    result = std::make_shared<const explain::PairExplanation>(
                        state->explainer->explain(input));
                    ++counters->explained;
                } catch (const std::exception& e) {
                    error = QString::fromUtf8(e.what());
                }
            }
            // Back on the worker's own thread. `this` is alive: its destructor
            // waits for this thread, and a queued call dies with its object.
            QMetaObject::invokeMethod(
                this,
                [this, id, result = std::move(result), error] {
                    if (latest_->load() != id) {
                        ++counters_->stale;
                        return;
                    }
                    if (result) {
                        emit explained(id, result);
                    } else {
                        emit failed(id, error);
                    }
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
    return id;
}

}  // namespace sqlscope::ui
