// The explain worker: explanations arrive on the GUI thread with the id of
// their request, the latest request wins (older queued requests are dropped
// unexplained, an older explanation finished late is not delivered), no
// context gives a failure, and destroying the worker mid-explanation stops
// its thread cleanly.
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <vector>

#include "tests/test_registry.h"
#include "tests/ui/pair_test_support.h"
#include "ui/pair/explain_worker.h"

using namespace sqlscope;
using ui::ExplainWorker;

class PairExplainWorkerTest : public QObject {
    Q_OBJECT

    testing::DemoExplanations demo_;

private slots:
    void initTestCase() {
        const std::string error = demo_.load();
        QVERIFY2(error.empty(), error.c_str());
    }

    void deliversOnTheGuiThread() {
        ExplainWorker worker;
        worker.setContext(demo_.context());
        std::vector<QThread*> threads;
        std::vector<quint64> ids;
        std::shared_ptr<const explain::PairExplanation> got;
        connect(&worker, &ExplainWorker::explained, this,
                [&](quint64 id, std::shared_ptr<const explain::PairExplanation> x) {
                    threads.push_back(QThread::currentThread());
                    ids.push_back(id);
                    got = std::move(x);
                });
        const quint64 id = worker.request(demo_.input(0, "model_a"));
        QCOMPARE(id, quint64(1));
        QTRY_COMPARE_WITH_TIMEOUT(ids.size(), size_t(1), 20000);
        QCOMPARE(ids.front(), id);
        QCOMPARE(threads.front(), QThread::currentThread());
        QVERIFY(threads.front() == qApp->thread());
        QCOMPARE(got->item, size_t(0));
        QCOMPARE(got->pred, std::string("SELECT count(dog_id) FROM dogs"));
        QCOMPARE(got->rules.size(), size_t(1));
        QCOMPARE(got->rules[0].rule, 7);
    }

    void theLatestRequestWins() {
        ExplainWorker worker;
        worker.setContext(demo_.freshContext());
        QSignalSpy spy(&worker, &ExplainWorker::explained);
        // The first request runs into the one-second budget (a recursive CTE
        // that never ends); the second is still queued when the third comes.
        // (Requests queued together: all but the last are dropped unexplained.)
        const quint64 slow = worker.request(demo_.input(27, "model_b"));
        QTest::qWait(200);  // it has started
        const quint64 queued = worker.request(demo_.input(8, "model_b"));
        const quint64 newest = worker.request(demo_.input(15, "model_b"));
        QVERIFY(slow < queued && queued < newest);
        QCOMPARE(worker.latestRequest(), newest);
        QTRY_COMPARE_WITH_TIMEOUT(spy.count(), 1, 20000);
        QTest::qWait(300);  // nothing else arrives
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<quint64>(), newest);
        const auto x = spy.at(0).at(1).value<std::shared_ptr<const explain::PairExplanation>>();
        QCOMPARE(x->item, size_t(15));
        // The slow one was explained but not delivered, the queued one never explained.
        QCOMPARE(worker.explainedCount(), quint64(2));
        QCOMPARE(worker.staleCount(), quint64(1));
        QCOMPARE(worker.droppedCount(), quint64(1));
    }

    void withoutAContextItFails() {
        ExplainWorker worker;
        QSignalSpy explained(&worker, &ExplainWorker::explained);
        QSignalSpy failed(&worker, &ExplainWorker::failed);
        const quint64 id = worker.request(demo_.input(0, "model_a"));
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).value<quint64>(), id);
        QCOMPARE(failed.at(0).at(1).toString(),
                 QStringLiteral("no evaluation context to explain the pair with"));
        QCOMPARE(explained.count(), 0);
    }

    void destroyingItMidExplanationStopsTheThread() {
        QElapsedTimer timer;
        timer.start();
        int delivered = 0;
        {
            ExplainWorker worker;
            worker.setContext(demo_.freshContext());
            connect(&worker, &ExplainWorker::explained, this, [&] { ++delivered; });
            worker.request(demo_.input(27, "model_b"));  // one second
            QTest::qWait(200);                           // it has started
        }
        QCoreApplication::processEvents();
        QCOMPARE(delivered, 0);
        // It waited for the explanation in progress (the budget), no longer.
        QVERIFY2(timer.elapsed() >= 900 && timer.elapsed() < 10000,
                 qPrintable(QString::number(timer.elapsed())));
    }
};

SQLSCOPE_TEST_SUITE(PairExplainWorkerTest)
#include "pair_explain_worker_test.moc"
