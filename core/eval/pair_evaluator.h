// Scores one pair with every metric. One per worker thread (it owns that
// thread's executor); everything shared lives in the EvaluationContext.
#pragma once

#include <atomic>
#include <string>

#include "core/eval/evaluation_context.h"
#include "core/eval/execution_evaluator.h"
#include "core/eval/pair_verdict.h"

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
    // the gold).
    PairVerdict evaluate(const std::string& dbId, const std::string& gold, const std::string& pred,
                         const sql::ParseResult* predParse = nullptr);

    // Until when the shared cache keeps the results of the pairs that follow
    // (ResultRetention; by default for the batch).
    void setResultRetention(const ResultRetention& retention) {
        execution_.setRetention(retention);
    }
    // Whether verdicts carry SQLMorph's matched rows (on by default).
    void setRowEvidence(bool on) { execution_.setRowEvidence(on); }

private:
    PairVerdict evaluateTexts(const std::string& dbId, const std::string& gold,
                              const std::string& pred, const sql::ParseResult* predParse);

    EvaluationContext& context_;
    ExecutionEvaluator execution_;
    linking::LinkingEvaluator linking_;  // this thread's prepare connections
    exec::Executor esmPlusExecutor_;     // ESM+'s execute step when EX did not run the prediction
};

}  // namespace sqlscope::eval
