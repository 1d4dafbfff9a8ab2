// Statistics of a report: spread across runs, McNemar's exact test,
// database-clustered bootstrap intervals (reproducible draws), quantiles.
#include <QObject>
#include <QTest>
#include <cmath>
#include <vector>

#include "core/report/statistics.h"
#include "tests/test_registry.h"

using namespace sqlscope::report;

class StatisticsTest : public QObject {
    Q_OBJECT

private slots:
    void spread() {
        Spread s = spreadOf({0.5, 0.7, 0.9});
        QCOMPARE(s.count, size_t(3));
        QVERIFY(std::fabs(s.mean - 0.7) < 1e-12);
        QVERIFY(s.stddev);
        QVERIFY(std::fabs(*s.stddev - 0.2) < 1e-12);  // sample std: sqrt(0.08 / 2)
        QVERIFY(!spreadOf({0.4}).stddev);
        QCOMPARE(spreadOf({}).count, size_t(0));
    }

    void mcnemarExact() {
        // b = 1, c = 9: P[X <= 1] for Bin(10, 1/2) = 11/1024; two-sided 22/1024.
        McNemarResult r = mcnemar(1, 9);
        QVERIFY(std::fabs(r.p - 22.0 / 1024.0) < 1e-12);
        QVERIFY(std::fabs(r.chi2 - 49.0 / 10.0) < 1e-12);  // (|1-9| - 1)^2 / 10
        QCOMPARE(mcnemar(0, 0).p, 1.0);
        QCOMPARE(mcnemar(5, 5).p, 1.0);  // capped at 1
        QCOMPARE(mcnemar(5, 5).chi2, 0.0);
        // Symmetric in its arguments.
        QCOMPARE(mcnemar(3, 12).p, mcnemar(12, 3).p);
        // b = 0, c = 6: 2 / 64.
        QVERIFY(std::fabs(mcnemar(0, 6).p - 2.0 / 64.0) < 1e-12);
    }

    void quantiles() {
        std::vector<double> v = {1, 2, 3, 4, 5};
        QCOMPARE(quantileSorted(v, 0.0), 1.0);
        QCOMPARE(quantileSorted(v, 1.0), 5.0);
        QCOMPARE(quantileSorted(v, 0.5), 3.0);
        QCOMPARE(quantileSorted(v, 0.125), 1.5);  // h = 0.5 between the first two
    }

    void bootstrapDrawsAreReproducible() {
        auto a = bootstrapDraws(20);
        auto b = bootstrapDraws(20);
        QCOMPARE(a.size(), kBootstrapReplicates);
        QCOMPARE(a, b);
        for (const auto& draw : a) {
            QCOMPARE(draw.size(), size_t(20));
            for (uint32_t c : draw)
                QVERIFY(c < 20);
        }
        QVERIFY(bootstrapDraws(20, 1000, 1) != a);
        // The first draw of the fixed seed (splitmix64 from 20240607,
        // multiply-shift onto [0, 10)), pinned so that a change is noticed.
        QCOMPARE(bootstrapDraws(10, 1)[0], (std::vector<uint32_t>{3, 0, 9, 1, 3, 6, 8, 2, 0, 7}));
    }

    void bootstrapResamplesDatabases() {
        // Every database scores the same: every replicate gives that score.
        std::vector<ClusterSum> same = {{3, 4}, {6, 8}, {0.75, 1}};
        auto interval = bootstrapInterval(same, bootstrapDraws(same.size()));
        QVERIFY(interval);
        QVERIFY(std::fabs(interval->low - 0.75) < 1e-12);
        QVERIFY(std::fabs(interval->high - 0.75) < 1e-12);

        // One perfect database and one failing one, equal sizes: the pooled
        // mean of a replicate is k/2 with k perfect draws of 2, so the
        // interval spans [0, 1] once both extremes are drawn often enough.
        std::vector<ClusterSum> split = {{10, 10}, {0, 10}};
        auto wide = bootstrapInterval(split, bootstrapDraws(split.size()));
        QVERIFY(wide);
        QCOMPARE(wide->low, 0.0);
        QCOMPARE(wide->high, 1.0);

        // No pair with a verdict anywhere: no interval.
        QVERIFY(!bootstrapInterval({{0, 0}, {0, 0}}, bootstrapDraws(2)));
    }
};

SQLSCOPE_TEST_SUITE(StatisticsTest)
#include "statistics_test.moc"
