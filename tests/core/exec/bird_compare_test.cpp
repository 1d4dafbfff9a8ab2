// BIRD EX (docs/metrics/execution.md#ex-bird): sets of positional tuples on the dogs fixture,
// failures, evidence rows and the float tolerance.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <string>
#include <vector>

#include "core/exec/bird_compare.h"
#include "tests/core/exec/run_query.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::exec;
using namespace sqlscope::testing;

class BirdCompareTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::string dogs_;

    BirdVerdict bird(const std::string& pred, const std::string& gold) {
        ExecResult p = runQuery(dogs_, pred);
        ExecResult g = runQuery(dogs_, gold);
        return birdExecutionAccuracy(g, p);
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        dogs_ = buildFixtureDatabase(dir_.path().toStdString(), "dogs");
        QVERIFY(!dogs_.empty());
    }

    // docs/metrics/execution.md#ex-bird examples (prediction || gold).
    void specExamples() {
        QCOMPARE(bird("SELECT owner_id FROM dogs", "SELECT owner_id FROM owners").ex, 1);
        BirdVerdict v = bird("SELECT name, age FROM dogs", "SELECT age, name FROM dogs");
        QCOMPARE(v.ex, 0);
        QCOMPARE(v.goldRowsMissing.size(), size_t(4));
        QCOMPARE(v.predictedRowsExtra.size(), size_t(4));
        QCOMPARE(bird("SELECT weight FROM dogs WHERE dog_id = 2", "SELECT 30 AS weight").ex, 1);
    }

    void setsIgnoreOrderAndDuplicates() {
        QCOMPARE(
            bird("SELECT name FROM dogs ORDER BY age DESC", "SELECT name FROM dogs ORDER BY age")
                .ex,
            1);
        QCOMPARE(bird("SELECT DISTINCT owner_id FROM dogs", "SELECT owner_id FROM dogs").ex, 1);
        QCOMPARE(
            bird("SELECT name FROM dogs WHERE age > 100", "SELECT name FROM dogs WHERE age > 200")
                .ex,
            1);
        BirdVerdict v =
            bird("SELECT name FROM dogs WHERE age > 3", "SELECT name FROM dogs WHERE age > 2");
        QCOMPARE(v.ex, 0);
        ExecResult gold = runQuery(dogs_, "SELECT name FROM dogs WHERE age > 2");
        QCOMPARE(v.goldRowsMissing.size(), size_t(1));
        QCOMPARE(gold.result.rows[v.goldRowsMissing[0]][0].bytes(), std::string("Rex"));
        QVERIFY(v.predictedRowsExtra.empty());
        // Text '3' is not the integer 3.
        QCOMPARE(bird("SELECT '3'", "SELECT 3").ex, 0);
        // NULL equals NULL inside result comparison.
        QCOMPARE(bird("SELECT nickname FROM dogs WHERE dog_id = 1", "SELECT NULL").ex, 1);
    }

    void failuresScoreZero() {
        BirdVerdict v = bird("SELECT nope FROM dogs", "SELECT name FROM dogs");
        QCOMPARE(v.ex, 0);
        QVERIFY(v.predictionFailed);
        QCOMPARE(v.failureStatus, ExecStatus::Error);
        v = bird("SELECT name FROM dogs", "SELECT nope FROM dogs");
        QCOMPARE(v.ex, 0);
        QVERIFY(v.goldFailed);
        ExecResult timeout;
        timeout.status = ExecStatus::Timeout;
        v = birdExecutionAccuracy(runQuery(dogs_, "SELECT 1"), timeout);
        QCOMPARE(v.ex, 0);
        QCOMPARE(v.failureStatus, ExecStatus::Timeout);
    }

    void tolerance() {
        ResultSet g = makeResult({"x"}, {{vReal(0.1 + 0.2)}, {vInt(1)}});
        ResultSet p = makeResult({"x"}, {{vReal(0.3)}, {vInt(1)}, {vReal(1.0)}});
        QCOMPARE(birdCompare(g, p).ex, 0);
        CompareOptions tol;
        tol.floatTolerance = 1e-9;
        QCOMPARE(birdCompare(g, p, tol).ex, 1);
        QCOMPARE(birdCompare(g, makeResult({"x"}, {{vReal(0.31)}, {vInt(1)}}), tol).ex, 0);
    }
};

SQLSCOPE_TEST_SUITE(BirdCompareTest)
#include "bird_compare_test.moc"
