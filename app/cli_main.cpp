// sqlscope-cli: the headless front end. This file only dispatches to the
// commands (cli_parse.cpp, cli_eval.cpp, cli_explain.cpp, ...); docs/cli.md is the user's manual.
#include <cstdio>
#include <iostream>
#include <string>

#include "app/cli_commands.h"
#include "core/exec/sqlite_heap.h"

namespace sqlscope::cli {

namespace {

constexpr const char* kProgram = "sqlscope-cli";

constexpr const char* kUsage = R"(Usage: sqlscope-cli COMMAND [OPTIONS]

Commands:
  parse [--print] FILE...
      Parse every query of each FILE: one query per line, text after a TAB
      ignored, blank lines skipped. Prints "FILE:LINE:COL: message" for each
      query that does not parse, then "parsed N of M".
        --print   write each parsed query in canonical form to stdout, one per
                  line; failures and the totals go to stderr
      Exit 0 if every query parses, 1 otherwise.

  eval --gold G --pred P [--pred P2 ...] --db DIR --tables T --csv OUT
       [--out REPORT] [--metrics LIST | --etype all|exec|match] [--jobs N]
       [--format spider|cosql|bird|jsonl] [--questions Q] [--allow-missing]
       [--shard I/N] [--timeout S] [metric options, see docs/cli.md]
      Score every pair of the gold G (Spider SQL<TAB>db_id lines, CoSQL/SParC
      with blank lines between interactions, BIRD dev.json, JSON Lines) with
      the predictions of each P (one run per file), print Spider's summary
      table and every other metric per run, then compare the runs.
        --gold G      gold file (format detected, or --format)
        --pred P      prediction file; repeat for more runs
        --db DIR      folder of the databases (DIR/<db_id>/<db_id>.sqlite)
        --tables T    tables.json of the benchmark
        --csv OUT     pairs.csv to write, or - for stdout
        --out REPORT  report.json to write, or - for stdout
        --workspace W a .sqlscope workspace to write or update, for the
                      window (docs/workspace.md); at least one of --csv,
                      --out and --workspace
        --metrics L   ex,exe,esm,exp,ves,... (default: all but ves)
        --etype E     Spider's all, exec or match
        --jobs N      worker threads (default: the hardware's)
        --shard I/N   evaluate the I-th of N slices (join them with merge)
        --allow-missing  score the overlap when a prediction file is short;
                      missing predictions count as failures
        --self-check  score the gold against itself instead of --pred files
                      and list the pairs that do not score 1, with a reason
        --counterexamples  then search a small database telling gold and
                      prediction apart for every EX-pass pair: EXC and the
                      sqlscope verdict in --cx-csv FILE, scripts under
                      --cx-dir DIR (docs/metrics/exc.md, docs/cli.md)
      Exit 1 when some inputs were bad (listed on stderr).

  explain --gold G --pred P --db DIR --tables T (--index N | --question-id ID)
          [--json] [--color | --no-color] [--width W] [eval's input and metric options]
      Recompute one pair of G and P with every trace on and print why it got
      each verdict: both queries with their differences marked, the
      component table, the ESM+ rules, both results side by side, schema
      linking and the ESM+ normal forms.
        --index N         the pair's index in pairs.csv / report.json (0-based)
        --question-id ID  the benchmark item's id (BIRD question_id, JSONL id;
                          else the index)
        --json            JSON instead of text (docs/explain-schema.md)
        --color, --no-color  ANSI styles (default: on a terminal, without NO_COLOR)
        --width W         text width, 60 to 1000 (default 100)
        --counterexample  add the counterexample search's section (text only)

  audit --gold G --db DIR --tables T [--json] [--csv OUT] [--seed N]
        [--timeout S] [--no-exec] [--no-shuffle] [--warnings-only] [--no-times]
        [--workspace W]
        [--format F] [--questions Q] [--jsonl-fields SPEC]
      The gold health audit (docs/audit.md): run every gold query again under
      PRAGMA reverse_unordered_selects, on a row-shuffled copy of its database
      and with its ORDER BY ties broken both ways, and check its shape (bare
      columns under GROUP BY, LIMIT without ORDER BY, TEXT/number comparisons,
      double-quoted strings, joins on unrelated keys). Prints each flagged
      gold with the flags' places, messages and evidence, then a count per
      kind.
        --json        JSON instead of text (docs/audit.md#json)
        --csv OUT     one row per flag, or - for stdout
        --seed N      seed of the row shuffle (default 1)
        --timeout S   per query (default 10)
        --no-exec     shape checks only; --no-shuffle: no shuffled copy
        --warnings-only  leave out info flags in the text
        --workspace W add a "gold questionable" annotation to W for each gold
                      with a warning (existing annotations are kept)
      Exit 1 when some gold did not parse, has no database or fails.

  export --workspace W --csv OUT [--filter EXPR]
      Write the pairs of W's recorded evaluation that EXPR accepts (default:
      every pair) to OUT as CSV, and its stamp (version, settings, input
      digests, filter) to OUT.meta.json; no query is executed
      (docs/export.md).
        --workspace W  a workspace written by eval --workspace
        --csv OUT      the CSV to write (a file; not -)
        --filter EXPR  terms ANDed, e.g. 'run:model_a hardness:hard,extra
                       ex:pass esm+:fail "free text"' (the window's filter bar)

  merge --out REPORT REPORT1 REPORT2 ...
      Join the report.json files of the shards of one evaluation, or of
      runs evaluated separately on the same items, and print the summary.

  demo [--dir DIR]
      Write the embedded demo benchmark to DIR (default: the user's cache
      folder), then run parse and eval on it as above and print what they
      print; the CSV goes to DIR/pairs.csv.

  help, --help, -h    show this help
  --version           show the version

Exit status: 0 success, 1 some query failed (parse) or some input was bad
(eval, merge), 2 usage error or an input that cannot be read or is malformed,
or an output that cannot be written or is an input; 130/143 eval stopped by
SIGINT/SIGTERM (nothing written). Outputs replace their files only when
complete.
)";

int usageError(const std::string& message) {
    std::cerr << kProgram << ": " << message << "\n"
              << "Try '" << kProgram << " --help'.\n";
    return kExitUsage;
}

bool isHelp(const std::string& arg) {
    return arg == "--help" || arg == "-h" || arg == "help";
}

}  // namespace

bool ArgReader::nextIsOption() {
    if (atEnd() || optionsEnded_) return false;
    const std::string& arg = args_[pos_];
    if (arg == "--") {
        optionsEnded_ = true;
        ++pos_;
        return false;
    }
    return arg.size() > 1 && arg[0] == '-';
}

std::string ArgReader::takeOption() {
    std::string arg = args_[pos_++];
    hasInlineValue_ = false;
    inlineValue_.clear();
    if (size_t eq = arg.find('='); arg.starts_with("--") && eq != std::string::npos) {
        hasInlineValue_ = true;
        inlineValue_ = arg.substr(eq + 1);
        arg.resize(eq);
    }
    return arg;
}

std::string ArgReader::takeValue(const std::string& option) {
    if (hasInlineValue_) {
        hasInlineValue_ = false;
        return inlineValue_;
    }
    if (atEnd()) throw UsageError("option '" + option + "' needs a value");
    return args_[pos_++];
}

void ArgReader::rejectValue(const std::string& option) const {
    if (hasInlineValue_) throw UsageError("option '" + option + "' takes no value");
}

int run(int argc, char** argv) {
    Args args(argv + 1, argv + argc);
    if (args.empty() || isHelp(args[0])) {
        std::cout << kUsage;
        return kExitOk;
    }
    const std::string command = args[0];
    if (command == "--version") {
        if (args.size() > 1) return usageError("unexpected argument '" + args[1] + "'");
        std::cout << kProgram << " " << SQLSCOPE_VERSION << "\n";
        return kExitOk;
    }
    Args rest(args.begin() + 1, args.end());
    // `COMMAND --help` shows the help as well (before any option check).
    for (const std::string& arg : rest) {
        if (arg == "--") break;
        if (arg == "--help" || arg == "-h") {
            std::cout << kUsage;
            return kExitOk;
        }
    }
    try {
        if (command == "parse") return runParse(rest, std::cout, std::cerr);
        if (command == "eval") return runEval(rest, std::cout, std::cerr);
        if (command == "demo") return runDemo(rest, std::cout, std::cerr);
        if (command == "merge") return runMerge(rest, std::cout, std::cerr);
        if (command == "explain") return runExplain(rest, std::cout, std::cerr);
        if (command == "export") return runExport(rest, std::cout, std::cerr);
        if (command == "audit") return runAudit(rest, std::cout, std::cerr);
    } catch (const UsageError& e) {
        return usageError(e.what());
    }
    if (command.starts_with("-")) return usageError("unknown option '" + command + "'");
    return usageError("unknown command '" + command + "'");
}

}  // namespace sqlscope::cli

int main(int argc, char** argv) {
    // Before anything opens a database: SQLite's share of --memory-limit,
    // counted without SQLite's global statistics mutex (sqlite_heap.h).
    sqlscope::exec::installSqliteHeapAccounting();
    int code = sqlscope::cli::run(argc, argv);
    std::cout.flush();
    if (!std::cout) {
        std::fprintf(stderr, "sqlscope-cli: error writing to standard output\n");
        return sqlscope::cli::kExitUsage;
    }
    return code;
}
