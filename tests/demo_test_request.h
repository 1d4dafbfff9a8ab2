// The demo benchmark as the tests evaluate it in process: the default
// metrics, ESM+ trace texts off, a 0.3 s query timeout (the demo's endless
// query is cut at once), 2 jobs, the version "test". Header-only.
#pragma once

#include "core/dataset/demo_benchmark.h"
#include "core/job/demo_request.h"
#include "core/job/evaluation_request.h"
#include "core/job/metric_selection.h"

namespace sqlscope::testing {

inline job::EvaluationRequest demoTestRequest(const dataset::DemoLayout& layout) {
    job::EvaluationRequest r = job::demoRequest(layout);
    r.settings.esmPlusTraceTexts = false;
    r.settings.execution.timeoutSeconds = 0.3;
    r.metricKeys = job::selectMetrics({}, r.settings);
    r.jobs = 2;
    r.version = "test";
    return r;
}

}  // namespace sqlscope::testing
