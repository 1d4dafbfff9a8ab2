// The shared result cache: one execution per key even under concurrent
// requests, separate keys run separately, cancelled runs and results above
// the size limit are not kept.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "core/exec/result_cache.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::exec;

namespace {

// Takes a noticeable while (tens of milliseconds) and returns one row.
const char* kSlow =
    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 300000) "
    "SELECT count(*) FROM c";

}  // namespace

class ResultCacheTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::string db_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        db_ = sqlscope::testing::buildFixtureDatabase(dir_.path().toStdString(), "dogs");
        QVERIFY(!db_.empty());
    }

    void concurrentRequestsRunOnce() {
        ResultCache cache;
        constexpr int kThreads = 4;
        std::vector<std::shared_ptr<const ExecResult>> results(kThreads);
        std::atomic<int> ready{0};
        std::vector<std::thread> threads;
        for (int i = 0; i < kThreads; ++i) {
            threads.emplace_back([&, i] {
                Executor executor;  // each worker has its own
                ready.fetch_add(1);
                while (ready.load() < kThreads)
                    std::this_thread::yield();
                results[i] = cache.getOrRun(db_, kSlow, ExecOptions{}, executor);
            });
        }
        for (auto& t : threads)
            t.join();
        QCOMPARE(cache.executions(), size_t(1));
        QCOMPARE(cache.size(), size_t(1));
        for (int i = 0; i < kThreads; ++i) {
            QVERIFY(results[i]);
            QCOMPARE(results[i].get(), results[0].get());  // the very same result
        }
        QCOMPARE(results[0]->status, ExecStatus::Ok);
        QCOMPARE(results[0]->result.rows.at(0).at(0).asInteger(), int64_t(300000));
    }

    // A result of more values than keepCells is returned, not kept.
    void bigResultsAreNotKept() {
        ResultCache cache;
        Executor executor;
        const char* twelve = "SELECT dog_id, name, age FROM dogs";  // 4 rows x 3 columns
        auto a = cache.getOrRun(db_, twelve, {}, executor, nullptr, 11);
        QCOMPARE(a->result.rows.size(), size_t(4));
        QCOMPARE(cache.size(), size_t(0));
        auto b = cache.getOrRun(db_, twelve, {}, executor, nullptr, 12);
        QCOMPARE(cache.size(), size_t(1));
        QCOMPARE(cache.getOrRun(db_, twelve, {}, executor, nullptr, 12).get(), b.get());
        QCOMPARE(cache.executions(), size_t(2));
    }

    void differentKeysRunSeparately() {
        ResultCache cache;
        Executor executor;
        auto a = cache.getOrRun(db_, "SELECT count(*) FROM dogs", {}, executor);
        auto b = cache.getOrRun(db_, "SELECT count(*) FROM owners", {}, executor);
        auto a2 = cache.getOrRun(db_, "SELECT count(*) FROM dogs", {}, executor);
        QCOMPARE(cache.executions(), size_t(2));
        QCOMPARE(a.get(), a2.get());
        QCOMPARE(a->result.rows[0][0].asInteger(), int64_t(4));
        QCOMPARE(b->result.rows[0][0].asInteger(), int64_t(3));

        // Options that change the outcome are part of the key.
        ExecOptions capped;
        capped.rowCap = 2;
        auto c = cache.getOrRun(db_, "SELECT name FROM dogs", capped, executor);
        auto d = cache.getOrRun(db_, "SELECT name FROM dogs", {}, executor);
        QCOMPARE(c->status, ExecStatus::RowCap);
        QCOMPARE(d->status, ExecStatus::Ok);
        QCOMPARE(cache.executions(), size_t(4));
        // Another database file is another key.
        QTemporaryDir other;
        const std::string copy =
            sqlscope::testing::buildFixtureDatabase(other.path().toStdString(), "dogs");
        cache.getOrRun(copy, "SELECT count(*) FROM dogs", {}, executor);
        QCOMPARE(cache.executions(), size_t(5));

        QVERIFY(cache.find(db_, "SELECT count(*) FROM dogs", {}) == a);
        QVERIFY(cache.find(db_, "SELECT 42", {}) == nullptr);
        cache.clear();
        QCOMPARE(cache.size(), size_t(0));
        QVERIFY(cache.find(db_, "SELECT count(*) FROM dogs", {}) == nullptr);
    }

    // keepUntil / forgetBefore: a result is kept until the largest sequence
    // number asked for, kept for ever by default, and runs again once forgotten.
    void forgetsResultsNoLaterWorkNeeds() {
        ResultCache cache;
        Executor executor;
        const std::string dogs = "SELECT count(*) FROM dogs";
        const std::string owners = "SELECT count(*) FROM owners";
        const std::string keptName = "SELECT name FROM dogs";
        cache.getOrRun(db_, dogs, {}, executor, nullptr, SIZE_MAX, false, 1);
        cache.getOrRun(db_, dogs, {}, executor, nullptr, SIZE_MAX, false, 3);  // needed longer
        cache.getOrRun(db_, owners, {}, executor, nullptr, SIZE_MAX, false, 2);
        cache.getOrRun(db_, "select COUNT(*) from OWNERS", {}, executor, nullptr, SIZE_MAX, false,
                       2);
        cache.getOrRun(db_, keptName, {}, executor);
        QCOMPARE(cache.executions(), size_t(4));
        QCOMPARE(cache.forgetBefore(2), size_t(0));
        QCOMPARE(cache.forgetBefore(3), size_t(2));  // both spellings of owners
        QVERIFY(cache.find(db_, owners, {}) == nullptr);
        QVERIFY(cache.find(db_, dogs, {}) != nullptr);
        QCOMPARE(cache.forgetBefore(SIZE_MAX), size_t(1));
        QCOMPARE(cache.size(), size_t(1));
        QVERIFY(cache.find(db_, keptName, {}) != nullptr);
        // Forgotten: run again (not taken from the other spelling's rows either).
        auto again = cache.getOrRun(db_, owners, {}, executor);
        QCOMPARE(again->result.rows[0][0].asInteger(), int64_t(3));
        QVERIFY(!again->rowsShared);
        QCOMPARE(cache.executions(), size_t(5));
    }

    // Another spelling of a statement already run (statement_key.h) is
    // prepared on its own but takes that run's rows.
    void otherSpellingsOfAStatementShareItsRows() {
        ResultCache cache;
        Executor executor;
        auto a = cache.getOrRun(db_, "SELECT name, age * 2 FROM dogs WHERE age > 2 ORDER BY name",
                                {}, executor);
        auto b = cache.getOrRun(
            db_, "select Name , AGE * 2\n from DOGS  where age > 2 order by NAME", {}, executor);
        QCOMPARE(cache.executions(), size_t(2));
        QCOMPARE(cache.sharedRows(), size_t(1));
        QVERIFY(!a->rowsShared);
        QVERIFY(b->rowsShared);
        QCOMPARE(b->status, ExecStatus::Ok);
        QVERIFY(b->result.rows == a->result.rows);
        QVERIFY(!b->result.rows.empty());
        // Column names are the spelling's own (an expression's is its text).
        QCOMPARE(b->result.columnNames, (std::vector<std::string>{"name", "AGE * 2"}));
        QCOMPARE(a->result.columnNames, (std::vector<std::string>{"name", "age * 2"}));
        // The second spelling's own prepare still decides: an error is its own.
        auto e1 = cache.getOrRun(db_, "SELECT nope FROM dogs", {}, executor);
        auto e2 = cache.getOrRun(db_, "SELECT NOPE FROM dogs", {}, executor);
        QCOMPARE(e2->status, ExecStatus::Error);
        QVERIFY(e2->message.find("NOPE") != std::string::npos);
        QVERIFY(e1->message.find("nope") != std::string::npos);
        // Quoted text is not folded: another literal is another statement.
        auto max =
            cache.getOrRun(db_, "SELECT count(*) FROM dogs WHERE name = 'Max'", {}, executor);
        auto lower =
            cache.getOrRun(db_, "SELECT count(*) FROM dogs WHERE name = 'max'", {}, executor);
        QVERIFY(!lower->rowsShared);
        QCOMPARE(cache.sharedRows(), size_t(1));
        QCOMPARE(cache.executions(), size_t(6));
    }

    void errorsAreCachedCancellationIsNot() {
        ResultCache cache;
        Executor executor;
        auto e1 = cache.getOrRun(db_, "SELECT nope FROM dogs", {}, executor);
        auto e2 = cache.getOrRun(db_, "SELECT nope FROM dogs", {}, executor);
        QCOMPARE(e1->status, ExecStatus::Error);
        QCOMPARE(e1.get(), e2.get());
        QCOMPARE(cache.executions(), size_t(1));

        std::atomic<bool> stop{true};
        auto cancelled = cache.getOrRun(db_, "SELECT count(*) FROM dogs", {}, executor, &stop);
        QCOMPARE(cancelled->status, ExecStatus::Cancelled);
        QVERIFY(cache.find(db_, "SELECT count(*) FROM dogs", {}) == nullptr);
        auto ok = cache.getOrRun(db_, "SELECT count(*) FROM dogs", {}, executor);
        QCOMPARE(ok->status, ExecStatus::Ok);
        QCOMPARE(cache.executions(), size_t(3));
    }

    void waiterRunsItselfWhenTheLeaderIsCancelled() {
        ResultCache cache;
        std::atomic<bool> stop{false};
        const char* endless =
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000000) "
            "SELECT count(*) FROM c";
        std::shared_ptr<const ExecResult> leader, waiter;
        std::thread first([&] {
            Executor executor;
            leader = cache.getOrRun(db_, endless, {}, executor, &stop);
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(30));
        std::thread second([&] {
            Executor executor;
            waiter = cache.getOrRun(db_, endless, {}, executor);
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(30));
        stop.store(true);
        first.join();
        second.join();
        QCOMPARE(leader->status, ExecStatus::Cancelled);
        QCOMPARE(waiter->status, ExecStatus::Ok);
        QCOMPARE(waiter->result.rows[0][0].asInteger(), int64_t(3000000));
        QCOMPARE(cache.executions(), size_t(2));
        QCOMPARE(cache.size(), size_t(1));
    }
};

SQLSCOPE_TEST_SUITE(ResultCacheTest)
#include "result_cache_test.moc"
