// ESM+'s "prediction must execute" step (docs/metrics/esm-plus.md#what-changes-from-esm; the
// reference's isValidSQL) on sqlscope's sandboxed executor: the prediction is prepared and stepped
// on the database ESM+ reads its facts from; an error from SQLite makes it the empty SQL. A write
// refused by the sandbox counts as executing (the reference would have run it on its copy of the
// database), and so do a time-out and the row and memory caps (the reference only steps to the
// first row).
#pragma once

#include <string>

#include "core/exec/executor.h"
#include "core/match/esm_plus/esm_plus_evaluator.h"

namespace sqlscope::match::esm_plus {

PredExecution predExecution(const exec::ExecResult& result);

// An ExecutionCheck on `executor` (one per thread). `reusePath` /
// `reuse`: a run of the same prediction already made on that database file
// (e.g. by the execution metrics), used instead of running it again.
ExecutionCheck executionCheck(exec::Executor& executor, exec::ExecOptions options,
                              std::string reusePath = {}, const exec::ExecResult* reuse = nullptr);

}  // namespace sqlscope::match::esm_plus
