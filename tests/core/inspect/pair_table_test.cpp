// inspect::PairTable: rows stored at their pair whatever order they come
// in, the streamed prefix, the texts behind each pair, the lowered texts
// for the filter, the databases and the agreement column.
#include <QObject>
#include <QTest>

#include "core/inspect/pair_table.h"
#include "core/inspect/verdict_columns.h"
#include "tests/core/inspect/inspect_fixture.h"
#include "tests/test_registry.h"

using namespace sqlscope;
namespace fx = sqlscope::testing::inspect_fixture;

class PairTableTest : public QObject {
    Q_OBJECT

private slots:
    void storesRowsAtTheirPairInAnyOrder() {
        inspect::PairTable table;
        table.reset(fx::plan());
        QCOMPARE(table.itemCount(), size_t(4));
        QCOMPARE(table.runCount(), size_t(2));
        QCOMPARE(table.pairCount(), size_t(8));
        QCOMPARE(table.pairsPresent(), size_t(0));
        QCOMPARE(table.agreementColumn(), -1);
        std::vector<job::SummaryRow> rows = fx::rows();
        // Everything but (item 0, beta) first: pair 3 is the gap.
        std::vector<job::SummaryRow> first = rows;
        first.erase(first.begin() + 3);
        QCOMPARE(table.add(first), size_t(7));
        QCOMPARE(table.pairsPresent(), size_t(7));
        QCOMPARE(table.pairPrefix(), size_t(3));
        QVERIFY(!table.has(1, 1));
        QVERIFY(std::isnan(table.row(1, 1).metrics[0]));
        // Duplicates, unknown items (1 is not in the plan) and runs are ignored.
        QCOMPARE(table.add({rows[0], fx::row(1, 0), fx::row(4, 2)}), size_t(0));
        QCOMPARE(table.add({rows[3]}), size_t(1));
        QCOMPARE(table.pairsPresent(), size_t(8));
        QCOMPARE(table.pairPrefix(), size_t(8));
        QVERIFY(table.has(1, 1));
        QCOMPARE(table.row(1, 1).item, uint32_t(0));
        QCOMPARE(table.row(1, 1).run, uint32_t(1));
        QVERIFY(table.row(1, 1).rulesFired.has(13));
        QCOMPARE(table.row(3, 0).missing, true);
        QCOMPARE(table.agreementColumn(), int(inspect::kColumnEx));
        // Every column but EX-BIRD, EXE, EXR and F1 has a verdict somewhere.
        std::vector<bool> computed;
        for (size_t c = 0; c < inspect::kVerdictColumnCount; ++c)
            computed.push_back(table.columnComputed(c));
        QCOMPARE(computed, (std::vector<bool>{true, false, false, true, true, true, false, false,
                                              true, true}));
    }

    void mapsBenchmarkIndicesToPositions() {
        inspect::PairTable table;
        table.reset(fx::plan());
        QCOMPARE(table.itemIndex(0), uint32_t(4));
        QCOMPARE(table.itemPosOf(4), std::optional<size_t>(0));
        QCOMPARE(table.itemPosOf(3), std::optional<size_t>(3));
        QCOMPARE(table.itemPosOf(1), std::optional<size_t>());
        QCOMPARE(table.itemPosOf(99), std::optional<size_t>());
    }

    void givesEachPairItsTexts() {
        inspect::PairTable table;
        table.reset(fx::plan());
        table.add(fx::rows());
        QCOMPARE(table.runNames(), (std::vector<std::string>{"alpha", "beta"}));
        QCOMPARE(table.itemId(0), std::string_view("q4"));
        QCOMPARE(table.question(0), std::string_view("How many dogs?"));
        QCOMPARE(table.goldSql(2), std::string_view("SELECT name FROM airlines"));
        QCOMPARE(table.dbId(3), std::string_view("flights"));
        QCOMPARE(table.prediction(0, 1), std::string_view("SELECT count(id) FROM hotdogs"));
        QCOMPARE(table.prediction(3, 0), std::string_view());
        QVERIFY(table.predictionMissing(3, 0));
        QVERIFY(!table.predictionMissing(3, 1));
        QCOMPARE(table.databases(), (std::vector<std::string>{"flights", "pets"}));
        QCOMPARE(table.databaseOf(0), uint32_t(1));
        QCOMPARE(table.databaseOf(2), uint32_t(0));
        QCOMPARE(table.questionHardness(1), 1);
        QCOMPARE(table.questionHardness(2), -1);
        QCOMPARE(table.loweredItemText(3),
                 std::string_view("count dogs flights\nselect count(*) from flights"));
        QCOMPARE(table.loweredPrediction(3, 1), std::string_view("select count(*) from flights"));
        QCOMPARE(table.loweredPrediction(3, 0), std::string_view());
    }

    void resetForgetsTheRows() {
        inspect::PairTable table;
        table.reset(fx::plan());
        table.add(fx::rows());
        (void)table.loweredItemText(0);
        job::JobPlan plan = fx::plan();
        plan.items = {2};
        plan.runs = {"beta"};
        plan.pairCount = 1;
        table.reset(plan);
        QCOMPARE(table.pairCount(), size_t(1));
        QCOMPARE(table.pairsPresent(), size_t(0));
        QCOMPARE(table.databases(), (std::vector<std::string>{"flights"}));
        QCOMPARE(table.loweredItemText(0),
                 std::string_view("list airlines\nselect name from airlines"));
        QCOMPARE(table.add({fx::rows()[5]}), size_t(0));  // run 1 is out of range now
    }

    void worksWithoutTexts() {
        job::JobPlan plan = fx::plan();
        plan.benchmark.reset();
        plan.runFiles.reset();
        inspect::PairTable table;
        table.reset(plan);
        QCOMPARE(table.add(fx::rows()), size_t(8));
        QCOMPARE(table.question(0), std::string_view());
        QVERIFY(table.item(0) == nullptr);
        QVERIFY(table.predictionMissing(0, 0));
        QCOMPARE(table.databases(), (std::vector<std::string>{""}));
    }
};

SQLSCOPE_TEST_SUITE(PairTableTest)
#include "pair_table_test.moc"
