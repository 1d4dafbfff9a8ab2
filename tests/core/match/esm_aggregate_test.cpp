// The official aggregation table (docs/metrics/esm.md#dataset-aggregation): means over the examples
// whose totals are positive, F1 = 1 when both means are 0 (Q9), zeros for a level without examples,
// and print_scores' exact layout.
#include <QObject>
#include <QTest>
#include <algorithm>
#include <string>

#include "core/match/esm/esm_aggregate.h"
#include "tests/test_registry.h"

using namespace sqlscope::match::esm;

namespace {

PartialScores scores(int labelTotal, int predTotal, int count) {
    PartialScores partial;
    for (ComponentScore& s : partial) {
        s.labelTotal = labelTotal;
        s.predTotal = predTotal;
        s.count = count;
        scoreComponent(s);
    }
    return partial;
}

constexpr size_t kIuen = static_cast<size_t>(Component::Iuen);

}  // namespace

class EsmAggregateTest : public QObject {
    Q_OBJECT

private slots:
    void meansAndZeroHandling() {
        EsmAggregate aggregate;
        aggregate.add(Hardness::Easy, true, scores(1, 1, 1));   // acc 1, rec 1
        aggregate.add(Hardness::Easy, false, scores(1, 2, 1));  // acc 0, rec 0
        aggregate.add(Hardness::Easy, false, scores(0, 0, 0));  // 1 but neither mean counts it
        aggregate.add(Hardness::Hard, false, scores(1, 0, 0));  // only a recall of 0
        auto s = aggregate.summary();
        const LevelSummary& easy = s[static_cast<size_t>(Hardness::Easy)];
        QCOMPARE(easy.count, 3);
        QCOMPARE(easy.exact, 1.0 / 3);
        QCOMPARE(easy.partial[0].acc, 0.5);
        QCOMPARE(easy.partial[0].rec, 0.5);
        QCOMPARE(easy.partial[0].f1, 0.5);
        // Hard: no example has pred_total > 0 (acc = 0) and recall is 0:
        // the reported F1 is 1 (Q9).
        const LevelSummary& hard = s[static_cast<size_t>(Hardness::Hard)];
        QCOMPARE(hard.partial[kIuen].acc, 0.0);
        QCOMPARE(hard.partial[kIuen].rec, 0.0);
        QCOMPARE(hard.partial[kIuen].f1, 1.0);
        // Medium has no example: everything stays 0, F1 included.
        const LevelSummary& medium = s[static_cast<size_t>(Hardness::Medium)];
        QCOMPARE(medium.count, 0);
        QCOMPARE(medium.partial[0].f1, 0.0);
        QCOMPARE(s[kAllLevel].count, 4);
        QCOMPARE(s[kAllLevel].partial[0].acc, 0.5);
        QCOMPARE(s[kAllLevel].partial[0].rec, 1.0 / 3);
    }

    void unscoredVerdictsAreCountedApart() {
        EsmAggregate aggregate;
        EsmVerdict verdict;  // scored = false
        aggregate.add(verdict);
        QCOMPARE(aggregate.unscored(), 1);
        QCOMPARE(aggregate.summary()[kAllLevel].count, 0);
    }

    void printedLikeTheReference() {
        EsmAggregate aggregate;
        aggregate.add(Hardness::Easy, true, scores(1, 1, 1));
        aggregate.add(Hardness::Extra, false, scores(2, 2, 1));
        std::string table = aggregate.formatTable();
        QVERIFY(table.starts_with(std::string(21, ' ') + "easy" + std::string(17, ' ') + "medium" +
                                  std::string(15, ' ') + "hard" + std::string(17, ' ') + "extra" +
                                  std::string(16, ' ') + "all" + std::string(17, ' ') + "\n"));
        QVERIFY(table.find("count                1                    0                    0       "
                           "             1"
                           "                    2                   \n") != std::string::npos);
        QVERIFY(
            table.find("\n\n====================== EXACT MATCHING ACCURACY =====================\n"
                       "exact match          1.000                0.000                0.000"
                       "                0.000                0.500               \n") !=
            std::string::npos);
        QVERIFY(
            table.find("\n---------------------PARTIAL MATCHING ACCURACY----------------------\n"
                       "select               1.000                0.000                0.000"
                       "                0.000                0.500               \n") !=
            std::string::npos);
        QVERIFY(
            table.find("---------------------- PARTIAL MATCHING F1 --------------------------\n") !=
            std::string::npos);
        QVERIFY(table.find("EXECUTION") == std::string::npos);
        QVERIFY(aggregate.formatTable(true).find(
                    "=====================   EXECUTION ACCURACY     =====================\n"
                    "execution            0.000") != std::string::npos);
        QCOMPARE(std::count(table.begin(), table.end(), '\n'), 39);
    }
};

SQLSCOPE_TEST_SUITE(EsmAggregateTest)
#include "esm_aggregate_test.moc"
