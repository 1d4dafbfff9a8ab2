// The summary row (core/job/summary_row.h): its size, pinned so that a
// table of 100,000 rows stays under 10 MB, one value slot per registered
// metric, and the metric selection (core/job/metric_selection.h) it follows.
#include <QObject>
#include <QTest>
#include <cmath>

#include "core/eval/pair_verdict.h"
#include "core/job/metric_selection.h"
#include "core/job/summary_row.h"
#include "core/report/metric_registry.h"
#include "core/report/report_model.h"
#include "tests/test_registry.h"

using namespace sqlscope;

class SummaryRowTest : public QObject {
    Q_OBJECT

private slots:
    void rowIsCompact() {
        QCOMPARE(sizeof(job::SummaryRow), size_t(88));
        QCOMPARE(job::kSummaryMetricCount, report::metricDefinitions().size());
    }

    void rowCarriesTheRecordsValues() {
        eval::PairVerdict verdict;
        verdict.execution.outcome = eval::ExecOutcome::Timeout;
        verdict.esm.scored = true;
        verdict.esm.hardness = match::esm::Hardness::Extra;
        verdict.esmPlus.scored = true;
        verdict.esmPlus.rulesGold.set(3, true);
        verdict.esmPlus.rulesPred.set(17, true);
        verdict.component.errors.wrongTable = true;
        report::PairRecord record;
        record.item = 41;
        record.parseError = "1:8: unexpected token";
        record.metrics.assign(report::metricDefinitions().size(), std::nullopt);
        record.metrics[0] = 1.0;
        record.metrics[5] = 0.25;
        const job::SummaryRow row = job::makeSummaryRow(3, record, verdict);
        QCOMPARE(row.item, 41u);
        QCOMPARE(row.run, 3u);
        QCOMPARE(*row.metric(0), 1.0);
        QCOMPARE(*row.metric(5), 0.25);
        QVERIFY(!row.metric(1));
        QVERIFY(std::isnan(row.metrics[1]));
        QCOMPARE(int(row.outcome), int(eval::ExecOutcome::Timeout));
        QCOMPARE(row.hardness, int8_t(3));
        QCOMPARE(row.rulesFired.count(), 2);
        QVERIFY(row.rulesFired.has(3) && row.rulesFired.has(17));
        const auto schema = 1u << static_cast<int>(match::component::ErrorCategory::SchemaErrors);
        QCOMPARE(unsigned(row.errorCategories), schema);
        QVERIFY(row.parseFailed);
        QVERIFY(!row.missing);
    }

    void metricGroupsResolveToKeys() {
        eval::EvalSettings defaults;
        std::vector<std::string> all = job::selectMetrics({}, defaults);
        QVERIFY(!defaults.metrics.only);
        QVERIFY(std::find(all.begin(), all.end(), "ves") == all.end());  // no repetitions
        QCOMPARE(all.size(), report::metricDefinitions().size() - 1);

        eval::EvalSettings ves;
        QCOMPARE(job::selectMetrics({"ves"}, ves), (std::vector<std::string>{"ves"}));
        QCOMPARE(ves.vesRepetitions, 10);

        eval::EvalSettings exp;
        QCOMPARE(job::selectMetrics({"exp", "ex"}, exp),
                 (std::vector<std::string>{"ex", "ex_bird", "exp", "exr", "ex_f1"}));
        QVERIFY(exp.metrics.wants("exp") && !exp.metrics.wants("esm"));

        QCOMPARE(*job::etypeMetricGroups("all", false), (job::MetricGroups{"ex", "esm"}));
        QCOMPARE(*job::etypeMetricGroups("exec", true), (job::MetricGroups{"exe"}));
        QCOMPARE(*job::etypeMetricGroups("match", true), (job::MetricGroups{"esm"}));
        QVERIFY(!job::etypeMetricGroups("everything", false));
    }
};

SQLSCOPE_TEST_SUITE(SummaryRowTest)
#include "summary_row_test.moc"
