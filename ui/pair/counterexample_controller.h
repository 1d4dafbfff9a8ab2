// The window's side of the counterexample search (docs/gui.md#counterexamples):
// takes a finished pass into the results table (ResultsTableModel's EXC and
// sqlscope columns, the filters and summaries reading its PairTable) and
// saves it in the workspace under the evaluation's key on a worker thread;
// reads a saved search back when a workspace is reopened; keeps the
// Results tab's counterexample section on the current pair; and runs
// "Search this pair" (CounterexampleWorker; its outcome is shown, not saved).
#pragma once

#include <QObject>
#include <QString>
#include <memory>
#include <optional>
#include <string>
#include <utility>

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
namespace sqlscope::workspace {
class Workspace;
}

namespace sqlscope::ui {

class CounterexampleSection;
class CounterexampleWorker;
class ResultsTableModel;

class CounterexampleController : public QObject {
    Q_OBJECT

public:
    CounterexampleController(ResultsTableModel* model, CounterexampleSection* section,
                             QObject* parent = nullptr);

    // What "Search this pair" searches with: the evaluation's context and
    // the settings (the window's, or the defaults when its search is off).
    void setContext(std::shared_ptr<eval::EvaluationContext> context);
    void setSettings(const counterexample::CounterexampleSettings& settings);

    // A pass over `report` (the finished evaluation the model shows) into
    // the table; saved in the workspace at `workspacePath` ("" none) under
    // `evaluationKey` on a worker thread (`saved` tells the outcome).
    // Returns the status line: "Counterexamples: 3 found, 40 searched, 2 not
    // searched (stopped), 1.2 s".
    QString takePass(const report::Report& report, const counterexample::PassResult& pass,
                     const counterexample::CounterexampleSettings& settings,
                     const std::string& workspacePath, const std::string& evaluationKey);
    // The search saved in `workspace` under `evaluationKey` into the table;
    // false when none was saved.
    bool loadSaved(const workspace::Workspace& workspace, const std::string& evaluationKey);

    // The pair the pair view shows (item position, run), or none.
    void showPair(std::optional<std::pair<size_t, size_t>> pair);

signals:
    void saved(const QString& error);

private:
    void searchCurrent();
    void refreshSection();

    ResultsTableModel* model_;
    CounterexampleSection* section_;
    CounterexampleWorker* worker_;
    std::shared_ptr<eval::EvaluationContext> context_;
    counterexample::CounterexampleSettings settings_;
    std::optional<std::pair<size_t, size_t>> pair_;
    // "Search this pair"'s outcome for the pair it searched.
    std::optional<std::pair<size_t, size_t>> searchedPair_;
    std::shared_ptr<const inspect::PairCounterexample> searched_;
    quint64 pending_ = 0;
};

}  // namespace sqlscope::ui
