// Test-suite EXE end to end on the dogs fixture (docs/metrics/execution.md):
// preparation, execution through a runner callback, distilled neighbours.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "core/exec/bird_compare.h"
#include "core/exec/sqlmorph_metrics.h"
#include "core/exec/test_suite_databases.h"
#include "core/exec/testsuite_compare.h"
#include "tests/core/exec/run_query.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::exec;
using namespace sqlscope::testing;

namespace {

bool execScript(const std::string& path, const std::string& sql) {
    sqlite3* db = nullptr;
    bool ok = sqlite3_open(path.c_str(), &db) == SQLITE_OK &&
              sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    return ok;
}

}  // namespace

class TestsuiteExeTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::string dogs_;

    ExeVerdict exe(const std::string& gold, const std::string& pred,
                   const ExeOptions& options = {}) {
        std::vector<std::string> databases = testSuiteDatabases(dogs_);
        ExePreparation prep = prepareExe(gold, pred, options);
        return judgeExe(
            prep, databases.size(),
            [&](size_t db, const std::string& sql) {
                return std::make_shared<const ExecResult>(runQuery(databases[db], sql));
            },
            options);
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        dogs_ = buildFixtureDatabase(dir_.path().toStdString(), "dogs");
        QVERIFY(!dogs_.empty());
        QCOMPARE(testSuiteDatabases(dogs_), std::vector<std::string>{dogs_});
    }

    void preparation() {
        ExePreparation p = prepareExe("SELECT DISTINCT name FROM dogs ORDER BY age",
                                      "SELECT DISTINCT name , age FROM dogs WHERE age > = 3");
        QCOMPARE(p.goldRewritten, std::string("SELECT  name FROM dogs ORDER BY age"));
        QCOMPARE(p.predictionRewritten, std::string("SELECT  name , age FROM dogs WHERE age >= 3"));
        QVERIFY(p.orderMatters);
        QCOMPARE(p.candidates.size(), size_t(1));
        ExeOptions keep;
        keep.keepDistinct = true;
        p = prepareExe("SELECT DISTINCT name FROM dogs", "SELECT YEAR(CURDATE()) FROM dogs", keep);
        QCOMPARE(p.gold, std::string("SELECT DISTINCT name FROM dogs"));
        QCOMPARE(p.candidates[0], std::string("SELECT 2020FROM dogs"));
        QVERIFY(!p.orderMatters);
    }

    // docs/metrics/execution.md#exe-examples, in order.
    void specExamples() {
        ExeVerdict v = exe("SELECT name FROM dogs", "SELECT DISTINCT name FROM dogs");
        QCOMPARE(v.status, ExeStatus::Pass);
        QCOMPARE(v.score(), 1);

        QCOMPARE(exe("SELECT owner_id FROM dogs", "SELECT DISTINCT owner_id FROM dogs").score(), 1);
        ExeOptions keep;
        keep.keepDistinct = true;
        v = exe("SELECT owner_id FROM dogs", "SELECT DISTINCT owner_id FROM dogs", keep);
        QCOMPARE(v.status, ExeStatus::Fail);
        QVERIFY(v.predictionFailure.has_value());
        QCOMPARE(v.predictionFailure->comparison.reason,
                 ResultEqReason::RowCountDiffers);  // 4 vs 3 rows

        v = exe("SELECT name, age FROM dogs", "SELECT age, name FROM dogs");
        QCOMPARE(v.score(), 1);
        QVERIFY(v.passingComparison.has_value());
        QCOMPARE(v.passingComparison->permutation, (std::vector<size_t>{1, 0}));

        v = exe("SELECT name FROM dogs ORDER BY age", "SELECT name FROM dogs ORDER BY age DESC");
        QCOMPARE(v.score(), 0);
        QCOMPARE(v.predictionFailure->comparison.reason, ResultEqReason::QuickReject);

        QCOMPARE(exe("SELECT name FROM dogs", "SELECT name FROM dogs ORDER BY age DESC").score(),
                 1);

        // Figure 1a's false positive on the single database ...
        QCOMPARE(exe("SELECT count(*) FROM dogs WHERE age > 100",
                     "SELECT count(*) FROM dogs WHERE age > 200")
                     .score(),
                 1);
    }

    // ... caught by a distilled neighbour database of the suite.
    void neighbourDatabaseCatchesFalsePositive() {
        QTemporaryDir suite;
        std::string gold = buildFixtureDatabase(suite.path().toStdString(), "dogs");
        std::string neighbour = std::filesystem::path(gold).parent_path() / "dogs_n1.sqlite";
        std::filesystem::copy_file(gold, neighbour);
        QVERIFY(
            execScript(neighbour, "INSERT INTO dogs VALUES (5, 2, 'HUS', 'Old', 150, 10.0, NULL)"));
        std::vector<std::string> databases = testSuiteDatabases(gold);
        QCOMPARE(databases, (std::vector<std::string>{gold, neighbour}));
        ExePreparation prep = prepareExe("SELECT count(*) FROM dogs WHERE age > 100",
                                         "SELECT count(*) FROM dogs WHERE age > 200");
        ExeVerdict v = judgeExe(prep, databases.size(), [&](size_t db, const std::string& sql) {
            return std::make_shared<const ExecResult>(runQuery(databases[db], sql));
        });
        QCOMPARE(v.status, ExeStatus::Fail);
        QCOMPARE(v.predictionFailure->database, size_t(1));
        QCOMPARE(v.predictionFailure->comparison.reason, ResultEqReason::QuickReject);
    }

    // docs/metrics/execution.md#one-pair-under-every-convention on the pair owner_id vs DISTINCT
    // owner_id.
    void conventionsTable() {
        ExecResult gold = runQuery(dogs_, "SELECT owner_id FROM dogs");
        ExecResult pred = runQuery(dogs_, "SELECT DISTINCT owner_id FROM dogs");
        QCOMPARE(birdExecutionAccuracy(gold, pred).ex, 1);
        SqlMorphResult t2 = sqlMorphFromExecution(gold, pred);  // T2: EX = 1 short-circuits
        QCOMPARE(t2.ex, 1);
        QCOMPARE(t2.path, SqlMorphPath::ExShortCircuit);
        QCOMPARE(t2.f1, 1.0);
        QCOMPARE(exe("SELECT owner_id FROM dogs", "SELECT DISTINCT owner_id FROM dogs").score(), 1);
        ExeOptions keep;
        keep.keepDistinct = true;
        QCOMPARE(
            exe("SELECT owner_id FROM dogs", "SELECT DISTINCT owner_id FROM dogs", keep).score(),
            0);
    }

    void plugValue() {
        QCOMPARE(exe("SELECT name FROM dogs WHERE age > 4", "SELECT name FROM dogs WHERE age > 10")
                     .score(),
                 0);
        ExeOptions plug;
        plug.plugValue = true;
        ExeVerdict v = exe("SELECT name FROM dogs WHERE age > 4",
                           "SELECT name FROM dogs WHERE age > 10", plug);
        QCOMPARE(v.status, ExeStatus::Pass);
        QCOMPARE(v.passingCandidate, std::optional<size_t>(1));
        QCOMPARE(v.candidatesTried, size_t(2));
        // The unmodified prediction is tried first and its failure kept as evidence.
        QVERIFY(v.predictionFailure.has_value());
        QCOMPARE(v.predictionFailure->comparison.reason, ResultEqReason::RowCountDiffers);
    }

    void errors() {
        ExeVerdict v = exe("SELECT nope FROM dogs", "SELECT name FROM dogs");
        QCOMPARE(v.status, ExeStatus::GoldError);
        QCOMPARE(v.goldStatus, ExecStatus::Error);
        QVERIFY(!v.goldMessage.empty());
        v = exe("SELECT name FROM dogs", "SELECT nope FROM dogs");
        QCOMPARE(v.status, ExeStatus::Fail);
        QVERIFY(v.predictionFailure->executionFailed);
        QCOMPARE(v.predictionFailure->predStatus, ExecStatus::Error);
        // A cancelled run gives no verdict.
        ExePreparation prep = prepareExe("SELECT 1", "SELECT 1");
        v = judgeExe(prep, 1, [](size_t, const std::string&) {
            auto r = std::make_shared<ExecResult>();
            r->status = ExecStatus::Cancelled;
            return std::shared_ptr<const ExecResult>(r);
        });
        QCOMPARE(v.status, ExeStatus::Cancelled);
    }

    void rewritesReachExecution() {
        // YEAR(CURDATE()) does not exist in SQLite: only the rewrite makes the gold run.
        QCOMPARE(
            exe("SELECT YEAR(CURDATE()) - age FROM dogs", "SELECT 2020 - age FROM dogs").score(),
            1);
        QCOMPARE(
            exe("SELECT name FROM dogs WHERE age > = 5", "SELECT name FROM dogs WHERE age >= 5")
                .score(),
            1);
        QCOMPARE(
            exe("SELECT name FROM dogs WHERE name != 'distinct'", "SELECT name FROM dogs").score(),
            1);
        // COUNT(DISTINCT ...) loses DISTINCT too: 4 owners' rows counted, not 3.
        QCOMPARE(exe("SELECT count(DISTINCT owner_id) FROM dogs", "SELECT 4").score(), 1);
        ExeOptions keep;
        keep.keepDistinct = true;
        QCOMPARE(exe("SELECT count(DISTINCT owner_id) FROM dogs", "SELECT 3", keep).score(), 1);
    }
};

SQLSCOPE_TEST_SUITE(TestsuiteExeTest)
#include "testsuite_exe_test.moc"
