#include "ui/pair/counterexample_controller.h"

#include <QtConcurrent>

#include "core/counterexample/counterexample_pass.h"
#include "core/inspect/pair_counterexamples.h"
#include "core/report/report_model.h"
#include "core/workspace/workspace.h"
#include "ui/pair/counterexample_section.h"
#include "ui/pair/counterexample_worker.h"
#include "ui/results/results_table_model.h"

namespace sqlscope::ui {

CounterexampleController::CounterexampleController(ResultsTableModel* model,
                                                   CounterexampleSection* section, QObject* parent)
    : QObject(parent), model_(model), section_(section), worker_(new CounterexampleWorker(this)) {
    connect(section_, &CounterexampleSection::searchRequested, this,
            &CounterexampleController::searchCurrent);
    connect(worker_, &CounterexampleWorker::searched, this,
            [this](quint64 id, std::shared_ptr<const inspect::PairCounterexample> record) {
                if (id != pending_) return;
                pending_ = 0;
                searched_ = std::move(record);
                refreshSection();
            });
}

void CounterexampleController::setContext(std::shared_ptr<eval::EvaluationContext> context) {
    context_ = std::move(context);
    searched_.reset();
    searchedPair_.reset();
    pending_ = 0;
    refreshSection();
}

void CounterexampleController::setSettings(const counterexample::CounterexampleSettings& settings) {
    settings_ = settings;
}

QString CounterexampleController::takePass(const report::Report& report,
                                           const counterexample::PassResult& pass,
                                           const counterexample::CounterexampleSettings& settings,
                                           const std::string& workspacePath,
                                           const std::string& evaluationKey) {
    auto table = inspect::counterexampleTableOf(model_->table(), report, pass, settings);
    model_->setCounterexamples(table);
    searched_.reset();
    searchedPair_.reset();
    refreshSection();
    size_t found = 0, searched = 0, unsearched = 0;
    const inspect::PairTable& pairs = model_->table();
    for (size_t pos = 0; pos < pairs.itemCount(); ++pos)
        for (size_t run = 0; run < pairs.runCount(); ++run) {
            if (!pairs.has(pos, run)) continue;
            const inspect::CxStatus status = table->at(pos, run).status;
            found += status == inspect::CxStatus::Found;
            searched += status == inspect::CxStatus::Found || status == inspect::CxStatus::None;
            unsearched += status == inspect::CxStatus::NotSearched;
        }
    if (!workspacePath.empty() && !evaluationKey.empty()) {
        auto recorded = std::make_shared<const inspect::RecordedCounterexamples>(
            inspect::recordedCounterexamples(pairs, *table));
        auto* watcher = new QFutureWatcher<QString>(this);
        connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher] {
            watcher->deleteLater();
            emit saved(watcher->result());
        });
        watcher->setFuture(QtConcurrent::run([workspacePath, evaluationKey, recorded] {
            workspace::WorkspaceOpen opened =
                workspace::Workspace::open(workspacePath, workspace::OpenMode::OpenExisting);
            if (!opened.ok()) return QString::fromStdString(opened.error);
            return QString::fromStdString(
                opened.workspace->saveCounterexamples(evaluationKey, *recorded));
        }));
    }
    QString line = tr("Counterexamples: %1 found, %2 searched").arg(found).arg(searched);
    if (unsearched > 0)
        line += tr(", %1 not searched (%2)")
                    .arg(unsearched)
                    .arg(pass.stopped ? tr("stopped") : tr("time cap reached"));
    return line + tr(", %1 s").arg(pass.seconds, 0, 'f', 1);
}

bool CounterexampleController::loadSaved(const workspace::Workspace& workspace,
                                         const std::string& evaluationKey) {
    const auto recorded = workspace.counterexamples(evaluationKey);
    if (!recorded) return false;
    model_->setCounterexamples(inspect::counterexampleTableOf(model_->table(), *recorded));
    refreshSection();
    return true;
}

void CounterexampleController::showPair(std::optional<std::pair<size_t, size_t>> pair) {
    pair_ = pair;
    refreshSection();
}

void CounterexampleController::searchCurrent() {
    const inspect::PairTable& table = model_->table();
    if (!pair_ || !context_ || !table.has(pair_->first, pair_->second)) return;
    counterexample::CounterexampleSettings settings = settings_;
    if (const inspect::CounterexampleTable* cx = table.counterexamples()) settings = cx->settings();
    searchedPair_ = pair_;
    searched_.reset();
    pending_ = worker_->search(inspect::onePairReport(table, pair_->first, pair_->second), context_,
                               settings);
    section_->setSearching();
}

void CounterexampleController::refreshSection() {
    const inspect::PairTable& table = model_->table();
    const inspect::CounterexampleTable* cx = table.counterexamples();
    const counterexample::CounterexampleSettings& used = cx ? cx->settings() : settings_;
    const QString budget = used.maxTrials > 0
                               ? tr("%1 trials or %2 ms").arg(used.maxTrials).arg(used.budgetMs)
                               : tr("%1 ms").arg(used.budgetMs);
    if (pending_ != 0 && pair_ == searchedPair_) {
        section_->setSearching();
        return;
    }
    if (searched_ && pair_ == searchedPair_) {
        section_->setRecord(searched_.get(), budget, context_ != nullptr);
        return;
    }
    const inspect::PairCounterexample* record = nullptr;
    if (cx && pair_ && pair_->first < cx->itemCount() && pair_->second < cx->runCount())
        record = &cx->at(pair_->first, pair_->second);
    section_->setRecord(record, budget, context_ != nullptr && pair_.has_value());
}

}  // namespace sqlscope::ui
