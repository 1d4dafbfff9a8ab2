#include "ui/annotate/alternate_gold_scorer.h"

#include <QFutureWatcher>
#include <QtConcurrent>
#include <cstdint>

#include "core/eval/evaluation_context.h"
#include "core/inspect/pair_table.h"
#include "core/workspace/workspace.h"

namespace sqlscope::ui {

AlternateGoldScorer::AlternateGoldScorer(QObject* parent) : QObject(parent) {}

AlternateGoldScorer::~AlternateGoldScorer() {
    if (stop_) stop_->store(true);
}

void AlternateGoldScorer::cancel() {
    ++generation_;
    delivered_.clear();
    if (stop_) stop_->store(true);
    stop_.reset();
    table_ = nullptr;
    tasks_.clear();
}

void AlternateGoldScorer::rescore(const inspect::PairTable& table,
                                  const std::vector<annotate::QuestionAnnotation>& questions,
                                  workspace::Workspace* workspace,
                                  std::shared_ptr<eval::EvaluationContext> context,
                                  const std::string& evaluationKey) {
    std::string signature = evaluationKey + '\n' +
                            std::to_string(reinterpret_cast<uintptr_t>(&table)) + '\n' +
                            (workspace ? workspace->path() : std::string()) + '\n' +
                            (context ? "context\n" : "no context\n");
    for (const annotate::QuestionAnnotation& q : questions) {
        if (q.alternateGolds.empty()) continue;
        signature += q.question.itemId + '\x1f';
        for (const std::string& sql : q.alternateGolds)
            signature += sql + '\x1e';
        signature += '\n';
    }
    if (table_ == &table && signature == (running_ == 0 ? delivered_ : pending_)) return;
    cancel();
    const quint64 generation = generation_;
    table_ = &table;
    workspace_ = workspace;
    const std::string& key = evaluationKey;
    const std::string path = workspace ? workspace->path() : std::string();
    if (path != cachePath_ || key != cacheKey_) {
        cache_ = workspace ? workspace->alternateScores() : inspect::AlternateScoreMap();
        cachePath_ = path;
        cacheKey_ = key;
    }
    tasks_ = inspect::alternateTasks(table, questions, key);
    pending_ = std::move(signature);
    std::vector<inspect::AlternateTask> missing;
    for (const inspect::AlternateTask& task : tasks_)
        if (!cache_.count(task.key)) missing.push_back(task);
    if (missing.empty() || !context) {
        finish(generation, {});
        return;
    }
    stop_ = std::make_shared<std::atomic<bool>>(false);
    auto* watcher = new QFutureWatcher<inspect::AlternateScoring>(this);
    ++running_;
    connect(watcher, &QFutureWatcher<inspect::AlternateScoring>::finished, this,
            [this, watcher, generation] {
                watcher->deleteLater();
                --running_;
                finish(generation, watcher->result());
            });
    // The evaluation's context is shared (thread-safe); the task list and
    // the stop flag are the worker's own copies.
    watcher->setFuture(QtConcurrent::run(
        [missing = std::move(missing), context = std::move(context), stop = stop_] {
            return inspect::scoreAlternates(missing, {}, *context, stop.get());
        }));
}

void AlternateGoldScorer::finish(quint64 generation, inspect::AlternateScoring scoring) {
    if (generation != generation_ || !table_) return;  // replaced or cancelled
    evaluations_ += scoring.evaluated;
    if (workspace_ && !scoring.fresh.empty()) workspace_->saveAlternateScores(scoring.fresh);
    cache_.merge(scoring.fresh);
    std::shared_ptr<const inspect::AnyGoldTable> anyGold =
        inspect::combineAnyGold(*table_, tasks_, cache_);
    delivered_ = pending_;
    problems_.clear();
    for (const inspect::AlternateProblem& problem : anyGold->problems)
        problems_.push_back(problem.text());
    emit scored(tasks_.empty() ? nullptr : std::move(anyGold));
}

}  // namespace sqlscope::ui
