// Which pairs of a PairTable a results view shows: free text, database,
// hardness, run, outcome, rule fired, error category, a verdict of one
// column (and of a second), and a disagreement preset, all of which must
// hold. Qt-free and cheap enough for 100,000 rows per keystroke (no
// allocation per row).
#pragma once

#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/eval/execution_verdict.h"
#include "core/inspect/cx_status.h"
#include "core/inspect/verdict_columns.h"
#include "core/match/component/error_analysis.h"

namespace sqlscope::inspect {

class PairTable;

enum class DisagreementPreset {
    None,
    ExPassEsmPlusFail,   // EX 1 and ESM+ 0: possibly an EX false positive
    ExFailEsmPlusPass,   // EX 0 and ESM+ 1
    EsmFailEsmPlusPass,  // ESM 0 and ESM+ 1: rescued by a rule
    RunsDisagree,        // the runs' verdicts on the question differ
    ParseError,          // sqlscope's parser rejected the prediction
    ExecutionError,      // the prediction did not run to its end (isExecutionFailure)
    InSample,            // in the workspace's labelling sample (PairTable::inSample)
    // Some verdict column does not pass against the gold and passes against
    // an alternate gold (docs/metrics/alternate-golds.md).
    PassesOnlyWithAlternate,
    // EX passes and the counterexample search found a database on which
    // gold and prediction differ (docs/metrics/exc.md).
    ExPassCxFound,
};

struct PresetInfo {
    DisagreementPreset preset = DisagreementPreset::None;
    std::string_view key;          // "ex_pass_esm_plus_fail", ...
    std::string_view name;         // "EX pass & ESM+ fail"
    std::string_view description;  // "possible EX false positive"
};
// Every preset, None first, in enum order.
const std::vector<PresetInfo>& disagreementPresets();
const PresetInfo& presetInfo(DisagreementPreset preset);

// A column's verdict as a condition ("EX is fail"); with `anyGold`, the
// verdict against any accepted gold ("ex_any:pass", alternate_golds.h).
struct VerdictCondition {
    size_t column = 0;  // into verdictColumns()
    CellVerdict verdict = CellVerdict::Pass;
    bool anyGold = false;
    friend bool operator==(const VerdictCondition&, const VerdictCondition&) = default;
};

struct PairFilter {
    // Case-insensitive (ASCII) substring of the question, gold SQL or the
    // pair's prediction; "" = any.
    std::string text;
    std::set<std::string, std::less<>> databases;  // db ids; empty = any
    std::set<int> hardness;                        // 0..3, -1 unscored; empty = any
    std::set<size_t> runs;                         // empty = any
    std::set<eval::ExecOutcome> outcomes;          // empty = any
    std::optional<int> rule;                       // ESM+ rule id in the pair's rulesFired
    std::optional<match::component::ErrorCategory> errorCategory;
    std::optional<VerdictCondition> verdict;
    // A second verdict condition (e.g. a cell of a metric-vs-metric
    // confusion table, core/study/confusion_tables.h): both must hold.
    std::optional<VerdictCondition> verdict2;
    DisagreementPreset preset = DisagreementPreset::None;
    // The column's value against any accepted gold differs from its value
    // against the gold ("changed:ex").
    std::optional<size_t> changed;
    // The counterexample search (pair_counterexamples.h): EXC's and the
    // sqlscope verdict's cell ("exc:fail", "sqlscope:pass"), and where the
    // search left the pair, any of ("cx:found,none"). A pair of a table
    // without a search has no EXC or sqlscope verdict and is not searched.
    std::optional<CellVerdict> exc;
    std::optional<CellVerdict> sqlscope;
    std::set<CxStatus> counterexample;

    bool empty() const;
    // The pair is present and every condition holds.
    bool accepts(const PairTable& table, size_t itemPos, size_t run) const;
    // Some run of the question is accepted (the per-question view).
    bool acceptsQuestion(const PairTable& table, size_t itemPos) const;

    friend bool operator==(const PairFilter&, const PairFilter&) = default;
};

// Whether the pair meets the preset alone (None: always).
bool presetHolds(const PairTable& table, size_t itemPos, size_t run, DisagreementPreset preset);
// The runs' verdicts on PairTable::agreementColumn() differ (some pass and
// some fail among the runs present with a verdict).
bool runsDisagree(const PairTable& table, size_t itemPos);

}  // namespace sqlscope::inspect
