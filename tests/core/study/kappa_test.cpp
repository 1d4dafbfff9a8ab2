// study::cohensKappa on ten pairs both labellers judged (worked by hand in
// the comments), with Unsure as a category and left out, and the cases
// where kappa is undefined.
#include <QObject>
#include <QTest>

#include "core/study/kappa.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using annotate::HumanVerdict;

namespace {

annotate::PairAnnotation judged(uint32_t item, std::optional<HumanVerdict> v,
                                std::string run = "m") {
    annotate::PairAnnotation a;
    a.pair.question.itemId = "q" + std::to_string(item);
    a.pair.question.item = item;
    a.pair.run = std::move(run);
    a.verdict = v;
    return a;
}

}  // namespace

class KappaTest : public QObject {
    Q_OBJECT

    std::vector<annotate::PairAnnotation> a_, b_;

private slots:
    void init() {
        const auto E = HumanVerdict::Equivalent, N = HumanVerdict::NotEquivalent,
                   U = HumanVerdict::Unsure;
        // Items 0-3 both E, 4-6 both N, 7 E/N, 8 N/E, 9 U/E.
        const HumanVerdict first[] = {E, E, E, E, N, N, N, E, N, U};
        const HumanVerdict second[] = {E, E, E, E, N, N, N, N, E, E};
        for (uint32_t i = 0; i < 10; ++i) {
            a_.push_back(judged(i, first[i]));
            b_.push_back(judged(i, second[i]));
        }
        a_.push_back(judged(10, E));             // only A judged it
        b_.push_back(judged(11, N));             // only B
        a_.push_back(judged(12, std::nullopt));  // annotated without a verdict
        b_.push_back(judged(12, E));
        b_.push_back(judged(0, E, "other"));  // another run: another pair
    }
    void cleanup() {
        a_.clear();
        b_.clear();
    }

    void unsureAsACategory() {
        // n = 10, agree on 7: p_o = 0.7. A: E 5, N 4, U 1; B: E 6, N 4, U 0.
        // p_e = .5 * .6 + .4 * .4 + .1 * 0 = 0.46; kappa = .24 / .54 = 4/9.
        const study::Kappa k = study::cohensKappa(a_, b_);
        QCOMPARE(k.n, size_t(10));
        QCOMPARE(k.leftOutUnsure, size_t(0));
        QCOMPARE(k.counts[0][0], size_t(4));
        QCOMPARE(k.counts[1][1], size_t(3));
        QCOMPARE(k.counts[0][1], size_t(1));
        QCOMPARE(k.counts[1][0], size_t(1));
        QCOMPARE(k.counts[2][0], size_t(1));
        QVERIFY(std::abs(k.observed - 0.7) < 1e-12);
        QVERIFY(std::abs(k.expected - 0.46) < 1e-12);
        QVERIFY(k.kappa);
        QVERIFY(std::abs(*k.kappa - 4.0 / 9.0) < 1e-12);
    }

    void unsureLeftOut() {
        // n = 9 (item 9 left out), agree on 7: p_o = 7/9. A and B: E 5, N 4.
        // p_e = 25/81 + 16/81 = 41/81; kappa = (63 - 41) / (81 - 41) = 0.55.
        const study::Kappa k = study::cohensKappa(a_, b_, study::UnsureHandling::LeftOut);
        QCOMPARE(k.n, size_t(9));
        QCOMPARE(k.leftOutUnsure, size_t(1));
        QVERIFY(std::abs(k.observed - 7.0 / 9.0) < 1e-12);
        QVERIFY(std::abs(k.expected - 41.0 / 81.0) < 1e-12);
        QVERIFY(std::abs(*k.kappa - 0.55) < 1e-12);
    }

    void undefinedWhenChanceExplainsEverything() {
        std::vector<annotate::PairAnnotation> a, b;
        for (uint32_t i = 0; i < 3; ++i) {
            a.push_back(judged(i, HumanVerdict::Equivalent));
            b.push_back(judged(i, HumanVerdict::Equivalent));
        }
        study::Kappa k = study::cohensKappa(a, b);
        QCOMPARE(k.n, size_t(3));
        QCOMPARE(k.observed, 1.0);
        QCOMPARE(k.expected, 1.0);
        QVERIFY(!k.kappa);
        QVERIFY(k.undefinedReason.find("expected agreement is 1") != std::string::npos);
        k = study::cohensKappa(a, {});
        QCOMPARE(k.n, size_t(0));
        QVERIFY(!k.kappa);
        QCOMPARE(k.undefinedReason, std::string("no pair judged by both labellers"));
        // A later annotation of the same pair replaces the earlier one.
        b.push_back(judged(2, HumanVerdict::NotEquivalent));
        k = study::cohensKappa(a, b);
        QCOMPARE(k.counts[0][1], size_t(1));
        QVERIFY(k.kappa);
        QCOMPARE(*k.kappa, 0.0);  // A's one verdict: p_e = p_o = 2/3
    }
};

SQLSCOPE_TEST_SUITE(KappaTest)
#include "kappa_test.moc"
