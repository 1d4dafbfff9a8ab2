// inspect::pairAsText: the exact text Ctrl+C copies for a fixture pair, a
// missing prediction, and a pair not evaluated yet.
#include <QObject>
#include <QTest>

#include "core/inspect/pair_table.h"
#include "core/inspect/pair_text.h"
#include "tests/core/inspect/inspect_fixture.h"
#include "tests/test_registry.h"

using namespace sqlscope;
namespace fx = sqlscope::testing::inspect_fixture;

class PairTextTest : public QObject {
    Q_OBJECT

private slots:
    void everyVerdictWithItsLabel() {
        inspect::PairTable table;
        table.reset(fx::plan());
        table.add(fx::rows());
        QCOMPARE(inspect::pairAsText(table, 0, 0),
                 std::string("id: q4\n"
                             "run: alpha\n"
                             "database: pets\n"
                             "hardness: easy\n"
                             "question: How many dogs?\n"
                             "gold: SELECT count(*) FROM dogs\n"
                             "prediction: SELECT count(*) FROM dogs\n"
                             "outcome: ok\n"
                             "EX: pass\n"
                             "EX-BIRD: n/a\n"
                             "EXE: n/a\n"
                             "ESM: fail\n"
                             "ESM+: pass\n"
                             "EXP: 0.50\n"
                             "EXR: n/a\n"
                             "F1: n/a\n"
                             "Comp F1: 0.75\n"
                             "Link F1+: n/a\n"
                             "ESM+ rules fired: 7 COUNT(c) = COUNT(*) for NOT NULL c\n"));
        const std::string missing = inspect::pairAsText(table, 3, 0);
        QVERIFY(missing.find("prediction: (missing)\n") != std::string::npos);
        const std::string parse = inspect::pairAsText(table, 2, 0);
        QVERIFY(parse.find("hardness: unscored\n") != std::string::npos);
        QVERIFY(parse.find("outcome: error\nparse: the prediction does not parse\n") !=
                std::string::npos);
        QVERIFY(parse.ends_with("error categories: schema_errors\n"));
    }

    void aPairNotEvaluatedYet() {
        inspect::PairTable table;
        table.reset(fx::plan());
        table.add({fx::rows()[0]});
        QCOMPARE(inspect::pairAsText(table, 0, 1),
                 std::string("id: q4\nrun: beta\ndatabase: pets\nhardness: easy\n"
                             "question: How many dogs?\ngold: SELECT count(*) FROM dogs\n"
                             "prediction: SELECT count(id) FROM hotdogs\n"
                             "verdicts: (not evaluated yet)\n"));
    }
};

SQLSCOPE_TEST_SUITE(PairTextTest)
#include "pair_text_test.moc"
