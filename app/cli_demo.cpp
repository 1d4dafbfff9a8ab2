// `sqlscope-cli demo`: materializes the embedded demo benchmark and runs the
// same commands a user would run on it (parse, then eval), so the headless
// `scripts/run` shows what sqlscope does without any data of one's own.
#include <filesystem>
#include <ostream>

#include "app/cli_commands.h"
#include "core/dataset/demo_benchmark.h"

namespace sqlscope::cli {

int runDemo(const Args& args, std::ostream& out, std::ostream& err) {
    std::string root = dataset::defaultDemoRoot();
    ArgReader reader(args);
    while (!reader.atEnd()) {
        if (!reader.nextIsOption())
            throw UsageError("unexpected argument '" + reader.takePositional() + "'");
        std::string option = reader.takeOption();
        if (option == "--dir") {
            root = reader.takeValue(option);
        } else {
            throw UsageError("unknown option '" + option + "' for demo");
        }
    }
    dataset::DemoResult demo = dataset::materializeDemo(root);
    if (!demo.ok()) {
        err << "demo: " << demo.error << "\n";
        return kExitUsage;
    }
    const dataset::DemoLayout& layout = demo.layout;
    out << "Demo benchmark in " << layout.root << "\n\n";

    out << "== Parsing every gold and predicted query\n";
    Args parseArgs{layout.goldFile};
    parseArgs.insert(parseArgs.end(), layout.predictionFiles.begin(), layout.predictionFiles.end());
    runParse(parseArgs, out, err);  // some demo predictions fail to parse on purpose

    out << "\n== Pairs of each run\n";
    std::string csv = (std::filesystem::path(layout.root) / "pairs.csv").string();
    std::string report = (std::filesystem::path(layout.root) / "report.json").string();
    // A 2 s budget: the demo holds a query that never ends (pair 28 of
    // model_b), and the default 30 s would only make the demo slow.
    Args evalArgs{"--gold",          layout.goldFile, "--db", layout.databaseDir, "--tables",
                  layout.tablesFile, "--csv",         csv,    "--timeout",        "2",
                  "--out",           report};
    for (const std::string& pred : layout.predictionFiles) {
        evalArgs.push_back("--pred");
        evalArgs.push_back(pred);
    }
    return runEval(evalArgs, out, err);
}

}  // namespace sqlscope::cli
