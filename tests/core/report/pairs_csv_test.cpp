// pairs.csv records: a record made from another run's record of the same
// question (pairsCsvRecordFrom) equals the one made from scratch, whatever
// quoting the run, index and db_id fields need.
#include <QObject>
#include <QTest>
#include <string>

#include "core/eval/pair_verdict.h"
#include "core/report/pair_columns.h"
#include "core/report/pairs_csv.h"
#include "core/sql/parser.h"
#include "tests/test_registry.h"

using namespace sqlscope;

class PairsCsvTest : public QObject {
    Q_OBJECT

private slots:
    void runColumnIsThird() {
        QCOMPARE(report::pairColumns()[report::kRunColumn].name, std::string("run"));
    }

    void recordFromAnotherRunEqualsItsOwn() {
        const sql::ParseResult parse = sql::parse("SELECT name FROM dogs WHERE");
        QVERIFY(!parse.ok());
        eval::PairVerdict verdict;
        verdict.execution.message = "a message, with \"quotes\"";
        const report::PairRow first{7,     "db,1", "model_a", "SELECT 1", "SELECT name, 2",
                                    parse, verdict};
        const std::string record = report::pairsCsvRecord(first);
        for (const char* run : {"b", "a run, quoted", "\"q\"", ""}) {
            const report::PairRow other{7,     "db,1", run, "SELECT 1", "SELECT name, 2",
                                        parse, verdict};
            QCOMPARE(report::pairsCsvRecordFrom(record, first, other),
                     report::pairsCsvRecord(other));
        }
    }
};

SQLSCOPE_TEST_SUITE(PairsCsvTest)
#include "pairs_csv_test.moc"
