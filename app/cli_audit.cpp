// `sqlscope-cli audit`: the gold health audit (core/audit, docs/audit.md).
// Reads the benchmark and the schema as `eval` does, runs the shape checks
// and the nondeterminism probe on every gold query, prints each flagged
// gold with its flags and evidence and a count per kind; --json and --csv
// give the same in machine-readable form. With --pred, the prediction files
// are evaluated too (default metrics, no outputs) and each run's metrics are
// printed over all pairs and without the flagged (or warned) golds.
// docs/cli.md#audit is the manual.
#include <chrono>
#include <cstdlib>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "app/cli_commands.h"
#include "core/audit/audit_annotations.h"
#include "core/audit/audit_json.h"
#include "core/audit/audit_text.h"
#include "core/audit/flagged_gold_scores.h"
#include "core/audit/gold_audit.h"
#include "core/dataset/benchmark.h"
#include "core/exec/process_limits.h"
#include "core/job/evaluation_job.h"
#include "core/job/job_inputs.h"
#include "core/job/job_listener.h"
#include "core/job/metric_selection.h"
#include "core/schema/catalog.h"
#include "core/util/atomic_file.h"
#include "core/util/output_guard.h"
#include "core/workspace/workspace.h"

namespace sqlscope::cli {

namespace {

struct AuditOptions {
    std::string gold, db, tables, questions, jsonlFields, csv, seed, timeout, workspace;
    std::vector<std::string> preds;
    std::string exclude, scoresCsv;
    bool json = false;
    bool noExec = false;
    bool noShuffle = false;
    bool warningsOnly = false;
    bool noTimes = false;
    dataset::ReadOptions read;
};

std::optional<uint64_t> parseSeed(const std::string& text) {
    if (text.empty() || text.size() > 19) return std::nullopt;
    uint64_t value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + static_cast<uint64_t>(c - '0');
    }
    return value;
}

AuditOptions readOptions(const Args& args) {
    AuditOptions o;
    std::string format;
    std::map<std::string, std::string*> single = {
        {"--gold", &o.gold},       {"--db", &o.db},
        {"--tables", &o.tables},   {"--questions", &o.questions},
        {"--format", &format},     {"--jsonl-fields", &o.jsonlFields},
        {"--csv", &o.csv},         {"--seed", &o.seed},
        {"--timeout", &o.timeout}, {"--workspace", &o.workspace},
        {"--exclude", &o.exclude}, {"--scores-csv", &o.scoresCsv}};
    std::map<std::string, bool*> flags = {{"--json", &o.json},
                                          {"--no-exec", &o.noExec},
                                          {"--no-shuffle", &o.noShuffle},
                                          {"--warnings-only", &o.warningsOnly},
                                          {"--no-times", &o.noTimes}};
    ArgReader reader(args);
    while (!reader.atEnd()) {
        if (!reader.nextIsOption()) {
            if (reader.atEnd()) break;
            throw UsageError("unexpected argument '" + reader.takePositional() + "' for audit");
        }
        const std::string option = reader.takeOption();
        if (option == "--pred") {
            std::string value = reader.takeValue(option);
            if (value.empty()) throw UsageError("option '--pred' needs a non-empty value");
            o.preds.push_back(std::move(value));
            continue;
        }
        if (auto f = flags.find(option); f != flags.end()) {
            reader.rejectValue(option);
            *f->second = true;
            continue;
        }
        auto it = single.find(option);
        if (it == single.end()) throw UsageError("unknown option '" + option + "' for audit");
        std::string value = reader.takeValue(option);
        if (!it->second->empty()) throw UsageError("option '" + option + "' given twice");
        if (value.empty()) throw UsageError("option '" + option + "' needs a non-empty value");
        *it->second = std::move(value);
    }
    for (const char* required : {"--gold", "--db", "--tables"})
        if (single[required]->empty()) throw UsageError(std::string("audit needs ") + required);
    applyReadOptions(o.read, format, o.jsonlFields, o.questions);
    if (!o.exclude.empty() && !audit::parseExcludedGolds(o.exclude))
        throw UsageError("unknown --exclude '" + o.exclude + "' (flagged or warned)");
    if (o.preds.empty() && (!o.exclude.empty() || !o.scoresCsv.empty()))
        throw UsageError(std::string(o.exclude.empty() ? "--scores-csv" : "--exclude") +
                         " needs --pred (the runs to score)");
    if (!o.seed.empty() && !parseSeed(o.seed))
        throw UsageError("option '--seed' needs a whole number (0 to 2^63), not '" + o.seed + "'");
    if (!o.timeout.empty()) {
        char* end = nullptr;
        const double t = std::strtod(o.timeout.c_str(), &end);
        if (end == o.timeout.c_str() || *end != '\0' || !(t > 0.0) || t > 1e6)
            throw UsageError("option '--timeout' needs a number of seconds > 0, not '" + o.timeout +
                             "'");
    }
    return o;
}

// A gold whose audit is incomplete for a reason of its input: it did not
// parse, its database is unknown or missing, or it fails when run.
bool badInput(const audit::GoldAudit& a, bool execute) {
    return !a.parsed || (execute && !a.executed);
}

// Keeps the rows and the run names of an evaluation.
class RowCollector : public job::JobListener {
public:
    void onPlan(const job::JobPlan& plan) override { runs = plan.runs; }
    void onRows(const std::vector<job::SummaryRow>& batch) override {
        rows.insert(rows.end(), batch.begin(), batch.end());
    }
    std::vector<std::string> runs;
    std::vector<job::SummaryRow> rows;
};

// Scores the prediction files with the default metrics, writing nothing;
// "" or why it stopped.
std::string evaluateRuns(const AuditOptions& options, RowCollector& rows) {
    job::EvaluationRequest request;
    request.goldFile = options.gold;
    request.read = options.read;
    request.tablesFile = options.tables;
    request.databaseDir = options.db;
    request.predictionFiles = options.preds;
    request.metricKeys = job::selectMetrics({}, request.settings);
    job::EvaluationJob evaluation(std::move(request));
    const job::JobResult result = evaluation.run(rows);
    return result.ok() ? std::string() : result.error;
}

}  // namespace

int runAudit(const Args& args, std::ostream& out, std::ostream& err) {
    const AuditOptions options = readOptions(args);
    schema::CatalogLoad tables = schema::Catalog::fromTablesJson(options.tables);
    if (!tables.ok()) {
        err << tables.error << "\n";
        return kExitUsage;
    }
    if (auto error = job::checkDatabaseDir(options.db)) {
        err << *error << "\n";
        return kExitUsage;
    }
    dataset::BenchmarkLoad gold = dataset::readBenchmark(options.gold, options.read);
    if (!gold.ok()) {
        err << gold.error->text() << "\n";
        return kExitUsage;
    }
    // The CSV is checked before any work (docs/cli.md, "Outputs"): never an input.
    std::vector<util::RolePath> outputs;
    if (!options.csv.empty() && options.csv != "-") outputs.push_back({"--csv", options.csv});
    if (!options.scoresCsv.empty() && options.scoresCsv != "-")
        outputs.push_back({"--scores-csv", options.scoresCsv});
    if (!outputs.empty()) {
        const util::OutputGuard guard(outputs);
        std::vector<util::RolePath> inputs = {{"the gold file", options.gold},
                                              {"the tables file", options.tables}};
        if (!options.questions.empty()) inputs.push_back({"the questions file", options.questions});
        if (!options.workspace.empty()) inputs.push_back({"the workspace", options.workspace});
        for (const std::string& pred : options.preds)
            inputs.push_back({"the prediction file", pred});
        for (const std::string& error : {guard.checkOutputs(), guard.checkInputs(inputs)}) {
            if (error.empty()) continue;
            err << error << "\n";
            return kExitUsage;
        }
    }
    tables.catalog.attachDatabaseDir(options.db);

    audit::AuditSettings settings;
    settings.databaseDir = options.db;
    settings.execute = !options.noExec;
    settings.probe.shuffle = !options.noShuffle;
    settings.probe.exec.timeoutSeconds = 10.0;
    if (!options.timeout.empty()) settings.probe.exec.timeoutSeconds = std::stod(options.timeout);
    if (!options.seed.empty()) settings.probe.seed = *parseSeed(options.seed);
    exec::setProcessLimits(exec::ProcessLimits{});

    const auto start = std::chrono::steady_clock::now();
    audit::GoldAuditor auditor(tables.catalog, settings);
    std::vector<audit::GoldAudit> audits;
    const auto& items = gold.benchmark.items;
    audits.reserve(items.size());
    for (size_t i = 0; i < items.size(); ++i)
        audits.push_back(auditor.audit(static_cast<uint32_t>(i), items[i]));
    audit::AuditSummary summary = audit::summarize(audits);
    summary.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    // --pred: every run's metrics with and without the excluded golds.
    std::optional<audit::ScoresWithAndWithout> scores;
    if (!options.preds.empty()) {
        RowCollector rows;
        if (const std::string error = evaluateRuns(options, rows); !error.empty()) {
            err << error << "\n";
            return kExitUsage;
        }
        scores.emplace();
        scores->exclude = options.exclude.empty() ? audit::ExcludedGolds::Flagged
                                                  : *audit::parseExcludedGolds(options.exclude);
        scores->excludedItems = audit::excludedItems(audits, scores->exclude);
        scores->runs = audit::scoresWithAndWithout(rows.rows, rows.runs, scores->excludedItems);
    }

    audit::AuditTextOptions text;
    text.showTimes = !options.noTimes;
    text.warningsOnly = options.warningsOnly;
    if (options.json) {
        audit::AuditJsonContext context;
        context.goldFile = options.gold;
        context.seed = settings.probe.seed;
        context.executed = settings.execute;
        context.includeTimes = !options.noTimes;
        if (scores) context.scores = &*scores;
        out << audit::auditJson(audits, summary, context);
    } else {
        for (const audit::GoldAudit& a : audits) {
            const std::string block = audit::formatGoldAudit(a, text);
            if (!block.empty()) out << block << "\n";
        }
        out << audit::formatAuditSummary(summary, text);
        if (scores) out << "\n" << audit::formatScoresWithAndWithout(*scores);
    }
    int code = kExitOk;
    for (const audit::GoldAudit& a : audits) {
        if (!badInput(a, settings.execute)) continue;
        err << options.gold << ":" << a.line << ": gold #" << a.item << " (" << a.dbId
            << "): " << (a.problems.empty() ? "not checked" : a.problems.front()) << "\n";
        code = kExitFailures;
    }
    if (!options.csv.empty()) {
        const std::string csv = audit::auditCsv(audits);
        if (options.csv == "-") {
            out << csv;
        } else {
            util::AtomicFile file(options.csv);
            if (!file.write(csv) || !file.commit()) {
                err << file.error() << "\n";
                return kExitUsage;
            }
        }
    }
    if (scores && !options.scoresCsv.empty()) {
        const std::string csv = audit::scoresCsv(*scores);
        if (options.scoresCsv == "-") {
            out << csv;
        } else {
            util::AtomicFile file(options.scoresCsv);
            if (!file.write(csv) || !file.commit()) {
                err << file.error() << "\n";
                return kExitUsage;
            }
        }
    }
    if (!options.workspace.empty()) {
        // One "gold questionable" annotation per gold with a warning; an
        // annotation already there is never replaced (a conflict is listed).
        workspace::WorkspaceOpen opened =
            workspace::Workspace::open(options.workspace, workspace::OpenMode::OpenExisting);
        if (!opened.ok()) {
            err << opened.error << "\n";
            return kExitUsage;
        }
        std::string error;
        const auto existing = opened.workspace->questionAnnotations(&error);
        if (!error.empty()) {
            err << error << "\n";
            return kExitUsage;
        }
        const audit::AnnotationPlan plan = audit::planAnnotations(audits, existing);
        for (const annotate::QuestionAnnotation& a : plan.add) {
            error = opened.workspace->setQuestionAnnotation(a);
            if (!error.empty()) {
                err << error << "\n";
                return kExitUsage;
            }
        }
        for (const std::string& conflict : plan.conflicts)
            err << options.workspace << ": kept the annotation of " << conflict << "\n";
        (options.json ? err : out)
            << options.workspace << ": " << plan.add.size()
            << " gold questionable annotations added, " << plan.unchanged << " already there, "
            << plan.conflicts.size() << " conflicts kept\n";
    }
    if (code != kExitOk) err << "some gold queries could not be fully audited\n";
    return code;
}

}  // namespace sqlscope::cli
