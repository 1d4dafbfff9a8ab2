// The self-check (report/self_check.h): each pair's reason, the
// nondeterminism probe on the dogs fixture, and the printed list; and the
// executor's reverse_unordered_selects behind the probe.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <string>

#include "core/exec/executor.h"
#include "core/report/metric_registry.h"
#include "core/report/self_check.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using namespace sqlscope::report;

namespace {

std::string firstColumn(const exec::ExecResult& r) {
    std::string out;
    for (const auto& row : r.result.rows)
        out += (out.empty() ? "" : ",") + row[0].pythonStr();
    return out;
}

}  // namespace

class SelfCheckTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QVERIFY(!testing::buildFixtureDatabase(dir_.path().toStdString(), "dogs").empty());
        settings_.databaseDir = dir_.path().toStdString();
        for (const MetricDefinition& d : metricDefinitions())
            if (d.key != "ves") metrics_.push_back(metricIndex(d.key));
    }

    void executorReversesUnorderedScansAndBack() {
        exec::Executor executor;
        const std::string path = dir_.path().toStdString() + "/dogs/dogs.sqlite";
        exec::ExecOptions reversed;
        reversed.reverseUnorderedSelects = true;
        QCOMPARE(firstColumn(executor.run(path, "SELECT age FROM dogs")), std::string("3,5,7,2"));
        QCOMPARE(firstColumn(executor.run(path, "SELECT age FROM dogs", reversed)),
                 std::string("2,7,5,3"));
        QCOMPARE(firstColumn(executor.run(path, "SELECT age FROM dogs")), std::string("3,5,7,2"));
        // A query still cannot set the pragma itself.
        QCOMPARE(executor.run(path, "PRAGMA reverse_unordered_selects = 1").status,
                 exec::ExecStatus::Denied);
    }

    void probeFindsAChoiceNoOrderByFixes() {
        exec::Executor executor;
        dataset::BenchmarkItem item;
        item.dbId = "dogs";
        item.gold = "SELECT name FROM dogs LIMIT 1";
        auto finding = probeGoldOrder(7, item, settings_, metrics_, executor);
        QVERIFY(finding);
        QCOMPARE(finding->item, uint32_t(7));
        QCOMPARE(finding->reason, SelfCheckReason::Nondeterminism);
        QCOMPARE(finding->metrics,
                 (std::vector<std::string>{"ex", "ex_bird", "exe", "exp", "exr", "ex_f1"}));
        // Row order alone, without ORDER BY, is EX's own quirk: not listed.
        item.gold = "SELECT name FROM dogs";
        QVERIFY(!probeGoldOrder(7, item, settings_, metrics_, executor));
        // ... but listed when EXE and EX compare in order ("order by" in a subquery).
        item.gold =
            "SELECT name FROM dogs WHERE owner_id IN (SELECT owner_id FROM owners "
            "ORDER BY owner_id)";
        finding = probeGoldOrder(7, item, settings_, metrics_, executor);
        QVERIFY(finding);
        QCOMPARE(finding->metrics, (std::vector<std::string>{"ex", "exe"}));
        item.gold = "SELECT count(*) FROM dogs";
        QVERIFY(!probeGoldOrder(7, item, settings_, metrics_, executor));
    }

    void probeFindsTiesUnderOrderBy() {
        exec::Executor executor;
        dataset::BenchmarkItem item;
        item.dbId = "dogs";
        // Rex and Max share owner 1: LIMIT 1 keeps either.
        item.gold = "SELECT name FROM dogs ORDER BY owner_id LIMIT 1";
        auto finding = probeGoldOrder(2, item, settings_, metrics_, executor);
        QVERIFY(finding);
        QCOMPARE(finding->metrics,
                 (std::vector<std::string>{"ex", "ex_bird", "exe", "exp", "exr", "ex_f1"}));
        QVERIFY(finding->detail.find("LIMIT cuts through") != std::string::npos);
        // Without the LIMIT both come, in either order: EX and EXE compare in order.
        item.gold = "SELECT name FROM dogs ORDER BY owner_id;";
        finding = probeGoldOrder(2, item, settings_, metrics_, executor);
        QVERIFY(finding);
        QCOMPARE(finding->metrics, (std::vector<std::string>{"ex", "exe"}));
        // No tie: nothing (an ORDER BY inside parentheses is not the query's).
        item.gold = "SELECT name FROM dogs ORDER BY age LIMIT 2";
        QVERIFY(!probeGoldOrder(2, item, settings_, metrics_, executor));
        item.gold = "SELECT count(*) FROM (SELECT name FROM dogs ORDER BY owner_id)";
        QVERIFY(!probeGoldOrder(2, item, settings_, metrics_, executor));
    }

    void pairReasons() {
        std::vector<std::optional<double>> values(metricDefinitions().size(), 1.0);
        eval::PairVerdict verdict;
        QVERIFY(!selfCheckPair(0, "dogs", verdict, values, metrics_));

        values[metricIndex("exe")] = 0.0;
        verdict.quirks.add(eval::ReferenceQuirk::ExeValueReplacement);
        auto finding = selfCheckPair(3, "dogs", verdict, values, metrics_);
        QVERIFY(finding);
        QCOMPARE(finding->reason, SelfCheckReason::ReferenceQuirk);
        QCOMPARE(finding->detail, std::string("exe_value_replacement"));

        verdict.execution.outcome = eval::ExecOutcome::GoldError;
        verdict.execution.message = "gold query: no such table: t";
        values[metricIndex("ex")].reset();
        finding = selfCheckPair(4, "dogs", verdict, values, metrics_);
        QVERIFY(finding);
        QCOMPARE(finding->reason, SelfCheckReason::GoldError);
        QCOMPARE(finding->metrics, (std::vector<std::string>{"ex", "exe"}));
        QCOMPARE(formatSelfCheck({*finding}, 9),
                 std::string("self-check: 1 of 9 gold queries do not score 1 against themselves "
                             "on every metric\n  #4 dogs ex,exe gold_error: gold query: no such "
                             "table: t\n"));
    }

private:
    QTemporaryDir dir_;
    eval::EvalSettings settings_;
    std::vector<int> metrics_;
};

SQLSCOPE_TEST_SUITE(SelfCheckTest)
#include "self_check_test.moc"
