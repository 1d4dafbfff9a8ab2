// Alternate golds (core/inspect/alternate_golds.h, docs/metrics/alternate-golds.md)
// on the embedded demo evaluated by job::EvaluationJob: an alternate that
// rescues a pair for EX and ESM+, one that does not parse, one identical to
// the gold; the any-gold definition for scores (best value, the gold that
// gave it, ties to the gold); the cache (no evaluation for a known key);
// the filter terms, the export columns and the summary export.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <cstring>
#include <limits>

#include "core/dataset/demo_benchmark.h"
#include "core/inspect/alternate_golds.h"
#include "core/inspect/filter_expression.h"
#include "core/inspect/pair_table.h"
#include "core/inspect/pairs_export.h"
#include "core/inspect/run_summary.h"
#include "core/inspect/summary_export.h"
#include "core/inspect/verdict_columns.h"
#include "core/job/evaluation_job.h"
#include "core/job/job_listener.h"
#include "core/report/metric_registry.h"
#include "tests/core/inspect/inspect_fixture.h"
#include "tests/demo_test_request.h"
#include "tests/test_registry.h"

using namespace sqlscope;
namespace fx = sqlscope::testing::inspect_fixture;

namespace {

struct TableFeeder : job::JobListener {
    inspect::PairTable table;
    void onPlan(const job::JobPlan& plan) override { table.reset(plan); }
    void onRows(const std::vector<job::SummaryRow>& batch) override { table.add(batch); }
};

constexpr size_t kEx = 0, kEsm = 3, kEsmPlus = 4, kExp = 5;
// Demo item 36: "SELECT title FROM courses WHERE credits = 4"; model_a
// predicts "SELECT title, credits FROM courses WHERE credits = 4", which
// fails EX, ESM and ESM+ (EXP 0.5). The question may well want both.
constexpr uint32_t kItem = 36;
const char* const kRescue = "SELECT title, credits FROM courses WHERE credits = 4";
const char* const kBroken = "SELEC title FROM courses";
const char* const kSame = "SELECT title FROM courses WHERE credits = 4";

annotate::QuestionAnnotation question(const inspect::PairTable& table,
                                      std::vector<std::string> alternates) {
    annotate::QuestionAnnotation q;
    const size_t pos = *table.itemPosOf(kItem);
    q.question.itemId = std::string(table.itemId(pos));
    q.question.item = kItem;
    q.goldQuestionable = true;
    q.issue = annotate::GoldIssue::AmbiguousQuestion;
    q.alternateGolds = std::move(alternates);
    return q;
}

float nan() {
    return std::numeric_limits<float>::quiet_NaN();
}

}  // namespace

class AlternateGoldsTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    TableFeeder feeder_;
    job::JobResult result_;

    // The demo's table with the three alternates of item 36 scored (each
    // test may run alone).
    inspect::PairTable& tableWithAlternates() {
        inspect::PairTable& t = feeder_.table;
        if (!t.anyGold()) {
            inspect::AlternateScoreMap cache;
            t.setAnyGold(inspect::scoreAnyGold(t, {question(t, {kRescue, kBroken, kSame})}, "key",
                                               cache, result_.context.get()));
        }
        return t;
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        dataset::DemoResult demo = dataset::materializeDemo(dir_.path().toStdString() + "/demo");
        QVERIFY2(demo.ok(), demo.error.c_str());
        job::EvaluationRequest r = testing::demoTestRequest(demo.layout);
        job::EvaluationJob evaluation(std::move(r));
        result_ = evaluation.run(feeder_);
        QVERIFY2(result_.ok(), result_.error.c_str());
        QVERIFY(result_.context);
    }

    // The rescue: EX and ESM+ (and ESM) fail against the gold and pass
    // against alternate 1; the broken alternate gives a positioned problem
    // and no verdict; the identical one scores exactly as the gold.
    void alternatesAreScoredWithTheGoldsEvaluator() {
        inspect::PairTable& t = feeder_.table;
        const size_t pos = *t.itemPosOf(kItem);
        QCOMPARE(t.row(pos, 0).metrics[kEx], 0.0f);
        QCOMPARE(t.row(pos, 0).metrics[kEsm], 0.0f);
        QCOMPARE(t.row(pos, 0).metrics[kEsmPlus], 0.0f);

        inspect::AlternateScoreMap cache;
        size_t evaluated = 0;
        const auto questions = std::vector{question(t, {kRescue, kBroken, kSame})};
        auto anyGold =
            inspect::scoreAnyGold(t, questions, "key", cache, result_.context.get(), &evaluated);
        QCOMPARE(evaluated, size_t(6));  // 3 alternates x 2 runs
        QCOMPARE(cache.size(), size_t(6));
        QCOMPARE(anyGold->size(), size_t(2));
        QCOMPARE(anyGold->incomplete(), size_t(0));
        const inspect::AnyGoldRow* row = anyGold->find(pos, 0);
        QVERIFY(row);
        QCOMPARE(row->metrics[kEx], 1.0f);
        QCOMPARE(row->acceptedBy[kEx], int8_t(0));
        QCOMPARE(row->metrics[kEsm], 1.0f);
        QCOMPARE(row->metrics[kEsmPlus], 1.0f);
        QCOMPARE(row->acceptedBy[kEsmPlus], int8_t(0));
        QVERIFY(!anyGold->find(pos + 1, 0));  // no alternates: no row

        // The broken alternate: one problem for the question (not per run).
        QCOMPARE(anyGold->problems.size(), size_t(1));
        QCOMPARE(anyGold->problems[0].alternate, size_t(1));
        QCOMPARE(anyGold->problems[0].text(),
                 std::string("item 36 (id 36), alternate gold 2: does not parse: 1:1: "
                             "expected SELECT, found 'SELEC'"));
        const auto tasks = inspect::alternateTasks(t, questions, "key");
        QCOMPARE(tasks.size(), size_t(6));
        const annotate::AlternateScore& broken = cache.at(tasks[1].key);
        QVERIFY(std::isnan(broken.metrics[kEx]));
        QVERIFY(std::isnan(broken.metrics[kEsmPlus]));
        // The identical alternate scores every metric as the gold did.
        for (size_t run = 0; run < 2; ++run) {
            const annotate::AlternateScore& same = cache.at(tasks[run * 3 + 2].key);
            QCOMPARE(same.problem, std::string());
            for (size_t m = 0; m < job::kSummaryMetricCount; ++m) {
                if (report::metricDefinitions()[m].key == "ves") continue;  // measures time
                const float original = t.row(pos, run).metrics[m];
                QVERIFY2(std::isnan(original) ? std::isnan(same.metrics[m])
                                              : same.metrics[m] == original,
                         report::metricDefinitions()[m].key.c_str());
            }
        }

        // Scored again with the cache: no evaluation, the same table.
        auto again =
            inspect::scoreAnyGold(t, questions, "key", cache, result_.context.get(), &evaluated);
        QCOMPARE(evaluated, size_t(0));
        QCOMPARE(std::memcmp(again->find(pos, 0)->metrics.data(), row->metrics.data(),
                             sizeof row->metrics),
                 0);
        // Another evaluation key (other settings or inputs) is a miss.
        const auto otherKey = inspect::alternateTasks(t, questions, "other");
        QVERIFY(otherKey[0].key != tasks[0].key);
        // Without a context nothing is scored: the pairs stay incomplete.
        inspect::AlternateScoreMap empty;
        auto unscored = inspect::scoreAnyGold(t, questions, "key", empty, nullptr, &evaluated);
        QCOMPARE(evaluated, size_t(0));
        QCOMPARE(unscored->incomplete(), size_t(2));

        t.setAnyGold(anyGold);
        const inspect::AnyGoldCell cell = inspect::anyGoldCellOf(t, pos, 0, inspect::kColumnEx);
        QCOMPARE(cell.original.verdict, inspect::CellVerdict::Fail);
        QCOMPARE(cell.anyGold.verdict, inspect::CellVerdict::Pass);
        QVERIFY(cell.changed);
        QCOMPARE(cell.acceptedBy, 0);
    }

    // The filter terms and the summary counts over the rescued pair.
    void filtersAndSummariesSeeTheAnyGoldVerdicts() {
        inspect::PairTable& t = tableWithAlternates();
        const size_t pos = *t.itemPosOf(kItem);
        const inspect::FilterVocabulary vocabulary = inspect::filterVocabularyOf(t);
        for (const char* expression : {"ex:fail ex_any:pass", "preset:passes_only_with_alternate",
                                       "changed:esm+", "esm+_any:pass esm+:fail run:model_a"}) {
            const inspect::FilterParse parse =
                inspect::parseFilterExpression(expression, vocabulary);
            QVERIFY2(parse.ok(), parse.error.c_str());
            std::vector<std::pair<size_t, size_t>> accepted;
            for (size_t p = 0; p < t.itemCount(); ++p)
                for (size_t run = 0; run < t.runCount(); ++run)
                    if (parse.filter.accepts(t, p, run)) accepted.emplace_back(p, run);
            QCOMPARE(accepted, (std::vector<std::pair<size_t, size_t>>{{pos, 0}}));
            QCOMPARE(inspect::parseFilterExpression(
                         inspect::printFilterExpression(parse.filter, vocabulary), vocabulary)
                         .filter,
                     parse.filter);
        }
        QCOMPARE(inspect::printFilterExpression(
                     inspect::parseFilterExpression("EX_ANY:PASS changed:ex", vocabulary).filter,
                     vocabulary),
                 std::string("ex_any:pass changed:ex"));
        QCOMPARE(inspect::parseFilterExpression("changed:nope", vocabulary).error,
                 std::string("col 9: unknown metric column 'nope' (ex, ex_bird, exe, esm, esm+, "
                             "exp, exr, ex_f1, comp_avg_f1, link_columns_f1plus)"));

        const inspect::RunSummary a = inspect::summarizeRun(t, 0);
        const inspect::MetricSummary& ex = a.metrics[inspect::kColumnEx];
        QCOMPARE(a.alternatePairs, size_t(1));
        QCOMPARE(ex.passAnyGold.count, ex.pass.count + 1);
        QCOMPARE(ex.changed.count, size_t(1));
        QCOMPARE(ex.withVerdictAnyGold, ex.withVerdict);
        QCOMPARE(*ex.meanAnyGold, *ex.mean + 100.0 / double(ex.withVerdict));
        QCOMPARE(a.metrics[inspect::kColumnEsmPlus].changed.count, size_t(1));
        const inspect::RunSummary b = inspect::summarizeRun(t, 1);
        QCOMPARE(b.metrics[inspect::kColumnEx].passAnyGold.count,
                 b.metrics[inspect::kColumnEx].pass.count);
    }

    // The export's any-gold columns of the rescued pair: its original
    // values improved where alternate 1 passes, and accepted_by naming it.
    void exportColumnsCarryTheAnyGoldVerdicts() {
        inspect::PairTable& t = tableWithAlternates();
        const auto questions = std::vector{question(t, {kRescue, kBroken, kSame})};
        const inspect::FilterVocabulary vocabulary = inspect::filterVocabularyOf(t);
        const inspect::PairsExport e = inspect::pairsExportCsv(
            t, inspect::parseFilterExpression("changed:ex", vocabulary).filter, {questions, {}});
        QCOMPARE(e.rows, size_t(1));
        const std::string line = e.csv.substr(e.csv.find("\r\n") + 2);
        const std::string tail = line.substr(line.find(",ambiguous_question,"));
        // The original values, then the any-gold ones: every metric passes against
        // alternate 1 (the prediction itself); EXR and linking were 1 already.
        QVERIFY(line.find(",0,0,0,0,0,0.5,1,0.6666667,0,0.9166667,1,1,1,1,1,,ok,") !=
                std::string::npos);
        QCOMPARE(tail, std::string(",ambiguous_question,,3,,,,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,,"
                                   "ex:alt1;ex_bird:alt1;exe:alt1;esm:alt1;esm+:alt1;exp:alt1;"
                                   "ex_f1:alt1;em:alt1;comp_avg_f1:alt1\r\n"));
    }

    // The summary export of the demo with item 36's alternates: exact content.
    void summaryExportOfTheDemo() {
        const inspect::PairTable& t = tableWithAlternates();
        const std::vector<inspect::SummaryLine> lines = inspect::summaryLines(t);
        QCOMPARE(lines.size(), size_t(30));  // 15 metrics with verdicts x 2 runs
        const std::string csv = inspect::summaryExportCsv(lines);
        const std::string expected =
            "run,metric,n,pass,mean,percent,n_any_gold,pass_any_gold,mean_any_gold,percent_any_"
            "gold,changed\r\n"
            "model_a,ex,59,42,0.7119,71.19,59,43,0.7288,72.88,1\r\n"
            "model_a,ex_bird,60,55,0.9167,91.67,60,56,0.9333,93.33,1\r\n"
            "model_a,exe,60,53,0.8833,88.33,60,54,0.9000,90.00,1\r\n"
            "model_a,esm,59,33,0.5593,55.93,59,34,0.5763,57.63,1\r\n"
            "model_a,esm+,60,46,0.7667,76.67,60,47,0.7833,78.33,1\r\n"
            "model_a,exp,60,58,0.9792,97.92,60,59,0.9875,98.75,1\r\n"
            "model_a,exr,60,58,0.9778,97.78,60,58,0.9778,97.78,0\r\n"
            "model_a,ex_f1,60,56,0.9644,96.44,60,57,0.9700,97.00,1\r\n"
            "model_a,em,60,29,0.4833,48.33,60,30,0.5000,50.00,1\r\n"
            "model_a,comp_avg_f1,60,35,0.8699,86.99,60,36,0.8713,87.13,1\r\n"
            "model_a,pred_valid,60,60,1.0000,100.00,60,60,1.0000,100.00,0\r\n"
            "model_a,link_tables_f1plus,60,59,0.9944,99.44,60,59,0.9944,99.44,0\r\n"
            "model_a,link_columns_r,60,59,0.9833,98.33,60,59,0.9833,98.33,0\r\n"
            "model_a,link_columns_p,60,53,0.9194,91.94,60,53,0.9194,91.94,0\r\n"
            "model_a,link_columns_f1plus,60,53,0.9300,93.00,60,53,0.9300,93.00,0\r\n"
            "model_b,ex,59,8,0.1356,13.56,59,8,0.1356,13.56,0\r\n"
            "model_b,ex_bird,60,14,0.2333,23.33,60,14,0.2333,23.33,0\r\n"
            "model_b,exe,60,12,0.2000,20.00,60,12,0.2000,20.00,0\r\n"
            "model_b,esm,59,15,0.2542,25.42,59,15,0.2542,25.42,0\r\n"
            "model_b,esm+,60,2,0.0333,3.33,60,2,0.0333,3.33,0\r\n"
            "model_b,exp,60,23,0.4608,46.08,60,23,0.4608,46.08,0\r\n"
            "model_b,exr,60,19,0.3915,39.15,60,19,0.3915,39.15,0\r\n"
            "model_b,ex_f1,60,14,0.3497,34.97,60,14,0.3497,34.97,0\r\n"
            "model_b,em,60,1,0.0167,1.67,60,1,0.0167,1.67,0\r\n"
            "model_b,comp_avg_f1,60,7,0.7066,70.66,60,7,0.7066,70.66,0\r\n"
            "model_b,pred_valid,60,53,0.8833,88.33,60,53,0.8833,88.33,0\r\n"
            "model_b,link_tables_f1plus,60,50,0.8333,83.33,60,50,0.8333,83.33,0\r\n"
            "model_b,link_columns_r,60,43,0.8446,84.46,60,43,0.8446,84.46,0\r\n"
            "model_b,link_columns_p,60,43,0.8350,83.50,60,43,0.8350,83.50,0\r\n"
            "model_b,link_columns_f1plus,60,38,0.6956,69.56,60,38,0.6956,69.56,0\r\n";
        QCOMPARE(csv, expected);
        const std::string tex = inspect::summaryExportLatex(lines);
        const std::string texHead =
            "% sqlscope summary: per run and metric, against the gold and against any accepted\n"
            "% gold (docs/metrics/alternate-golds.md). Requires \\usepackage{booktabs}.\n"
            "\\begin{tabular}{llrrrr}\n"
            "\\toprule\n"
            "Run & Metric & $n$ & Gold & Any gold & Changed \\\\\n"
            "\\midrule\n"
            "model\\_a & EX & 59 & 71.19\\% (42) & 72.88\\% (43) & 1 \\\\\n"
            " & EX (BIRD) & 60 & 91.67\\% (55) & 93.33\\% (56) & 1 \\\\\n"
            " & EXE & 60 & 88.33\\% (53) & 90.00\\% (54) & 1 \\\\\n"
            " & ESM & 59 & 55.93\\% (33) & 57.63\\% (34) & 1 \\\\\n"
            " & ESM+ & 60 & 76.67\\% (46) & 78.33\\% (47) & 1 \\\\\n"
            " & EXP & 60 & 0.9792 & 0.9875 & 1 \\\\\n"
            " & EXR & 60 & 0.9778 & 0.9778 & 0 \\\\\n"
            " & EX F1 & 60 & 0.9644 & 0.9700 & 1 \\\\\n";
        QCOMPARE(tex.substr(0, texHead.size()), texHead);
        QVERIFY(
            tex.ends_with(" & Link C F1+ & 60 & 0.6956 & 0.6956 & 0 \\\\\n\\bottomrule\n"
                          "\\end{tabular}\n"));
        QCOMPARE(inspect::summaryFormatOf("x/Summary.TEX"), inspect::SummaryFormat::Latex);
        QCOMPARE(inspect::summaryFormatOf("x/summary.csv"), inspect::SummaryFormat::Csv);
        QVERIFY(!inspect::summaryFormatOf("x/summary.txt"));
    }

    // Scores take the best value over the golds, ties go to the gold, and a
    // gold without a value (NaN) never wins over one with a value.
    void scoresTakeTheBestGold() {
        inspect::PairTable t;
        t.reset(fx::plan());
        t.add(fx::rows());
        annotate::QuestionAnnotation q;
        q.question.itemId = "q4";
        q.alternateGolds = {"SELECT 1", "SELECT 2"};
        const auto tasks = inspect::alternateTasks(t, {q}, "k");
        QCOMPARE(tasks.size(), size_t(4));  // q4 x (alpha, beta) x 2
        // Item 4 alpha: EXP 0.5, EX 1, ESM 0, EXR none. Beta: EX 0, EXP none.
        auto score = [](float ex, float esm, float exp, float exr) {
            annotate::AlternateScore s;
            s.metrics.assign(job::kSummaryMetricCount, nan());
            s.metrics[kEx] = ex, s.metrics[kEsm] = esm, s.metrics[kExp] = exp;
            s.metrics[kExp + 1] = exr;
            return s;
        };
        inspect::AlternateScoreMap scores;
        scores[tasks[0].key] = score(0, 0, 0.25f, 0.5f);      // alpha, alt 1
        scores[tasks[1].key] = score(1, nan(), 0.5f, 0.75f);  // alpha, alt 2: EXP ties
        scores[tasks[2].key] = score(1, 1, 0.4f, nan());      // beta, alt 1
        scores[tasks[3].key] = score(nan(), 0, 0.6f, nan());  // beta, alt 2
        const auto anyGold = inspect::combineAnyGold(t, tasks, scores);
        const inspect::AnyGoldRow* alpha = anyGold->find(0, 0);
        QCOMPARE(alpha->metrics[kEx], 1.0f);
        QCOMPARE(alpha->acceptedBy[kEx], inspect::kOriginalGold);  // the gold passes already
        QCOMPARE(alpha->metrics[kExp], 0.5f);
        QCOMPARE(alpha->acceptedBy[kExp], inspect::kOriginalGold);  // a tie stays with the gold
        QCOMPARE(alpha->metrics[kExp + 1], 0.75f);
        QCOMPARE(alpha->acceptedBy[kExp + 1], int8_t(1));  // the gold had none
        QCOMPARE(alpha->metrics[kEsm], 0.0f);
        const inspect::AnyGoldRow* beta = anyGold->find(0, 1);
        QCOMPARE(beta->metrics[kEx], 1.0f);
        QCOMPARE(beta->acceptedBy[kEx], int8_t(0));
        QCOMPARE(beta->metrics[kExp], 0.6f);  // the best of 0.4 and 0.6
        QCOMPARE(beta->acceptedBy[kExp], int8_t(1));
        QVERIFY(std::isnan(beta->metrics[kExp + 1]));
        QCOMPARE(beta->acceptedBy[kExp + 1], inspect::kNoGold);
        // A missing score leaves the pair incomplete: the export leaves it empty.
        scores.erase(tasks[3].key);
        QVERIFY(!inspect::combineAnyGold(t, tasks, scores)->find(0, 1)->complete);
    }
};

SQLSCOPE_TEST_SUITE(AlternateGoldsTest)
#include "alternate_golds_test.moc"
