#include "core/match/esm_plus/esm_plus_execution.h"

namespace sqlscope::match::esm_plus {

PredExecution predExecution(const exec::ExecResult& result) {
    switch (result.status) {
        case exec::ExecStatus::Error:
        case exec::ExecStatus::NoDatabase:
        case exec::ExecStatus::Cancelled:
            return PredExecution{false, result.message};
        default:
            return PredExecution{true, {}};
    }
}

ExecutionCheck executionCheck(exec::Executor& executor, exec::ExecOptions options,
                              std::string reusePath, const exec::ExecResult* reuse) {
    // The reference steps once: one row is enough to know.
    options.rowCap = 1;
    return [&executor, options, reusePath = std::move(reusePath), reuse](const std::string& path,
                                                                         std::string_view sql) {
        if (reuse && path == reusePath) return predExecution(*reuse);
        return predExecution(executor.run(path, sql, options));
    };
}

}  // namespace sqlscope::match::esm_plus
