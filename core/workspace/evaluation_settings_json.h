// Every field of eval::EvalSettings that a request carries, as the JSON of
// the workspace's settings.evaluation column (docs/workspace.md#settings),
// and back: what Workspace::benchmarkRequest() needs to rebuild the request
// an evaluation ran with. report::settingsJson is the record a paper cites;
// this one is complete (caps, flags) so that a rerun scores the same. The
// folders (database, test-suite) live in the benchmark table, not here.
#pragma once

#include <string>

#include "core/counterexample/counterexample_settings.h"
#include "core/eval/eval_settings.h"

namespace sqlscope::workspace {

// With `counterexamples` enabled, a "counterexamples" object follows
// (metric, budget_ms, total_s, seed); when off it is left out, as older
// workspaces wrote it.
std::string evaluationSettingsJson(
    const eval::EvalSettings& settings,
    const counterexample::CounterexampleSettings& counterexamples = {});

// Reads `json` (as written above) into `settings`, leaving fields it lacks
// at their values; "" or the reason it cannot be read.
std::string readEvaluationSettings(const std::string& json, eval::EvalSettings& settings);
// The "counterexamples" object of `json` into `settings`: enabled when it is
// there, off (defaults) when it is missing; "" or the reason.
std::string readCounterexampleSettings(const std::string& json,
                                       counterexample::CounterexampleSettings& settings);
// The object alone (what the counterexample_searches table records).
std::string counterexampleSettingsJson(const counterexample::CounterexampleSettings& settings);

}  // namespace sqlscope::workspace
