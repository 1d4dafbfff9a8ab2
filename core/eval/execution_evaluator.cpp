#include "core/eval/execution_evaluator.h"

#include <filesystem>

#include "core/exec/test_suite_databases.h"
#include "core/exec/testsuite_preprocess.h"
#include "core/schema/catalog.h"

namespace sqlscope::eval {

std::string_view execOutcomeName(ExecOutcome outcome) {
    switch (outcome) {
        case ExecOutcome::Ok:
            return "ok";
        case ExecOutcome::Error:
            return "error";
        case ExecOutcome::Timeout:
            return "timeout";
        case ExecOutcome::Denied:
            return "denied";
        case ExecOutcome::GoldError:
            return "gold_error";
        case ExecOutcome::NotRun:
            return "not_run";
        case ExecOutcome::RowLimit:
            return "row_limit";
        case ExecOutcome::MemoryLimit:
            return "memory_limit";
        case ExecOutcome::TooLarge:
            return "too_large";
    }
    return "error";
}

namespace {

constexpr double kIdentityCheckSeconds = 1.0;
// Results of predictions (and of their EXE rewrites) are kept for the other
// pairs of the batch, which often predict the same query, when they hold at
// most this many values (well under a megabyte each): the repeated ones are
// the small ones (counts, short lists), and the cache lives for the batch.
constexpr size_t kSharedResultCells = 10'000;

ExecOutcome outcomeOfPrediction(exec::ExecStatus status) {
    switch (status) {
        case exec::ExecStatus::Ok:
            return ExecOutcome::Ok;
        case exec::ExecStatus::Timeout:
            return ExecOutcome::Timeout;
        case exec::ExecStatus::Denied:
            return ExecOutcome::Denied;
        case exec::ExecStatus::RowCap:
            return ExecOutcome::RowLimit;
        case exec::ExecStatus::MemoryCap:
            return ExecOutcome::MemoryLimit;
        case exec::ExecStatus::TooLarge:
            return ExecOutcome::TooLarge;
        default:
            return ExecOutcome::Error;
    }
}

}  // namespace

ExecutionEvaluator::ExecutionEvaluator(const EvalSettings& settings, exec::ResultCache& results,
                                       const std::atomic<bool>* stop)
    : settings_(settings),
      results_(results),
      stop_(stop),
      recordPrepares_(settings.metrics.wants("linking")) {
    // One stat() per database file and second instead of one per query:
    // benchmark databases do not change during a batch (docs/architecture.md#safety).
    executor_.setIdentityCheckInterval(kIdentityCheckSeconds);
}

const std::string& ExecutionEvaluator::databasePath(const std::string& dbId) {
    auto [it, added] = databasePaths_.try_emplace(dbId);
    if (added) it->second = schema::databasePath(settings_.databaseDir, dbId);
    return it->second;
}

ExecutionVerdict ExecutionEvaluator::evaluate(const std::string& dbId, const std::string& gold,
                                              const std::string& pred) {
    ExecutionVerdict verdict;
    const std::string& path = databasePath(dbId);
    verdict.gold = results_.getOrRun(path, gold, settings_.execution, executor_, stop_, SIZE_MAX,
                                     recordPrepares_, retention_.goldUntil);
    if (!verdict.gold->ok()) {
        verdict.outcome = ExecOutcome::GoldError;
        verdict.message = "gold query: " + verdict.gold->message;
        return verdict;
    }
    // The same text on the same database gives the same rows: a prediction
    // identical to the gold, or to another pair's prediction, reuses that
    // result instead of running again.
    verdict.pred =
        pred == gold ? verdict.gold
                     : results_.getOrRun(path, pred, settings_.execution, executor_, stop_,
                                         kSharedResultCells, recordPrepares_, retention_.predUntil);
    verdict.outcome = outcomeOfPrediction(verdict.pred->status);
    if (!verdict.pred->ok()) verdict.message = verdict.pred->message;

    const MetricSelection& metrics = settings_.metrics;
    if (metrics.wants("ex")) {
        if (hashedGold_.lock() != verdict.gold) {
            goldRowHashes_.clear();  // made by the first comparison that needs them
            goldRowHashes_.shrink_to_fit();
            hashedGold_ = verdict.gold;
        }
        // An empty gold has its (no) hashes already.
        verdict.bird = exec::birdExecutionAccuracy(*verdict.gold, *verdict.pred, settings_.compare,
                                                   &goldRowHashes_);
    }
    if (metrics.wants("exp")) {
        exec::SqlMorphOptions morph;
        morph.technique = settings_.exfTechnique;
        morph.penalizeExtraPredCols = settings_.penalizeExtraPredCols;
        morph.t6LegacyOverlaps = settings_.sqlMorphT6LegacyOverlaps;
        morph.compare = settings_.compare;
        morph.rowEvidence = rowEvidence_;
        // BIRD's EX is SQLMorph's EX (set equality under the same options).
        std::optional<int> ex;
        if (verdict.bird && verdict.gold->ok() && verdict.pred->ok()) ex = verdict.bird->ex;
        verdict.sqlMorph = exec::sqlMorphFromExecution(*verdict.gold, *verdict.pred, morph, ex);
    }
    if (metrics.wants("exe")) evaluateExe(dbId, gold, pred, verdict);
    if (settings_.vesRepetitions > 0) evaluateVes(path, gold, pred, verdict);
    return verdict;
}

std::shared_ptr<const exec::ExecResult> ExecutionEvaluator::runShared(const std::string& path,
                                                                      const std::string& sql) {
    return results_.getOrRun(path, sql, settings_.execution, executor_, stop_, kSharedResultCells,
                             false, retention_.predUntil);
}

// docs/metrics/execution.md#exe-test-suite: every test database of the db_id; the gold of each is
// shared through the cache, the unmodified prediction on the pair's own
// database reuses the run above.
void ExecutionEvaluator::evaluateExe(const std::string& dbId, const std::string& gold,
                                     const std::string& pred, ExecutionVerdict& verdict) {
    exec::ExeOptions options = settings_.exe;
    options.compare = settings_.compare;
    auto [goldPart, added] = exeGolds_.try_emplace(gold);
    if (added) goldPart->second = exec::prepareExeGold(gold, options);
    exec::ExePreparation preparation = exec::prepareExe(goldPart->second, pred, options);
    const std::string suiteDir =
        settings_.testSuiteDir.empty() ? settings_.databaseDir : settings_.testSuiteDir;
    // The suite's files are listed once per database and thread.
    auto [suite, listed] = testSuites_.try_emplace(dbId);
    if (listed) suite->second = exec::testSuiteDatabases(schema::databasePath(suiteDir, dbId));
    const std::vector<std::string>& databases = suite->second;
    const std::string& ownPath = databasePath(dbId);
    exec::ExeQueryRunner run =
        [&](size_t database, const std::string& sql) -> std::shared_ptr<const exec::ExecResult> {
        const std::string& path = databases[database];
        if (sql == preparation.gold)
            return results_.getOrRun(path, sql, settings_.execution, executor_, stop_, SIZE_MAX,
                                     false, retention_.goldUntil);
        if (path == ownPath && sql == pred) return verdict.pred;
        return runShared(path, sql);
    };
    verdict.exe = exec::judgeExe(preparation, databases.size(), run, options, &exeGoldCache_);
    // The reference's "value" -> "1" replacement (docs/metrics/esm.md#the-value-replacement-quirk)
    // changes only predictions that contain "value": for them EXE is judged the other way too, so
    // that the pair can be flagged when the two verdicts differ.
    if (exec::hasValuePlaceholder(pred)) {
        exec::ExeOptions other = options;
        other.valueReplacement = !options.valueReplacement;
        const exec::ExePreparation otherPreparation =
            exec::prepareExe(goldPart->second, pred, other);
        verdict.exeOtherValueReplacement =
            exec::judgeExe(otherPreparation, databases.size(), run, other, &exeGoldCache_);
    }
}

// BIRD's VES: gold and prediction timed alternately, `vesRepetitions` times,
// for pairs that pass BIRD EX (the reward of a failing pair is 0).
void ExecutionEvaluator::evaluateVes(const std::string& path, const std::string& gold,
                                     const std::string& pred, ExecutionVerdict& verdict) {
    bool passes = verdict.bird && verdict.bird->ex == 1;
    std::vector<double> goldSeconds;
    std::vector<double> predSeconds;
    if (passes) {
        for (int i = 0; i < settings_.vesRepetitions; ++i) {
            exec::ExecResult p = executor_.run(path, pred, settings_.execution, stop_);
            exec::ExecResult g = executor_.run(path, gold, settings_.execution, stop_);
            if (!p.ok() || !g.ok()) {
                passes = false;
                break;
            }
            predSeconds.push_back(p.seconds);
            goldSeconds.push_back(g.seconds);
        }
    }
    verdict.ves = exec::vesPairReward(goldSeconds, predSeconds, passes);
}

}  // namespace sqlscope::eval
