// Which metrics an evaluation computes and reports: the --metrics groups
// (or an --etype) resolved to metric keys of report::metricDefinitions(),
// with the settings that selection implies (docs/cli.md, "Metric selection").
// Option parsing and its usage errors stay with the caller.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/eval/eval_settings.h"

namespace sqlscope::job {

using MetricGroups = std::set<std::string, std::less<>>;

// The groups an --etype stands for (all, exec, match), nullopt for an
// unknown name; `testSuite`: the ESM variant is the test-suite one, whose
// execution metric is EXE instead of EX.
std::optional<MetricGroups> etypeMetricGroups(std::string_view etype, bool testSuite);

// Restricts `settings` to `groups` (empty: the default selection) and
// returns the metric keys to report, in registry order. VES is computed
// only when selected or when repetitions are set; selecting it without
// repetitions sets ten.
std::vector<std::string> selectMetrics(const MetricGroups& groups, eval::EvalSettings& settings);

}  // namespace sqlscope::job
