// Scores one pair with every metric. One per worker thread (it owns that
// thread's executor); everything shared lives in the EvaluationContext.
#pragma once

#include <atomic>
#include <optional>
#include <string>

#include "core/eval/evaluation_context.h"
#include "core/eval/execution_evaluator.h"
#include "core/eval/pair_verdict.h"
#include "core/eval/spelling_twin.h"

namespace sqlscope::sql {
struct ParseResult;
}

namespace sqlscope::eval {

class PairEvaluator {
public:
    explicit PairEvaluator(EvaluationContext& context, const std::atomic<bool>* stop = nullptr);

    // `predParse`, when given, is `pred` already parsed by sql::parse (the
    // batch runner parses every prediction anyway); else it is parsed here
    // when schema linking and component analysis both need it. A gold or
    // prediction longer than --max-query-bytes (exec::processLimits) is
    // scored as an empty query, with the outcome too_large (gold_error for
    // the gold). `twin`: the text metrics of an earlier prediction of the
    // same question (or a paraphrase with the same gold) with `pred`'s
    // spelling key (spelling_twin.h), taken
    // instead of ESM, ESM+, component analysis and schema linking when it
    // fits this prediction's run (spellingTwinFits); else they run as usual.
    // `predSpelledAsGold`: `pred` has the gold's spelling key, so ESM, ESM+
    // and component analysis read it through the gold's parses.
    PairVerdict evaluate(const std::string& dbId, const std::string& gold, const std::string& pred,
                         const sql::ParseResult* predParse = nullptr,
                         const SpellingTwin* twin = nullptr, bool predSpelledAsGold = false);

    // Whether the last evaluate() took its twin's text metrics (and so read
    // nothing of `predParse`).
    bool tookTwin() const { return tookTwin_; }

    // Until when the shared cache keeps the results of the pairs that follow
    // (ResultRetention; by default for the batch).
    void setResultRetention(const ResultRetention& retention) {
        execution_.setRetention(retention);
    }
    // Whether verdicts carry SQLMorph's matched rows (on by default).
    void setRowEvidence(bool on) { execution_.setRowEvidence(on); }

private:
    PairVerdict evaluateTexts(const std::string& dbId, const std::string& gold,
                              const std::string& pred, const sql::ParseResult* predParse,
                              const SpellingTwin* twin, bool predSpelledAsGold);
    // ESM (and, for the test-suite variant, ESM on the prediction as
    // written, which it returns), schema linking, component analysis and
    // ESM+ into `verdict`, whose execution is done.
    std::optional<match::esm::EsmVerdict> evaluateTextMetrics(
        const std::string& dbId, const std::string& gold, const std::string& pred,
        const sql::ParseResult* predParse, bool predSpelledAsGold, PairVerdict& verdict);

    EvaluationContext& context_;
    ExecutionEvaluator execution_;
    linking::LinkingEvaluator linking_;  // this thread's prepare connections
    exec::Executor esmPlusExecutor_;     // ESM+'s execute step when EX did not run the prediction
    bool tookTwin_ = false;
};

}  // namespace sqlscope::eval
