// Reopening a workspace without running a query: its recorded benchmark is
// read again (texts for the table), its saved summary rows loaded, and an
// evaluation context made for explaining pairs on demand -- all on a worker
// thread. Refused (with the reason) when an input changed since it was
// recorded or no evaluation is saved under the current key; the window
// then evaluates again.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/job/evaluation_request.h"
#include "core/job/job_listener.h"

namespace sqlscope::eval {
class EvaluationContext;
}

namespace sqlscope::ui {

struct RecordedEvaluation {
    job::EvaluationRequest request;
    std::shared_ptr<const job::JobPlan> plan;
    std::shared_ptr<const std::vector<job::SummaryRow>> rows;
    std::shared_ptr<eval::EvaluationContext> context;
    std::string reason;     // why it cannot be reopened as recorded; empty when it can
    bool recorded = false;  // the workspace holds a benchmark (then `request` is it)
    // Inputs that differ from the files now: "gold.txt (gold: content)".
    std::vector<std::string> changedInputs;
    double milliseconds = 0;
    bool ok() const { return reason.empty(); }
};

// Opens `workspacePath` with a connection of its own (call off the GUI thread).
RecordedEvaluation loadRecordedEvaluation(const std::string& workspacePath);

}  // namespace sqlscope::ui
