// Explains one pair of one run on demand: evaluates it again with every
// trace on (ESM+'s rule traces with their texts) and turns the verdict into
// a PairExplanation (pair_explanation.h), the plain data an inspector view
// draws. Made once per view (or per thread) from the benchmark's
// EvaluationContext, so that a view following the cursor reuses the
// context's caches (schemas, gold parses, gold results) and its own
// executor's connections.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include "core/explain/pair_explanation.h"

namespace sqlscope::eval {
class EvaluationContext;
class PairEvaluator;
struct PairVerdict;
}  // namespace sqlscope::eval

namespace sqlscope::sql {
struct ParseResult;
}

namespace sqlscope::explain {

// Which pair, and its texts as in the files.
struct PairInput {
    size_t item = 0;  // the benchmark item index (pairs.csv `index`)
    std::string run;
    std::string dbId;
    std::string question;
    std::string gold;
    std::string pred;
    bool predMissing = false;  // the run has no prediction for the item ("" is scored)
};

class PairExplainer {
public:
    // `context` must outlive the explainer. ESM+'s rule notes have texts
    // when the context's settings keep them (EvalSettings::esmPlusTraceTexts,
    // on by default); otherwise a note says they are missing.
    explicit PairExplainer(eval::EvaluationContext& context);
    ~PairExplainer();
    PairExplainer(const PairExplainer&) = delete;
    PairExplainer& operator=(const PairExplainer&) = delete;

    // Not thread-safe: one explainer per thread (it owns an executor).
    PairExplanation explain(const PairInput& input);

private:
    eval::EvaluationContext& context_;
    std::unique_ptr<eval::PairEvaluator> evaluator_;
};

// The explanation of a pair already evaluated: `verdict` is the
// PairEvaluator's for input's texts, `goldParse` / `predParse` sqlscope's
// parses of them (as the batch runner makes them: a text over
// --max-query-bytes is not parsed). `traceTexts`: whether ESM+ kept its
// traces' texts.
PairExplanation explainPair(const PairInput& input, const eval::PairVerdict& verdict,
                            const sql::ParseResult& goldParse, const sql::ParseResult& predParse,
                            bool traceTexts = true);

}  // namespace sqlscope::explain
