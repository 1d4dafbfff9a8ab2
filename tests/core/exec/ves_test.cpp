// BIRD's VES on hand-made timings: per-repetition ratios, the 3-sigma
// outlier filter, sqrt(ratio) x 100, failures and the dataset mean.
#include <QObject>
#include <QTest>
#include <cmath>
#include <vector>

#include "core/exec/ves.h"
#include "tests/test_registry.h"

using namespace sqlscope::exec;

namespace {
double round4(double x) {
    return std::round(x * 1e4) / 1e4;
}
}  // namespace

class VesTest : public QObject {
    Q_OBJECT

private slots:
    void cleanAbnormalKeepsStrictlyInside() {
        QCOMPARE(cleanAbnormal({1, 2, 3}), (std::vector<double>{1, 2, 3}));
        QCOMPARE(cleanAbnormal({1, 1, 1}),
                 std::vector<double>{});  // std 0: nothing strictly inside
        QCOMPARE(cleanAbnormal({5}), std::vector<double>{});
        QCOMPARE(cleanAbnormal({}), std::vector<double>{});
        std::vector<double> v(10, 1.0);
        v.push_back(100.0);  // mean 10, std sqrt(810) = 28.46: 100 > 10 + 85.38
        QCOMPARE(cleanAbnormal(v), std::vector<double>(10, 1.0));
    }

    void pairReward() {
        // Ratios 2, 2, 2, 1: all kept, mean 1.75, reward sqrt(1.75) * 100.
        VesPairResult r = vesPairReward({0.2, 0.2, 0.2, 0.2}, {0.1, 0.1, 0.1, 0.2}, true);
        QCOMPARE(r.note, VesNote::Ok);
        QCOMPARE(r.kept, size_t(4));
        QCOMPARE(r.timeRatio, 1.75);
        QCOMPARE(round4(r.reward), 132.2876);

        // One outlier repetition dropped: ratio 1, reward 100.
        std::vector<double> gold(11, 0.1), pred(10, 0.1);
        pred.push_back(0.001);
        r = vesPairReward(gold, pred, true);
        QCOMPARE(r.kept, size_t(10));
        QCOMPARE(r.timeRatio, 1.0);
        QCOMPARE(r.reward, 100.0);

        // Prediction 4x slower on every run: identical ratios, nothing kept,
        // ZeroDivisionError in BIRD -> 0; our option keeps them all.
        r = vesPairReward({0.1, 0.1}, {0.4, 0.4}, true);
        QCOMPARE(r.note, VesNote::NoRatioKept);
        QCOMPARE(r.reward, 0.0);
        VesOptions keep;
        keep.keepAllWhenNoneKept = true;
        r = vesPairReward({0.1, 0.1}, {0.4, 0.4}, true, keep);
        QCOMPARE(r.timeRatio, 0.25);
        QCOMPARE(r.reward, 50.0);
        r = vesPairReward({0.4}, {0.1}, true, keep);  // a single repetition
        QCOMPARE(r.reward, 200.0);
    }

    void failures() {
        QCOMPARE(vesPairReward({0.2, 0.3}, {0.1, 0.1}, false).note, VesNote::NotPassing);
        QCOMPARE(vesPairReward({0.2, 0.3}, {0.1, 0.1}, false).reward, 0.0);
        QCOMPARE(vesPairReward({0.2, 0.3}, {0.1, 0.0}, true).note, VesNote::ZeroPredictionTime);
        QCOMPARE(vesPairReward({0.2, 0.3}, {0.1}, true).note, VesNote::LengthMismatch);
        QCOMPARE(vesPairReward({}, {}, true).note, VesNote::NoTimings);
    }

    void dataset() {
        std::vector<VesPairResult> pairs = {
            vesPairReward({0.2, 0.2, 0.2, 0.2}, {0.1, 0.1, 0.1, 0.2}, true),
            vesPairReward({0.1, 0.2, 0.3}, {0.1, 0.2, 0.3}, true),  // ratios 1, 1, 1: nothing kept
            vesPairReward({0.1, 0.2}, {0.1, 0.1}, true),            // ratios 1, 2: mean 1.5
            vesPairReward({0.1}, {0.1}, false),
        };
        QCOMPARE(pairs[1].reward, 0.0);
        QCOMPARE(round4(pairs[2].reward), 122.4745);
        QCOMPARE(round4(vesDataset(pairs)),
                 round4((std::sqrt(1.75) * 100 + std::sqrt(1.5) * 100) / 4));
        QCOMPARE(vesDataset({}), 0.0);
    }
};

SQLSCOPE_TEST_SUITE(VesTest)
#include "ves_test.moc"
