// The labelling sample in a workspace (schema version 3,
// core/workspace/sample_record.h): a sample drawn on the demo evaluation is
// saved, the workspace closed and reopened, and everything comes back (the
// design, size, seed, strata with their population counts and members in
// draw order); the FP/FN table made from the reloaded design is the
// stratified estimate the original gives; drawing again replaces the
// sample; the PairTable's membership (preset:in_sample) follows it.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <string>
#include <vector>

#include "core/dataset/demo_benchmark.h"
#include "core/inspect/filter_expression.h"
#include "core/inspect/pair_filter.h"
#include "core/inspect/pair_table.h"
#include "core/job/evaluation_job.h"
#include "core/job/job_listener.h"
#include "core/study/fp_fn_table.h"
#include "core/study/stratified_sample.h"
#include "core/workspace/sqlite_statement.h"
#include "core/workspace/workspace.h"
#include "tests/demo_test_request.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using namespace sqlscope::workspace;

namespace {

struct TableFeeder : job::JobListener {
    inspect::PairTable table;
    void onPlan(const job::JobPlan& plan) override { table.reset(plan); }
    void onRows(const std::vector<job::SummaryRow>& batch) override { table.add(batch); }
};

annotate::PairAnnotation judged(const annotate::PairKey& key, annotate::HumanVerdict verdict) {
    annotate::PairAnnotation a;
    a.pair = key;
    a.verdict = verdict;
    return a;
}

}  // namespace

class WorkspaceSampleTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    TableFeeder feeder_;

    std::string file(const std::string& name) const {
        return dir_.path().toStdString() + "/" + name;
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        const dataset::DemoResult demo = dataset::materializeDemo(file("demo"));
        QVERIFY2(demo.ok(), demo.error.c_str());
        job::EvaluationRequest r = testing::demoTestRequest(demo.layout);
        job::EvaluationJob evaluation(std::move(r));
        const job::JobResult result = evaluation.run(feeder_);
        QVERIFY2(result.ok(), result.error.c_str());
        QCOMPARE(feeder_.table.pairsPresent(), size_t(120));
    }

    void savedSampleReopensUnchanged() {
        study::SampleOptions options;
        options.perCell = 3;
        options.seed = 0xfedcba9876543210ull;  // above INT64_MAX: stored as text
        const study::StratifiedSample drawn = study::drawStratifiedSample(feeder_.table, options);
        // 2 runs x (16 cells + incomplete).
        QCOMPARE(drawn.strata.size(), size_t(34));
        QCOMPARE(drawn.population(), size_t(120));
        const std::string path = file("sample.sqlscope");
        {
            WorkspaceOpen opened = Workspace::open(path, OpenMode::CreateOrOpen);
            QVERIFY2(opened.ok(), opened.error.c_str());
            QCOMPARE(opened.workspace->schemaVersion(), 5);
            QVERIFY(!opened.workspace->labellingSample().has_value());
            QCOMPARE(opened.workspace->saveLabellingSample(drawn, feeder_.table.runNames(),
                                                           "2026-11-27T10:00:00Z"),
                     std::string());
        }
        WorkspaceOpen opened = Workspace::open(path, OpenMode::OpenExisting);
        QVERIFY2(opened.ok(), opened.error.c_str());
        std::string error;
        const std::optional<SampleRecord> record = opened.workspace->labellingSample(&error);
        QCOMPARE(error, std::string());
        QVERIFY(record.has_value());
        QCOMPARE(record->drawnAt, std::string("2026-11-27T10:00:00Z"));
        const study::StratifiedSample& back = record->sample;
        QVERIFY(back.options.design == drawn.options.design);
        QCOMPARE(back.options.design.columns,
                 (std::vector<size_t>{inspect::kColumnEx, inspect::kColumnExe, inspect::kColumnEsm,
                                      inspect::kColumnEsmPlus}));
        QCOMPARE(back.options.perCell, size_t(3));
        QCOMPARE(back.options.seed, uint64_t(0xfedcba9876543210ull));
        QCOMPARE(back.excluded, drawn.excluded);
        QCOMPARE(back.strata.size(), drawn.strata.size());
        for (size_t s = 0; s < drawn.strata.size(); ++s) {
            QCOMPARE(back.strata[s].run, drawn.strata[s].run);
            QCOMPARE(back.strata[s].cell, drawn.strata[s].cell);
            QCOMPARE(back.strata[s].label, drawn.strata[s].label);
            QCOMPARE(back.strata[s].population, drawn.strata[s].population);
            QVERIFY(back.strata[s].sample == drawn.strata[s].sample);
        }
        QCOMPARE(back.sampled(), drawn.sampled());
        // What the file holds, as another tool reads it.
        sqlite3* db = opened.workspace->handle();
        QCOMPARE(queryInteger(db, "SELECT count(*) FROM sample_strata").value_or(-1), int64_t(34));
        QCOMPARE(queryInteger(db, "SELECT count(*) FROM sample_members").value_or(-1),
                 int64_t(drawn.sampled()));
        QCOMPARE(queryInteger(db, "SELECT sum(population) FROM sample_strata").value_or(-1),
                 int64_t(120));
        Statement head(db,
                       "SELECT columns, per_run, incomplete, per_cell, seed FROM "
                       "labelling_sample");
        QVERIFY(head.step());
        QCOMPARE(head.text(0), std::string("ex,exe,esm,esm+"));
        QCOMPARE(head.integer(1), int64_t(1));
        QCOMPARE(head.text(2), std::string("own_stratum"));
        QCOMPARE(head.integer(3), int64_t(3));
        QCOMPARE(head.text(4), std::string("18364758544493064720"));
        Statement last(db,
                       "SELECT run, run_name, cell, label FROM sample_strata WHERE "
                       "position = 33");
        QVERIFY(last.step());
        QCOMPARE(last.integer(0), int64_t(1));
        QCOMPARE(last.text(1), std::string("model_b"));
        QCOMPARE(last.integer(2), int64_t(-1));
        QCOMPARE(last.text(3), std::string("incomplete"));

        // The reloaded design gives the FP/FN table its strata.
        std::vector<annotate::PairAnnotation> verdicts;
        for (const study::Stratum& s : back.strata)
            for (size_t i = 0; i < s.sample.size(); ++i)
                verdicts.push_back(judged(s.sample[i], i % 2 ? annotate::HumanVerdict::NotEquivalent
                                                             : annotate::HumanVerdict::Equivalent));
        const study::ErrorRateTable fromFile =
            study::estimateErrorRates(feeder_.table, verdicts, back.options.design);
        const study::ErrorRateTable fromDraw =
            study::estimateErrorRates(feeder_.table, verdicts, drawn.options.design);
        QVERIFY(fromFile.stratified);
        QCOMPARE(study::formatErrorRateTable(fromFile), study::formatErrorRateTable(fromDraw));
        QVERIFY(study::formatErrorRateTable(fromFile).find("stratified estimate") !=
                std::string::npos);
    }

    // Drawing again replaces the sample: other design, the old rows gone.
    void drawingAgainReplaces() {
        const std::string path = file("replace.sqlscope");
        WorkspaceOpen opened = Workspace::open(path, OpenMode::CreateOrOpen);
        QVERIFY2(opened.ok(), opened.error.c_str());
        Workspace& ws = *opened.workspace;
        study::SampleOptions first;
        first.perCell = 5;
        QCOMPARE(ws.saveLabellingSample(study::drawStratifiedSample(feeder_.table, first),
                                        feeder_.table.runNames()),
                 std::string());
        study::SampleOptions second;
        second.design.columns = {inspect::kColumnEx, inspect::kColumnEsmPlus};
        second.design.perRun = false;
        second.design.incomplete = study::IncompletePolicy::Exclude;
        second.perCell = 1;
        second.seed = 42;
        const study::StratifiedSample drawn = study::drawStratifiedSample(feeder_.table, second);
        QCOMPARE(drawn.strata.size(), size_t(4));  // 4 cells over all runs, no "incomplete"
        QCOMPARE(ws.saveLabellingSample(drawn, feeder_.table.runNames()), std::string());
        const std::optional<SampleRecord> record = ws.labellingSample();
        QVERIFY(record.has_value());
        QVERIFY(record->sample.options.design == second.design);
        QCOMPARE(record->sample.options.seed, uint64_t(42));
        QCOMPARE(record->sample.strata.size(), size_t(4));
        QCOMPARE(record->sample.excluded, drawn.excluded);
        QVERIFY(!record->sample.strata[0].run.has_value());
        QCOMPARE(record->sample.strata[0].label, std::string("EX=0 ESM+=0"));
        QVERIFY(!record->drawnAt.empty());
        QCOMPARE(queryInteger(ws.handle(), "SELECT count(*) FROM sample_members").value_or(-1),
                 int64_t(drawn.sampled()));
        QCOMPARE(ws.removeLabellingSample(), std::string());
        QVERIFY(!ws.labellingSample().has_value());
        QCOMPARE(queryInteger(ws.handle(), "SELECT count(*) FROM sample_strata").value_or(-1),
                 int64_t(0));
    }

    // The table's membership answers preset:in_sample and `sample:in`.
    void tableMembershipFiltersTheSample() {
        inspect::PairTable& t = feeder_.table;
        study::SampleOptions options;
        options.perCell = 2;
        options.seed = 7;
        const study::StratifiedSample drawn = study::drawStratifiedSample(t, options);
        t.setSampleMembers(drawn.pairs());
        QCOMPARE(t.sampleMembersFound(), drawn.sampled());
        const inspect::FilterParse parse =
            inspect::parseFilterExpression("sample:in", inspect::filterVocabularyOf(t));
        QVERIFY2(parse.ok(), parse.error.c_str());
        QCOMPARE(parse.filter.preset, inspect::DisagreementPreset::InSample);
        QCOMPARE(inspect::printFilterExpression(parse.filter, inspect::filterVocabularyOf(t)),
                 std::string("preset:in_sample"));
        size_t accepted = 0;
        for (size_t pos = 0; pos < t.itemCount(); ++pos)
            for (size_t run = 0; run < t.runCount(); ++run)
                if (parse.filter.accepts(t, pos, run)) {
                    ++accepted;
                    const annotate::PairKey key{{std::string(t.itemId(pos)), t.itemIndex(pos)},
                                                t.runName(run)};
                    const auto members = drawn.pairs();
                    QVERIFY(std::find(members.begin(), members.end(), key) != members.end());
                }
        QCOMPARE(accepted, drawn.sampled());
        const inspect::FilterParse both = inspect::parseFilterExpression(
            "preset:parse_error sample:in", inspect::filterVocabularyOf(t));
        QCOMPARE(both.error, std::string("col 20: 'sample' and 'preset' cannot both be given"));
        t.setSampleMembers({});
        QCOMPARE(t.sampleMembersFound(), size_t(0));
        QVERIFY(!parse.filter.accepts(t, 0, 0));
    }
};

SQLSCOPE_TEST_SUITE(WorkspaceSampleTest)
#include "workspace_sample_test.moc"
