// The embedded demo (dataset::materializeDemo) as an evaluation request: its
// gold, questions, tables, databases and both runs, with the demo's own
// budget of 2 s per query (its never-ending query is stopped then, as
// `sqlscope-cli demo` and the window's Help > Open Demo run it). Every other
// setting is the default; metric keys are left to the caller.
#pragma once

#include "core/job/evaluation_request.h"

namespace sqlscope::dataset {
struct DemoLayout;
}

namespace sqlscope::job {

inline constexpr double kDemoTimeoutSeconds = 2.0;

EvaluationRequest demoRequest(const dataset::DemoLayout& layout);

}  // namespace sqlscope::job
