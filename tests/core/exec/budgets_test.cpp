// Budgets that always hold (issue 12, point 4): every probe of a query that used to
// stall or balloon ends with a typed outcome. How long each stop takes is
// measured by bench/limits_bench.cpp, never asserted here (machine load would
// make it flaky).
#include <sqlite3.h>
#include <sys/stat.h>
#include <QObject>
#include <QTemporaryDir>
#include <QTest>

#include <string>
#include <thread>
#include <vector>

#include "core/eval/execution_verdict.h"
#include "core/exec/authorizer.h"
#include "core/exec/executor.h"
#include "core/exec/process_limits.h"
#include "core/exec/sandbox_connection.h"
#include "core/exec/sqlite_heap.h"
#include "core/match/component/syntax_check.h"
#include "core/schema/catalog.h"
#include "tests/core/exec/run_query.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::exec;
using sqlscope::match::component::SyntaxChecker;
using sqlscope::testing::buildFixtureDatabase;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

// The first value of the only row, as Python prints it.
QString first(const ExecResult& r) {
    if (r.result.rows.empty() || r.result.rows[0].empty()) return "<none>";
    return q(r.result.rows[0][0].pythonStr());
}

// The longest IN list a 2 GiB process can still hold: `n` numbers.
std::string inList(size_t n) {
    std::string sql = "SELECT name FROM dogs WHERE dog_id IN (";
    for (size_t i = 0; i < n; ++i) {
        if (i) sql += ',';
        sql += std::to_string(i);
    }
    return sql + ")";
}

}  // namespace

class BudgetsTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::string db_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        db_ = buildFixtureDatabase(dir_.path().toStdString(), "dogs");
        QVERIFY(!db_.empty());
    }

    // printf, instr and replace blow-ups fail at the sandbox's value limit
    // (10 MB) instead of running inside one VM instruction for seconds.
    void functionBlowUpsFail_data() {
        QTest::addColumn<QString>("sql");
        QTest::newRow("instr of 100 MB") << QString(
            "SELECT instr(printf('%.*c',100000000,'a'), printf('%.*c',1000000,'a')||'b')");
        QTest::newRow("printf 2e9") << QString("SELECT printf('%.*c',2000000000,'x')");
        QTest::newRow("printf width") << QString("SELECT printf('%2000000000d', 1)");
        QTest::newRow("format star width") << QString("SELECT format('%*s', 2000000000, 'x')");
        QTest::newRow("replace") << QString(
            "SELECT length(replace(replace(printf('%.*c',5000000,'x'),'x','xx'),'x','xx'))");
        QTest::newRow("zeroblob") << QString("SELECT length(zeroblob(2000000000))");
    }
    void functionBlowUpsFail() {
        QFETCH(QString, sql);
        Executor executor;
        ExecOptions options;
        options.timeoutSeconds =
            30;  // each fails in under 0.1 s; never a timeout on a busy machine
        ExecResult r = executor.run(db_, sql.toStdString(), options);
        QCOMPARE(r.status, ExecStatus::Error);
        QVERIFY2(r.message.starts_with("string or blob too big"), r.message.c_str());
    }

    // instr stays SQLite's own answer (checked against the built-in on an
    // unsandboxed connection), only faster.
    void instrAndPrintfKeepSqliteAnswers_data() {
        QTest::addColumn<QString>("sql");
        for (const char* sql : {
                 "SELECT instr('hello world', 'o')",
                 "SELECT instr('hello world', 'z')",
                 "SELECT instr('hello', '')",
                 "SELECT instr('', 'a')",
                 "SELECT instr(NULL, 'a')",
                 "SELECT instr('a', NULL)",
                 "SELECT instr('añb€c', 'b€')",
                 "SELECT instr('€€€x', 'x')",
                 "SELECT instr(x'0102030403', x'0403')",
                 "SELECT instr(x'61626364', 'cd')",
                 "SELECT instr(12345, 34)",
                 "SELECT instr(1.5e10, 'e')",
                 "SELECT instr(printf('%.*c',900000,'a')||'b', printf('%.*c',1000,'a')||'b')",
                 "SELECT instr(name, 'o') FROM dogs ORDER BY dog_id",
                 "SELECT printf('%5.2f|%-4s|%04d|%x|%c%%', 3.14159, 'ab', 7, 255, 'q')",
                 "SELECT printf('%.3s|%10.1e|%q|%Q', 'abcdef', 12345.678, 'it''s', NULL)",
                 "SELECT printf('%d %s', 1)",
                 "SELECT printf()",
                 "SELECT printf(NULL, 1)",
                 "SELECT printf('%.*c', 3, 'xy')",
                 "SELECT format('%s-%s', name, age) FROM dogs ORDER BY dog_id",
             })
            QTest::newRow(sql) << QString(sql);
    }
    void instrAndPrintfKeepSqliteAnswers() {
        QFETCH(QString, sql);
        Executor executor;
        ExecResult ours = executor.run(db_, sql.toStdString());
        ExecResult builtIn = sqlscope::testing::runQuery(db_, sql.toStdString());
        QCOMPARE(ours.status, builtIn.status);
        QCOMPARE(ours.result.rows.size(), builtIn.result.rows.size());
        for (size_t i = 0; i < ours.result.rows.size(); ++i)
            for (size_t j = 0; j < ours.result.rows[i].size(); ++j)
                QCOMPARE(q(ours.result.rows[i][j].pythonStr()),
                         q(builtIn.result.rows[i][j].pythonStr()));
    }

    // A text over the cap is never prepared: a 2.5 MB CASE, a 5-million-item
    // IN list.
    void oversizeTextsAreTooLarge() {
        Executor executor;
        std::string bigCase = "SELECT CASE";
        while (bigCase.size() < 2'500'000)
            bigCase += " WHEN age = 1 THEN 'x'";
        bigCase += " END FROM dogs";
        ExecResult c = executor.run(db_, bigCase);
        QCOMPARE(c.status, ExecStatus::TooLarge);
        QCOMPARE(q(c.message), q("query text of " + std::to_string(bigCase.size()) +
                                 " bytes is larger than the limit of 100000 bytes "
                                 "(--max-query-bytes)"));
        const std::string in = inList(5'000'000);
        QCOMPARE(executor.run(db_, in).status, ExecStatus::TooLarge);
        QVERIFY(queryTooLarge(in.size()));
        QVERIFY(!queryTooLarge(kDefaultMaxQueryBytes));
        // Under the cap the same shapes run.
        QCOMPARE(executor.run(db_, inList(1000)).status, ExecStatus::Ok);
        QCOMPARE(execStatusName(ExecStatus::TooLarge), std::string_view("too large"));
    }

    // Neither the executor nor the validity check open what is not a regular
    // file; a FIFO would block them for ever.
    void nonRegularDatabaseFiles() {
        const std::string fifo = dir_.filePath("pipe.sqlite").toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        const std::string folder = dir_.filePath("dogs").toStdString();
        Executor executor;
        SyntaxChecker checker;
        const struct {
            std::string path, message;
        } cases[] = {
            {fifo, "database path is a FIFO, not a regular file: " + fifo},
            {folder, "database path is a directory, not a regular file: " + folder},
            {"/dev/null", "database path is a device, not a regular file: /dev/null"},
        };
        for (const auto& c : cases) {
            ExecResult r = executor.run(c.path, "SELECT 1");
            QCOMPARE(r.status, ExecStatus::NoDatabase);
            QCOMPARE(q(r.message), q(c.message));
            auto check = checker.check(c.path, "SELECT 1");
            QVERIFY(!check.checked());
            QCOMPARE(q(check.message), q(c.message));
            std::string error;
            QVERIFY(openSandboxedConnection(c.path, error) == nullptr);
            QCOMPARE(q(error), q(c.message));
        }
    }

    // A db_id never makes a path outside the database folder.
    void dbIdStaysInsideTheFolder() {
        using sqlscope::schema::databasePath;
        using sqlscope::schema::plainDbId;
        QCOMPARE(q(databasePath("db", "dogs")), QString("db/dogs/dogs.sqlite"));
        for (const std::string& bad : std::vector<std::string>{
                 "../x", "..", ".", "a/b", "/etc", "a\\b", "", std::string("a\0b", 3)}) {
            QVERIFY2(!plainDbId(bad), bad.c_str());
            QCOMPARE(q(databasePath("db", bad)), QString());
        }
        QVERIFY(plainDbId("..x"));
        Executor executor;
        ExecResult r = executor.run(databasePath(dir_.path().toStdString(), "../dogs"), "SELECT 1");
        QCOMPARE(r.status, ExecStatus::NoDatabase);
        QVERIFY2(r.message.find("not a plain folder name") != std::string::npos, r.message.c_str());
    }

    // fts3_tokenizer would register a tokenizer on the cached connection;
    // table-valued PRAGMA functions are refused under their own name, and
    // the validity check agrees with the executor.
    void stateChangesAreDenied_data() {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("message");
        QTest::newRow("fts3_tokenizer 2 args")
            << QString("SELECT fts3_tokenizer('simple', x'0000000000000000')")
            << QString("statement denied: fts3_tokenizer changes the connection's state");
        QTest::newRow("fts3_tokenizer 1 arg")
            << QString("SELECT fts3_tokenizer('simple')")
            << QString("statement denied: fts3_tokenizer changes the connection's state");
        QTest::newRow("pragma_threads(8)")
            << QString("SELECT * FROM pragma_threads(8)")
            << QString(
                   "statement denied: PRAGMA threads (pragma_threads; only "
                   "schema-introspection PRAGMAs may run)");
        QTest::newRow("pragma_threads")
            << QString("SELECT * FROM pragma_threads")
            << QString(
                   "statement denied: PRAGMA threads (pragma_threads; only "
                   "schema-introspection PRAGMAs may run)");
        QTest::newRow("PRAGMA_CACHE_SIZE")
            << QString("SELECT * FROM PRAGMA_CACHE_SIZE")
            << QString(
                   "statement denied: PRAGMA CACHE_SIZE (PRAGMA_CACHE_SIZE; only "
                   "schema-introspection PRAGMAs may run)");
    }
    void stateChangesAreDenied() {
        QFETCH(QString, sql);
        QFETCH(QString, message);
        Executor executor;
        ExecResult r = executor.run(db_, sql.toStdString());
        QCOMPARE(r.status, ExecStatus::Denied);
        QCOMPARE(q(r.message), message);
        SyntaxChecker checker;
        auto check = checker.check(db_, sql.toStdString());
        QVERIFY(check.checked());
        QVERIFY(!check.valid());  // pred_valid = 0, as execution denies it
        QCOMPARE(q(check.message), message);
        // Schema introspection still runs, as a function too.
        QCOMPARE(executor.run(db_, "SELECT name FROM pragma_table_info('dogs') LIMIT 1").status,
                 ExecStatus::Ok);
        QCOMPARE(executor.run(db_, "SELECT count(*) FROM pragma_table_list").status,
                 ExecStatus::Ok);
    }

    // One memory ceiling for the process: rows held by all queries together
    // stay within a quarter of it.
    void processMemoryCeiling() {
        ProcessLimits small;
        small.memoryBytes = uint64_t(64) << 20;  // 16 MiB of rows
        setProcessLimits(small);
        Executor executor;
        const char* million =
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000) "
            "SELECT x, x FROM c";
        ExecResult r = executor.run(db_, million);
        const uint64_t heldAfter = resultMemoryHeld();
        setProcessLimits(ProcessLimits{});
        QCOMPARE(r.status, ExecStatus::MemoryCap);
        QCOMPARE(q(r.message), QString("memory limit of 64 MiB (--memory-limit) reached"));
        QCOMPARE(heldAfter, uint64_t(0));  // a failed query holds nothing
        // A kept result holds its bytes until its last copy goes.
        {
            ExecResult ok = executor.run(db_, "SELECT name FROM dogs");
            QCOMPARE(ok.status, ExecStatus::Ok);
            QVERIFY(resultMemoryHeld() > 0);
        }
        QCOMPARE(resultMemoryHeld(), uint64_t(0));
        // A small result holds what its rows take, not a charging chunk:
        // thousands of cached results fit.
        {
            std::vector<ExecResult> kept;
            for (int i = 0; i < 3000; ++i)
                kept.push_back(executor.run(db_, "SELECT name FROM dogs WHERE dog_id = 1"));
            QCOMPARE(kept.back().status, ExecStatus::Ok);
            QVERIFY2(resultMemoryHeld() < 3000 * 1024, std::to_string(resultMemoryHeld()).c_str());
        }
        QCOMPARE(resultMemoryHeld(), uint64_t(0));
        // Under the default ceiling the million rows are fine.
        QCOMPARE(executor.run(db_, million).status, ExecStatus::Ok);
    }

    // SQLite's share of the ceiling (a quarter) holds for what SQLite itself
    // allocates, here a 5 MB string built by group_concat from 50,000 rows of
    // 100 bytes: one row of result, so the rows' quarter is not what stops it.
    // The programs (and this test executable) count SQLite's heap themselves
    // (sqlite_heap.h), with SQLite's statistics and their mutex off.
    void sqliteHeapShareOfTheCeiling() {
        QVERIFY(sqliteHeapAccountingInstalled());
        QCOMPARE(sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 1), SQLITE_MISUSE);  // initialized
        const char* fiveMegabytes =
            "SELECT length(group_concat(x)) FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL "
            "SELECT x + 1 FROM c LIMIT 50000) SELECT printf('%0100d', x) AS x FROM c)";
        Executor executor;
        ProcessLimits small;
        small.memoryBytes = uint64_t(8) << 20;  // 2 MiB for SQLite
        setProcessLimits(small);
        QCOMPARE(sqliteHeapLimit(), uint64_t(2) << 20);
        ExecResult stopped = executor.run(db_, fiveMegabytes);
        const int64_t heldAfterStop = sqliteHeapHeld();
        setProcessLimits(ProcessLimits{});
        QCOMPARE(stopped.status, ExecStatus::MemoryCap);
        QCOMPARE(q(stopped.message), QString("memory limit of 8 MiB (--memory-limit) reached"));
        QVERIFY2(heldAfterStop < (int64_t(2) << 20), std::to_string(heldAfterStop).c_str());
        // Under the default ceiling (512 MiB for SQLite) it runs, and the
        // connection that was stopped is usable again.
        ExecResult ran = executor.run(db_, fiveMegabytes);
        QCOMPARE(ran.status, ExecStatus::Ok);
        QCOMPARE(ran.result.rows.at(0).at(0).asInteger(), int64_t(5049999));
        // The count follows SQLite's allocations and frees exactly on this thread.
        const int64_t before = sqliteHeapHeld();
        void* block = sqlite3_malloc(3 << 20);
        QVERIFY(block);
        QCOMPARE(sqliteHeapHeld() - before, int64_t(3) << 20);
        block = sqlite3_realloc(block, 1 << 20);
        QCOMPARE(sqliteHeapHeld() - before, int64_t(1) << 20);
        sqlite3_free(block);
        QCOMPARE(sqliteHeapHeld(), before);
        // An allocation past the ceiling fails; one under it does not.
        setSqliteHeapLimit(static_cast<uint64_t>(before) + (1 << 20));
        void* tooBig = sqlite3_malloc(2 << 20);
        void* fits = sqlite3_malloc(512 << 10);
        setProcessLimits(ProcessLimits{});
        QVERIFY(!tooBig);
        QVERIFY(fits);
        sqlite3_free(fits);
        QCOMPARE(sqliteHeapHeld(), before);
        // A thread that ends with less than a step unpublished still counts:
        // 10 KB allocated there and freed here leave the count where it was.
        void* fromThread = nullptr;
        std::thread([&] { fromThread = sqlite3_malloc(10 << 10); }).join();
        QVERIFY(fromThread);
        QCOMPARE(sqliteHeapHeld() - before, int64_t(10) << 10);
        sqlite3_free(fromThread);
        QCOMPARE(sqliteHeapHeld(), before);
    }

    // The row and memory caps have their own outcomes in reports.
    void outcomeNames() {
        using sqlscope::eval::ExecOutcome;
        using sqlscope::eval::execOutcomeName;
        QCOMPARE(execOutcomeName(ExecOutcome::RowLimit), std::string_view("row_limit"));
        QCOMPARE(execOutcomeName(ExecOutcome::MemoryLimit), std::string_view("memory_limit"));
        QCOMPARE(execOutcomeName(ExecOutcome::TooLarge), std::string_view("too_large"));
    }

    // After the watchdog interrupted a statement, the connection serves the
    // next query normally (no interrupt left pending).
    void connectionCleanAfterTimeout() {
        Executor executor;
        ExecOptions options;
        options.timeoutSeconds = 0.2;
        options.progressInstructions = 1'000'000'000;  // only the watchdog can stop it
        ExecResult r = executor.run(db_,
                                    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM "
                                    "c) SELECT count(*) FROM c",
                                    options);
        QCOMPARE(r.status, ExecStatus::Timeout);
        options.timeoutSeconds = 30;  // the next queries must not race a busy machine
        for (int i = 0; i < 3; ++i) {
            ExecResult next = executor.run(db_, "SELECT count(*) FROM dogs", options);
            QCOMPARE(next.status, ExecStatus::Ok);
            QCOMPARE(first(next), QString("4"));
        }
    }
};

SQLSCOPE_TEST_SUITE(BudgetsTest)
#include "budgets_test.moc"
