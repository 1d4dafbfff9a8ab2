// Everything the execution metrics said about one pair, with the evidence the
// GUI shows (both result sets, the comparators' own verdicts).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/exec/bird_compare.h"
#include "core/exec/executor.h"
#include "core/exec/sqlmorph_metrics.h"
#include "core/exec/testsuite_compare.h"
#include "core/exec/ves.h"

namespace sqlscope::eval {

// The typed outcome of executing a pair (the `exec_status` column). NotRun:
// no execution metric was selected (MetricSelection), nothing was executed.
// RowLimit: the prediction returned more rows than the row cap; MemoryLimit:
// its rows exceeded the per-query cap or the process's memory ceiling;
// TooLarge: its text is longer than --max-query-bytes (nothing parsed or run).
enum class ExecOutcome {
    Ok,
    Error,
    Timeout,
    Denied,
    GoldError,
    NotRun,
    RowLimit,
    MemoryLimit,
    TooLarge
};
// ok, error, timeout, denied, gold_error, not_run, row_limit, memory_limit, too_large
std::string_view execOutcomeName(ExecOutcome outcome);

struct ExecutionVerdict {
    ExecOutcome outcome = ExecOutcome::Ok;
    std::string message;  // why, when not ok (SQLite's message, the budget, the missing file)

    std::shared_ptr<const exec::ExecResult> gold;  // on the pair's database
    std::shared_ptr<const exec::ExecResult> pred;

    // Each metric is empty when it was not computed or the gold failed
    // (docs/metrics/execution.md#executing-a-query: excluded from the denominator, and counted).
    std::optional<int> spiderEx;  // filled by the caller that holds the Spider parses
                                  // (docs/metrics/execution.md#ex-spider)
    std::optional<exec::BirdVerdict> bird;
    std::optional<exec::ExeVerdict> exe;
    // EXE with the other setting of the "value" -> "1" replacement
    // (ExeOptions::valueReplacement), computed only when the prediction
    // contains "value": the pair's exe_value_replacement flag.
    std::optional<exec::ExeVerdict> exeOtherValueReplacement;
    std::optional<exec::SqlMorphResult> sqlMorph;
    std::optional<exec::VesPairResult> ves;
};

}  // namespace sqlscope::eval
