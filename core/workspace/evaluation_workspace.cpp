#include "core/workspace/evaluation_workspace.h"

#include <filesystem>

#include "core/report/report_model.h"
#include "core/util/atomic_file.h"
#include "core/workspace/workspace.h"

namespace sqlscope::workspace {

std::string writeEvaluationWorkspace(const std::string& path, const job::EvaluationRequest& request,
                                     const report::Report& report,
                                     const std::vector<job::SummaryRow>& rows) {
    std::error_code ec;
    if (std::filesystem::exists(path, ec)) {
        WorkspaceOpen opened = Workspace::open(path, OpenMode::OpenExisting);
        if (!opened.ok()) return opened.error;
        return opened.workspace->recordEvaluation(request, report, rows);
    }
    // An empty temporary file is an empty SQLite database: made a workspace
    // there, closed (its write-ahead log checkpointed into it and removed),
    // then renamed over `path`.
    util::AtomicFile file(path);
    if (!file.ok()) return file.error();
    // Messages name the workspace, not its temporary file.
    auto named = [&](std::string error) {
        const std::string temp = file.tempPath() + ": ";
        return error.rfind(temp, 0) == 0 ? path + ": " + error.substr(temp.size()) : error;
    };
    {
        WorkspaceOpen opened = Workspace::open(file.tempPath(), OpenMode::OpenExisting);
        if (!opened.ok()) return named(opened.error);
        if (std::string error = opened.workspace->recordEvaluation(request, report, rows);
            !error.empty())
            return named(error);
    }
    if (!file.commit()) return file.error();
    return "";
}

}  // namespace sqlscope::workspace
