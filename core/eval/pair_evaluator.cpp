#include "core/eval/pair_evaluator.h"

#include <functional>
#include <optional>

#include "core/exec/prepare_record.h"
#include "core/exec/process_limits.h"
#include "core/exec/testsuite_preprocess.h"
#include "core/match/esm/spider_exec_match.h"
#include "core/match/esm_plus/esm_plus_execution.h"
#include "core/schema/catalog.h"
#include "core/sql/parser.h"

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
      esm_(esmSchemas_, match::esm::EsmOptions{settings_.esmVariant}),
      esmPlusSchemas_(catalog_,
                      [&] {
                          std::vector<std::string> dirs{settings_.databaseDir};
                          dirs.insert(dirs.end(), schemaDirs.begin(), schemaDirs.end());
                          return dirs;
                      }()),
      esmPlus_(esmPlusSchemas_,
               match::esm_plus::EsmPlusOptions{settings_.esmPlusMode, settings_.esmPlusRules, false,
                                               settings_.esmPlusTraceTexts}),
      linking_(
          catalog_,
          [&] {
              std::vector<std::string> dirs{settings_.databaseDir};
              dirs.insert(dirs.end(), schemaDirs.begin(), schemaDirs.end());
              return dirs;
          }(),
          settings_.linkingPredictions),
      component_(catalog_, [&] {
          std::vector<std::string> dirs{settings_.databaseDir};
          dirs.insert(dirs.end(), schemaDirs.begin(), schemaDirs.end());
          return dirs;
      }()) {
    goldResults_.setSpellingReader(&spellingReader_);
}

const sql::ParseResult& EvaluationContext::goldParse(std::string_view gold) {
    {
        std::lock_guard lock(goldParsesMutex_);
        if (auto it = goldParses_.find(gold); it != goldParses_.end()) return it->second;
    }
    sql::ParseResult parsed = sql::parse(gold);
    std::lock_guard lock(goldParsesMutex_);
    return goldParses_.emplace(std::string(gold), std::move(parsed))
        .first->second;  // nodes never move
}

void EvaluationContext::forgetGold(std::string_view dbId, std::string_view gold) {
    esm_.forgetGold(dbId, gold);
    esmPlus_.forgetGold(dbId, gold);
    component_.forgetGold(dbId, gold);
    linking_.forget(dbId, gold);
}

void EvaluationContext::forgetGoldParse(std::string_view gold) {
    std::optional<sql::ParseResult> dropped;  // freed outside the lock
    std::lock_guard lock(goldParsesMutex_);
    auto it = goldParses_.find(gold);
    if (it == goldParses_.end()) return;
    dropped.emplace(std::move(it->second));
    goldParses_.erase(it);
}

size_t EvaluationContext::goldParsesHeld() {
    std::lock_guard lock(goldParsesMutex_);
    return goldParses_.size();
}

PairEvaluator::PairEvaluator(EvaluationContext& context, const std::atomic<bool>* stop)
    : context_(context),
      execution_(context.settings(), context.goldResults(), stop),
      linking_(context.linking()) {}

PairVerdict PairEvaluator::evaluate(const std::string& dbId, const std::string& gold,
                                    const std::string& pred, const sql::ParseResult* predParse,
                                    const SpellingTwin* twin, bool predSpelledAsGold) {
    // A text over --max-query-bytes is neither parsed, analysed nor run
    // (process_limits.h): the pair is scored as an empty query would be,
    // with its own outcome.
    tookTwin_ = false;
    const bool goldTooLarge = exec::queryTooLarge(gold.size());
    const bool predTooLarge = exec::queryTooLarge(pred.size());
    if (goldTooLarge || predTooLarge) {
        static const std::string kEmpty;
        static const sql::ParseResult kEmptyParse = sql::parse(kEmpty);
        PairVerdict verdict =
            evaluateTexts(dbId, goldTooLarge ? kEmpty : gold, predTooLarge ? kEmpty : pred,
                          predTooLarge ? &kEmptyParse : predParse, nullptr, false);
        ExecutionVerdict& execution = verdict.execution;
        if (goldTooLarge) {
            if (execution.outcome != ExecOutcome::NotRun) {
                execution.outcome = ExecOutcome::GoldError;
                execution.message = "gold query: " + exec::queryTooLargeMessage(gold.size());
            }
        } else if (execution.outcome != ExecOutcome::GoldError) {
            execution.outcome = ExecOutcome::TooLarge;
            execution.message = exec::queryTooLargeMessage(pred.size());
        }
        return verdict;
    }
    return evaluateTexts(dbId, gold, pred, predParse, twin, predSpelledAsGold);
}

PairVerdict PairEvaluator::evaluateTexts(const std::string& dbId, const std::string& gold,
                                         const std::string& pred, const sql::ParseResult* predParse,
                                         const SpellingTwin* twin, bool predSpelledAsGold) {
    PairVerdict verdict;
    const MetricSelection& metrics = context_.settings().metrics;
    if (metrics.needsExecution()) {
        verdict.execution = execution_.evaluate(dbId, gold, pred);
    } else {
        verdict.execution.outcome = ExecOutcome::NotRun;  // e.g. --etype match: no SQL runs
    }
    if (const ExecutionVerdict& e = verdict.execution;
        e.exe && e.exeOtherValueReplacement &&
        (e.exe->status == exec::ExeStatus::Pass || e.exe->status == exec::ExeStatus::Fail) &&
        (e.exeOtherValueReplacement->status == exec::ExeStatus::Pass ||
         e.exeOtherValueReplacement->status == exec::ExeStatus::Fail) &&
        e.exe->score() != e.exeOtherValueReplacement->score())
        verdict.quirks.add(ReferenceQuirk::ExeValueReplacement);

    // A twin's text never holds "value" (spelling_key.h), so the test-suite
    // rewrite below has nothing to read differently.
    std::optional<match::esm::EsmVerdict> asWritten;
    tookTwin_ = twin && spellingTwinFits(*twin, verdict.execution);
    if (tookTwin_) {
        verdict.esm = twin->esm;
        verdict.esmPlus = twin->esmPlus;
        verdict.linking = twin->linking;
        verdict.component = twin->component;
    } else {
        asWritten = evaluateTextMetrics(dbId, gold, pred, predParse, predSpelledAsGold, verdict);
    }
    verdict.esmReported = metrics.wants("esm");

    // Spider EX (docs/metrics/execution.md#ex-spider): both queries' result columns keyed by their
    // Spider select items; an unreadable prediction has none and scores 0,
    // as does one that fails to execute. Without the gold's Spider parse the
    // reference aborts, so the pair gets no Spider EX.
    ExecutionVerdict& execution = verdict.execution;
    if (execution.outcome != ExecOutcome::GoldError && execution.outcome != ExecOutcome::NotRun &&
        verdict.esm.scored && metrics.wants("ex")) {
        if (!execution.pred->ok()) {
            execution.spiderEx = 0;
        } else {
            const match::esm::SpiderQuery& spiderPred =
                asWritten && asWritten->scored ? *asWritten->pred : *verdict.esm.pred;
            match::esm::SpiderExecMatch match =
                match::esm::spiderExecMatch(execution.pred->result, execution.gold->result,
                                            *spiderPred.normalized, *verdict.esm.gold->normalized);
            execution.spiderEx = match.match ? 1 : 0;
        }
    }
    return verdict;
}

std::optional<match::esm::EsmVerdict> PairEvaluator::evaluateTextMetrics(
    const std::string& dbId, const std::string& gold, const std::string& pred,
    const sql::ParseResult* predParse, bool predSpelledAsGold, PairVerdict& verdict) {
    verdict.esm = context_.esm().evaluate(dbId, gold, pred, true, predSpelledAsGold);
    // The test-suite fork reads the prediction with "value" -> "1"
    // (docs/metrics/esm.md#the-value-replacement-quirk): flag the pair when reading it as written
    // changes the match. Spider EX reads the prediction as Spider's evaluation.py does, as
    // written, whatever the ESM variant.
    const MetricSelection& metrics = context_.settings().metrics;
    std::optional<match::esm::EsmVerdict> asWritten;
    if (context_.settings().esmVariant == match::esm::EsmVariant::TestSuite &&
        (metrics.wants("esm") || metrics.wants("ex")) && verdict.esm.scored &&
        exec::hasValuePlaceholder(pred)) {
        asWritten = context_.esm().evaluate(dbId, gold, pred, false);
        if (metrics.wants("esm") && asWritten->scored && asWritten->exact != verdict.esm.exact)
            verdict.quirks.add(ReferenceQuirk::EsmValueReplacement);
    }
    // Schema linking and component analysis share the prediction's parse and
    // its one prepare on the database (linking's, which also answers the
    // component syntax check).
    const bool wantsLinking = metrics.wants("linking");
    const bool wantsComponent = metrics.wants("component");
    std::optional<sql::ParseResult> ownParse;
    std::optional<match::component::PreparedSyntax> predSyntax;
    if (!predParse && wantsLinking && wantsComponent)
        predParse = &ownParse.emplace(sql::parse(pred));
    const sql::ParseResult* sharedParse = predParse;
    // The gold's one parse, for whichever of the two first meets this gold.
    const std::function<const sql::ParseResult&()> goldParse = [&]() -> const sql::ParseResult& {
        return context_.goldParse(gold);
    };
    const std::string& databasePath = execution_.databasePath(dbId);
    // Schema linking (docs/metrics/linking.md): prepares, never runs;
    // the execution metrics' prepares on the same file serve it.
    if (wantsLinking) {
        const ExecutionVerdict& execution = verdict.execution;
        linking::ExecutorPrepares prepares{
            databasePath, execution.gold ? execution.gold->prepare.get() : nullptr,
            execution.pred ? execution.pred->prepare.get() : nullptr};
        verdict.linking =
            linking_.evaluate(dbId, gold, pred, sharedParse, wantsComponent ? &predSyntax : nullptr,
                              &prepares, &goldParse);
    }
    // EM, component F1, error categories, complexity, SQL type, syntax
    // validity (docs/metrics/component.md): prepares, never runs.
    if (wantsComponent) {
        verdict.component = context_.component().evaluate(dbId, gold, pred, sharedParse,
                                                          predSyntax ? &*predSyntax : nullptr,
                                                          &goldParse, predSpelledAsGold);
        if (verdict.esm.scored) verdict.component.complexity.spiderHardness = verdict.esm.hardness;
    }

    // ESM+ (docs/metrics/esm-plus.md): the prediction must execute on the database ESM+
    // reads its facts from; the execution metrics' run is reused when it
    // was made on that file.
    if (metrics.wants("esm+")) {
        verdict.esmPlus = context_.esmPlus().evaluate(
            dbId, gold, pred,
            match::esm_plus::executionCheck(
                esmPlusExecutor_, context_.settings().execution, databasePath,
                verdict.execution.pred ? verdict.execution.pred.get() : nullptr),
            predSpelledAsGold);
    }
    return asWritten;
}

}  // namespace sqlscope::eval
