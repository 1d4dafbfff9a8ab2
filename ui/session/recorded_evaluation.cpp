#include "ui/session/recorded_evaluation.h"

#include <QCoreApplication>
#include <chrono>
#include <filesystem>

#include "core/dataset/benchmark.h"
#include "core/eval/evaluation_context.h"
#include "core/job/job_inputs.h"
#include "core/schema/catalog.h"
#include "core/workspace/workspace.h"

namespace sqlscope::ui {

namespace {
// A fixed reason, in the window's language (context "RecordedEvaluation").
std::string translated(const char* english) {
    return QCoreApplication::translate("RecordedEvaluation", english).toStdString();
}
}  // namespace

RecordedEvaluation loadRecordedEvaluation(const std::string& workspacePath) {
    const auto start = std::chrono::steady_clock::now();
    RecordedEvaluation out;
    workspace::WorkspaceOpen opened =
        workspace::Workspace::open(workspacePath, workspace::OpenMode::OpenExisting);
    if (!opened.ok()) {
        out.reason = opened.error;
        return out;
    }
    const workspace::Workspace& ws = *opened.workspace;
    std::string error;
    std::optional<job::EvaluationRequest> request = ws.benchmarkRequest(&error);
    if (!request) {
        out.reason = error.empty() ? translated(QT_TRANSLATE_NOOP(
                                         "RecordedEvaluation", "no evaluation is recorded in it"))
                                   : error;
        return out;
    }
    out.request = *request;
    out.recorded = true;
    const std::vector<workspace::InputChange> changed = ws.changedInputs(&error);
    for (const workspace::InputChange& change : changed)
        out.changedInputs.push_back(std::filesystem::path(change.path).filename().string() + " (" +
                                    change.role + ": " + workspace::inputChangeName(change.kind) +
                                    ")");
    if (!changed.empty() || !error.empty()) {
        out.reason =
            error.empty()
                ? QCoreApplication::translate("RecordedEvaluation",
                                              "%1: changed since it was recorded (%2)")
                      .arg(QString::fromStdString(changed.front().path),
                           QString::fromUtf8(workspace::inputChangeName(changed.front().kind)))
                      .toStdString()
                : error;
        return out;
    }
    const std::string key = ws.storedSummaryKey(&error);
    std::optional<std::vector<job::SummaryRow>> rows =
        key.empty() ? std::nullopt : ws.loadSummaries(key, &error);
    if (!rows) {
        out.reason = error.empty()
                         ? translated(QT_TRANSLATE_NOOP("RecordedEvaluation",
                                                        "no verdicts are saved for its settings"))
                         : error;
        return out;
    }
    job::BenchmarkInputs inputs = job::readBenchmarkInputs(out.request);
    if (inputs.error) {
        out.reason = *inputs.error;
        return out;
    }
    schema::CatalogLoad tables = schema::Catalog::fromTablesJson(out.request.tablesFile);
    if (!tables.ok()) {
        out.reason = tables.error;
        return out;
    }
    auto plan = std::make_shared<job::JobPlan>();
    plan->items = inputs.plan.items;
    for (const dataset::PredictionFile& run : inputs.runs)
        plan->runs.push_back(run.name);
    plan->pairCount = inputs.plan.pairCount;
    plan->workItems = inputs.plan.work.size();
    plan->benchmark = std::make_shared<const dataset::Benchmark>(std::move(inputs.gold.benchmark));
    plan->runFiles =
        std::make_shared<const std::vector<dataset::PredictionFile>>(std::move(inputs.runs));
    if (rows->size() != plan->pairCount) {
        out.reason = translated(
            QT_TRANSLATE_NOOP("RecordedEvaluation", "its saved verdicts do not cover every pair"));
        return out;
    }
    eval::EvalSettings settings = out.request.settings;
    settings.databaseDir = out.request.databaseDir;
    out.context = std::make_shared<eval::EvaluationContext>(settings, std::move(tables.catalog));
    out.plan = std::move(plan);
    out.rows = std::make_shared<const std::vector<job::SummaryRow>>(std::move(*rows));
    out.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return out;
}

}  // namespace sqlscope::ui
