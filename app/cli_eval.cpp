// `sqlscope-cli eval`: reads a benchmark and one or more prediction files
// (core/dataset), scores every pair on a pool of worker threads
// (core/eval/batch_runner.h), and writes pairs.csv and report.json and the
// printed summary (core/report). docs/cli.md is the manual.
#include <sqlite3.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <future>
#include <iostream>
#include <map>
#include <mutex>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include "app/cli_commands.h"
#include "core/dataset/benchmark.h"
#include "core/eval/batch_plan.h"
#include "core/eval/batch_runner.h"
#include "core/eval/evaluation_context.h"
#include "core/exec/process_limits.h"
#include "core/exec/readonly_connection.h"
#include "core/exec/sandbox_connection.h"
#include "core/exec/test_suite_databases.h"
#include "core/report/metric_registry.h"
#include "core/report/pairs_csv.h"
#include "core/report/report_builder.h"
#include "core/report/report_json.h"
#include "core/report/run_aggregate.h"
#include "core/report/self_check.h"
#include "core/report/settings_record.h"
#include "core/report/summary_text.h"
#include "core/schema/catalog.h"
#include "core/util/atomic_file.h"
#include "core/util/output_guard.h"
#include "core/util/sha256.h"
#include "core/util/stop_signals.h"

namespace sqlscope::cli {

namespace {

struct EvalOptions {
    std::string gold;
    std::vector<std::string> preds;
    std::string db;
    std::string tables;
    std::string csv;
    std::string out;
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
};

// An input problem that stops the command: reported as is, exit 2.
struct InputError {
    std::string message;
};

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

dataset::JsonlFields parseJsonlFields(const std::string& spec) {
    dataset::JsonlFields fields;
    std::map<std::string, std::string*> slots = {{"id", &fields.id},
                                                 {"db_id", &fields.dbId},
                                                 {"question", &fields.question},
                                                 {"gold", &fields.gold},
                                                 {"pred", &fields.pred},
                                                 {"evidence", &fields.evidence},
                                                 {"difficulty", &fields.difficulty}};
    size_t start = 0;
    while (start <= spec.size()) {
        size_t comma = spec.find(',', start);
        std::string part = spec.substr(start, comma == std::string::npos ? comma : comma - start);
        size_t eq = part.find('=');
        auto it = eq == std::string::npos ? slots.end() : slots.find(part.substr(0, eq));
        if (it == slots.end() || eq + 1 >= part.size())
            throw UsageError(
                "option '--jsonl-fields' takes NAME=FIELD pairs separated by commas "
                "(NAME: id, db_id, question, gold, pred, evidence, difficulty), "
                "not '" +
                part + "'");
        *it->second = part.substr(eq + 1);
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    return fields;
}

// --metrics / --etype to the metric selection and the reported keys.
void resolveMetrics(EvalOptions& options) {
    if (!options.metrics.empty() && !options.etype.empty())
        throw UsageError("give either --metrics or --etype, not both");
    const bool testSuite = options.settings.esmVariant == match::esm::EsmVariant::TestSuite;
    std::set<std::string, std::less<>> groups;
    if (!options.etype.empty()) {
        const std::string exec = testSuite ? "exe" : "ex";
        if (options.etype == "match") {
            groups = {"esm"};
        } else if (options.etype == "exec") {
            groups = {exec};
        } else if (options.etype == "all") {
            groups = {exec, "esm"};
        } else {
            throw UsageError("unknown --etype '" + options.etype + "' (all, exec or match)");
        }
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
    eval::EvalSettings& settings = options.settings;
    if (!groups.empty()) {
        settings.metrics.only = groups;
        if (groups.count("ves") && settings.vesRepetitions == 0) settings.vesRepetitions = 10;
    }
    for (const report::MetricDefinition& d : report::metricDefinitions()) {
        const bool wanted = groups.empty() ? (d.group != "ves" || settings.vesRepetitions > 0)
                                           : groups.count(d.group) > 0;
        if (wanted) options.metricKeys.push_back(d.key);
    }
}

EvalOptions readOptions(const Args& args) {
    EvalOptions options;
    std::string format, shard, jobs;
    std::map<std::string, std::string*> single = {{"--gold", &options.gold},
                                                  {"--db", &options.db},
                                                  {"--tables", &options.tables},
                                                  {"--csv", &options.csv},
                                                  {"--out", &options.out},
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
    if (options.csv.empty() && options.out.empty())
        throw UsageError("eval needs --csv or --out (or both)");
    if (options.csv == "-" && options.out == "-")
        throw UsageError("only one of --csv and --out can be - (standard output)");
    if (options.selfCheck && !options.preds.empty())
        throw UsageError("--self-check scores the gold against itself: give no --pred");
    if (options.preds.empty() && !options.selfCheck)
        throw UsageError("eval needs at least one --pred (or --self-check)");
    if (!format.empty()) {
        auto parsed = dataset::parseFormat(format);
        if (!parsed)
            throw UsageError("unknown --format '" + format +
                             "' (spider, cosql, sparc, bird, jsonl or auto)");
        options.read.format = *parsed;
    }
    if (!options.jsonlFields.empty()) options.read.fields = parseJsonlFields(options.jsonlFields);
    options.read.questionsFile = options.questions;
    if (!shard.empty()) {
        auto parsed = eval::parseShard(shard);
        if (!parsed)
            throw UsageError("option '--shard' needs I/N with 1 <= I <= N, not '" + shard + "'");
        options.shard = *parsed;
    }
    if (!jobs.empty()) options.jobs = parseJobs(jobs);
    resolveMetrics(options);
    return options;
}

std::optional<InputError> checkDatabaseDir(const std::string& path) {
    std::error_code ec;
    auto status = std::filesystem::status(path, ec);
    if (!std::filesystem::exists(status)) return InputError{path + ": no such directory"};
    if (!std::filesystem::is_directory(status)) return InputError{path + ": not a directory"};
    return std::nullopt;
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

// The database files of every item (all shards alike), for provenance.
std::vector<std::string> databaseFiles(const dataset::Benchmark& benchmark,
                                       const std::string& databaseDir) {
    std::set<std::string> dbIds;
    for (const dataset::BenchmarkItem& item : benchmark.items)
        dbIds.insert(item.dbId);
    std::vector<std::string> files;
    for (const std::string& dbId : dbIds) {
        std::string path = schema::databasePath(databaseDir, dbId);
        std::error_code ec;
        if (std::filesystem::is_regular_file(path, ec)) files.push_back(std::move(path));
    }
    return files;
}

// The gold file and the prediction files, or the first problem that stops
// the command; with them what needs nothing else: the batch's plan and the
// database files (provenance).
struct BenchmarkInputs {
    dataset::BenchmarkLoad gold;
    std::vector<dataset::PredictionFile> runs;
    std::optional<InputError> error;
    eval::BatchPlan plan;
    std::vector<std::string> databases;
};

BenchmarkInputs readBenchmarkInputs(const EvalOptions& options) {
    BenchmarkInputs inputs;
    inputs.gold = dataset::readBenchmark(options.gold, options.read);
    if (!inputs.gold.ok()) {
        inputs.error = InputError{inputs.gold.error->text()};
        return inputs;
    }
    if (options.selfCheck) {
        // The gold as its own prediction: one run named "gold".
        dataset::PredictionFile self;
        self.path = options.gold;
        self.name = "gold";
        for (const dataset::BenchmarkItem& item : inputs.gold.benchmark.items)
            self.predictions.push_back(dataset::Prediction{item.gold, item.line, false});
        inputs.runs.push_back(std::move(self));
    }
    std::map<std::string, std::string> pathOfRun;
    for (const std::string& path : options.preds) {
        dataset::PredictionLoad pred =
            dataset::readPredictions(path, inputs.gold.benchmark, options.read);
        if (!pred.ok()) {
            inputs.error = InputError{pred.error->text()};
            return inputs;
        }
        if (auto [it, inserted] = pathOfRun.emplace(pred.file.name, path); !inserted) {
            inputs.error = InputError{path + ": run name '" + pred.file.name +
                                      "' is already used by " + it->second};
            return inputs;
        }
        inputs.runs.push_back(std::move(pred.file));
    }
    inputs.plan = eval::planBatch(inputs.gold.benchmark, inputs.runs, options.shard);
    inputs.databases = databaseFiles(inputs.gold.benchmark, options.db);
    return inputs;
}

// The inputs known from the options alone, for the output checks
// (util::OutputGuard): an output may be none of them.
std::vector<util::RolePath> optionInputs(const EvalOptions& options) {
    std::vector<util::RolePath> inputs{{"the gold file", options.gold},
                                       {"the tables file", options.tables}};
    for (const std::string& pred : options.preds)
        inputs.push_back({"the prediction file", pred});
    if (!options.questions.empty()) inputs.push_back({"the questions file", options.questions});
    if (!options.settings.linkingPredictionFile.empty())
        inputs.push_back({"the linking predictions file", options.settings.linkingPredictionFile});
    return inputs;
}

// Every database file the evaluation may open: each db_id's folder under
// --db and under --testsuite-db (the gold database and its test suite).
std::vector<util::RolePath> databaseInputs(const dataset::Benchmark& benchmark,
                                           const EvalOptions& options) {
    std::set<std::string> dbIds;
    for (const dataset::BenchmarkItem& item : benchmark.items)
        dbIds.insert(item.dbId);
    std::vector<util::RolePath> inputs;
    for (const std::string& dbId : dbIds) {
        for (const std::string& path :
             exec::testSuiteDatabases(schema::databasePath(options.db, dbId)))
            inputs.push_back({"the database", path});
        if (!options.settings.testSuiteDir.empty())
            for (const std::string& path : exec::testSuiteDatabases(
                     schema::databasePath(options.settings.testSuiteDir, dbId)))
                inputs.push_back({"the test-suite database", path});
    }
    return inputs;
}

// An output file (--csv, --out): its temporary file, created before the
// batch runs (so a folder that cannot be written is reported at once), or
// nothing for "-" (standard output).
std::optional<util::AtomicFile> openOutput(const std::string& path) {
    if (path.empty() || path == "-") return std::nullopt;
    return util::AtomicFile(path);
}

// Writes `pieces` one after another to `file`, or to `out` when there is no
// file (standard output); an error message or "".
std::string writePieces(std::optional<util::AtomicFile>& file,
                        const std::vector<std::string_view>& pieces, std::ostream& out) {
    if (!file) {
        for (std::string_view piece : pieces)
            out.write(piece.data(), static_cast<std::streamsize>(piece.size()));
        out.flush();
        return out ? "" : "-: cannot write to standard output";
    }
    // Written and flushed to disk here; renamed over the target once both
    // outputs are complete (AtomicFile::commit in runEval).
    return file->write(pieces) && file->flush() ? "" : file->error();
}

// SHA-256 of every input (report provenance), computed while the batch runs.
std::vector<report::InputDigest> digestInputs(const EvalOptions& options,
                                              const std::vector<std::string>& databases) {
    std::vector<report::InputDigest> inputs;
    auto add = [&](const std::string& role, const std::string& path) {
        util::FileDigest digest = util::sha256File(path);
        inputs.push_back({role, path, digest.ok() ? digest.hex : ""});
    };
    add("gold", options.gold);
    if (!options.questions.empty()) add("questions", options.questions);
    add("tables", options.tables);
    for (const std::string& pred : options.preds)
        add("pred", pred);
    if (!options.settings.linkingPredictionFile.empty())
        add("linking_pred", options.settings.linkingPredictionFile);
    for (const std::string& database : databases)
        add("database", database);
    return inputs;
}

// The problems found before anything runs: db_ids that tables.json lacks,
// database files that do not exist (when something is executed).
std::vector<std::string> checkDatabases(const dataset::Benchmark& benchmark,
                                        const std::vector<uint32_t>& items,
                                        const schema::Catalog& catalog,
                                        const eval::EvalSettings& settings,
                                        std::set<std::string>& missingFiles) {
    struct Use {
        uint32_t firstLine = 0;
        size_t count = 0;
    };
    // Counted over the whole benchmark, so that every shard words a problem
    // the same way (merge lists it once).
    std::map<std::string, Use> uses;
    for (const dataset::BenchmarkItem& item : benchmark.items) {
        Use& use = uses[item.dbId];
        if (use.count++ == 0) use.firstLine = item.line;
    }
    std::set<std::string> inShard;
    for (uint32_t i : items)
        inShard.insert(benchmark.items[i].dbId);
    std::vector<std::string> problems;
    const bool executes = settings.metrics.needsExecution();
    for (const auto& [dbId, use] : uses) {
        if (!inShard.count(dbId)) continue;
        auto where = [&] {
            return dataset::InputProblem{benchmark.goldFile, use.firstLine, ""}.text();
        };
        const std::string count =
            std::to_string(use.count) + " gold quer" + (use.count == 1 ? "y" : "ies");
        if (!catalog.find(dbId))
            problems.push_back(where() + "db_id '" + dbId + "' is not in tables.json (" + count +
                               ")");
        const std::string path = schema::databasePath(settings.databaseDir, dbId);
        if (path.empty()) {
            // Never read: a db_id such as ../x or /etc would leave --db.
            missingFiles.insert(dbId);
            problems.push_back(where() + "db_id '" + dbId +
                               "' is not a plain folder name (it may not contain '/', '\\', "
                               "NUL or be '..'); nothing outside --db is read (" +
                               count + " not executed)");
            continue;
        }
        exec::FileIdentity identity;
        const exec::DatabaseFileState state = exec::statDatabaseFile(path, identity);
        if (executes && state != exec::DatabaseFileState::File) {
            // stat() only: a FIFO would block whoever opens it.
            missingFiles.insert(dbId);
            problems.push_back(where() + exec::databaseFileProblem(state, path) + " (" + count +
                               " not executed)");
        }
    }
    return problems;
}

}  // namespace

int runEval(const Args& args, std::ostream& out, std::ostream& err) {
    EvalOptions options = readOptions(args);
    // SQLite's memory statistics take a global mutex on every allocation,
    // which the workers would contend for; nothing here reads them. Only
    // possible before SQLite initializes (a no-op after).
    sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);

    auto fail = [&err](const InputError& error) {
        err << error.message << "\n";
        return kExitUsage;
    };
    // Outputs are checked before any input is read (docs/cli.md, "Outputs"),
    // then their temporary files made: targets are only replaced at the end.
    util::installStopSignals();
    const util::OutputGuard guard({{"--csv", options.csv}, {"--out", options.out}});
    if (std::string error = guard.checkOutputs(); !error.empty()) return fail({error});
    if (std::string error = guard.checkInputs(optionInputs(options)); !error.empty())
        return fail({error});
    std::optional<util::AtomicFile> csvFile = openOutput(options.csv);
    std::optional<util::AtomicFile> jsonFile = openOutput(options.out);
    for (const auto* file : {&csvFile, &jsonFile})
        if (*file && !(*file)->ok()) return fail({(*file)->error()});
    // The gold and prediction files are read and the batch planned on a
    // second thread while tables.json, the longest input, loads here;
    // problems are reported in the same order as when read one by one.
    auto inputsLoad = std::async(std::launch::async, readBenchmarkInputs, std::cref(options));
    schema::CatalogLoad tables = schema::Catalog::fromTablesJson(options.tables);
    BenchmarkInputs inputs = inputsLoad.get();
    const eval::BatchPlan& plan = inputs.plan;
    const std::vector<std::string>& databases = inputs.databases;
    if (!tables.ok()) return fail({tables.error});
    if (auto error = checkDatabaseDir(options.db)) return fail(*error);
    if (!options.settings.testSuiteDir.empty()) {
        if (auto error = checkDatabaseDir(options.settings.testSuiteDir)) return fail(*error);
    }
    if (inputs.error) return fail(*inputs.error);
    const dataset::Benchmark& benchmark = inputs.gold.benchmark;
    std::vector<dataset::PredictionFile>& runs = inputs.runs;
    if (guard.anyOutputExists()) {
        if (std::string error = guard.checkInputs(databaseInputs(benchmark, options));
            !error.empty())
            return fail({error});
    }

    // --linking-pred (docs/metrics/linking.md#where-the-prediction-comes-from): question ids are
    // pair indices.
    if (!options.settings.linkingPredictionFile.empty()) {
        linking::LinkingPredictionsLoad links = linking::readLinkingPredictions(
            options.settings.linkingPredictionFile, benchmark.items.size());
        if (!links.ok()) return fail({links.error});
        options.settings.linkingPredictions =
            std::make_shared<const linking::LinkingPredictions>(std::move(links.predictions));
    }

    options.settings.databaseDir = options.db;
    // --memory-limit and --max-query-bytes hold for the whole process.
    exec::setProcessLimits(options.settings.limits);

    std::set<std::string> missingFiles;
    std::vector<std::string> badInputs =
        checkDatabases(benchmark, plan.items, tables.catalog, options.settings, missingFiles);
    for (const dataset::PredictionFile& run : runs)
        for (const dataset::InputProblem& problem : run.problems)
            badInputs.push_back(problem.text());

    auto digests =
        std::async(std::launch::async, digestInputs, std::cref(options), std::cref(databases));

    // The context's caches (every result, parse and schema read by the
    // batch) are left to the operating system: the process ends when this
    // function returns, and freeing their many small objects one by one
    // would add ~10 ms to every run (the idea of clang's -disable-free).
    auto& context = *new eval::EvaluationContext(options.settings, std::move(tables.catalog));
    eval::BatchRunner runner(context, eval::BatchOptions{options.jobs});
    report::ReportBuilder builder(benchmark, runs, plan);

    // pairs.csv records, made by the workers, written in (run, index) order.
    const bool wantCsv = !options.csv.empty();
    std::vector<std::vector<std::string>> csvRecords(runs.size());
    if (wantCsv)
        for (auto& records : csvRecords)
            records.resize(plan.items.size());

    // report.json's pairs too, formatted by the workers as each verdict is
    // recorded (the report's items and pair records do not change after).
    const bool wantJson = !options.out.empty();
    const std::vector<int> jsonMetrics = report::metricIndices(options.metricKeys);
    std::vector<std::vector<std::string>> jsonRecords(runs.size());
    if (wantJson)
        for (auto& records : jsonRecords)
            records.resize(plan.items.size());

    std::atomic<size_t> pairsDone{0};
    // --self-check: each pair's finding (report/self_check.h), by position.
    std::vector<std::optional<report::SelfCheckFinding>> selfCheckFindings(
        options.selfCheck ? plan.items.size() : 0);

    auto consumer = [&](size_t work, const eval::WorkItem& item, eval::PairVerdict&& verdict,
                        const sql::ParseResult& parse) {
        builder.add(work, item, verdict, parse);
        pairsDone.fetch_add(item.pairs.size(), std::memory_order_relaxed);
        if (options.selfCheck) {
            for (const eval::PairRef& ref : item.pairs)
                selfCheckFindings[builder.positionOf(ref.item)] =
                    report::selfCheckPair(ref.item, benchmark.items[ref.item].dbId, verdict,
                                          report::metricValues(verdict, ref.item), jsonMetrics);
        }
        if (wantJson) {
            for (const eval::PairRef& ref : item.pairs) {
                const size_t position = builder.positionOf(ref.item);
                jsonRecords[ref.run][position] = report::reportPairJson(
                    builder.item(position), builder.pair(ref.run, position), jsonMetrics);
            }
        }
        if (!wantCsv) return;
        for (const eval::PairRef& ref : item.pairs) {
            const dataset::Prediction& pred = runs[ref.run].predictions[ref.item];
            const dataset::BenchmarkItem& goldItem = benchmark.items[ref.item];
            const eval::PairVerdict* shown = &verdict;
            eval::PairVerdict missing;
            if (pred.missing && verdict.execution.outcome != eval::ExecOutcome::GoldError &&
                verdict.execution.outcome != eval::ExecOutcome::NotRun) {
                missing = verdict;
                missing.execution.message = report::kMissingPredictionMessage;
                shown = &missing;
            }
            report::PairRow row{ref.item,      goldItem.dbId, runs[ref.run].name,
                                goldItem.gold, pred.sql,      parse,
                                *shown};
            csvRecords[ref.run][builder.positionOf(ref.item)] = report::pairsCsvRecord(row);
        }
    };

    const bool showProgress = options.progress.value_or(isatty(STDERR_FILENO) == 1);
    ProgressBar bar(err);
    std::mutex barMutex;
    eval::BatchRunner::Progress progress;
    if (showProgress) {
        progress = [&](size_t done, size_t total, const eval::WorkItem& item) {
            bar.update(done, total, runs[item.pairs.front().run].name, item.pairs.front().item);
        };
    }
    eval::BatchStatus status = runner.run(plan, consumer, progress, &util::stopRequested());
    if (showProgress) bar.clear();
    // SIGINT / SIGTERM: the outputs' temporary files are removed (by their
    // destructors) and the targets left as they were.
    auto interrupted = [&] {
        const int signal = util::stopSignal();
        err << "eval: interrupted by " << util::stopSignalName(signal) << " after "
            << pairsDone.load() << " of " << plan.pairCount
            << " pairs; no output written, earlier files left as they were\n";
        return 128 + signal;
    };
    if (status.cancelled || util::stopRequested()) return interrupted();
    if (!status.ok()) {
        err << "eval: the evaluation stopped: " << status.error << "\n";
        return kExitUsage;
    }

    // pairs.csv is joined and written while the aggregates and report.json
    // are computed (both only read what the batch produced). Standard output
    // stays sequential so that its text comes in a fixed order.
    auto writeCsv = [&]() -> std::string {
        const std::string header = report::pairsCsvHeader();
        std::vector<std::string_view> pieces{header};
        for (const auto& records : csvRecords)
            for (const std::string& record : records)
                if (!record.empty()) pieces.push_back(record);
        return writePieces(csvFile, pieces, out);
    };
    std::future<std::string> csvWritten;
    if (wantCsv && options.csv != "-" && options.out != "-")
        csvWritten = std::async(std::launch::async, writeCsv);

    report::Report result = builder.take();
    result.version = SQLSCOPE_VERSION;
    result.shard = options.shard;
    result.metrics = options.metricKeys;
    report::RunOptionsRecord record{benchmark.format, options.read.fields,
                                    options.read.allowMissing, options.metricKeys};
    result.settings = report::settingsJson(options.settings, record);

    // Gold queries that fail on a database that exists: bad gold.
    for (size_t k = 0; k < result.items.size() && !result.runs.empty(); ++k) {
        const report::PairRecord& pair = result.runs.front().pairs[k];
        const report::ItemRecord& item = result.items[k];
        if (pair.execStatus == "gold_error" && !missingFiles.count(item.item.dbId))
            badInputs.push_back(dataset::InputProblem{benchmark.goldFile, item.item.line,
                                                      "gold query fails: " + pair.execMessage}
                                    .text());
    }
    result.badInputs = badInputs;
    result.inputs = digests.get();

    const bool summaryToErr = options.csv == "-" || options.out == "-";
    std::ostream& summary = summaryToErr ? err : out;

    report::ReportAggregate aggregate = report::aggregateReport(result);
    auto writeJson = [&]() -> std::string {
        std::string frame;
        return writePieces(jsonFile,
                           report::reportJsonPieces(result, aggregate, jsonRecords, frame), out);
    };
    std::future<std::string> jsonWritten;
    if (!options.out.empty() && options.out != "-" && options.csv != "-")
        jsonWritten = std::async(std::launch::async, writeJson);
    std::string summaryText = report::formatSummary(result, aggregate);

    if (wantCsv) {
        std::string error = csvWritten.valid() ? csvWritten.get() : writeCsv();
        if (!error.empty()) return fail({error});
    }
    if (!options.out.empty()) {
        std::string error = jsonWritten.valid() ? jsonWritten.get() : writeJson();
        if (!error.empty()) return fail({error});
    }
    // Both outputs are complete: only now are the targets replaced.
    if (util::stopRequested()) return interrupted();
    for (auto* file : {&csvFile, &jsonFile})
        if (*file && !(*file)->commit()) return fail({(*file)->error()});

    summary << summaryText;
    for (const report::RunReport& run : result.runs) {
        size_t parsed = 0;
        for (const report::PairRecord& pair : run.pairs)
            parsed += pair.parseError.empty() ? 1 : 0;
        summary << run.name << ": " << run.pairs.size() << " pairs, " << parsed
                << " predictions parse, " << run.pairs.size() - parsed << " parse errors\n";
    }
    if (options.selfCheck) {
        // The nondeterminism probe runs each gold twice more (usual and
        // reversed scan order) on this thread.
        std::vector<report::SelfCheckFinding> own, probes;
        for (auto& finding : selfCheckFindings)
            if (finding) own.push_back(std::move(*finding));
        if (options.settings.metrics.needsExecution()) {
            exec::Executor executor;
            for (uint32_t index : plan.items) {
                if (missingFiles.count(benchmark.items[index].dbId)) continue;
                if (auto probe = report::probeGoldOrder(index, benchmark.items[index],
                                                        options.settings, jsonMetrics, executor))
                    probes.push_back(std::move(*probe));
            }
        }
        summary << report::formatSelfCheck(
            report::mergeSelfCheckFindings(std::move(own), std::move(probes)), plan.items.size());
    }
    if (wantCsv) summary << "wrote " << options.csv << "\n";
    if (!options.out.empty()) summary << "wrote " << options.out << "\n";
    summary.flush();

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
