// The evaluation job (core/job/evaluation_job.h) on the embedded demo
// benchmark: summary rows streamed in pair order, each pair once; cancel
// mid-run; bad inputs as results, never exceptions; the written outputs
// equal to the report's own serialisation; gold results reused across jobs
// through a JobCache.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "core/dataset/benchmark.h"
#include "core/dataset/demo_benchmark.h"
#include "core/explain/pair_explainer.h"
#include "core/job/evaluation_job.h"
#include "core/job/job_cache.h"
#include "core/job/job_listener.h"
#include "core/job/metric_selection.h"
#include "core/match/esm/hardness.h"
#include "core/report/metric_registry.h"
#include "core/report/pairs_csv.h"
#include "core/report/report_json.h"
#include "core/report/summary_text.h"
#include "core/util/file_text.h"
#include "tests/test_registry.h"

using namespace sqlscope;

namespace {

// Everything a job tells its listener, with the thread it was told on.
struct Recorder : job::JobListener {
    bool planned = false;
    job::JobPlan plan;
    std::vector<std::vector<job::SummaryRow>> batches;
    std::vector<std::string> badInputs;
    std::vector<job::JobProgress> progress;
    bool rowsBeforePlan = false;
    bool otherThread = false;
    std::thread::id caller = std::this_thread::get_id();
    std::function<void()> onFirstRows;

    void seen() { otherThread |= std::this_thread::get_id() != caller; }
    void onPlan(const job::JobPlan& p) override {
        seen();
        planned = true;
        plan = p;
    }
    std::shared_ptr<eval::EvaluationContext> context;
    bool contextBeforeRows = true;
    void onContext(const std::shared_ptr<eval::EvaluationContext>& c) override {
        seen();
        context = c;
        contextBeforeRows = batches.empty();
    }
    void onBadInput(const std::string& problem) override {
        seen();
        badInputs.push_back(problem);
    }
    // onReport: how often, the summary and report.json as they were then,
    // and whether the outputs were already in place.
    size_t reports = 0;
    std::string reportSummary, reportText;
    bool outputsBeforeReport = false;
    std::string watchedOutput;
    void onReport(const report::Report& r, const report::ReportAggregate& a) override {
        seen();
        ++reports;
        reportSummary = report::formatSummary(r, a);
        reportText = report::reportJson(r, a);
        outputsBeforeReport = !watchedOutput.empty() && std::filesystem::exists(watchedOutput);
    }
    void onRows(const std::vector<job::SummaryRow>& rows) override {
        seen();
        rowsBeforePlan |= !planned;
        batches.push_back(rows);
        if (onFirstRows) std::exchange(onFirstRows, nullptr)();
    }
    void onProgress(const job::JobProgress& p) override {
        seen();
        progress.push_back(p);
    }
    std::vector<job::SummaryRow> rows() const {
        std::vector<job::SummaryRow> all;
        for (const auto& batch : batches)
            all.insert(all.end(), batch.begin(), batch.end());
        return all;
    }
};

std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void writeText(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

}  // namespace

class EvaluationJobTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    dataset::DemoLayout demo_;

    job::EvaluationRequest request(double timeout = 0.3) const {
        job::EvaluationRequest r;
        r.goldFile = demo_.goldFile;
        r.tablesFile = demo_.tablesFile;
        r.databaseDir = demo_.databaseDir;
        r.predictionFiles = demo_.predictionFiles;
        r.settings.esmPlusTraceTexts = false;
        r.settings.execution.timeoutSeconds = timeout;
        r.metricKeys = job::selectMetrics({}, r.settings);
        r.jobs = 2;
        r.version = "test";
        return r;
    }
    std::string out(const std::string& name) const {
        return dir_.path().toStdString() + "/" + name;
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        dataset::DemoResult demo = dataset::materializeDemo(dir_.path().toStdString() + "/demo");
        QVERIFY2(demo.ok(), demo.error.c_str());
        demo_ = demo.layout;
        QCOMPARE(demo_.predictionFiles.size(), size_t(2));
    }

    void rowsArriveInPairOrderEachOnce() {
        job::EvaluationRequest r = request();
        r.csvPath = out("stream.csv");
        r.reportPath = out("stream.json");
        Recorder recorder;
        recorder.watchedOutput = out("stream.json");
        job::EvaluationJob evaluation(std::move(r));
        job::JobResult result = evaluation.run(recorder);
        QVERIFY2(result.ok(), result.error.c_str());
        QVERIFY(!recorder.otherThread);  // every call on the thread that called run()
        // The report once, before the outputs replace their targets, with
        // the values the result holds (and report.json's bytes).
        QCOMPARE(recorder.reports, size_t(1));
        QVERIFY(!recorder.outputsBeforeReport);
        QCOMPARE(recorder.reportSummary, report::formatSummary(result.report, result.aggregate));
        QVERIFY(recorder.reportText == readText(out("stream.json")));
        QVERIFY(!recorder.rowsBeforePlan);
        QCOMPARE(recorder.plan.runs, (std::vector<std::string>{"model_a", "model_b"}));
        const size_t items = recorder.plan.items.size();
        QCOMPARE(items, size_t(60));
        QCOMPARE(recorder.plan.pairCount, items * 2);
        QCOMPARE(result.pairsDone, items * 2);
        // The plan shares the texts as read, for a view beside the rows.
        QVERIFY(recorder.plan.benchmark && recorder.plan.runFiles);
        QVERIFY(recorder.context && recorder.contextBeforeRows);
        QCOMPARE(recorder.context.get(), result.context.get());
        QCOMPARE(recorder.plan.benchmark->items.size(), items);
        QCOMPARE(recorder.plan.runFiles->size(), size_t(2));
        QCOMPARE((*recorder.plan.runFiles)[1].name, std::string("model_b"));
        QCOMPARE((*recorder.plan.runFiles)[0].predictions.size(), items);

        // Batches of at most 64 rows, whose concatenation is every pair
        // once in (item position, run) order.
        QVERIFY(recorder.batches.size() >= 2);
        for (const auto& batch : recorder.batches) {
            QVERIFY(!batch.empty());
            QVERIFY(batch.size() <= 64);
        }
        const std::vector<job::SummaryRow> rows = recorder.rows();
        QCOMPARE(rows.size(), items * 2);
        for (size_t k = 0; k < rows.size(); ++k) {
            QCOMPARE(rows[k].item, recorder.plan.items[k / 2]);
            QCOMPARE(rows[k].run, uint32_t(k % 2));
        }
        // Each row says what the report says of its pair.
        size_t timeouts = 0, parseFailures = 0;
        for (const job::SummaryRow& row : rows) {
            const report::PairRecord& pair = result.report.runs[row.run].pairs[row.item];
            QCOMPARE(pair.item, row.item);
            QCOMPARE(std::string(eval::execOutcomeName(row.outcome)), pair.execStatus);
            QCOMPARE(row.parseFailed, !pair.parseError.empty());
            QCOMPARE(row.missing, pair.missing);
            if (row.hardness >= 0)
                QCOMPARE(std::string(match::esm::hardnessName(
                             static_cast<match::esm::Hardness>(row.hardness))),
                         result.report.items[row.item].hardness);
            for (size_t m = 0; m < pair.metrics.size(); ++m) {
                QCOMPARE(row.metric(m).has_value(), pair.metrics[m].has_value());
                if (pair.metrics[m]) QCOMPARE(float(*row.metric(m)), float(*pair.metrics[m]));
            }
            timeouts += row.outcome == eval::ExecOutcome::Timeout;
            parseFailures += row.parseFailed;
        }
        QVERIFY(timeouts >= 1);       // model_b's query that never ends
        QVERIFY(parseFailures >= 1);  // the demo's predictions that do not parse
        QVERIFY(!recorder.progress.empty());
        QCOMPARE(recorder.progress.back().done, items * 2);
        QCOMPARE(recorder.progress.back().total, items * 2);

        // The outputs, written from the spooled records, are the report's
        // own serialisation.
        QCOMPARE(readText(out("stream.json")), report::reportJson(result.report, result.aggregate));
        const std::string csv = readText(out("stream.csv"));
        QVERIFY(csv.starts_with(report::pairsCsvHeader()));
        QCOMPARE(size_t(std::count(csv.begin(), csv.end(), '\n')) >= items * 2 + 1, true);
    }

    // The job keeps no pair's evidence, only summary rows; the evidence of
    // any pair is recomputed on demand through the job's context, and the
    // explanation says what the row says.
    void anyPairIsExplainedThroughTheJobsContext() {
        job::EvaluationRequest r = request();
        r.settings.esmPlusTraceTexts = true;  // what a view asks for
        r.csvPath = out("explain.csv");
        Recorder recorder;
        job::EvaluationJob evaluation(std::move(r));
        const job::JobResult result = evaluation.run(recorder);
        QVERIFY2(result.ok(), result.error.c_str());
        QVERIFY(result.context != nullptr);
        explain::PairExplainer explainer(*result.context);
        // (registry key of the row's value, pairs.csv column of the explanation)
        const std::vector<std::pair<std::string, std::string>> keys = {
            {"ex", "ex"}, {"exe", "exe"}, {"esm", "esm"}, {"esm+", "esm_plus"}, {"em", "em"}};
        size_t explained = 0, rescued = 0;
        for (const job::SummaryRow& row : recorder.rows()) {
            if (row.outcome == eval::ExecOutcome::Timeout) continue;  // 2 s each: not needed here
            const report::ItemRecord& item = result.report.items[row.item];
            const report::RunReport& run = result.report.runs[row.run];
            const report::PairRecord& pair = run.pairs[row.item];
            explain::PairInput input{row.item,       run.name,  item.item.dbId, item.item.question,
                                     item.item.gold, pair.pred, pair.missing};
            const explain::PairExplanation e = explainer.explain(input);
            for (const auto& [key, column] : keys) {
                const int m = report::metricIndex(key);
                QVERIFY(m >= 0);
                std::string shown = "?";
                for (const explain::MetricValue& value : e.metrics)
                    if (value.key == column) shown = value.value;
                const std::optional<double> v = row.metric(size_t(m));
                const std::string expected = !v                     ? ""
                                             : (*v == 0 || *v == 1) ? std::to_string(int(*v))
                                                                    : shown;
                QVERIFY2(shown == expected, (run.name + " #" + std::to_string(row.item) + " " +
                                             key + ": row " + expected + ", explanation " + shown)
                                                .c_str());
            }
            if (!row.rulesFired.empty() && row.metric(size_t(report::metricIndex("esm"))) == 0.0 &&
                row.metric(size_t(report::metricIndex("esm+"))) == 1.0) {
                // ESM fails and ESM+ applied a rule: the explanation shows the rewrite.
                bool rewrite = false;
                for (const explain::Mark& mark : e.marks)
                    rewrite |= mark.kind == explain::MarkKind::RuleRewrite;
                QVERIFY2(rewrite, (run.name + " #" + std::to_string(row.item)).c_str());
                ++rescued;
            }
            ++explained;
        }
        QVERIFY(explained >= 110);
        QVERIFY(rescued >= 1);
    }

    void sameOutputsWhateverTheThreadCount() {
        job::JobListener silent;
        for (unsigned jobs : {1u, 3u}) {
            job::EvaluationRequest r = request();
            r.jobs = jobs;
            r.csvPath = out("threads" + std::to_string(jobs) + ".csv");
            r.reportPath = out("threads" + std::to_string(jobs) + ".json");
            QVERIFY(job::EvaluationJob(std::move(r)).run(silent).ok());
        }
        QCOMPARE(readText(out("threads1.csv")), readText(out("threads3.csv")));
        QCOMPARE(readText(out("threads1.json")), readText(out("threads3.json")));
    }

    void cancelStopsAndReplacesNoOutput() {
        // A 30 s budget: the query that never ends would hold the batch.
        job::EvaluationRequest r = request(30);
        r.csvPath = out("cancel.csv");
        r.reportPath = out("cancel.json");
        writeText(r.csvPath, "earlier csv");
        writeText(r.reportPath, "earlier json");
        Recorder recorder;
        job::EvaluationJob evaluation(std::move(r));
        recorder.onFirstRows = [&] { evaluation.cancel(); };
        const auto start = std::chrono::steady_clock::now();
        job::JobResult result = evaluation.run(recorder);
        QCOMPARE(int(result.status), int(job::JobStatus::Cancelled));
        QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(10));
        QVERIFY(result.pairsDone < result.pairCount);
        QCOMPARE(result.pairCount, size_t(120));
        QCOMPARE(readText(out("cancel.csv")), std::string("earlier csv"));
        QCOMPARE(readText(out("cancel.json")), std::string("earlier json"));
        // No temporary file is left next to the outputs.
        for (const auto& entry : std::filesystem::directory_iterator(dir_.path().toStdString()))
            QVERIFY2(entry.path().filename().string().find(".sqlscope-") == std::string::npos,
                     entry.path().c_str());
    }

    void anotherStopSourceCancelsToo() {
        job::EvaluationRequest r = request(30);
        std::atomic<bool> stop{false};
        r.stop = &stop;
        r.reportPath = out("stopped.json");
        Recorder recorder;
        recorder.onFirstRows = [&] { stop.store(true); };
        job::JobResult result = job::EvaluationJob(std::move(r)).run(recorder);
        QCOMPARE(int(result.status), int(job::JobStatus::Cancelled));
        QVERIFY(!std::filesystem::exists(out("stopped.json")));
    }

    void badInputsAreResultsNotExceptions() {
        job::JobListener silent;
        {  // no database folder
            job::EvaluationRequest r = request();
            r.databaseDir = out("no-such-folder");
            r.reportPath = out("bad1.json");
            job::JobResult result = job::EvaluationJob(std::move(r)).run(silent);
            QCOMPARE(int(result.status), int(job::JobStatus::InputError));
            QCOMPARE(result.error, out("no-such-folder") + ": no such directory");
            QVERIFY(!std::filesystem::exists(out("bad1.json")));
        }
        {  // a prediction file that cannot be read (a folder), another missing
            for (const std::string& pred : {out(""), out("missing.txt")}) {
                job::EvaluationRequest r = request();
                r.predictionFiles.push_back(pred);
                r.reportPath = out("bad2.json");
                job::JobResult result = job::EvaluationJob(std::move(r)).run(silent);
                QCOMPARE(int(result.status), int(job::JobStatus::InputError));
                QVERIFY2(result.error.find(pred) != std::string::npos, result.error.c_str());
                QVERIFY(!std::filesystem::exists(out("bad2.json")));
            }
        }
        {  // a db_id tables.json lacks and whose database is missing: the job
           // runs, and says so as it goes and in the report
            const std::string gold = out("gold_unknown_db.txt");
            writeText(gold, "SELECT count(*) FROM dogs\tpets\nSELECT 1\tnowhere\n");
            const std::string pred = out("pred_unknown_db.txt");
            writeText(pred, "SELECT count(*) FROM dogs\nSELECT 1\n");
            job::EvaluationRequest r = request();
            r.goldFile = gold;
            r.predictionFiles = {pred};
            r.reportPath = out("bad3.json");
            Recorder recorder;
            job::JobResult result = job::EvaluationJob(std::move(r)).run(recorder);
            QVERIFY2(result.ok(), result.error.c_str());
            QCOMPARE(recorder.badInputs, result.report.badInputs);
            QCOMPARE(recorder.badInputs.size(), size_t(2));
            QVERIFY(recorder.badInputs[0].find(":2: db_id 'nowhere' is not in tables.json") !=
                    std::string::npos);
            QVERIFY(recorder.badInputs[1].find("database file not found") != std::string::npos);
            QCOMPARE(recorder.rows().size(), size_t(2));
            QVERIFY(std::filesystem::exists(out("bad3.json")));
        }
        {  // a gold query that fails on its database: bad gold, found as rows arrive
            const std::string gold = out("gold_fails.txt");
            writeText(gold, "SELECT no_such_column FROM dogs\tpets\n");
            job::EvaluationRequest r = request();
            r.goldFile = gold;
            r.predictionFiles = {};
            r.selfCheck = true;
            r.csvPath = out("bad4.csv");
            Recorder recorder;
            job::JobResult result = job::EvaluationJob(std::move(r)).run(recorder);
            QVERIFY2(result.ok(), result.error.c_str());
            QCOMPARE(recorder.badInputs.size(), size_t(1));
            QVERIFY(recorder.badInputs[0].find(":1: gold query fails: ") != std::string::npos);
            QCOMPARE(result.selfCheck.size(), size_t(1));
            QCOMPARE(result.selfCheckItems, size_t(1));
        }
    }

    void goldResultsAreReusedAcrossJobs() {
        auto cache = std::make_shared<job::JobCache>();
        job::JobListener silent;
        auto runWith = [&](double timeout) -> std::string {
            job::EvaluationRequest r = request(timeout);
            r.cache = cache;
            r.reportPath = out("cached.json");
            job::JobResult result = job::EvaluationJob(std::move(r)).run(silent);
            return result.ok() ? readText(out("cached.json")) : "failed: " + result.error;
        };
        const std::string first = runWith(1.0);
        const size_t goldRuns = cache->goldExecutions();
        QVERIFY(goldRuns > 0);
        QCOMPARE(cache->contextsMade(), size_t(1));
        // The same request again: not one gold query runs, the report is the same.
        QCOMPARE(runWith(1.0), first);
        QCOMPARE(cache->goldExecutions(), goldRuns);
        QCOMPARE(cache->contextsMade(), size_t(1));
        // Other settings: a fresh context, which runs the golds again.
        runWith(1.2);
        QCOMPARE(cache->contextsMade(), size_t(2));
        QVERIFY(cache->goldExecutions() >= 2 * goldRuns);
        // A database file that changed (here its modification time): fresh too.
        const std::string pets = demo_.databaseDir + "/pets/pets.sqlite";
        std::filesystem::last_write_time(
            pets, std::filesystem::last_write_time(pets) + std::chrono::seconds(5));
        runWith(1.2);
        QCOMPARE(cache->contextsMade(), size_t(3));
    }
};

SQLSCOPE_TEST_SUITE(EvaluationJobTest)
#include "evaluation_job_test.moc"
