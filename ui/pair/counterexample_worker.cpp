#include "ui/pair/counterexample_worker.h"

#include <QFuture>
#include <QMetaObject>
#include <QPointer>
#include <QtConcurrent>
#include <atomic>

#include "core/counterexample/counterexample_pass.h"
#include "core/eval/evaluation_context.h"
#include "core/inspect/pair_counterexamples.h"
#include "core/report/report_model.h"

namespace sqlscope::ui {

struct CounterexampleWorker::Running {
    std::atomic<bool> stop{false};
    QFuture<void> future;
};

CounterexampleWorker::CounterexampleWorker(QObject* parent) : QObject(parent) {
    qRegisterMetaType<std::shared_ptr<const sqlscope::inspect::PairCounterexample>>();
}

CounterexampleWorker::~CounterexampleWorker() {
    if (running_) {
        running_->stop = true;
        running_->future.waitForFinished();
    }
}

quint64 CounterexampleWorker::search(const report::Report& pair,
                                     std::shared_ptr<eval::EvaluationContext> context,
                                     const counterexample::CounterexampleSettings& settings) {
    const quint64 id = ++latest_;
    if (running_) running_->stop = true;  // its outcome would not be delivered anyway
    auto running = std::make_shared<Running>();
    running_ = running;
    QPointer<CounterexampleWorker> self(this);
    running->future = QtConcurrent::run([self, id, pair, context, settings, running] {
        auto record = std::make_shared<inspect::PairCounterexample>();
        if (context) {
            const counterexample::PassResult pass = counterexample::runCounterexamplePass(
                pair, *context, counterexample::passOptions(settings, 1), &running->stop);
            if (!pass.runs.empty() && !pass.runs[0].empty())
                *record = inspect::pairCounterexampleOf(pass.runs[0][0]);
        } else {
            record->reason = "no evaluation context";
        }
        std::shared_ptr<const inspect::PairCounterexample> done = std::move(record);
        QMetaObject::invokeMethod(
            self.data(),
            [self, id, done] {
                if (self && self->latest_ == id) emit self->searched(id, done);
            },
            Qt::QueuedConnection);
    });
    return id;
}

}  // namespace sqlscope::ui
