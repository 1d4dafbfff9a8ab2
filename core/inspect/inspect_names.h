// The words a results view shows for a pair's facts: ESM+ rule names,
// hardness, execution outcomes and error categories, with the lists a
// filter offers. Qt-free.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "core/eval/execution_verdict.h"
#include "core/match/component/error_analysis.h"

namespace sqlscope::inspect {

// "COUNT(c) = COUNT(*) for NOT NULL c" for a rule id 1..20 (the registry's short name).
std::string_view ruleName(int rule);
// "7 COUNT(c) = COUNT(*) for NOT NULL c"
std::string ruleLabel(int rule);

// Hardness codes as in job::SummaryRow: 0..3 easy..extra, -1 unscored.
inline constexpr std::array<int, 5> kHardnessCodes = {0, 1, 2, 3, -1};
std::string_view hardnessLabel(int hardness);  // "easy" ... "extra", "unscored"

// Every outcome, in enum order.
inline constexpr std::array<eval::ExecOutcome, 9> kOutcomes = {
    eval::ExecOutcome::Ok,       eval::ExecOutcome::Error,       eval::ExecOutcome::Timeout,
    eval::ExecOutcome::Denied,   eval::ExecOutcome::GoldError,   eval::ExecOutcome::NotRun,
    eval::ExecOutcome::RowLimit, eval::ExecOutcome::MemoryLimit, eval::ExecOutcome::TooLarge};
std::string_view outcomeLabel(eval::ExecOutcome outcome);  // execOutcomeName: "ok", "timeout", ...
// The prediction did not run to its end (error, timeout, denied, row or
// memory limit, too large); ok, gold_error and not_run are not failures of it.
bool isExecutionFailure(eval::ExecOutcome outcome);

// "missing_clauses", ... (errorCategoryKey)
std::string_view errorCategoryLabel(match::component::ErrorCategory category);

}  // namespace sqlscope::inspect
