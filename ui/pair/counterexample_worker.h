// "Search this pair" (the Results tab's counterexample section): the
// counterexample search of one pair on a thread of the global pool, as the
// pass after an evaluation would search it, on the evaluation's context.
// The latest request wins: an older search's outcome is not delivered. The
// outcome is shown, not saved in the workspace.
#pragma once

#include <QObject>
#include <memory>

#include "core/counterexample/counterexample_settings.h"

namespace sqlscope::eval {
class EvaluationContext;
}
namespace sqlscope::inspect {
struct PairCounterexample;
}
namespace sqlscope::report {
struct Report;
}

namespace sqlscope::ui {

class CounterexampleWorker : public QObject {
    Q_OBJECT

public:
    explicit CounterexampleWorker(QObject* parent = nullptr);
    ~CounterexampleWorker() override;  // stops the search in progress and waits for it

    // Searches the one pair of `pair` (inspect::onePairReport); returns the request's id.
    quint64 search(const report::Report& pair, std::shared_ptr<eval::EvaluationContext> context,
                   const counterexample::CounterexampleSettings& settings);
    quint64 latestRequest() const { return latest_; }

signals:
    void searched(quint64 requestId,
                  std::shared_ptr<const sqlscope::inspect::PairCounterexample> record);

private:
    struct Running;
    std::shared_ptr<Running> running_;
    quint64 latest_ = 0;
};

}  // namespace sqlscope::ui
