// The result cache's reading of a second spelling without a prepare
// (eval/lexed_spelling_reader.h, exec::runAsRespelling): for each pair of
// spellings of one statement on the dogs fixture, what it reads must be
// exactly what SQLite's own prepare of the second spelling says (column
// names, where the statement ends, the prepare's record), and it must
// decline whatever its rules do not make certain.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/eval/lexed_spelling_reader.h"
#include "core/exec/executor.h"
#include "core/exec/prepare_record.h"
#include "core/exec/result_cache.h"
#include "core/exec/statement_key.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope;

namespace {

struct Case {
    const char* first;
    const char* second;
    bool read;  // whether the reader is certain
};

const Case kCases[] = {
    // Bare column references are named by the schema, whatever the spelling.
    {"SELECT name FROM dogs", "select NAME from DOGS", true},
    {"SELECT d.name, o.city FROM dogs AS d JOIN owners AS o ON d.owner_id = o.owner_id",
     "select D.NAME,O.City from DOGS as D join OWNERS as O on D.OWNER_ID = O.owner_id", true},
    {"SELECT \"name\" FROM dogs", "select \"name\"  from  dogs", true},
    {"SELECT (name) FROM dogs", "SELECT ( NAME ) FROM dogs", true},
    {"SELECT rowid FROM dogs", "SELECT ROWID FROM dogs", true},
    // Expressions are named as written, from their first token to their last.
    {"SELECT count(*) FROM dogs ;\n", "SELECT COUNT( * )  FROM dogs ;  ", true},
    {"SELECT (age + 1), avg(weight) FROM dogs", "select ( AGE  +  1 ) ,AVG(Weight) from dogs",
     true},
    {"SELECT null FROM dogs", "SELECT NULL FROM dogs", true},
    {"SELECT breed_code FROM dogs WHERE age > (SELECT avg(age) FROM dogs)",
     "SELECT BREED_CODE FROM DOGS WHERE AGE > (SELECT AVG(AGE) FROM DOGS)", true},
    // Aliases, with and without AS, quoted or not.
    {"SELECT name AS Dog, age a, 'x' AS \"My Col\" FROM dogs",
     "select NAME as DOG, AGE A, 'x' as \"My Col\" from dogs", true},
    {"SELECT count(*) n FROM dogs", "SELECT COUNT(*) N FROM dogs", true},
    // Stars take the schema's names, beside other columns.
    {"SELECT * FROM breeds", "select  *  from BREEDS", true},
    {"SELECT d.*, o.city FROM dogs d JOIN owners o ON d.owner_id = o.owner_id",
     "SELECT D.* , O.CITY FROM dogs D JOIN owners O ON D.owner_id = O.owner_id", true},
    {"SELECT DISTINCT owner_id FROM dogs", "select distinct OWNER_ID from dogs", true},
    // A compound is named by its first SELECT.
    {"SELECT name FROM dogs UNION SELECT city FROM owners",
     "select Name from dogs union select CITY from owners", true},
    {"SELECT name FROM dogs ORDER BY age DESC LIMIT 2",
     "SELECT NAME FROM DOGS ORDER BY AGE DESC LIMIT 2", true},
    // Declined: names that come from a subquery's or a CTE's own text, a
    // word whose meaning depends on the schema, a keyword before the last
    // word, a list SQLite could end elsewhere.
    {"SELECT x FROM (SELECT name AS x FROM dogs)", "SELECT X FROM (SELECT name AS X FROM dogs)",
     false},
    {"WITH t AS (SELECT name FROM dogs) SELECT name FROM t",
     "WITH T AS (SELECT NAME FROM DOGS) SELECT NAME FROM T", false},
    {"SELECT true FROM dogs", "SELECT TRUE FROM dogs", false},
    {"SELECT name COLLATE nocase FROM dogs", "SELECT name COLLATE NOCASE FROM dogs", false},
    {"SELECT age IS NULL FROM dogs", "SELECT age is null FROM dogs", false},
    {"SELECT age IS DISTINCT FROM weight FROM dogs", "SELECT AGE IS DISTINCT FROM WEIGHT FROM dogs",
     false},
    {"VALUES (1)", "values (1)", false},
};

}  // namespace

class LexedSpellingReaderTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::string db_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        db_ = testing::buildFixtureDatabase(dir_.path().toStdString(), "dogs");
        QVERIFY(!db_.empty());
    }

    void readsWhatThePrepareSays() {
        const eval::LexedSpellingReader reader;
        exec::Executor executor;
        for (const Case& c : kCases) {
            const std::string label = std::string(c.first) + " | " + c.second;
            QVERIFY2(exec::statementKey(c.first) == exec::statementKey(c.second), label.c_str());
            const exec::ExecResult first = executor.run(db_, c.first, {}, nullptr, true);
            QVERIFY2(first.ok() && first.prepare, label.c_str());
            const exec::ExecResult real = executor.run(db_, c.second, {}, nullptr, true);
            QVERIFY2(real.ok() && real.prepare, label.c_str());
            const std::optional<exec::ExecResult> read =
                exec::runAsRespelling(c.second, {}, nullptr, true, first, c.first, reader);
            QVERIFY2(read.has_value() == c.read, label.c_str());
            if (!read) continue;
            QVERIFY2(read->ok() && read->rowsShared, label.c_str());
            QCOMPARE(read->result.columnNames, real.result.columnNames);
            QCOMPARE(read->result.rows, real.result.rows);
            const exec::PrepareRecord& mine = *read->prepare;
            const exec::PrepareRecord& theirs = *real.prepare;
            QCOMPARE(mine.textStart, theirs.textStart);
            QCOMPARE(mine.statementEnd, theirs.statementEnd);
            QCOMPARE(mine.prepared, theirs.prepared);
            QCOMPARE(mine.hasStatement, theirs.hasStatement);
            QCOMPARE(mine.readOnly, theirs.readOnly);
            QCOMPARE(mine.reads, theirs.reads);
            QCOMPARE(mine.auth.denial, theirs.auth.denial);
            QCOMPARE(mine.auth.denialFinal, theirs.auth.denialFinal);
            // Without a record asked for, none is needed.
            const std::optional<exec::ExecResult> unrecorded =
                exec::runAsRespelling(c.second, {}, nullptr, false, first, c.first, reader);
            QVERIFY(unrecorded && !unrecorded->prepare);
            QCOMPARE(unrecorded->result.columnNames, real.result.columnNames);
        }
    }

    void checksItsReadingOfTheFirstSpelling() {
        const eval::LexedSpellingReader reader;
        exec::Executor executor;
        exec::ExecResult first = executor.run(db_, "SELECT count(*) FROM dogs", {}, nullptr, true);
        QVERIFY(first.ok());
        exec::SpellingReading reading;
        QVERIFY(
            reader.read("SELECT count(*) FROM dogs", first, "SELECT COUNT(*) FROM DOGS", reading));
        QCOMPARE(reading.names, std::vector<std::string>{"COUNT(*)"});
        QCOMPARE(reading.end, size_t(25));
        // The column-less read of dogs is named as this spelling's FROM writes it.
        using Reads = std::vector<std::pair<std::string, std::string>>;
        QCOMPARE(first.prepare->reads, (Reads{{"dogs", ""}}));
        QCOMPARE(reading.reads, (Reads{{"DOGS", ""}}));
        // Names, an end or reads SQLite did not give the first spelling: declined.
        exec::ExecResult other = first;
        other.result.columnNames = {"n"};
        QVERIFY(
            !reader.read("SELECT count(*) FROM dogs", other, "SELECT COUNT(*) FROM dogs", reading));
        other.result.columnNames = {"count(*)", "x"};
        QVERIFY(
            !reader.read("SELECT count(*) FROM dogs", other, "SELECT COUNT(*) FROM dogs", reading));
        auto record = std::make_shared<exec::PrepareRecord>(*first.prepare);
        other = first;
        record->statementEnd = 24;
        other.prepare = record;
        QVERIFY(
            !reader.read("SELECT count(*) FROM dogs", other, "SELECT COUNT(*) FROM dogs", reading));
        // A FROM table no read names (as a view's would be): declined.
        record = std::make_shared<exec::PrepareRecord>(*first.prepare);
        record->reads = {{"owners", ""}};
        other.prepare = record;
        QVERIFY(
            !reader.read("SELECT count(*) FROM dogs", other, "SELECT COUNT(*) FROM dogs", reading));
        // A record asked for but never made: the text is prepared.
        first.prepare.reset();
        QVERIFY(!exec::runAsRespelling("SELECT COUNT(*) FROM dogs", {}, nullptr, true, first,
                                       "SELECT count(*) FROM dogs", reader));
        // Stopped before it starts, or an error: left to the executor.
        const std::atomic<bool> stop{true};
        QVERIFY(!exec::runAsRespelling("SELECT COUNT(*) FROM dogs", {}, &stop, false, first,
                                       "SELECT count(*) FROM dogs", reader));
        first.status = exec::ExecStatus::Error;
        QVERIFY(!exec::runAsRespelling("SELECT COUNT(*) FROM dogs", {}, nullptr, false, first,
                                       "SELECT count(*) FROM dogs", reader));
    }

    void theCacheReadsSecondSpellingsWithoutPreparing() {
        const eval::LexedSpellingReader reader;
        exec::ResultCache cache;
        cache.setSpellingReader(&reader);
        exec::Executor executor;
        const auto first =
            cache.getOrRun(db_, "SELECT count(*) FROM dogs", {}, executor, nullptr, SIZE_MAX, true);
        const auto second = cache.getOrRun(db_, "select COUNT(*)  from dogs", {}, executor, nullptr,
                                           SIZE_MAX, true);
        const auto declined = cache.getOrRun(db_, "SELECT x FROM (SELECT name AS x FROM dogs)", {},
                                             executor, nullptr, SIZE_MAX, true);
        const auto declinedTwin = cache.getOrRun(db_, "SELECT X FROM (SELECT name AS X FROM dogs)",
                                                 {}, executor, nullptr, SIZE_MAX, true);
        QCOMPARE(cache.executions(), size_t(4));
        QCOMPARE(cache.sharedRows(), size_t(2));
        QCOMPARE(cache.unprepared(), size_t(1));
        QCOMPARE(second->result.columnNames, std::vector<std::string>{"COUNT(*)"});
        QCOMPARE(second->result.rows, first->result.rows);
        QCOMPARE(declinedTwin->result.columnNames, std::vector<std::string>{"X"});
        QCOMPARE(declinedTwin->result.rows, declined->result.rows);
    }
};

SQLSCOPE_TEST_SUITE(LexedSpellingReaderTest)
#include "lexed_spelling_reader_test.moc"
