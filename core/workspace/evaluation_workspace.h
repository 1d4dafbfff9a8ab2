// `sqlscope-cli eval --workspace W` (docs/cli.md): a finished evaluation
// written to a workspace file, so that a batch run on a server can be opened
// in the window. A new workspace is built in a hidden temporary file next to
// W and renamed over it only when complete (a failed or killed run leaves no
// half-written workspace); an existing one is updated in one transaction
// (its annotations kept).
#pragma once

#include <string>
#include <vector>

#include "core/job/summary_row.h"

namespace sqlscope::job {
struct EvaluationRequest;
}
namespace sqlscope::report {
struct Report;
}

namespace sqlscope::workspace {

// Workspace::recordEvaluation(request, report, rows) into `path`, created
// or updated as above; "" or "PATH: reason".
std::string writeEvaluationWorkspace(const std::string& path, const job::EvaluationRequest& request,
                                     const report::Report& report,
                                     const std::vector<job::SummaryRow>& rows);

}  // namespace sqlscope::workspace
