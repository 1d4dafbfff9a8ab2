// What one run of a PairTable adds up to, for the side panel: its pairs,
// each shown metric's mean, counts by hardness (with EX and ESM+ accuracy),
// by execution outcome, the pairs each ESM+ rule rescued and the
// disagreement presets. Every count comes with the PairFilter that selects
// exactly those pairs, so that a click on it filters the table to them.
// Qt-free; one pass over the run's rows.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/inspect/pair_filter.h"

namespace sqlscope::inspect {

class PairTable;

struct FilteredCount {
    std::string label;
    size_t count = 0;
    PairFilter filter;  // accepts exactly `count` pairs of the table
};

struct MetricSummary {
    size_t column = 0;  // into verdictColumns()
    std::string label;  // "EX"
    bool binary = true;
    size_t withVerdict = 0;  // pairs with a verdict (the mean's denominator)
    std::optional<double>
        mean;               // binary: % passed (0..100); scores: mean value; none without verdicts
    FilteredCount pass;     // binary: value 1; scores: value 1
    FilteredCount partial;  // scores strictly between 0 and 1 (0 for binary)
    FilteredCount fail;     // value 0
    FilteredCount noVerdict;
    // Against any accepted gold (docs/metrics/alternate-golds.md): the pairs
    // with a verdict, the mean and the passes when every pair's any-gold
    // verdict counts instead (pairs without alternates count as they are),
    // and the pairs whose value changed (filter: changed:<column>).
    size_t withVerdictAnyGold = 0;
    std::optional<double> meanAnyGold;
    FilteredCount passAnyGold;  // filter: <column>_any:pass
    FilteredCount changed;
};

struct HardnessSummary {
    int hardness = -1;  // 0..3, -1 unscored
    FilteredCount pairs;
    std::optional<double> exAccuracy;       // % EX pass among those with an EX verdict
    std::optional<double> esmPlusAccuracy;  // same for ESM+
};

struct RuleRescue {
    int rule = 0;
    std::string name;     // "COUNT(c) = COUNT(*)"
    FilteredCount pairs;  // ESM fail, ESM+ pass and the rule fired
};

// The counterexample search's totals of a run (pair_counterexamples.h).
struct CounterexampleSummary {
    FilteredCount excPass, excFail, excNoVerdict;           // filters exc:pass / exc:fail / exc:n/a
    FilteredCount sqlscopePass, sqlscopeFail;               // sqlscope:pass / sqlscope:fail
    FilteredCount found, none, notApplicable, notSearched;  // cx:found / none / na / unsearched
    std::optional<double> excRate;       // % EXC pass among pairs with an EXC verdict
    std::optional<double> sqlscopeRate;  // % sqlscope pass among pairs with a verdict
};

struct RunSummary {
    size_t run = 0;
    std::string name;
    FilteredCount pairs;                    // pairs present
    std::vector<MetricSummary> metrics;     // every verdict column, in order
    std::vector<HardnessSummary> hardness;  // easy, medium, hard, extra, unscored (all five)
    std::vector<FilteredCount> outcomes;    // outcomes with a pair, in enum order
    std::vector<RuleRescue> rescues;        // rules with a rescue, by id
    // Every preset but None and In labelling sample, in enum order ("EX
    // pass, counterexample found" only when the search ran).
    std::vector<FilteredCount> disagreements;
    std::optional<CounterexampleSummary> counterexamples;  // when the search ran
    size_t alternatePairs = 0;  // pairs whose question has alternate golds, all scored
};

RunSummary summarizeRun(const PairTable& table, size_t run);

}  // namespace sqlscope::inspect
