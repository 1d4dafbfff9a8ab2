#include "core/counterexample/strict_esm_plus.h"

#include "core/eval/evaluation_context.h"
#include "core/eval/pair_evaluator.h"

namespace sqlscope::counterexample {

StrictEsmPlus::StrictEsmPlus(const eval::EvaluationContext& context) {
    eval::EvalSettings settings = context.settings();
    settings.esmPlusMode = match::esm_plus::EsmPlusMode::Strict;
    settings.esmPlusTraceTexts = false;
    settings.metrics.only = std::set<std::string, std::less<>>{"esm+"};
    context_ = std::make_unique<eval::EvaluationContext>(std::move(settings), context.catalog());
}

StrictEsmPlus::~StrictEsmPlus() = default;

std::optional<int> strictEsmPlusVerdict(eval::PairEvaluator& evaluator, const std::string& dbId,
                                        const std::string& gold, const std::string& prediction) {
    const eval::PairVerdict verdict = evaluator.evaluate(dbId, gold, prediction);
    if (!verdict.esmPlus.scored) return std::nullopt;
    return verdict.esmPlus.exact ? 1 : 0;
}

}  // namespace sqlscope::counterexample
