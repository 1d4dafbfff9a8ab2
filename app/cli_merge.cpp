// `sqlscope-cli merge`: joins report.json files -- the shards of one
// evaluation (`eval --shard i/n`) or runs evaluated separately on the same
// items -- into one report, recomputes every aggregate and prints the
// summary as eval does (docs/cli.md, "merge").
#include <ostream>
#include <string>
#include <vector>

#include "app/cli_commands.h"
#include "core/report/report_json.h"
#include "core/report/report_merge.h"
#include "core/report/run_aggregate.h"
#include "core/report/summary_text.h"
#include "core/util/atomic_file.h"
#include "core/util/output_guard.h"

namespace sqlscope::cli {

int runMerge(const Args& args, std::ostream& out, std::ostream& err) {
    std::string outPath;
    std::vector<std::string> inputs;
    ArgReader reader(args);
    while (!reader.atEnd()) {
        if (!reader.nextIsOption()) {
            if (reader.atEnd()) break;
            inputs.push_back(reader.takePositional());
            continue;
        }
        std::string option = reader.takeOption();
        if (option != "--out") throw UsageError("unknown option '" + option + "' for merge");
        if (!outPath.empty()) throw UsageError("option '--out' given twice");
        outPath = reader.takeValue(option);
        if (outPath.empty()) throw UsageError("option '--out' needs a non-empty value");
    }
    if (outPath.empty()) throw UsageError("merge needs --out");
    if (inputs.empty()) throw UsageError("merge needs at least one report.json");

    // The output is checked before anything is read (docs/cli.md, "Outputs").
    const util::OutputGuard guard({{"--out", outPath}});
    std::vector<util::RolePath> inputReports;
    for (const std::string& path : inputs)
        inputReports.push_back({"the input report", path});
    for (const std::string& error : {guard.checkOutputs(), guard.checkInputs(inputReports)}) {
        if (!error.empty()) {
            err << error << "\n";
            return kExitUsage;
        }
    }

    std::vector<report::Report> reports;
    for (const std::string& path : inputs) {
        report::ReportLoad load = report::readReportJson(path);
        if (!load.ok()) {
            err << load.error << "\n";
            return kExitUsage;
        }
        reports.push_back(std::move(load.report));
    }
    report::MergeResult merged = report::mergeReports(std::move(reports), inputs);
    if (!merged.ok()) {
        err << "merge: " << merged.error << "\n";
        return kExitUsage;
    }
    const report::ReportAggregate aggregate = report::aggregateReport(merged.report);
    const std::string json = report::reportJson(merged.report, aggregate);
    std::ostream& summary = outPath == "-" ? err : out;
    if (outPath == "-") {
        out << json;
        out.flush();
    } else {
        if (std::string error = util::writeFileAtomically(outPath, json); !error.empty()) {
            err << error << "\n";
            return kExitUsage;
        }
    }
    summary << report::formatSummary(merged.report, aggregate);
    summary << "wrote " << outPath << "\n";
    if (!merged.report.badInputs.empty()) {
        err << "sqlscope-cli: the merged reports list bad inputs (exit status 1):\n";
        for (const std::string& problem : merged.report.badInputs)
            err << "  " << problem << "\n";
        return kExitFailures;
    }
    return kExitOk;
}

}  // namespace sqlscope::cli
