#include "core/eval/pair_evaluator.h"

#include "core/match/esm/spider_exec_match.h"

namespace sqlscope::eval {

EvaluationContext::EvaluationContext(EvalSettings settings, schema::Catalog catalog,
                                     std::vector<std::string> schemaDirs)
    : settings_(std::move(settings)),
      catalog_(std::move(catalog)),
      esmSchemas_(catalog_,
                  [&] {
                      std::vector<std::string> dirs{settings_.databaseDir};
                      dirs.insert(dirs.end(), schemaDirs.begin(), schemaDirs.end());
                      return dirs;
                  }()),
      esm_(esmSchemas_, match::esm::EsmOptions{settings_.esmVariant}) {}

PairEvaluator::PairEvaluator(EvaluationContext& context, const std::atomic<bool>* stop)
    : context_(context), execution_(context.settings(), context.goldResults(), stop) {}

PairVerdict PairEvaluator::evaluate(const std::string& dbId, const std::string& gold,
                                    const std::string& pred) {
    PairVerdict verdict;
    verdict.esm = context_.esm().evaluate(dbId, gold, pred);
    verdict.execution = execution_.evaluate(dbId, gold, pred);

    // Spider EX (esm.md §10): both queries' result columns keyed by their
    // Spider select items; an unreadable prediction has none and scores 0,
    // as does one that fails to execute. Without the gold's Spider parse the
    // reference aborts, so the pair gets no Spider EX.
    ExecutionVerdict& execution = verdict.execution;
    if (execution.outcome != ExecOutcome::GoldError && verdict.esm.scored) {
        if (!execution.pred->ok()) {
            execution.spiderEx = 0;
        } else {
            match::esm::SpiderExecMatch match = match::esm::spiderExecMatch(
                execution.pred->result, execution.gold->result, *verdict.esm.pred->normalized,
                *verdict.esm.gold->normalized);
            execution.spiderEx = match.match ? 1 : 0;
        }
    }
    return verdict;
}

}  // namespace sqlscope::eval
