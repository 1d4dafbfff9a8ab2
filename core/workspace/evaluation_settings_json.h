// Every field of eval::EvalSettings that a request carries, as the JSON of
// the workspace's settings.evaluation column (docs/workspace.md#settings),
// and back: what Workspace::benchmarkRequest() needs to rebuild the request
// an evaluation ran with. report::settingsJson is the record a paper cites;
// this one is complete (caps, flags) so that a rerun scores the same. The
// folders (database, test-suite) live in the benchmark table, not here.
#pragma once

#include <string>

#include "core/eval/eval_settings.h"

namespace sqlscope::workspace {

std::string evaluationSettingsJson(const eval::EvalSettings& settings);

// Reads `json` (as written above) into `settings`, leaving fields it lacks
// at their values; "" or the reason it cannot be read.
std::string readEvaluationSettings(const std::string& json, eval::EvalSettings& settings);

}  // namespace sqlscope::workspace
