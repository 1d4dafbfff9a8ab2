// Scores the annotations' alternate golds (docs/metrics/alternate-golds.md)
// off the GUI thread: a thin worker over core/inspect/alternate_golds. On
// rescore() the (pair, alternate) tasks are listed on the GUI thread, the
// ones the workspace has not cached are scored on Qt Concurrent's pool with
// the evaluation's context, the new scores are written to the workspace's
// cache, and the any-gold table is combined and handed over (scored()).
// The newest request wins: an older one still running is stopped and its
// result dropped.
#pragma once

#include <QObject>
#include <atomic>
#include <cstddef>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/annotate/annotation.h"
#include "core/inspect/alternate_golds.h"

namespace sqlscope::eval {
class EvaluationContext;
}
namespace sqlscope::workspace {
class Workspace;
}

namespace sqlscope::ui {

class AlternateGoldScorer : public QObject {
    Q_OBJECT

public:
    explicit AlternateGoldScorer(QObject* parent = nullptr);
    ~AlternateGoldScorer() override;

    // Scores the alternates of `questions` on `table`'s pairs. `table` must
    // stay alive (and keep its rows) until scored() or cancel(); `workspace`
    // (may be null) gives and keeps the cache; `context` (may be null: then
    // only cached scores are used) is the evaluation's; `evaluationKey` its
    // workspace::summaryKey (what the cache is keyed under, with the CLI).
    void rescore(const inspect::PairTable& table,
                 const std::vector<annotate::QuestionAnnotation>& questions,
                 workspace::Workspace* workspace, std::shared_ptr<eval::EvaluationContext> context,
                 const std::string& evaluationKey);
    // Drops any request in flight (a new evaluation replaces the table).
    void cancel();
    bool busy() const { return running_ != 0; }
    // PairEvaluator::evaluate calls made so far (tests: a reopen scores nothing).
    size_t evaluations() const { return evaluations_; }
    // The problems of the last table handed over (AlternateProblem::text()).
    const std::vector<std::string>& problems() const { return problems_; }

signals:
    void scored(std::shared_ptr<const sqlscope::inspect::AnyGoldTable> anyGold);

private:
    void finish(quint64 generation, inspect::AlternateScoring scoring);

    const inspect::PairTable* table_ = nullptr;
    workspace::Workspace* workspace_ = nullptr;
    std::vector<inspect::AlternateTask> tasks_;
    inspect::AlternateScoreMap cache_;
    std::string cachePath_;  // the workspace the cache was read from
    std::string cacheKey_;   // the evaluation key it was read under
    quint64 generation_ = 0;
    int running_ = 0;
    std::shared_ptr<std::atomic<bool>> stop_;
    size_t evaluations_ = 0;
    std::vector<std::string> problems_;
    // What the last handed-over table was made from (key, table, every
    // question's alternates): an annotation edit that changes no alternate
    // (a human verdict, a note) hands nothing over again.
    std::string delivered_;
    std::string pending_;  // the signature of the request in flight
};

}  // namespace sqlscope::ui
