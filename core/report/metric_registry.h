// The per-pair metrics a report aggregates, by name, in report order. Every
// aggregate, table and statistic of core/report iterates this list, so a new
// metric (a new PairVerdict member) is one entry here.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/eval/pair_verdict.h"

namespace sqlscope::report {

struct MetricDefinition {
    std::string key;     // report.json and summary name: "ex", "ex_bird", "exe", "esm", ...
    std::string label;   // printed: "EX", "EX (BIRD)", "EXE", "ESM", ...
    std::string group;   // the --metrics name that selects it: "ex", "exe", "esm", ...
    bool binary = true;  // each pair scores 0 or 1 (McNemar, interaction level)
    // Whether it takes part in the metric-vs-metric agreement (FP/FN) tables
    // and in the printed McNemar tests (binary correctness verdicts).
    bool agreement = false;
    // The pair's score; nullopt when the metric has no verdict for the pair
    // (not computed, or the gold failed): left out of the mean and counted.
    // `question` is the pair's item index (a linking prediction file is
    // keyed by it).
    std::function<std::optional<double>(const eval::PairVerdict&, size_t question)> value;
};

const std::vector<MetricDefinition>& metricDefinitions();

// Index of `key` in metricDefinitions(), or -1.
int metricIndex(const std::string& key);
// The indices of the known `keys`, in registry order (what a report with
// these selected metrics writes for each pair).
std::vector<int> metricIndices(const std::vector<std::string>& keys);

// The --metrics group names known to this build, in registry order.
const std::vector<std::string>& metricGroups();

}  // namespace sqlscope::report
