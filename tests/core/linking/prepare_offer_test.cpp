// The executor's record of its prepare (exec::PrepareRecord) offered to
// schema linking (PrepareReader::offer): on every query, read() answers
// exactly as its own prepare would (status, message, tables, columns and the
// component syntax verdict), and it ignores an offer for another file or
// text, a withdrawn one, and one whose text SQLite would read differently
// (a ';' or a NUL before the statement).
#include <sqlite3.h>
#include <QObject>
#include <QTemporaryDir>
#include <QTest>

#include <optional>
#include <string>
#include <vector>

#include "core/exec/executor.h"
#include "core/exec/prepare_record.h"
#include "core/linking/prepare_reads.h"
#include "core/match/component/syntax_check.h"
#include "tests/core/linking/prepare_edge_queries.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::linking;
using sqlscope::exec::Executor;
using sqlscope::exec::PrepareRecord;
using sqlscope::match::component::PreparedSyntax;

class PrepareOfferTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        path_ = sqlscope::testing::buildFixtureDatabase(dir_.path().toStdString(), "dogs");
        QVERIFY(!path_.empty());
        // A view and a quoted, mixed-case table besides the fixture's tables.
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open(path_.c_str(), &db), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db,
                              "CREATE VIEW old_dogs AS SELECT name, age FROM dogs WHERE age > 4;"
                              "CREATE TABLE \"Vet Visits\" (\"Kind\" TEXT, dog_id INTEGER);",
                              nullptr, nullptr, nullptr),
                 SQLITE_OK);
        sqlite3_close(db);
    }

    void sameAnswersAsItsOwnPrepare() {
        Executor executor;
        PrepareReader offered;
        PrepareReader own;
        for (const std::string& sql : sqlscope::testing::prepareEdgeQueries()) {
            const sqlscope::exec::ExecResult run = executor.run(path_, sql, {}, nullptr, true);
            if (run.prepare) offered.offer(path_, sql, *run.prepare);
            std::optional<PreparedSyntax> offeredSyntax;
            std::optional<PreparedSyntax> ownSyntax;
            const PreparedReads a = offered.read(path_, sql, &offeredSyntax);
            const PreparedReads b = own.read(path_, sql, &ownSyntax);
            offered.withdrawOffers();
            QVERIFY2(a.status == b.status, sql.c_str());
            QCOMPARE(a.message, b.message);
            QCOMPARE(a.tables, b.tables);
            QCOMPARE(a.columns, b.columns);
            QVERIFY2(offeredSyntax.has_value() == ownSyntax.has_value(), sql.c_str());
            if (ownSyntax) {
                QCOMPARE(offeredSyntax->databasePath, ownSyntax->databasePath);
                QVERIFY2(offeredSyntax->check.status == ownSyntax->check.status, sql.c_str());
                QCOMPARE(offeredSyntax->check.message, ownSyntax->check.message);
            }
        }
    }

    // The executor records its prepare only when asked, and what it records
    // is what read() uses.
    void recordOnlyWhenAsked() {
        Executor executor;
        QVERIFY(!executor.run(path_, "SELECT name FROM dogs").prepare);
        const auto run = executor.run(path_, "SELECT d.name FROM dogs AS d", {}, nullptr, true);
        QVERIFY(run.prepare);
        QVERIFY(run.prepare->prepared);
        QVERIFY(run.prepare->hasStatement);
        QVERIFY(run.prepare->readOnly);
        QCOMPARE(run.prepare->reads.size(), size_t(1));
        QCOMPARE(run.prepare->reads[0].first, std::string("dogs"));
        QCOMPARE(run.prepare->reads[0].second, std::string("name"));
        QVERIFY(!executor.run(path_, " -- nothing\n", {}, nullptr, true).prepare);
        const std::string huge = "SELECT '" + std::string(size_t(1) << 20, 'x') + "'";
        QVERIFY(!executor.run(path_, huge, {}, nullptr, true).prepare);
    }

    // An offer answers only its own text on its own file while it stands.
    void offerUsedOnlyWhereItHolds() {
        PrepareRecord fake;  // claims a read that "SELECT 1" does not make
        fake.prepared = true;
        fake.hasStatement = true;
        fake.readOnly = true;
        fake.statementEnd = 8;
        fake.reads = {{"dogs", "name"}};
        PrepareReader reader;

        reader.offer(path_, "SELECT 1", fake);
        QCOMPARE(reader.read(path_, "SELECT 1").columns, std::vector<std::string>{"dogs.name"});
        QVERIFY(reader.read(path_, "SELECT 2").columns.empty());
        reader.withdrawOffers();
        QVERIFY(reader.read(path_, "SELECT 1").columns.empty());

        const std::string otherPath = path_ + "x";
        reader.offer(otherPath, "SELECT 1", fake);
        QVERIFY(reader.read(path_, "SELECT 1").columns.empty());
        reader.withdrawOffers();

        for (const std::string& sql :
             {std::string(";SELECT 1"), std::string("-- a\0b\nSELECT 1", 15)}) {
            PrepareRecord shifted = fake;
            shifted.textStart = sql.size() - 8;
            shifted.statementEnd = sql.size();
            reader.offer(path_, sql, shifted);
            QVERIFY2(reader.read(path_, sql).columns.empty(), sql.c_str());
            reader.withdrawOffers();
        }
    }

private:
    QTemporaryDir dir_;
    std::string path_;
};

SQLSCOPE_TEST_SUITE(PrepareOfferTest)
#include "prepare_offer_test.moc"
