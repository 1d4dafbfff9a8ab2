// `sqlscope-cli eval`: parses the options into an evaluation request, runs
// it as a job (core/job/evaluation_job.h: inputs, batch, pairs.csv and
// report.json) with a progress bar on stderr, and prints the summary, the
// self-check and the bad inputs. docs/cli.md is the manual.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <climits>
#include <cstdio>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "app/cli_alternate_golds.h"
#include "app/cli_commands.h"
#include "core/counterexample/counterexample_pass.h"
#include "core/counterexample/exc_csv.h"
#include "core/dataset/benchmark.h"
#include "core/eval/batch_plan.h"
#include "core/eval/evaluation_context.h"
#include "core/inspect/pair_table.h"
#include "core/job/evaluation_job.h"
#include "core/job/job_cache.h"
#include "core/job/job_inputs.h"
#include "core/job/job_listener.h"
#include "core/job/metric_selection.h"
#include "core/report/metric_registry.h"
#include "core/report/self_check.h"
#include "core/report/summary_text.h"
#include "core/util/atomic_file.h"
#include "core/util/output_guard.h"
#include "core/util/stop_signals.h"
#include "core/workspace/evaluation_workspace.h"
#include "core/workspace/workspace.h"

namespace sqlscope::cli {

namespace {

struct EvalOptions {
    std::string gold;
    std::vector<std::string> preds;
    std::string db;
    std::string tables;
    std::string csv;
    std::string out;
    std::string workspace;  // --workspace: a .sqlscope file written after the run
    std::string questions;
    std::string metrics;  // --metrics as given
    std::string etype;
    std::string jsonlFields;
    dataset::ReadOptions read;
    unsigned jobs = 0;
    eval::Shard shard;
    std::optional<bool> progress;  // --progress / --no-progress; default: stderr is a terminal
    // --self-check: the gold is the only prediction run ("gold"), and the
    // pairs that do not score 1 are listed after the summary.
    bool selfCheck = false;
    // The CLI writes verdicts and rule ids, never the rule traces' texts.
    eval::EvalSettings settings = [] {
        eval::EvalSettings defaults;
        defaults.esmPlusTraceTexts = false;
        return defaults;
    }();
    std::vector<std::string> metricKeys;  // resolved: the metric keys to report
    // --counterexamples and its --cx-* options (docs/metrics/exc.md): a
    // post-pass after the job; without it nothing below changes any output.
    bool counterexamples = false;
    counterexample::PassOptions cx;
    std::string cxCsv;  // --cx-csv: the pass's CSV ("-": standard output)
    std::string cxDir;  // --cx-dir: one .sql file a counterexample
};

// A whole number from `min` to `max` for `option`, or a usage error.
long long parseWhole(const std::string& option, const std::string& value, long long min,
                     long long max) {
    long long parsed = 0;
    size_t used = 0;
    try {
        parsed = std::stoll(value, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used == 0 || used != value.size() || parsed < min || parsed > max)
        throw UsageError("option '" + option + "' needs a whole number from " +
                         std::to_string(min) + " to " + std::to_string(max) + ", not '" + value +
                         "'");
    return parsed;
}

// --counterexamples and the --cx-* options; false when `option` is none of them.
bool readCounterexampleOption(ArgReader& reader, const std::string& option, EvalOptions& options) {
    if (option == "--counterexamples") {
        reader.rejectValue(option);
        options.counterexamples = true;
        return true;
    }
    if (option.rfind("--cx-", 0) != 0) return false;
    const std::string value = reader.takeValue(option);
    counterexample::PassOptions& cx = options.cx;
    if (option == "--cx-budget-ms") {
        cx.exc.search.budgetSeconds = parseWhole(option, value, 1, 3'600'000) / 1000.0;
    } else if (option == "--cx-total-s") {
        cx.totalSeconds = static_cast<double>(parseWhole(option, value, 1, 10'000'000));
    } else if (option == "--cx-seed") {
        cx.exc.search.seed = static_cast<uint64_t>(parseWhole(option, value, 0, INT64_MAX));
    } else if (option == "--cx-max-trials") {
        cx.exc.search.maxTrials = static_cast<size_t>(parseWhole(option, value, 1, 100'000'000));
    } else if (option == "--cx-jobs") {
        cx.threads = static_cast<unsigned>(parseWhole(option, value, 1, 1024));
    } else if (option == "--cx-metric") {
        if (value == "ex")
            cx.exc.metric = counterexample::ComparedMetric::SpiderEx;
        else if (value == "exe")
            cx.exc.metric = counterexample::ComparedMetric::Exe;
        else if (value == "ex_bird")
            cx.exc.metric = counterexample::ComparedMetric::Bird;
        else
            throw UsageError("unknown --cx-metric '" + value + "' (ex, exe or ex_bird)");
    } else if (option == "--cx-csv" || option == "--cx-dir") {
        std::string& target = option == "--cx-csv" ? options.cxCsv : options.cxDir;
        if (!target.empty()) throw UsageError("option '" + option + "' given twice");
        if (value.empty()) throw UsageError("option '" + option + "' needs a non-empty value");
        target = value;
    } else {
        throw UsageError("unknown option '" + option + "' for eval");
    }
    return true;
}

unsigned parseJobs(const std::string& value) {
    unsigned jobs = 0;
    size_t used = 0;
    try {
        unsigned long parsed = std::stoul(value, &used);
        if (used == value.size() && parsed >= 1 && parsed <= 1024)
            jobs = static_cast<unsigned>(parsed);
    } catch (const std::exception&) {
    }
    if (jobs == 0)
        throw UsageError("option '--jobs' needs a whole number from 1 to 1024, not '" + value +
                         "'");
    return jobs;
}

// --metrics / --etype to the metric selection and the reported keys
// (core/job/metric_selection.h).
void resolveMetrics(EvalOptions& options) {
    if (!options.metrics.empty() && !options.etype.empty())
        throw UsageError("give either --metrics or --etype, not both");
    const bool testSuite = options.settings.esmVariant == match::esm::EsmVariant::TestSuite;
    job::MetricGroups groups;
    if (!options.etype.empty()) {
        std::optional<job::MetricGroups> etype = job::etypeMetricGroups(options.etype, testSuite);
        if (!etype)
            throw UsageError("unknown --etype '" + options.etype + "' (all, exec or match)");
        groups = std::move(*etype);
    } else if (!options.metrics.empty()) {
        const auto& known = report::metricGroups();
        size_t start = 0;
        while (true) {
            size_t comma = options.metrics.find(',', start);
            std::string name =
                options.metrics.substr(start, comma == std::string::npos ? comma : comma - start);
            if (std::find(known.begin(), known.end(), name) == known.end()) {
                std::string list;
                for (const std::string& k : known)
                    list += (list.empty() ? "" : ", ") + k;
                throw UsageError("unknown metric '" + name + "' for --metrics (known: " + list +
                                 ")");
            }
            groups.insert(name);
            if (comma == std::string::npos) break;
            start = comma + 1;
        }
    }
    options.metricKeys = job::selectMetrics(groups, options.settings);
}

EvalOptions readOptions(const Args& args) {
    EvalOptions options;
    std::string format, shard, jobs;
    std::map<std::string, std::string*> single = {{"--gold", &options.gold},
                                                  {"--db", &options.db},
                                                  {"--tables", &options.tables},
                                                  {"--csv", &options.csv},
                                                  {"--out", &options.out},
                                                  {"--workspace", &options.workspace},
                                                  {"--questions", &options.questions},
                                                  {"--metrics", &options.metrics},
                                                  {"--etype", &options.etype},
                                                  {"--format", &format},
                                                  {"--jsonl-fields", &options.jsonlFields},
                                                  {"--shard", &shard},
                                                  {"--jobs", &jobs}};
    ArgReader reader(args);
    while (!reader.atEnd()) {
        if (!reader.nextIsOption()) {
            if (reader.atEnd()) break;
            throw UsageError("unexpected argument '" + reader.takePositional() + "' for eval");
        }
        std::string option = reader.takeOption();
        if (option == "--pred") {
            options.preds.push_back(reader.takeValue(option));
            continue;
        }
        if (option == "--allow-missing") {
            reader.rejectValue(option);
            options.read.allowMissing = true;
            continue;
        }
        if (option == "--self-check") {
            reader.rejectValue(option);
            options.selfCheck = true;
            continue;
        }
        if (option == "--progress" || option == "--no-progress") {
            reader.rejectValue(option);
            options.progress = option == "--progress";
            continue;
        }
        if (readMetricOption(reader, option, options.settings)) continue;
        if (readCounterexampleOption(reader, option, options)) continue;
        auto it = single.find(option);
        if (it == single.end()) throw UsageError("unknown option '" + option + "' for eval");
        std::string value = reader.takeValue(option);
        if (!it->second->empty()) throw UsageError("option '" + option + "' given twice");
        if (value.empty()) throw UsageError("option '" + option + "' needs a non-empty value");
        *it->second = std::move(value);
    }
    for (const char* required : {"--gold", "--db", "--tables"}) {
        if (single[required]->empty()) throw UsageError(std::string("eval needs ") + required);
    }
    if (options.csv.empty() && options.out.empty() && options.workspace.empty())
        throw UsageError("eval needs --csv, --out or --workspace (or several)");
    if (options.workspace == "-")
        throw UsageError("option '--workspace' needs a file, not - (standard output)");
    if (options.csv == "-" && options.out == "-")
        throw UsageError("only one of --csv and --out can be - (standard output)");
    if (options.selfCheck && !options.preds.empty())
        throw UsageError("--self-check scores the gold against itself: give no --pred");
    if (options.preds.empty() && !options.selfCheck)
        throw UsageError("eval needs at least one --pred (or --self-check)");
    applyReadOptions(options.read, format, options.jsonlFields, options.questions);
    if (!shard.empty()) {
        auto parsed = eval::parseShard(shard);
        if (!parsed)
            throw UsageError("option '--shard' needs I/N with 1 <= I <= N, not '" + shard + "'");
        options.shard = *parsed;
    }
    if (!jobs.empty()) options.jobs = parseJobs(jobs);
    const bool cxOptions = !options.cxCsv.empty() || !options.cxDir.empty();
    if (options.counterexamples && !cxOptions)
        throw UsageError("--counterexamples needs --cx-csv FILE or --cx-dir DIR (or both)");
    if (!options.counterexamples && cxOptions)
        throw UsageError("--cx-csv and --cx-dir go with --counterexamples");
    if (options.counterexamples && options.cxCsv == "-" &&
        (options.csv == "-" || options.out == "-"))
        throw UsageError("only one of --csv, --out and --cx-csv can be - (standard output)");
    resolveMetrics(options);
    if (options.counterexamples) {
        const std::string key(counterexample::comparedMetricName(options.cx.exc.metric));
        if (std::find(options.metricKeys.begin(), options.metricKeys.end(), key) ==
            options.metricKeys.end())
            throw UsageError(
                "--counterexamples checks '" + key +
                "', which the selected metrics leave out (see --metrics, --cx-metric)");
    }
    return options;
}

// A progress bar on stderr, redrawn at most ten times a second.
class ProgressBar {
public:
    explicit ProgressBar(std::ostream& err) : err_(err) {}

    void update(size_t done, size_t total, const std::string& run, uint32_t item) {
        auto now = std::chrono::steady_clock::now();
        if (done < total && now - last_ < std::chrono::milliseconds(100)) return;
        last_ = now;
        constexpr size_t kWidth = 30;
        const size_t filled = total == 0 ? kWidth : done * kWidth / total;
        std::string bar(filled, '#');
        bar.append(kWidth - filled, '.');
        err_ << "\r[" << bar << "] " << done << "/" << total << " pairs  " << run << " #" << item
             << "\033[K" << std::flush;
        drawn_ = true;
    }
    void clear() {
        if (drawn_) err_ << "\r\033[K" << std::flush;
    }

private:
    std::ostream& err_;
    std::chrono::steady_clock::time_point last_{};
    bool drawn_ = false;
};

// The CLI's listener: the progress bar, when shown; everything else is
// printed from the job's result.
class ProgressListener : public job::JobListener {
public:
    ProgressListener(std::ostream& err, std::vector<std::string>& runs) : bar_(err), runs_(runs) {}
    void onPlan(const job::JobPlan& plan) override { runs_ = plan.runs; }
    void onProgress(const job::JobProgress& progress) override {
        bar_.update(progress.done, progress.total, runs_[progress.run], progress.item);
    }
    void clear() { bar_.clear(); }

private:
    ProgressBar bar_;
    std::vector<std::string>& runs_;
};

// Keeps every summary row for --workspace, passing each call on.
class RowKeeper : public job::JobListener {
public:
    explicit RowKeeper(job::JobListener& next) : next_(next) {}
    void onPlan(const job::JobPlan& plan) override {
        plan_ = plan;
        next_.onPlan(plan);
    }
    void onBadInput(const std::string& problem) override { next_.onBadInput(problem); }
    void onRows(const std::vector<job::SummaryRow>& rows) override {
        rows_.insert(rows_.end(), rows.begin(), rows.end());
        next_.onRows(rows);
    }
    void onProgress(const job::JobProgress& progress) override { next_.onProgress(progress); }
    // The summary is formatted while the job still writes and syncs the outputs.
    void onReport(const report::Report& report, const report::ReportAggregate& aggregate) override {
        summary_ = report::formatSummary(report, aggregate);
        next_.onReport(report, aggregate);
    }
    const std::vector<job::SummaryRow>& rows() const { return rows_; }
    // formatSummary of the job's report ("" when the job did not get that far).
    const std::string& summary() const { return summary_; }
    const job::JobPlan& plan() const { return plan_; }

private:
    job::JobListener& next_;
    job::JobPlan plan_;
    std::vector<job::SummaryRow> rows_;
    std::string summary_;
};

// The outputs of this run that are files (not "-", not absent), for util::OutputGuard.
std::vector<util::RolePath> fileOutputs(const EvalOptions& options) {
    std::vector<util::RolePath> outputs;
    for (const util::RolePath& output :
         {util::RolePath{"--csv", options.csv}, util::RolePath{"--out", options.out},
          util::RolePath{"--workspace", options.workspace},
          util::RolePath{"--cx-csv", options.cxCsv}})
        if (!output.path.empty() && output.path != "-") outputs.push_back(output);
    return outputs;
}

// The annotations' alternate golds in the workspace just written are scored
// on the evaluation's context and cached in it (docs/metrics/alternate-golds.md);
// problems go to `err`. "" or the reason the workspace could not be used.
std::string scoreWorkspaceAlternates(const std::string& path, const job::EvaluationRequest& request,
                                     const RowKeeper& keeper, const job::JobResult& result,
                                     std::ostream& err) {
    workspace::WorkspaceOpen opened =
        workspace::Workspace::open(path, workspace::OpenMode::OpenExisting);
    if (!opened.ok()) return opened.error;
    inspect::PairTable table;
    table.reset(keeper.plan());
    table.add(keeper.rows());
    const AlternateGoldsApplied applied =
        applyAlternateGolds(*opened.workspace, table, request, result.context.get(), true);
    for (const std::string& problem : applied.problems)
        err << "alternate gold: " << problem << "\n";
    for (const std::string& note : applied.notes)
        err << "note: " << note << "\n";
    return applied.error;
}

// The counterexample post-pass (docs/metrics/exc.md): searches every pair
// that passes the checked metric, writes --cx-csv / --cx-dir and prints one
// line a run.
int runCounterexamples(const EvalOptions& options, const report::Report& report,
                       eval::EvaluationContext& context, std::ostream& out, std::ostream& summary,
                       std::ostream& err) {
    const counterexample::PassResult pass =
        counterexample::runCounterexamplePass(report, context, options.cx, &util::stopRequested());
    if (pass.stopped) {
        const int signal = util::stopSignal();
        err << "eval: interrupted by " << util::stopSignalName(signal)
            << " during the counterexample search; its outputs not written\n";
        return 128 + signal;
    }
    std::string problem;
    if (options.cxCsv == "-") {
        problem = counterexample::writeExcCsv(out, report, pass, options.cx.exc, options.cxDir);
    } else {
        std::ostringstream csv;
        problem = counterexample::writeExcCsv(csv, report, pass, options.cx.exc, options.cxDir);
        if (problem.empty() && !options.cxCsv.empty())
            problem = util::writeFileAtomically(options.cxCsv, csv.str());
    }
    if (!problem.empty()) {
        err << "eval: " << problem << "\n";
        return kExitUsage;
    }
    const std::string key(counterexample::comparedMetricName(options.cx.exc.metric));
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.1f", pass.seconds);
    summary << "counterexamples (" << key << ", budget "
            << static_cast<long long>(options.cx.exc.search.budgetSeconds * 1000 + 0.5)
            << " ms a pair, seed " << options.cx.exc.search.seed << "): " << seconds << " s"
            << (pass.capReached ? ", total cap reached" : "") << "\n";
    for (size_t r = 0; r < report.runs.size(); ++r) {
        size_t searched = 0, found = 0, excPass = 0, excScored = 0, verdictPass = 0,
               verdictScored = 0;
        for (const counterexample::ExcVerdict& v : pass.runs[r]) {
            const auto status = v.counterexample.status;
            searched += status == counterexample::CounterexampleStatus::Found ||
                        status == counterexample::CounterexampleStatus::None;
            found += status == counterexample::CounterexampleStatus::Found;
            excScored += v.exc.has_value();
            excPass += v.exc == 1;
            verdictScored += v.sqlscope.has_value();
            verdictPass += v.sqlscope == 1;
        }
        auto rate = [](size_t pass, size_t of) {
            char text[16];
            std::snprintf(text, sizeof text, "%.3f", of ? static_cast<double>(pass) / of : 0.0);
            return std::string(text);
        };
        summary << report.runs[r].name << ": " << searched << " " << key << "-pass pairs searched, "
                << found << " with a counterexample; EXC " << rate(excPass, excScored)
                << ", sqlscope " << rate(verdictPass, verdictScored) << "\n";
    }
    if (!options.cxCsv.empty() && options.cxCsv != "-")
        summary << "wrote " << options.cxCsv << "\n";
    if (!options.cxDir.empty())
        summary << "wrote the counterexamples under " << options.cxDir << "\n";
    summary.flush();
    return kExitOk;
}

}  // namespace

int runEval(const Args& args, std::ostream& out, std::ostream& err) {
    EvalOptions options = readOptions(args);
    util::installStopSignals();

    job::EvaluationRequest request;
    request.goldFile = options.gold;
    request.read = options.read;
    request.tablesFile = options.tables;
    request.databaseDir = options.db;
    request.predictionFiles = options.preds;
    request.selfCheck = options.selfCheck;
    request.settings = options.settings;
    request.metricKeys = options.metricKeys;
    request.shard = options.shard;
    request.jobs = options.jobs;
    request.csvPath = options.csv;
    request.reportPath = options.out;
    request.standardOutput = &out;
    request.version = SQLSCOPE_VERSION;
    request.stop = &util::stopRequested();
    // The cache (the parses and schemas read by the batch, and the results
    // still held at its end) is left
    // to the operating system: the process ends when this function returns,
    // and freeing its many small objects one by one would add ~10 ms to
    // every run (the idea of clang's -disable-free).
    request.cache =
        *new std::shared_ptr<job::JobCache>(std::make_shared<job::JobCache>(/*keepResults=*/false));
    // Nothing explains pairs while the batch runs: its gold parses can go
    // as its golds are done with (memory flat in the number of golds).
    request.releaseGoldParses = true;

    // --workspace is an output like --csv and --out (docs/cli.md, "Outputs"):
    // checked before any input is read, written only once the job is done.
    const util::OutputGuard guard(fileOutputs(options));
    if (!options.workspace.empty()) {
        std::string error = guard.checkOutputs();
        if (error.empty()) error = guard.checkInputs(job::requestInputs(request));
        if (!error.empty()) {
            err << error << "\n";
            return kExitUsage;
        }
    }
    const job::EvaluationRequest recorded = request;

    const bool showProgress = options.progress.value_or(isatty(STDERR_FILENO) == 1);
    std::vector<std::string> runNames;
    ProgressListener progressListener(err, runNames);
    job::JobListener silent;
    RowKeeper keeper(showProgress ? static_cast<job::JobListener&>(progressListener) : silent);
    job::EvaluationJob evaluation(std::move(request));
    job::JobResult result = evaluation.run(keeper);
    if (showProgress) progressListener.clear();

    switch (result.status) {
        case job::JobStatus::Done:
            break;
        case job::JobStatus::InputError:
            err << result.error << "\n";
            return kExitUsage;
        case job::JobStatus::Failed:
            err << "eval: the evaluation stopped: " << result.error << "\n";
            return kExitUsage;
        case job::JobStatus::Cancelled: {
            // SIGINT / SIGTERM: the outputs' temporary files are removed and
            // the targets left as they were.
            const int signal = util::stopSignal();
            err << "eval: interrupted by " << util::stopSignalName(signal) << " after "
                << result.pairsDone << " of " << result.pairCount
                << " pairs; no output written, earlier files left as they were\n";
            return 128 + signal;
        }
    }

    const report::Report& report = result.report;
    if (!options.workspace.empty()) {
        // The databases are known only now; the workspace may be none of them.
        std::vector<util::RolePath> inputs;
        for (const report::InputDigest& input : report.inputs)
            inputs.push_back({"the " + input.role + " file", input.path});
        std::string error = guard.checkInputs(inputs);
        if (error.empty())
            error = workspace::writeEvaluationWorkspace(options.workspace, recorded, report,
                                                        keeper.rows());
        if (!error.empty()) {
            err << error << "\n";
            return kExitUsage;
        }
        if (error = scoreWorkspaceAlternates(options.workspace, recorded, keeper, result, err);
            !error.empty()) {
            err << error << "\n";
            return kExitUsage;
        }
    }
    const bool summaryToErr = options.csv == "-" || options.out == "-" ||
                              (options.counterexamples && options.cxCsv == "-");
    std::ostream& summary = summaryToErr ? err : out;
    if (keeper.summary().empty()) {
        summary << report::formatSummary(report, result.aggregate);
    } else {
        summary << keeper.summary();
    }
    for (const report::RunReport& run : report.runs) {
        size_t parsed = 0;
        for (const report::PairRecord& pair : run.pairs)
            parsed += pair.parseError.empty() ? 1 : 0;
        summary << run.name << ": " << run.pairs.size() << " pairs, " << parsed
                << " predictions parse, " << run.pairs.size() - parsed << " parse errors\n";
    }
    if (options.selfCheck)
        summary << report::formatSelfCheck(result.selfCheck, result.selfCheckItems);
    if (!options.csv.empty()) summary << "wrote " << options.csv << "\n";
    if (!options.out.empty()) summary << "wrote " << options.out << "\n";
    if (!options.workspace.empty()) summary << "wrote " << options.workspace << "\n";
    summary.flush();
    if (options.counterexamples) {
        const int status = runCounterexamples(options, report, *result.context, out, summary, err);
        if (status != kExitOk) return status;
    }

    const std::vector<std::string>& badInputs = report.badInputs;
    if (!badInputs.empty()) {
        constexpr size_t kListed = 20;
        err << "sqlscope-cli: some inputs are bad; the evaluation ran (exit status 1):\n";
        for (size_t i = 0; i < badInputs.size() && i < kListed; ++i)
            err << "  " << badInputs[i] << "\n";
        if (badInputs.size() > kListed)
            err << "  ... and " << badInputs.size() - kListed << " more"
                << (options.out.empty() ? "" : " (all in " + options.out + ", \"bad_inputs\")")
                << "\n";
        return kExitFailures;
    }
    return kExitOk;
}

}  // namespace sqlscope::cli
