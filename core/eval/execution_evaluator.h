// Runs one pair's gold and prediction and applies every execution metric but
// Spider EX (which needs the Spider parse; see esm.md §10). One instance per
// worker thread: it owns that thread's executor. Gold results come from the
// shared cache, so each gold query runs once per database for the batch.
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

class ExecutionEvaluator {
public:
    ExecutionEvaluator(const EvalSettings& settings, exec::ResultCache& goldCache,
                       const std::atomic<bool>* stop = nullptr);

    ExecutionVerdict evaluate(const std::string& dbId, const std::string& gold,
                              const std::string& pred);

    exec::Executor& executor() { return executor_; }

private:
    void evaluateExe(const std::string& dbId, const std::string& gold, const std::string& pred,
                     ExecutionVerdict& verdict);
    void evaluateVes(const std::string& path, const std::string& gold, const std::string& pred,
                     ExecutionVerdict& verdict);

    const EvalSettings& settings_;
    exec::ResultCache& goldCache_;
    const std::atomic<bool>* stop_;
    exec::Executor executor_;
    std::map<std::string, std::vector<std::string>, std::less<>> testSuites_;  // db_id -> files
    // EXE's preparation of each gold text (the same options for the batch).
    std::unordered_map<std::string, exec::ExeGoldPreparation> exeGolds_;
};

}  // namespace sqlscope::eval
