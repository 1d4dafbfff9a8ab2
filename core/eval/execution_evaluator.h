// Runs one pair's gold and prediction and applies every execution metric but
// Spider EX (which needs the Spider parse; see docs/metrics/execution.md#ex-spider). One instance
// per worker thread: it owns that thread's executor. Results come from the batch's shared cache, so
// each gold query runs once per database for the batch, and so does each prediction unless its
// result is big.
#pragma once

#include <atomic>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/eval/eval_settings.h"
#include "core/eval/execution_verdict.h"
#include "core/exec/executor.h"
#include "core/exec/result_cache.h"

namespace sqlscope::eval {

// Until when the batch needs the results of the next pair (ResultCache's
// keepUntil, in question sequence numbers): its gold's (also on the
// test-suite databases) and its prediction's (also EXE's rewrites of it,
// which a later question predicting the same text asks for again). By
// default every result is kept for the cache's life.
struct ResultRetention {
    size_t goldUntil = exec::ResultCache::kKeepForever;
    size_t predUntil = exec::ResultCache::kKeepForever;
};

class ExecutionEvaluator {
public:
    ExecutionEvaluator(const EvalSettings& settings, exec::ResultCache& results,
                       const std::atomic<bool>* stop = nullptr);

    ExecutionVerdict evaluate(const std::string& dbId, const std::string& gold,
                              const std::string& pred);

    exec::Executor& executor() { return executor_; }

    // schema::databasePath(settings' database folder, dbId), made once per
    // db_id and thread (every pair asks for it several times).
    const std::string& databasePath(const std::string& dbId);

    // Applies to the evaluate() calls that follow.
    void setRetention(const ResultRetention& retention) { retention_ = retention; }
    // Whether SQLMorph's verdict lists its matched rows (SqlMorphOptions::
    // rowEvidence; on by default, for the explain view).
    void setRowEvidence(bool on) { rowEvidence_ = on; }

private:
    void evaluateExe(const std::string& dbId, const std::string& gold, const std::string& pred,
                     ExecutionVerdict& verdict);
    // `sql` on `path` through the shared cache (kept when small enough).
    std::shared_ptr<const exec::ExecResult> runShared(const std::string& path,
                                                      const std::string& sql);
    void evaluateVes(const std::string& path, const std::string& gold, const std::string& pred,
                     ExecutionVerdict& verdict);

    const EvalSettings& settings_;
    exec::ResultCache& results_;  // the batch's: gold and small prediction results, while needed
    const std::atomic<bool>* stop_;
    ResultRetention retention_;
    bool rowEvidence_ = true;
    // The runs of the pair's gold and prediction on its database keep their
    // prepare's record (ExecResult::prepare) for schema linking, which then
    // (and with it the component syntax check) needs no prepare of its own.
    const bool recordPrepares_;
    exec::Executor executor_;
    std::map<std::string, std::vector<std::string>, std::less<>> testSuites_;  // db_id -> files
    std::unordered_map<std::string, std::string> databasePaths_;               // db_id -> file
    // EXE's preparation of each gold text (the same options for the batch).
    std::unordered_map<std::string, exec::ExeGoldPreparation> exeGolds_;
    // The quick reject's side of the last gold result judged (its rows
    // ordered once for the runs' predictions of one question).
    exec::ExeGoldCache exeGoldCache_;
    // The row hashes of the last gold result BIRD compared with (made once,
    // when first needed, for the runs' predictions of one question).
    std::weak_ptr<const exec::ExecResult> hashedGold_;
    std::vector<size_t> goldRowHashes_;
};

}  // namespace sqlscope::eval
