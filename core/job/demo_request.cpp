#include "core/job/demo_request.h"

#include "core/dataset/demo_benchmark.h"

namespace sqlscope::job {

EvaluationRequest demoRequest(const dataset::DemoLayout& layout) {
    EvaluationRequest request;
    request.goldFile = layout.goldFile;
    request.read.questionsFile = layout.questionsFile;
    request.tablesFile = layout.tablesFile;
    request.databaseDir = layout.databaseDir;
    request.predictionFiles = layout.predictionFiles;
    request.settings.execution.timeoutSeconds = kDemoTimeoutSeconds;
    return request;
}

}  // namespace sqlscope::job
