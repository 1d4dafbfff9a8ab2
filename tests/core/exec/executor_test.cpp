// Sandboxed execution (docs/metrics/execution.md#executing-a-query,
// docs/architecture.md#safety): writes are
// denied and leave the file unchanged, one statement only, time budget and
// stop flag, row and memory caps, typed values and SQLite's column names.
#include <sqlite3.h>
#include <QObject>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "core/exec/executor.h"
#include "core/util/sha256.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::exec;
using sqlscope::testing::buildFixtureDatabase;
using Clock = std::chrono::steady_clock;

namespace {

// Never ends: the recursive CTE has no stop condition and count(*) emits no
// row until it is done.
const char* kEndless =
    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c";

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

double secondsSince(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

// The rows as Python would print their values: "a,b | c,d".
QString cells(const ExecResult& r) {
    std::string out;
    for (const Row& row : r.result.rows) {
        if (!out.empty()) out += " | ";
        for (size_t i = 0; i < row.size(); ++i) {
            if (i) out += ',';
            out += row[i].pythonStr();
        }
    }
    return QString::fromStdString(out);
}

// A different database at `path`: one table dogs holding 'Solo'.
bool writeOneDogDatabase(const std::string& path) {
    sqlite3* db = nullptr;
    const bool ok =
        sqlite3_open(path.c_str(), &db) == SQLITE_OK &&
        sqlite3_exec(db, "CREATE TABLE dogs(name TEXT); INSERT INTO dogs VALUES ('Solo');", nullptr,
                     nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    return ok;
}

}  // namespace

class ExecutorTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::string db_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        db_ = buildFixtureDatabase(dir_.path().toStdString(), "dogs");
        QVERIFY(!db_.empty());
    }

    void writesAreDenied_data() {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("message");
        auto row = [](const char* name, const char* sql, const char* status, const char* message) {
            QTest::newRow(name) << QString(sql) << QString(status) << QString(message);
        };
        row("drop", "DROP TABLE dogs", "denied", "write attempt denied: DROP TABLE dogs");
        row("delete", "DELETE FROM dogs WHERE age > 3", "denied",
            "write attempt denied: DELETE FROM dogs");
        row("update", "UPDATE dogs SET age = 1", "denied", "write attempt denied: UPDATE dogs");
        row("insert", "INSERT INTO dogs VALUES (9, 1, 'BUL', 'Ace', 1, 2.0, NULL)", "denied",
            "write attempt denied: INSERT INTO dogs");
        row("replace", "REPLACE INTO breeds VALUES ('BUL', 'x')", "denied",
            "write attempt denied: INSERT INTO breeds");
        row("attach", "ATTACH 'other.sqlite' AS other", "denied",
            "write attempt denied: ATTACH 'other.sqlite'");
        row("detach", "DETACH other", "denied", "write attempt denied: DETACH other");
        row("writable_schema", "PRAGMA writable_schema=1", "denied",
            "write attempt denied: PRAGMA writable_schema=1");
        row("pragma_set", "PRAGMA main.user_version = 7", "denied",
            "write attempt denied: PRAGMA main.user_version=7");
        row("create", "CREATE TABLE cats (id INTEGER)", "denied",
            "write attempt denied: CREATE TABLE cats");
        row("create_temp", "CREATE TEMP TABLE cats (id INTEGER)", "denied",
            "write attempt denied: CREATE TEMP TABLE cats");
        row("create_index", "CREATE INDEX dogs_age ON dogs(age)", "denied",
            "write attempt denied: CREATE INDEX dogs_age");
        row("create_view", "CREATE VIEW old AS SELECT * FROM dogs", "denied",
            "write attempt denied: CREATE VIEW old");
        row("alter", "ALTER TABLE dogs ADD COLUMN color TEXT", "denied",
            "write attempt denied: ALTER TABLE dogs");
        row("alter_rename", "ALTER TABLE dogs RENAME TO cats", "denied",
            "write attempt denied: ALTER TABLE dogs");
        row("vacuum", "VACUUM", "denied", "write attempt denied: VACUUM");
        row("analyze", "ANALYZE", "denied", "write attempt denied: CREATE TABLE sqlite_stat1");
        row("reindex", "REINDEX", "denied",
            "write attempt denied: REINDEX sqlite_autoindex_dogs_1");
        row("begin", "BEGIN", "denied", "statement denied: BEGIN");
        row("savepoint", "SAVEPOINT s", "denied", "statement denied: SAVEPOINT s");
        row("delete_schema", "DELETE FROM sqlite_master", "denied",
            "write attempt denied: DELETE FROM sqlite_master");
        row("cte_delete", "WITH old AS (SELECT 1) DELETE FROM dogs", "denied",
            "write attempt denied: DELETE FROM dogs");
        row("explain_drop", "EXPLAIN DROP TABLE dogs", "denied",
            "write attempt denied: DROP TABLE dogs");
        row("pragma_check", "PRAGMA integrity_check", "denied",
            "statement denied: PRAGMA integrity_check (only schema-introspection PRAGMAs may run)");
        row("pragma_function", "SELECT * FROM pragma_quick_check", "denied",
            "statement denied: PRAGMA quick_check (pragma_quick_check; only "
            "schema-introspection PRAGMAs may run)");
        row("load_extension", "SELECT load_extension('x')", "denied",
            "extension loading denied: load_extension");
        row("second_statement", "SELECT name FROM dogs; DROP TABLE dogs", "error",
            "only one statement may be executed");
        row("second_select", "SELECT 1;\n  SELECT 2", "error",
            "only one statement may be executed");
    }

    void writesAreDenied() {
        QFETCH(QString, sql);
        QFETCH(QString, status);
        QFETCH(QString, message);
        // A fresh copy per statement, hashed before and after.
        QTemporaryDir copyDir;
        const std::string path = copyDir.filePath("dogs.sqlite").toStdString();
        std::filesystem::copy_file(db_, path);
        const std::string before = sqlscope::util::sha256File(path).hex;
        QCOMPARE(before.size(), size_t(64));
        {
            Executor executor;
            ExecResult r = executor.run(path, sql.toStdString());
            QCOMPARE(QString::fromUtf8(execStatusName(r.status)), status);
            QCOMPARE(QString::fromStdString(r.message), message);
            QVERIFY(r.result.rows.empty());
            // The connection is still good.
            ExecResult after = executor.run(path, "SELECT count(*) FROM dogs");
            QCOMPARE(cells(after), QString("4"));
        }
        QCOMPARE(sqlscope::util::sha256File(path).hex, before);
        // Nothing was created next to it (ATTACH, VACUUM INTO, journals).
        QCOMPARE(std::distance(std::filesystem::directory_iterator(copyDir.path().toStdString()),
                               std::filesystem::directory_iterator()),
                 std::ptrdiff_t(1));
    }

    void vacuumIntoCreatesNothing() {
        Executor executor;
        const std::string target = dir_.filePath("copy.sqlite").toStdString();
        ExecResult r = executor.run(db_, "VACUUM INTO '" + target + "'");
        QCOMPARE(r.status, ExecStatus::Denied);
        QCOMPARE(q(r.message), q("write attempt denied: VACUUM INTO '" + target + "'"));
        QVERIFY(!std::filesystem::exists(target));
    }

    void readOnlyPragmasAndTrailingText() {
        Executor executor;
        ExecResult info = executor.run(db_, "PRAGMA table_info(dogs)");
        QCOMPARE(info.status, ExecStatus::Ok);
        QCOMPARE(info.result.rowCount(), size_t(7));
        QCOMPARE(info.result.rows[3][1].bytes(), std::string("name"));
        ExecResult fn =
            executor.run(db_, "SELECT name FROM pragma_table_info('owners') ORDER BY cid");
        QCOMPARE(fn.status, ExecStatus::Ok);
        QCOMPARE(cells(fn), QString("owner_id | first_name | last_name | city"));
        ExecResult fks = executor.run(db_, "PRAGMA foreign_key_list(dogs)");
        QCOMPARE(fks.status, ExecStatus::Ok);
        QCOMPARE(fks.result.rowCount(), size_t(2));
        ExecResult version = executor.run(db_, "PRAGMA user_version");
        QCOMPARE(cells(version), QString("0"));

        ExecResult trailing =
            executor.run(db_, "  -- lead\n SELECT count(*) FROM dogs ;; -- done\n /* end */ ;");
        QCOMPARE(trailing.status, ExecStatus::Ok);
        QCOMPARE(cells(trailing), QString("4"));
        ExecResult empty = executor.run(db_, " ; -- nothing\n");
        QCOMPARE(empty.status, ExecStatus::Error);
        QCOMPARE(q(empty.message), QString("no SQL statement to execute"));
        // Functions that read are fine.
        ExecResult fns = executor.run(db_,
                                      "SELECT upper(name), length(name), sqlite_version() "
                                      "IS NOT NULL FROM dogs WHERE dog_id = 1");
        QCOMPARE(cells(fns), QString("REX,3,1"));
    }

    void timeoutStopsRunawayQuery() {
        Executor executor;
        ExecOptions options;
        options.timeoutSeconds = 0.5;
        const Clock::time_point start = Clock::now();
        ExecResult r = executor.run(db_, kEndless, options);
        const double elapsed = secondsSince(start);
        qInfo("endless CTE with a 0.5 s budget stopped after %.1f ms (overshoot %.2f ms)",
              elapsed * 1000, (elapsed - 0.5) * 1000);
        QCOMPARE(r.status, ExecStatus::Timeout);
        QCOMPARE(q(r.message), QString("time budget of 0.5 s exceeded"));
        QVERIFY(elapsed >= 0.5);
        // Generous bounds: the test proves the budget stops the query, on a
        // machine that may be busy; bench/limits_bench.cpp measures the
        // overshoot (docs: bench/README.md).
        QVERIFY2(elapsed < 2.5, std::to_string(elapsed).c_str());
        QVERIFY(r.result.rows.empty());
        QCOMPARE(r.result.columnNames, std::vector<std::string>{"count(*)"});

        // The same executor and connection are fine afterwards.
        ExecOptions relaxed;
        relaxed.timeoutSeconds = 30;
        ExecResult next = executor.run(db_, "SELECT count(*) FROM dogs", relaxed);
        QCOMPARE(next.status, ExecStatus::Ok);
        QCOMPARE(cells(next), QString("4"));
        // ... and time out again just as well.
        options.timeoutSeconds = 0.2;
        ExecResult again = executor.run(db_, kEndless, options);
        QCOMPARE(again.status, ExecStatus::Timeout);
        QVERIFY2(again.seconds < 2.2, std::to_string(again.seconds).c_str());
    }

    void stopFlagCancelsFromAnotherThread() {
        Executor executor;
        ExecOptions options;
        options.timeoutSeconds = 0;  // no budget: only the flag can stop it
        std::atomic<bool> stop{false};
        Clock::time_point raisedAt;
        std::thread raiser([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            raisedAt = Clock::now();
            stop.store(true);
        });
        ExecResult r = executor.run(db_, kEndless, options, &stop);
        const Clock::time_point returned = Clock::now();
        raiser.join();
        const double latency = std::chrono::duration<double>(returned - raisedAt).count();
        qInfo("stop flag honoured after %.2f ms", latency * 1000);
        QCOMPARE(r.status, ExecStatus::Cancelled);
        QCOMPARE(q(r.message), QString("cancelled"));
        QVERIFY2(latency < 1.0, std::to_string(latency).c_str());  // generous: a busy machine

        ExecResult notStarted = executor.run(db_, "SELECT 1", options, &stop);
        QCOMPARE(notStarted.status, ExecStatus::Cancelled);
        QCOMPARE(q(notStarted.message), QString("cancelled before the query started"));
        stop.store(false);
        QCOMPARE(cells(executor.run(db_, "SELECT count(*) FROM dogs", options, &stop)),
                 QString("4"));
    }

    void rowAndMemoryCaps() {
        Executor executor;
        ExecOptions options;
        options.rowCap = 1000;
        const Clock::time_point start = Clock::now();
        ExecResult r =
            executor.run(db_,
                         "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c "
                         "WHERE x < 10000000) SELECT c.x, d.name FROM c CROSS JOIN dogs "
                         "AS d CROSS JOIN owners AS o",
                         options);
        QCOMPARE(r.status, ExecStatus::RowCap);
        QCOMPARE(q(r.message), QString("more than 1000 rows"));
        QVERIFY(r.result.rows.empty());
        QVERIFY(secondsSince(start) < 1.0);
        // Exactly the cap is fine.
        ExecResult exact = executor.run(
            db_,
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000) "
            "SELECT x FROM c",
            options);
        QCOMPARE(exact.status, ExecStatus::Ok);
        QCOMPARE(exact.result.rowCount(), size_t(1000));

        ExecOptions small;
        small.memoryCapBytes = 1024 * 1024;
        ExecResult big = executor.run(
            db_,
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000) "
            "SELECT randomblob(100) FROM c",
            small);
        QCOMPARE(big.status, ExecStatus::MemoryCap);
        QCOMPARE(q(big.message), QString("result larger than 1 MiB"));
        ExecResult oneBlob = executor.run(db_, "SELECT zeroblob(2 * 1024 * 1024)", small);
        QCOMPARE(oneBlob.status, ExecStatus::MemoryCap);
        QCOMPARE(q(oneBlob.message), QString("result larger than 1 MiB"));
        QCOMPARE(cells(executor.run(db_, "SELECT length(zeroblob(1000))", small)), QString("1000"));
    }

    void typedValues() {
        Executor executor;
        ExecResult r = executor.run(
            db_,
            "SELECT 30, 30.0, '3', NULL, x'00ff41', CAST(x'41ff42c3' AS TEXT), 0.1 + 0.2, "
            "9223372036854775807, -0.0, 1e300 * 1e300");
        QCOMPARE(r.status, ExecStatus::Ok);
        QCOMPARE(r.result.rowCount(), size_t(1));
        const Row& row = r.result.rows[0];
        QCOMPARE(row.size(), size_t(10));
        QCOMPARE(row[0].type(), Value::Type::Integer);
        QCOMPARE(row[0].asInteger(), int64_t(30));
        QCOMPARE(row[1].type(), Value::Type::Real);
        QCOMPARE(row[1].asReal(), 30.0);
        QVERIFY(row[0] == row[1]);
        QCOMPARE(row[2].type(), Value::Type::Text);
        QCOMPARE(row[2].bytes(), std::string("3"));
        QVERIFY(row[2] != Value::integer(3));
        QCOMPARE(row[3].type(), Value::Type::Null);
        QCOMPARE(row[4].type(), Value::Type::Blob);
        QCOMPARE(row[4].bytes(), std::string("\0\xff"
                                             "A",
                                             3));
        QCOMPARE(row[5].type(), Value::Type::Text);
        QCOMPARE(row[5].bytes(), std::string("AB"));  // invalid bytes dropped
        QCOMPARE(row[6].asReal(), 0.1 + 0.2);
        QCOMPARE(row[7].asInteger(), int64_t(9223372036854775807LL));
        QCOMPARE(row[8].type(), Value::Type::Real);
        QCOMPARE(cells(r), QString("30,30.0,3,None,b'\\x00\\xffA',AB,0.30000000000000004,"
                                   "9223372036854775807,-0.0,inf"));

        ExecResult dogs =
            executor.run(db_, "SELECT weight, age, nickname FROM dogs ORDER BY dog_id");
        QCOMPARE(cells(dogs), QString("20.5,3,None | 30.0,5,M | 25.0,7,None | 12.0,2,Z"));
        QCOMPARE(dogs.result.rows[1][0].type(), Value::Type::Real);
        QCOMPARE(dogs.result.rows[1][1].type(), Value::Type::Integer);
    }

    void columnNames() {
        Executor executor;
        ExecResult r = executor.run(db_,
                                    "SELECT name AS n, dogs.age, T2.city, age + 1, count(*), "
                                    "\"weight\" FROM dogs JOIN owners AS T2 ON "
                                    "dogs.owner_id = T2.owner_id WHERE dog_id = 1");
        QCOMPARE(r.status, ExecStatus::Ok);
        QCOMPARE(r.result.columnNames,
                 (std::vector<std::string>{"n", "age", "city", "age + 1", "count(*)", "weight"}));
        QCOMPARE(cells(r), QString("Rex,3,Austin,4,1,20.5"));
        ExecResult star = executor.run(db_, "SELECT * FROM breeds WHERE 0");
        QCOMPARE(star.status, ExecStatus::Ok);
        QCOMPARE(star.result.columnNames, (std::vector<std::string>{"breed_code", "breed_name"}));
        QCOMPARE(star.result.rowCount(), size_t(0));
    }

    void missingDatabaseAndErrors() {
        Executor executor;
        const std::string missing = dir_.filePath("nope/nope.sqlite").toStdString();
        ExecResult r = executor.run(missing, "SELECT 1");
        QCOMPARE(r.status, ExecStatus::NoDatabase);
        QCOMPARE(q(r.message), q("database file not found: " + missing));

        const std::string folder = dir_.filePath("dogs").toStdString();
        ExecResult d = executor.run(folder, "SELECT 1");
        QCOMPARE(d.status, ExecStatus::NoDatabase);
        QCOMPARE(q(d.message), q("database path is a directory, not a regular file: " + folder));

        const std::string text = dir_.filePath("notes.sqlite").toStdString();
        std::ofstream(text) << "these are not the pages you are looking for, "
                               "not even close to a database header at all\n";
        ExecResult t = executor.run(text, "SELECT 1");
        QCOMPARE(t.status, ExecStatus::NoDatabase);
        QCOMPARE(q(t.message), q("cannot open database file " + text + ": file is not a database"));

        ExecResult syntax = executor.run(db_, "SELEC name FROM dogs");
        QCOMPARE(syntax.status, ExecStatus::Error);
        QCOMPARE(q(syntax.message), QString("near \"SELEC\": syntax error"));
        ExecResult table = executor.run(db_, "SELECT name FROM cats");
        QCOMPARE(table.status, ExecStatus::Error);
        QCOMPARE(q(table.message), QString("no such table: cats"));
        ExecResult column = executor.run(db_, "SELECT colour FROM dogs");
        QCOMPARE(q(column.message), QString("no such column: colour"));
        QCOMPARE(cells(executor.run(db_, "SELECT count(*) FROM dogs")), QString("4"));
    }

    void uriSpecialCharactersInPath() {
        QTemporaryDir weird;
        const std::string folder = weird.filePath("a%20b?c#d").toStdString();
        std::filesystem::create_directories(folder);
        const std::string path = folder + "/dogs.sqlite";
        std::filesystem::copy_file(db_, path);
        Executor executor;
        ExecResult r = executor.run(path, "SELECT count(*) FROM owners");
        QCOMPARE(r.status, ExecStatus::Ok);
        QCOMPARE(cells(r), QString("3"));
    }

    void replacedFileIsReopened() {
        QTemporaryDir other;
        const std::string path = buildFixtureDatabase(other.path().toStdString(), "dogs");
        Executor executor;
        QCOMPARE(cells(executor.run(path, "SELECT count(*) FROM dogs")), QString("4"));
        // Another database at the same path: the cached connection must not
        // serve the old pages (immutable=1 would never notice by itself).
        std::filesystem::remove(path);
        QVERIFY(writeOneDogDatabase(path));
        QCOMPARE(cells(executor.run(path, "SELECT count(*), name FROM dogs")), QString("1,Solo"));
        std::filesystem::remove(path);
        ExecResult gone = executor.run(path, "SELECT count(*) FROM dogs");
        QCOMPARE(gone.status, ExecStatus::NoDatabase);
    }

    // With an identity check interval the file is looked at again once the
    // interval has passed, not before every query.
    void identityCheckInterval() {
        QTemporaryDir other;
        const std::string path = buildFixtureDatabase(other.path().toStdString(), "dogs");
        Executor executor;
        executor.setIdentityCheckInterval(0.05);
        QCOMPARE(cells(executor.run(path, "SELECT count(*) FROM dogs")), QString("4"));
        std::filesystem::remove(path);
        std::this_thread::sleep_for(std::chrono::milliseconds(80));
        QCOMPARE(executor.run(path, "SELECT count(*) FROM dogs").status, ExecStatus::NoDatabase);
        QVERIFY(writeOneDogDatabase(path));
        QCOMPARE(cells(executor.run(path, "SELECT count(*), name FROM dogs")), QString("1,Solo"));
    }

    void statusNames() {
        QCOMPARE(execStatusName(ExecStatus::Ok), std::string_view("ok"));
        QCOMPARE(execStatusName(ExecStatus::Error), std::string_view("error"));
        QCOMPARE(execStatusName(ExecStatus::Timeout), std::string_view("timeout"));
        QCOMPARE(execStatusName(ExecStatus::Denied), std::string_view("denied"));
        QCOMPARE(execStatusName(ExecStatus::RowCap), std::string_view("row cap"));
        QCOMPARE(execStatusName(ExecStatus::MemoryCap), std::string_view("memory cap"));
        QCOMPARE(execStatusName(ExecStatus::Cancelled), std::string_view("cancelled"));
        QCOMPARE(execStatusName(ExecStatus::NoDatabase), std::string_view("no database"));
    }
};

SQLSCOPE_TEST_SUITE(ExecutorTest)
#include "executor_test.moc"
