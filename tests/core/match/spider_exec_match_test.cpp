// Spider's own EX (docs/metrics/execution.md#ex-spider) on the dogs fixture: results keyed by the
// select item's val_unit without its aggregate, order and duplicates kept.
#include <sqlite3.h>

#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <string>

#include "core/exec/result_set.h"
#include "core/match/esm/esm_evaluator.h"
#include "core/match/esm/spider_exec_match.h"
#include "core/schema/catalog.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::match::esm;
using sqlscope::exec::ResultSet;
using sqlscope::exec::Value;

class SpiderExecMatchTest : public QObject {
    Q_OBJECT

    ResultSet run(const std::string& sql) {
        ResultSet result;
        sqlite3_stmt* statement = nullptr;
        if (sqlite3_prepare_v2(db_, sql.c_str(), -1, &statement, nullptr) != SQLITE_OK) {
            qWarning("%s: %s", sql.c_str(), sqlite3_errmsg(db_));
            return result;
        }
        int columns = sqlite3_column_count(statement);
        for (int c = 0; c < columns; ++c)
            result.columnNames.push_back(sqlite3_column_name(statement, c));
        while (sqlite3_step(statement) == SQLITE_ROW) {
            sqlscope::exec::Row row;
            for (int c = 0; c < columns; ++c) {
                switch (sqlite3_column_type(statement, c)) {
                    case SQLITE_INTEGER:
                        row.push_back(Value::integer(sqlite3_column_int64(statement, c)));
                        break;
                    case SQLITE_FLOAT:
                        row.push_back(Value::real(sqlite3_column_double(statement, c)));
                        break;
                    case SQLITE_TEXT:
                        row.push_back(Value::text(
                            reinterpret_cast<const char*>(sqlite3_column_text(statement, c))));
                        break;
                    default:
                        row.push_back(Value::null());
                        break;
                }
            }
            result.rows.push_back(std::move(row));
        }
        sqlite3_finalize(statement);
        return result;
    }

    // EX of a pair, executing both texts as the reference does.
    int ex(const std::string& gold, const std::string& pred, std::string* note = nullptr) {
        EsmVerdict verdict = evaluator_->evaluate("dogs", gold, pred);
        if (!verdict.scored) return -1;
        SpiderExecMatch match = spiderExecMatch(run(pred), run(gold), *verdict.pred->normalized,
                                                *verdict.gold->normalized);
        if (note) *note = match.note;
        return match.match ? 1 : 0;
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        std::string path =
            sqlscope::testing::buildFixtureDatabase(dir_.path().toStdString(), "dogs");
        QVERIFY(!path.empty());
        QCOMPARE(sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
        auto load = sqlscope::schema::Catalog::fromTablesJson(
            sqlscope::testing::fixtureDir("dogs") + "tables.json");
        QVERIFY2(load.ok(), load.error.c_str());
        catalog_ = std::make_unique<sqlscope::schema::Catalog>(std::move(load.catalog));
        schemas_ = std::make_unique<EsmSchemas>(
            *catalog_, std::vector<std::string>{dir_.path().toStdString()});
        evaluator_ = std::make_unique<EsmEvaluator>(*schemas_);
    }

    void cleanupTestCase() { sqlite3_close(db_); }

    void workedExamples() {
        // E14: both sides key the column by its foreign-key representative.
        QCOMPARE(
            ex("SELECT T2.owner_id FROM dogs AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id",
               "SELECT T1.owner_id FROM dogs AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id"),
            1);
        // Lists of different lengths.
        QCOMPARE(ex("SELECT owner_id FROM dogs", "SELECT DISTINCT owner_id FROM dogs"), 0);
        // Same key, different values.
        QCOMPARE(ex("SELECT max(age) FROM dogs", "SELECT min(age) FROM dogs"), 0);
        // E11: columns are matched by key, not by position.
        QCOMPARE(ex("SELECT name, age FROM dogs", "SELECT age, name FROM dogs"), 1);
        // E4: different rows.
        QCOMPARE(ex("SELECT T1.dog_id, T2.breed_name FROM dogs AS T1 JOIN breeds AS T2 ON "
                    "T1.breed_code = T2.breed_code",
                    "SELECT T1.dog_id, T2.breed_name FROM dogs AS T1 JOIN breeds AS T2 ON "
                    "T1.breed_code = T2.breed_name"),
                 0);
    }

    void quirks() {
        // The aggregate is not part of the key: count(dog_id) and max(dog_id) are both 4.
        QCOMPARE(ex("SELECT count(dog_id) FROM dogs", "SELECT max(dog_id) FROM dogs"), 1);
        // Duplicate keys collapse.
        QCOMPARE(
            ex("SELECT name FROM dogs ORDER BY name", "SELECT name, name FROM dogs ORDER BY name"),
            1);
        // Row order matters.
        QCOMPARE(
            ex("SELECT name FROM dogs ORDER BY age", "SELECT name FROM dogs ORDER BY age DESC"), 0);
        // An unparseable prediction has the empty select list: {} != gold's map.
        QCOMPARE(ex("SELECT name FROM dogs", "SELECT d.name FROM dogs d"), 0);
        // More select items (as the Spider parser reads them) than result columns.
        std::string note;
        QCOMPARE(ex("SELECT count(*) FROM dogs", "SELECT count(*) * age FROM dogs", &note), 0);
        QVERIFY(note.find("IndexError") != std::string::npos);
    }

private:
    QTemporaryDir dir_;
    sqlite3* db_ = nullptr;
    std::unique_ptr<sqlscope::schema::Catalog> catalog_;
    std::unique_ptr<EsmSchemas> schemas_;
    std::unique_ptr<EsmEvaluator> evaluator_;
};

SQLSCOPE_TEST_SUITE(SpiderExecMatchTest)
#include "spider_exec_match_test.moc"
