// The workspace's writers and readers (core/workspace/workspace.h) with
// exact values: annotations (replace, remove, cascade), summary rows (every
// field, NaN kept, the keys kept), a real evaluation of the demo recorded
// and its request rebuilt (the rebuilt request evaluates to the same key
// and rows), and changedInputs on files that change.
#include <sqlite3.h>
#include <utime.h>

#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <string>
#include <vector>

#include "core/dataset/demo_benchmark.h"
#include "core/job/evaluation_job.h"
#include "core/job/job_listener.h"
#include "core/job/metric_selection.h"
#include "core/report/report_model.h"
#include "core/util/sha256.h"
#include "core/workspace/sqlite_statement.h"
#include "core/workspace/summary_key.h"
#include "core/workspace/summary_row_codec.h"
#include "core/workspace/workspace.h"
#include "tests/core/workspace/annotation_builders.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using namespace sqlscope::workspace;
namespace fs = std::filesystem;

using testing::pairAnnotation;
using testing::questionAnnotation;

namespace {

struct RowCollector : job::JobListener {
    std::vector<job::SummaryRow> rows;
    void onRows(const std::vector<job::SummaryRow>& batch) override {
        rows.insert(rows.end(), batch.begin(), batch.end());
    }
};

bool sameRow(const job::SummaryRow& a, const job::SummaryRow& b) {
    return a.item == b.item && a.run == b.run && a.rulesFired == b.rulesFired &&
           std::memcmp(a.metrics.data(), b.metrics.data(), sizeof a.metrics) == 0 &&
           a.outcome == b.outcome && a.errorCategories == b.errorCategories &&
           a.hardness == b.hardness && a.parseFailed == b.parseFailed && a.missing == b.missing;
}

bool sameRows(const std::vector<job::SummaryRow>& a, const std::vector<job::SummaryRow>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (!sameRow(a[i], b[i])) return false;
    return true;
}

int64_t count(sqlite3* db, const char* sql) {
    return queryInteger(db, sql).value_or(-1);
}

void setMtime(const std::string& path, time_t seconds) {
    struct utimbuf times {
        seconds, seconds
    };
    utime(path.c_str(), &times);
}

}  // namespace

class WorkspaceTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    dataset::DemoLayout demo_;

    std::string file(const std::string& name) const {
        return dir_.path().toStdString() + "/" + name;
    }
    std::unique_ptr<Workspace> open(const std::string& name) const {
        WorkspaceOpen opened = Workspace::open(file(name), OpenMode::CreateOrOpen);
        if (!opened.ok()) qWarning("%s", opened.error.c_str());
        return std::move(opened.workspace);
    }
    // ESM and component only: nothing is executed, so the job takes little time.
    job::EvaluationRequest request(const dataset::DemoLayout& demo) const {
        job::EvaluationRequest r;
        r.goldFile = demo.goldFile;
        r.tablesFile = demo.tablesFile;
        r.databaseDir = demo.databaseDir;
        r.read.questionsFile = demo.questionsFile;
        r.predictionFiles = demo.predictionFiles;
        r.settings.esmPlusTraceTexts = false;
        r.settings.execution.timeoutSeconds = 0.5;
        r.metricKeys = job::selectMetrics({"esm", "component"}, r.settings);
        r.jobs = 2;
        return r;
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        dataset::DemoResult demo = dataset::materializeDemo(file("demo"));
        QVERIFY2(demo.ok(), demo.error.c_str());
        demo_ = demo.layout;
    }

    void questionAnnotationsRoundTrip() {
        auto ws = open("questions.sqlscope");
        QVERIFY(ws);
        const annotate::QuestionAnnotation a = questionAnnotation(
            "dev_17", 17, true, annotate::GoldIssue::TiesOrOrder, "LIMIT 1 over a tie",
            {"SELECT name FROM t ORDER BY x, name LIMIT 1", "SELECT min(name) FROM t"});
        const annotate::QuestionAnnotation b =
            questionAnnotation("dev_3", 3, false, annotate::GoldIssue::Other, "fine after all", {});
        QCOMPARE(ws->setQuestionAnnotation(a), std::string());
        QCOMPARE(ws->setQuestionAnnotation(b), std::string());
        QCOMPARE(ws->questionAnnotations(), (std::vector<annotate::QuestionAnnotation>{b, a}));

        // Replaced whole: one alternate gold left, another category.
        annotate::QuestionAnnotation a2 = a;
        a2.issue = annotate::GoldIssue::AmbiguousQuestion;
        a2.note = "two readings";
        a2.alternateGolds = {"SELECT 'other reading'"};
        QCOMPARE(ws->setQuestionAnnotation(a2), std::string());
        ws.reset();
        ws = open("questions.sqlscope");
        QCOMPARE(ws->questionAnnotations(), (std::vector<annotate::QuestionAnnotation>{b, a2}));
        QCOMPARE(count(ws->handle(), "SELECT count(*) FROM alternate_golds"), int64_t{1});

        // Removed: its alternate golds go with it (ON DELETE CASCADE).
        QCOMPARE(ws->removeQuestionAnnotation(a2.question), std::string());
        QCOMPARE(ws->questionAnnotations(), (std::vector<annotate::QuestionAnnotation>{b}));
        QCOMPARE(count(ws->handle(), "SELECT count(*) FROM alternate_golds"), int64_t{0});
        // The foreign key holds: an alternate gold of no question is refused.
        QVERIFY(!execScript(ws->handle(),
                            "INSERT INTO alternate_golds VALUES ('nobody', 0, 'SELECT 1')")
                     .empty());
    }

    void pairAnnotationsRoundTrip() {
        auto ws = open("pairs.sqlscope");
        QVERIFY(ws);
        const annotate::PairAnnotation p1 =
            pairAnnotation("dev_5", 5, "model_a", annotate::HumanVerdict::Equivalent,
                           "same rows, other join order", "ana");
        const annotate::PairAnnotation p2 =
            pairAnnotation("dev_5", 5, "model_b", annotate::HumanVerdict::Unsure, "", "ben");
        const annotate::PairAnnotation p3 =
            pairAnnotation("dev_1", 1, "model_b", std::nullopt, "ask Ana", "");
        for (const auto& p : {p1, p2, p3})
            QCOMPARE(ws->setPairAnnotation(p), std::string());
        QCOMPARE(ws->pairAnnotations(), (std::vector<annotate::PairAnnotation>{p3, p1, p2}));

        annotate::PairAnnotation p1b = p1;
        p1b.verdict = annotate::HumanVerdict::NotEquivalent;
        p1b.labeller = "ben";
        QCOMPARE(ws->setPairAnnotation(p1b), std::string());
        // The verdict goes, the note stays; a pair with no note goes whole.
        QCOMPARE(ws->removePairVerdict(p1.pair), std::string());
        QCOMPARE(ws->removePairVerdict(p2.pair), std::string());
        ws.reset();
        ws = open("pairs.sqlscope");
        const annotate::PairAnnotation p1c =
            pairAnnotation("dev_5", 5, "model_a", std::nullopt, p1.note, "");
        QCOMPARE(ws->pairAnnotations(), (std::vector<annotate::PairAnnotation>{p3, p1c}));
        QCOMPARE(ws->removePairAnnotation(p3.pair), std::string());
        QCOMPARE(ws->pairAnnotations(), (std::vector<annotate::PairAnnotation>{p1c}));
    }

    void summaryRowBytes() {
        job::SummaryRow row;
        row.item = 9;
        row.run = 2;
        row.rulesFired.set(1);
        row.rulesFired.set(20);
        row.metrics.fill(std::numeric_limits<float>::quiet_NaN());
        row.metrics[0] = 1.0f;
        row.metrics[15] = 0.25f;
        row.outcome = eval::ExecOutcome::Timeout;
        row.errorCategories = 0x81;
        row.hardness = 3;
        row.parseFailed = true;
        const std::string bytes = encodeSummaryRow(row);
        QCOMPARE(bytes.size(), size_t(72));
        QCOMPARE(bytes.substr(0, 8), std::string("\x01\x00\x08\x00\x00\x00\x80\x3f", 8));
        QCOMPARE(bytes.substr(68), std::string("\x02\x81\x03\x01", 4));
        auto back = decodeSummaryRow(9, 2, bytes);
        QVERIFY(back);
        QVERIFY(sameRow(*back, row));
        QVERIFY(!decodeSummaryRow(9, 2, bytes.substr(1)));
        std::string badOutcome = bytes;
        badOutcome[68] = 9;
        QVERIFY(!decodeSummaryRow(9, 2, badOutcome));
    }

    void summariesRoundTripAndKeysKept() {
        auto ws = open("summaries.sqlscope");
        QVERIFY(ws);
        std::vector<job::SummaryRow> rows;
        for (uint32_t run = 0; run < 3; ++run)
            for (uint32_t item = 0; item < 50; ++item) {
                job::SummaryRow row;
                row.item = item;
                row.run = run;
                row.metrics.fill(std::numeric_limits<float>::quiet_NaN());
                row.metrics[item % 16] = static_cast<float>(item) / 7.0f;
                row.rulesFired.set(static_cast<int>(item % 20) + 1);
                row.outcome = static_cast<eval::ExecOutcome>(item % 9);
                row.hardness = static_cast<int8_t>(item % 5) - 1;
                row.missing = item % 3 == 0;
                rows.push_back(row);
            }
        QCOMPARE(ws->saveSummaries("k0", rows), std::string());
        QCOMPARE(ws->saveSummaries("empty", {}), std::string());
        ws.reset();
        ws = open("summaries.sqlscope");
        auto loaded = ws->loadSummaries("k0");
        QVERIFY(loaded);
        QVERIFY(sameRows(*loaded, rows));
        QCOMPARE(ws->loadSummaries("empty")->size(), size_t(0));
        QVERIFY(!ws->loadSummaries("never saved"));
        QCOMPARE(ws->saveSummaries("", rows), ws->path() + ": an empty summaries key");
        // Saving a key again replaces its rows; eight keys are kept, newest first.
        QCOMPARE(ws->saveSummaries("k0", {rows.front()}), std::string());
        QCOMPARE(ws->loadSummaries("k0")->size(), size_t(1));
        for (int k = 1; k <= 7; ++k)
            QCOMPARE(ws->saveSummaries("k" + std::to_string(k), {rows[k]}), std::string());
        QVERIFY(!ws->loadSummaries("empty"));
        QVERIFY(ws->loadSummaries("k0"));
        QCOMPARE(count(ws->handle(), "SELECT count(*) FROM summary_sets"), int64_t{8});
        QCOMPARE(count(ws->handle(), "SELECT count(*) FROM summaries"), int64_t{8});
    }

    void summaryKeyIsTheDocumentedDigest() {
        const std::vector<report::InputDigest> inputs = {
            {"gold", "a/gold.txt", std::string(64, 'a')},
            {"pred", "b/x.txt", std::string(64, 'b')}};
        const std::string expected =
            util::sha256Hex(std::string("sqlscope-summaries-1\nsqlscope ") + SQLSCOPE_VERSION +
                            "\nsettings {\"format\":\"spider\"}\nshard 2/4\ninput gold " +
                            std::string(64, 'a') + "\ninput pred " + std::string(64, 'b') + "\n");
        QCOMPARE(summaryKey("{\"format\":\"spider\"}", inputs, eval::Shard{2, 4}), expected);
        // Paths do not count; digests, their order and the settings do.
        std::vector<report::InputDigest> moved = inputs;
        moved[0].path = "elsewhere/gold.txt";
        QCOMPARE(summaryKey("{\"format\":\"spider\"}", moved, eval::Shard{2, 4}), expected);
        QVERIFY(summaryKey("{\"format\":\"bird\"}", inputs, eval::Shard{2, 4}) != expected);
        QVERIFY(summaryKey("{\"format\":\"spider\"}", inputs) != expected);
        moved[1].sha256 = "";
        QCOMPARE(summaryKey("{\"format\":\"spider\"}", moved, eval::Shard{2, 4}), std::string());
    }

    // A real evaluation recorded; reopened, the rows come back under the
    // stored key, and the rebuilt request evaluates to the same key and rows.
    void evaluationRecordedAndRequestRebuilt() {
        job::EvaluationRequest r = request(demo_);
        r.shard = eval::Shard{1, 2};
        r.read.allowMissing = true;
        RowCollector first;
        job::JobResult result = job::EvaluationJob(r).run(first);
        QVERIFY2(result.ok(), result.error.c_str());
        QCOMPARE(first.rows.size(), size_t(60));  // 30 items x 2 runs
        {
            auto ws = open("eval.sqlscope");
            QCOMPARE(ws->recordEvaluation(r, result.report, first.rows), std::string());
        }
        auto ws = open("eval.sqlscope");
        const std::string key = ws->storedSummaryKey();
        QCOMPARE(key, summaryKey(result.report.settings.dump(), result.report.inputs, r.shard));
        auto rows = ws->loadSummaries(key);
        QVERIFY(rows);
        std::vector<job::SummaryRow> expected = first.rows;
        std::stable_sort(expected.begin(), expected.end(),
                         [](const auto& a, const auto& b) { return a.run < b.run; });
        QVERIFY(sameRows(*rows, expected));
        QCOMPARE(ws->runNames(), (std::vector<std::string>{"model_a", "model_b"}));
        QVERIFY(ws->changedInputs().empty());

        const std::vector<InputRecord> inputs = ws->inputs();
        QCOMPARE(inputs.size(), result.report.inputs.size());
        QCOMPARE(inputs[0].role, std::string("gold"));
        QCOMPARE(inputs[0].path, fs::absolute(demo_.goldFile).lexically_normal().string());
        QCOMPARE(inputs[0].size, int64_t(fs::file_size(demo_.goldFile)));
        QCOMPARE(inputs[0].sha256, util::sha256File(demo_.goldFile).hex);
        QCOMPARE(inputs[1].role, std::string("questions"));
        QCOMPARE(inputs.back().role, std::string("database"));

        std::string error;
        std::optional<job::EvaluationRequest> rebuilt = ws->benchmarkRequest(&error);
        QVERIFY2(rebuilt, error.c_str());
        QCOMPARE(rebuilt->goldFile, inputs[0].path);
        QCOMPARE(rebuilt->read.format, dataset::Format::Spider);  // as detected
        QCOMPARE(rebuilt->read.allowMissing, true);
        QCOMPARE(rebuilt->read.questionsFile, fs::absolute(demo_.questionsFile).string());
        QCOMPARE(rebuilt->predictionFiles.size(), size_t(2));
        QCOMPARE(rebuilt->predictionFiles[1], fs::absolute(demo_.predictionFiles[1]).string());
        QCOMPARE(rebuilt->metricKeys, r.metricKeys);
        QCOMPARE(rebuilt->shard.index, 1u);
        QCOMPARE(rebuilt->shard.count, 2u);
        QCOMPARE(rebuilt->settings.execution.timeoutSeconds, 0.5);
        QCOMPARE(rebuilt->settings.esmPlusTraceTexts, false);
        QVERIFY(rebuilt->settings.metrics.only.has_value());
        QCOMPARE(*rebuilt->settings.metrics.only, *r.settings.metrics.only);
        QCOMPARE(rebuilt->settings.esmPlusRules, r.settings.esmPlusRules);

        // The rebuilt request scores every pair the same way, under the same key.
        const job::EvaluationRequest& again = *rebuilt;
        RowCollector second;
        job::JobResult rerun = job::EvaluationJob(again).run(second);
        QVERIFY2(rerun.ok(), rerun.error.c_str());
        QCOMPARE(rerun.report.settings.dump(), result.report.settings.dump());
        QCOMPARE(summaryKey(rerun.report.settings.dump(), rerun.report.inputs, again.shard), key);
        QVERIFY(sameRows(second.rows, first.rows));
    }

    void changedInputsSaysWhich() {
        // A copy of the demo, so its files can change.
        const std::string root = file("changing");
        dataset::DemoResult demo = dataset::materializeDemo(root);
        QVERIFY2(demo.ok(), demo.error.c_str());
        const dataset::DemoLayout& d = demo.layout;
        job::EvaluationRequest r = request(d);
        RowCollector rows;
        job::JobResult result = job::EvaluationJob(r).run(rows);
        QVERIFY2(result.ok(), result.error.c_str());
        auto ws = open("changing.sqlscope");
        QCOMPARE(ws->recordEvaluation(r, result.report, rows.rows), std::string());
        QVERIFY(ws->changedInputs().empty());

        // Touched only (same bytes, a new time): not a change.
        setMtime(d.goldFile, 1'000'000'000);
        // Same size, other bytes, a new time: content.
        std::string tables;
        {
            std::ifstream in(d.tablesFile, std::ios::binary);
            tables.assign(std::istreambuf_iterator<char>(in), {});
        }
        const size_t brace = tables.find('{');
        tables[brace + 1] = tables[brace + 1] == ' ' ? '\n' : ' ';
        std::ofstream(d.tablesFile, std::ios::binary) << tables;
        setMtime(d.tablesFile, 1'000'000'000);
        // Longer: size. Gone: missing.
        std::ofstream(d.predictionFiles[0], std::ios::app) << "SELECT 1\n";
        fs::remove(d.predictionFiles[1]);
        // Same size, other bytes, and the recorded time kept: not seen (the
        // hash is computed only when size or time differ).
        const std::string dev = d.questionsFile;
        const auto devTime = fs::last_write_time(dev);
        std::string questions;
        {
            std::ifstream in(dev, std::ios::binary);
            questions.assign(std::istreambuf_iterator<char>(in), {});
        }
        questions[questions.rfind('?')] = '!';
        std::ofstream(dev, std::ios::binary) << questions;
        fs::last_write_time(dev, devTime);

        auto absolute = [](const std::string& p) {
            return fs::absolute(p).lexically_normal().string();
        };
        const std::vector<InputChange> changes = ws->changedInputs();
        QCOMPARE(changes,
                 (std::vector<InputChange>{
                     {"tables", absolute(d.tablesFile), InputChange::Kind::Content},
                     {"pred", absolute(d.predictionFiles[0]), InputChange::Kind::Size},
                     {"pred", absolute(d.predictionFiles[1]), InputChange::Kind::Missing}}));
        QCOMPARE(std::string(inputChangeName(changes[0].kind)), std::string("content"));
        QCOMPARE(std::string(inputChangeName(changes[1].kind)), std::string("size"));
        QCOMPARE(std::string(inputChangeName(changes[2].kind)), std::string("missing"));
    }
};

SQLSCOPE_TEST_SUITE(WorkspaceTest)
#include "workspace_test.moc"
