// `sqlscope-cli export`: the pairs of a workspace's recorded evaluation that
// a filter accepts, as CSV with a stamp beside it (docs/export.md,
// docs/cli.md "export"). Reads the workspace's summary rows and the
// benchmark's files for the texts; no query is executed.
#include <filesystem>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "app/cli_alternate_golds.h"
#include "app/cli_commands.h"
#include "core/inspect/filter_expression.h"
#include "core/inspect/pair_counterexamples.h"
#include "core/inspect/pair_table.h"
#include "core/inspect/pairs_export.h"
#include "core/inspect/summary_export.h"
#include "core/job/job_inputs.h"
#include "core/job/job_listener.h"
#include "core/util/output_guard.h"
#include "core/util/utc_time.h"
#include "core/workspace/sqlite_statement.h"
#include "core/workspace/workspace.h"

namespace sqlscope::cli {

namespace {

// The settings JSON the evaluation was recorded with (report.json's "settings").
// The roles whose files give the exported texts.
bool givesTexts(const std::string& role) {
    return role == "gold" || role == "questions" || role == "pred";
}

}  // namespace

int runExport(const Args& args, std::ostream& out, std::ostream& err) {
    std::string workspacePath, csvPath, summaryPath, expression;
    bool hasFilter = false;
    ArgReader reader(args);
    while (!reader.atEnd()) {
        if (!reader.nextIsOption()) {
            if (reader.atEnd()) break;
            throw UsageError("unexpected argument '" + reader.takePositional() + "' for export");
        }
        const std::string option = reader.takeOption();
        std::string* target = option == "--workspace" ? &workspacePath
                              : option == "--csv"     ? &csvPath
                              : option == "--summary" ? &summaryPath
                              : option == "--filter"  ? &expression
                                                      : nullptr;
        if (!target) throw UsageError("unknown option '" + option + "' for export");
        if (!target->empty() || (target == &expression && hasFilter))
            throw UsageError("option '" + option + "' given twice");
        *target = reader.takeValue(option);
        if (target == &expression)
            hasFilter = true;
        else if (target->empty())
            throw UsageError("option '" + option + "' needs a non-empty value");
    }
    if (workspacePath.empty()) throw UsageError("export needs --workspace");
    if (csvPath.empty() && summaryPath.empty()) throw UsageError("export needs --csv or --summary");
    if (csvPath == "-")
        throw UsageError(
            "export --csv needs a file: its stamp is written beside it as FILE.meta.json");
    if (summaryPath == "-")
        throw UsageError(
            "export --summary needs a file: its stamp is written beside it as FILE.meta.json");
    if (!summaryPath.empty() && !inspect::summaryFormatOf(summaryPath))
        throw UsageError("export --summary: the file must end in .csv or .tex");

    // The outputs are checked before anything is read (docs/cli.md, "Outputs").
    const std::string metaPath = csvPath.empty() ? "" : inspect::exportStampPath(csvPath);
    std::vector<util::RolePath> outputs;
    if (!csvPath.empty()) {
        outputs.push_back({"--csv", csvPath});
        outputs.push_back({"the stamp", metaPath});
    }
    if (!summaryPath.empty()) {
        outputs.push_back({"--summary", summaryPath});
        outputs.push_back({"the summary's stamp", inspect::exportStampPath(summaryPath)});
    }
    const util::OutputGuard guard(outputs);
    std::vector<util::RolePath> inputs = {{"the workspace", workspacePath},
                                          {"the workspace", workspacePath + "-wal"}};
    for (const std::string& error : {guard.checkOutputs(), guard.checkInputs(inputs)}) {
        if (!error.empty()) {
            err << error << "\n";
            return kExitUsage;
        }
    }

    workspace::WorkspaceOpen opened =
        workspace::Workspace::open(workspacePath, workspace::OpenMode::OpenExisting);
    if (!opened.ok()) {
        err << opened.error << "\n";
        return kExitUsage;
    }
    workspace::Workspace& ws = *opened.workspace;
    std::string error;
    const std::optional<job::EvaluationRequest> request = ws.benchmarkRequest(&error);
    if (!request) {
        err << (error.empty() ? workspacePath + ": no evaluation is recorded in it" : error)
            << "\n";
        return kExitUsage;
    }
    const std::string key = ws.storedSummaryKey(&error);
    std::optional<std::vector<job::SummaryRow>> rows;
    if (error.empty() && !key.empty()) rows = ws.loadSummaries(key, &error);
    if (!rows) {
        err << (error.empty() ? workspacePath +
                                    ": the recorded evaluation's rows are not saved in it; "
                                    "run eval --workspace again"
                              : error)
            << "\n";
        return kExitUsage;
    }
    // The texts come from the benchmark's files: they must be the ones evaluated.
    const std::vector<workspace::InputChange> changes = ws.changedInputs(&error);
    if (!error.empty()) {
        err << error << "\n";
        return kExitUsage;
    }
    for (const workspace::InputChange& change : changes) {
        if (!givesTexts(change.role)) continue;
        err << workspacePath << ": the " << change.role << " file " << change.path
            << " changed since the evaluation (" << workspace::inputChangeName(change.kind)
            << "); run eval --workspace again\n";
        return kExitUsage;
    }
    for (const util::RolePath& input : job::requestInputs(*request))
        inputs.push_back(input);
    if (std::string problem = guard.checkInputs(inputs); !problem.empty()) {
        err << problem << "\n";
        return kExitUsage;
    }

    job::BenchmarkInputs read = job::readBenchmarkInputs(*request);
    if (read.error) {
        err << *read.error << "\n";
        return kExitUsage;
    }
    job::JobPlan plan;
    plan.items = read.plan.items;
    for (const dataset::PredictionFile& run : read.runs)
        plan.runs.push_back(run.name);
    if (plan.runs != ws.runNames()) {
        err << workspacePath << ": the prediction files name other runs than the recorded ones\n";
        return kExitUsage;
    }
    plan.pairCount = plan.items.size() * plan.runs.size();
    plan.benchmark = std::make_shared<const dataset::Benchmark>(std::move(read.gold.benchmark));
    plan.runFiles =
        std::make_shared<const std::vector<dataset::PredictionFile>>(std::move(read.runs));
    inspect::PairTable table;
    table.reset(plan);
    table.add(*rows);
    // The labelling sample, for the filter term `sample:in` (preset:in_sample).
    if (std::optional<workspace::SampleRecord> sample = ws.labellingSample(&error))
        table.setSampleMembers(sample->sample.pairs());
    if (!error.empty()) {
        err << error << "\n";
        return kExitUsage;
    }
    // The counterexample search saved with the evaluation (docs/metrics/exc.md),
    // for the terms exc:, sqlscope:, cx: and the export's columns.
    if (std::optional<inspect::RecordedCounterexamples> cx = ws.counterexamples(key, &error))
        table.setCounterexamples(inspect::counterexampleTableOf(table, *cx));
    if (!error.empty()) {
        err << error << "\n";
        return kExitUsage;
    }

    const inspect::FilterVocabulary vocabulary = inspect::filterVocabularyOf(table);
    const inspect::FilterParse filter = inspect::parseFilterExpression(expression, vocabulary);
    if (!filter.ok()) {
        err << "sqlscope-cli: --filter: " << filter.error << "\n"
            << "  " << expression << "\n"
            << "  " << std::string(filter.errorColumn - 1, ' ') << "^\n";
        return kExitUsage;
    }

    // Alternate golds: cached verdicts, the rest scored now when the
    // databases can be reached (docs/metrics/alternate-golds.md); nothing is
    // written to the workspace.
    const AlternateGoldsApplied alternates =
        applyAlternateGolds(ws, table, *request, nullptr, /*save=*/false);
    if (!alternates.error.empty()) {
        err << alternates.error << "\n";
        return kExitUsage;
    }
    for (const std::string& problem : alternates.problems)
        err << "alternate gold: " << problem << "\n";
    for (const std::string& note : alternates.notes)
        err << "note: " << note << "\n";

    inspect::ExportAnnotations annotations;
    annotations.questions = ws.questionAnnotations(&error);
    if (error.empty()) annotations.pairs = ws.pairAnnotations(&error);
    if (!error.empty()) {
        err << error << "\n";
        return kExitUsage;
    }
    inspect::ExportStamp stamp;
    stamp.version = SQLSCOPE_VERSION;
    stamp.settingsJson = ws.reportSettingsJson();
    for (const workspace::InputRecord& input : ws.inputs())
        stamp.inputs.push_back({input.role, input.path, input.sha256});
    std::error_code ec;
    const std::filesystem::path absolute = std::filesystem::absolute(ws.path(), ec);
    stamp.workspace = ec ? ws.path() : absolute.lexically_normal().string();
    stamp.filterExpression = inspect::printFilterExpression(filter.filter, vocabulary);
    stamp.createdUtc = util::utcNowIso8601();
    stamp.notes = alternates.notes;
    if (!csvPath.empty()) {
        const inspect::PairsExport exported =
            inspect::pairsExportCsv(table, filter.filter, annotations);
        if (std::string problem = inspect::writePairsExport(csvPath, exported, stamp);
            !problem.empty()) {
            err << problem << "\n";
            return kExitUsage;
        }
        out << "exported " << exported.rows << " of " << table.pairsPresent() << " pairs";
        if (!stamp.filterExpression.empty()) out << " (filter: " << stamp.filterExpression << ")";
        out << "\nwrote " << csvPath << "\nwrote " << metaPath << "\n";
    }
    if (!summaryPath.empty()) {
        // The summary is of every pair: the filter selects the pairs exported.
        const std::vector<inspect::SummaryLine> lines = inspect::summaryLines(table);
        const std::string content =
            *inspect::summaryFormatOf(summaryPath) == inspect::SummaryFormat::Latex
                ? inspect::summaryExportLatex(lines)
                : inspect::summaryExportCsv(lines);
        inspect::ExportStamp summaryStamp = stamp;
        summaryStamp.filterExpression.clear();
        if (std::string problem =
                inspect::writeSummaryExport(summaryPath, content, lines.size(), summaryStamp);
            !problem.empty()) {
            err << problem << "\n";
            return kExitUsage;
        }
        out << "wrote " << summaryPath << "\nwrote " << inspect::exportStampPath(summaryPath)
            << "\n";
    }
    return kExitOk;
}

}  // namespace sqlscope::cli
