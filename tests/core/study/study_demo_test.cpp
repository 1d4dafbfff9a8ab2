// core/study on a real evaluation: the embedded demo run through
// job::EvaluationJob into a PairTable, then the confusion tables (each
// cell's filter accepts exactly its pairs), the stratified FP/FN table with
// a small set of human verdicts made here (one cell worked by hand), and
// the rule-ablation series.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <cstdio>

#include "core/dataset/demo_benchmark.h"
#include "core/inspect/pair_filter.h"
#include "core/inspect/pair_table.h"
#include "core/job/evaluation_job.h"
#include "core/job/job_listener.h"
#include "core/match/esm_plus/esm_plus_schemas.h"
#include "core/report/metric_registry.h"
#include "core/schema/catalog.h"
#include "core/study/confusion_tables.h"
#include "core/study/fp_fn_table.h"
#include "core/study/pair_keys.h"
#include "core/study/rule_ablation.h"
#include "core/study/stratified_sample.h"
#include "tests/core/study/study_demo_verdicts.h"
#include "tests/demo_test_request.h"
#include "tests/test_registry.h"

using namespace sqlscope;

namespace {

struct TableFeeder : job::JobListener {
    inspect::PairTable table;
    void onPlan(const job::JobPlan& plan) override { table.reset(plan); }
    void onRows(const std::vector<job::SummaryRow>& batch) override { table.add(batch); }
};

}  // namespace

class StudyDemoTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    dataset::DemoResult demo_;
    TableFeeder feeder_;
    job::JobResult result_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        demo_ = dataset::materializeDemo(dir_.path().toStdString() + "/demo");
        QVERIFY2(demo_.ok(), demo_.error.c_str());
        job::EvaluationRequest r = testing::demoTestRequest(demo_.layout);
        job::EvaluationJob evaluation(std::move(r));
        result_ = evaluation.run(feeder_);
        QVERIFY2(result_.ok(), result_.error.c_str());
    }

    void confusionCellsFilterExactlyTheirPairs() {
        const inspect::PairTable& t = feeder_.table;
        const std::vector<study::ConfusionTable> tables = study::confusionTables(t);
        QCOMPARE(tables.size(), size_t(20));  // 2 runs x 10 pairs of metrics
        QCOMPARE(tables[0].first, inspect::kColumnEx);
        QCOMPARE(tables[0].second, inspect::kColumnExBird);
        QCOMPARE(tables[9].first, inspect::kColumnEsm);
        QCOMPARE(tables[9].second, inspect::kColumnEsmPlus);
        for (const study::ConfusionTable& c : tables) {
            size_t total = c.withoutVerdict;
            for (size_t a = 0; a < 2; ++a)
                for (size_t b = 0; b < 2; ++b) {
                    const study::ConfusionCell& cell = c.cells[a][b];
                    size_t accepted = 0;
                    for (size_t pos = 0; pos < t.itemCount(); ++pos)
                        for (size_t run = 0; run < t.runCount(); ++run)
                            accepted += cell.filter.accepts(t, pos, run);
                    QCOMPARE(accepted, cell.count);
                    total += cell.count;
                }
            QCOMPARE(total, size_t(60));
            // The report's agreement table of the same two metrics lists the
            // same items per cell.
            const report::RunAggregate& agg = result_.aggregate.runs[c.run];
            for (const auto& r : agg.agreements) {
                if (r.first != inspect::verdictColumns()[c.first].metric ||
                    r.second != inspect::verdictColumns()[c.second].metric)
                    continue;
                for (size_t k = 0; k < 4; ++k)
                    QCOMPARE(r.cells[k].size(), c.cells[k / 2][k % 2].count);
            }
        }
        // model_a, EX vs ESM+ (tables[3]): both pass 36, EX only 6, ESM+ only 9, neither 8.
        const study::ConfusionTable& exPlus = tables[3];
        QCOMPARE(exPlus.second, inspect::kColumnEsmPlus);
        QCOMPARE(exPlus.cells[0][0].count, size_t(36));
        QCOMPARE(exPlus.cells[0][1].count, size_t(6));
        QCOMPARE(exPlus.cells[1][0].count, size_t(9));
        QCOMPARE(exPlus.cells[1][1].count, size_t(8));
        QCOMPARE(exPlus.withoutVerdict, size_t(1));
    }

    void stratifiedErrorRates() {
        const inspect::PairTable& t = feeder_.table;
        const study::ErrorRateTable table =
            study::estimateErrorRates(t, verdicts(), study::StrataDesign{});
        QVERIFY(table.stratified);
        QCOMPARE(table.runs.size(), size_t(2));
        QCOMPARE(table.unmatched, size_t(0));
        const study::RunErrorRates& a = table.runs[0];
        QCOMPARE(a.runName, std::string("model_a"));
        // model_a's 60 pairs fill 8 strata; "incomplete" (item 28 alone) has
        // only an unsure verdict, so it is left out: N = 59.
        QCOMPARE(a.population, size_t(60));
        QCOMPARE(a.strata, size_t(8));
        QCOMPARE(a.strataWithoutLabels, size_t(1));
        QCOMPARE(a.pairsWithoutLabels, size_t(1));
        QCOMPARE(a.pairs, size_t(59));
        QCOMPARE(a.labelled, size_t(13));
        QCOMPARE(a.unsure, size_t(1));
        // The cell worked by hand: EX's FP rate on model_a. EX passes in
        // three labelled strata with a not-equivalent verdict:
        //   EX=1 EXE=0 ESM=0 ESM+=0: N_h = 1, item 46 (EXE fails): p_h = 1/1;
        //   EX=1 EXE=1 ESM=0 ESM+=0: N_h = 5, items 9, 45 (45 judged not
        //     equivalent): p_h = 1/2;
        //   all four pass: N_h = 33, items 12, 40 (12 not equivalent): p_h = 1/2.
        // p = (1 * 1 + 5 * 0.5 + 33 * 0.5) / 59 = 20/59 = 33.898 %.
        // var = (5/59)^2 * 0.25/2 * (1 - 2/5) + (33/59)^2 * 0.25/2 * (1 - 2/33)
        //     + (1/59)^2 * 0 = 0.000538638 + 0.036735134 = 0.037273772;
        // 1.96 * sqrt(var) = 0.378406: [0 (clipped from -0.039423), 0.717389].
        const study::MetricErrorRates& ex = a.metrics[0];
        QCOMPARE(ex.label, std::string("EX"));
        QCOMPARE(ex.fp.count, size_t(3));
        QVERIFY(std::abs(ex.fp.rate - 20.0 / 59.0) < 1e-12);
        QCOMPARE(ex.fp.low, 0.0);
        QVERIFY(std::abs(ex.fp.high - 0.7173888147422585) < 1e-9);
        // The whole table, as it prints (one decimal).
        const std::string text = study::formatErrorRateTable(table);
        const char* expected[] = {
            "model_a: 59 pairs (1 more in 1 strata without labels, left out), 13 labelled in 7 "
            "strata, 1 unsure left out\n",
            "EX        33.9 [0.0, 71.7]      23.7 [18.0, 29.5]\n",
            "EX-BIRD   39.0 [0.7, 77.3]      5.1 [0.0, 10.8]\n",
            "EXE       32.2 [0.0, 70.0]      5.1 [0.0, 10.8]\n",
            "ESM       28.0 [0.0, 65.5]      33.1 [25.7, 40.4]\n",
            "ESM+      28.0 [0.0, 65.5]      12.7 [5.4, 20.0]\n",
            "model_b: 60 pairs, 15 labelled in 9 strata, 0 unsure left out\n",
            "EX        0.0 [0.0, 0.0]        14.2 [5.0, 23.3]\n",
            "ESM       7.5 [0.0, 16.7]       10.0 [10.0, 10.0]\n",
            "ESM+      0.0 [0.0, 0.0]        24.2 [15.0, 33.3]\n",
        };
        for (const char* line : expected)
            QVERIFY2(text.find(line) != std::string::npos, line);
        // EXE's FN on model_a: only item 38 (judged equivalent, EXE fails), in
        // the all-fail cell: 6/59 * 1/2 = 5.08 %.
        QVERIFY(std::abs(a.metrics[2].fn.rate - 3.0 / 59.0) < 1e-12);
    }

    void plainRatesWithoutStrata() {
        const study::ErrorRateTable table =
            study::estimateErrorRates(feeder_.table, verdicts(), std::nullopt);
        QVERIFY(!table.stratified);
        QVERIFY(table.note.find("not drawn as a stratified sample") != std::string::npos);
        const study::RunErrorRates& a = table.runs[0];
        QCOMPARE(a.labelled, size_t(13));
        QCOMPARE(a.pairs, size_t(13));
        // EX FP: items 46, 45 and 12 of 13: 3/13, Wilson [0.081794, 0.502569].
        const study::RateEstimate& fp = a.metrics[0].fp;
        QCOMPARE(fp.count, size_t(3));
        QVERIFY(std::abs(fp.rate - 3.0 / 13.0) < 1e-12);
        QVERIFY(std::abs(fp.low - 0.08179379092465713) < 1e-9);
        QVERIFY(std::abs(fp.high - 0.5025687399512693) < 1e-9);
        QVERIFY(study::formatErrorRateTable(table).find(
                    "model_a: 13 labelled pairs of 60 (not a stratified sample: plain rates), 1 "
                    "unsure left out") != std::string::npos);
    }

    void ablationSeries() {
        const inspect::PairTable& t = feeder_.table;
        schema::CatalogLoad load = schema::Catalog::fromTablesJson(demo_.layout.tablesFile);
        QVERIFY(load.ok());
        match::esm_plus::EsmPlusSchemas schemas(load.catalog, {demo_.layout.databaseDir});
        const study::RuleAblation a = study::ablateRules(t, verdicts(), schemas);
        QCOMPARE(a.humanTruths, size_t(28));  // the 29 labels but item 28's unsure
        QCOMPARE(a.exeTruths, size_t(92));
        QCOMPARE(a.truthNote,
                 std::string("truth: human verdicts on 28 pairs, otherwise EXE (92 pairs)"));
        const study::RunAblation& ma = a.runs[0];
        QCOMPARE(ma.equivalent, size_t(52));
        QCOMPARE(ma.byHuman, size_t(9));
        QCOMPARE(ma.byExe, size_t(43));
        QCOMPARE(ma.notEquivalent, size_t(8));
        QCOMPARE(ma.withoutTruth + ma.unscored, size_t(0));
        const std::vector<size_t> seriesA = {19, 19, 18, 18, 17, 17, 16, 12, 11, 10, 10,
                                             10, 10, 10, 9,  8,  8,  8,  8,  7,  7};
        const std::vector<size_t> aloneA = {19, 18, 19, 18, 19, 18, 15, 18, 18, 19,
                                            19, 19, 19, 18, 18, 19, 19, 19, 18, 19};
        for (size_t k = 0; k < seriesA.size(); ++k) {
            QCOMPARE(ma.series[k].rules, int(k));
            QCOMPARE(ma.series[k].falseNegatives, seriesA[k]);
        }
        for (size_t r = 0; r < aloneA.size(); ++r)
            QCOMPARE(ma.aloneFalseNegatives[r], aloneA[r]);
        // No rule: 19 of 52 = 36.54 %; all twenty: 7 of 52 = 13.46 %. Rule 7
        // alone rescues 4 pairs (7.69 points); switched on after rules 1-6 it
        // also rescues 4 (16 -> 12).
        QVERIFY(std::abs(ma.series[0].rate - 100.0 * 19 / 52) < 1e-9);
        QVERIFY(std::abs(ma.series[20].rate - 100.0 * 7 / 52) < 1e-9);
        QVERIFY(std::abs(ma.rules[6].alone - 100.0 * 4 / 52) < 1e-9);
        QVERIFY(std::abs(ma.rules[6].added - 100.0 * 4 / 52) < 1e-9);
        QCOMPARE(ma.rules[6].rule, 7);
        const study::RunAblation& mb = a.runs[1];
        QCOMPARE(mb.equivalent, size_t(13));
        QCOMPARE(mb.byHuman, size_t(11));
        QCOMPARE(mb.series[0].falseNegatives, size_t(13));
        QCOMPARE(mb.series[11].falseNegatives, size_t(12));
        QCOMPARE(mb.series[20].falseNegatives, size_t(11));
        QCOMPARE(mb.aloneFalseNegatives[10], size_t(12));  // rule 11
        QCOMPARE(mb.aloneFalseNegatives[11], size_t(12));  // rule 12
        QCOMPARE(a.distinctPairs, size_t(65));

        // Evaluating every rule set on every pair gives the same counts, with
        // far more evaluations; two workers give the same as one.
        study::AblationOptions every;
        every.reuseUnengaged = false;
        const study::RuleAblation full = study::ablateRules(t, verdicts(), schemas, every);
        // Every pair under every prefix set and every single rule: 2 * kRuleCount + 1 sets.
        QCOMPARE(full.evaluations, size_t(65 * (2 * match::esm_plus::kRuleCount + 1)));
        QVERIFY(a.evaluations < full.evaluations / 5);
        study::AblationOptions two;
        two.threads = 2;
        const study::RuleAblation parallel = study::ablateRules(t, verdicts(), schemas, two);
        for (const study::RuleAblation* other : {&full, &parallel})
            for (size_t run = 0; run < 2; ++run) {
                for (size_t k = 0; k <= 20; ++k)
                    QCOMPARE(other->runs[run].series[k].falseNegatives,
                             a.runs[run].series[k].falseNegatives);
                QCOMPARE(other->runs[run].aloneFalseNegatives, a.runs[run].aloneFalseNegatives);
            }

        // Without human verdicts EXE decides every pair.
        const study::RuleAblation exeOnly = study::ablateRules(t, {}, schemas);
        QCOMPARE(exeOnly.truthNote, std::string("truth: EXE (no human verdicts)"));
        QCOMPARE(exeOnly.exeTruths, size_t(120));
        QCOMPARE(exeOnly.runs[0].withoutTruth, size_t(0));
        // 52 + items 45 and 12 (EXE passes) - item 38 (EXE fails)
        QCOMPARE(exeOnly.runs[0].equivalent, size_t(53));
        // 19 + item 45 (ESM fails it) - item 38 (so does ESM; item 12 ESM passes)
        QCOMPARE(exeOnly.runs[0].series[0].falseNegatives, size_t(19));
    }

private:
    // tests/core/study/study_demo_verdicts.h
    std::vector<annotate::PairAnnotation> verdicts() const {
        return testing::studyDemoVerdicts(feeder_.table);
    }
};

SQLSCOPE_TEST_SUITE(StudyDemoTest)
#include "study_demo_test.moc"
