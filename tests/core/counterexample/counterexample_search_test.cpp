// The pieces of the counterexample search (core/counterexample): query
// literals and their neighbours, the constraints read from a .sqlite file,
// the scratch database's constraint filtering and sandbox, determinism of
// the seeded search, cancellation, and that the benchmark file is only read.
#include <sqlite3.h>

#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "core/counterexample/counterexample_search.h"
#include "core/counterexample/database_generator.h"
#include "core/counterexample/database_script.h"
#include "core/counterexample/query_literals.h"
#include "core/counterexample/schema_constraints.h"
#include "core/counterexample/scratch_database.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using namespace sqlscope::counterexample;

namespace {

std::string valuesText(const std::vector<exec::Value>& values) {
    std::string out;
    for (const exec::Value& v : values)
        out += (out.empty() ? "" : " ") + sqlLiteral(v);
    return out;
}

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

const char* kSchema =
    "CREATE TABLE owners(owner_id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);"
    "CREATE TABLE dogs(dog_id INTEGER PRIMARY KEY, owner_id INTEGER REFERENCES owners(owner_id),"
    " name TEXT NOT NULL, age INTEGER, code TEXT, weight REAL, UNIQUE(name, code));"
    "CREATE UNIQUE INDEX dogs_code ON dogs(code);"
    "INSERT INTO owners VALUES (1, 'Kim'), (2, 'Lee');"
    "INSERT INTO dogs VALUES (1, 1, 'Rex', 3, 'R1', 10.5), (2, 2, 'Fido', 5, 'F1', 20.0),"
    " (3, 1, 'Max', 7, 'M1', 30.25);";

}  // namespace

class CounterexampleSearchTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        path_ = dir_.path().toStdString() + "/dogs.sqlite";
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open(path_.c_str(), &db), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db, kSchema, nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(db);
    }

    void literalsAndNeighbours() {
        const QueryLiterals l = queryLiterals(
            "SELECT t1.a FROM t1 WHERE age > 30 AND w <= 2.5 AND name LIKE '%ab_%' AND "
            "c = \"it's\" AND d = 'O''Neil' -- 99\n");
        QCOMPARE(valuesText(l.numbers), std::string("29 30 31 1.5 2.5 3.5 2 3"));
        QCOMPARE(valuesText(l.texts), std::string("'%ab_%' 'abx' 'xabx' 'abxx' 'xabxx' 'a' "
                                                  "'it''s' 'O''Neil'"));
        const QueryLiterals merged =
            mergeLiterals(queryLiterals("SELECT 1"), queryLiterals("SELECT 2"));
        QCOMPARE(valuesText(merged.numbers), std::string("0 1 2 3"));
    }

    void constraintsFromTheFile() {
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open_v2(path_.c_str(), &db, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
        std::string error;
        const SchemaConstraints schema = readSchemaConstraints(db, error);
        sqlite3_close(db);
        QCOMPARE(error, std::string());
        QCOMPARE(schema.tables.size(), size_t(2));
        const TableConstraints& dogs = schema.tables[1];
        QCOMPARE(dogs.name, std::string("dogs"));
        QCOMPARE(dogs.rowCount, 3LL);
        QCOMPARE(dogs.columns.size(), size_t(6));
        QVERIFY(dogs.columns[0].integerPrimaryKey);
        QVERIFY(dogs.columns[2].notNull);
        QVERIFY(!dogs.columns[3].notNull);
        QCOMPARE(dogs.columns[5].affinity, Affinity::Real);
        // PRIMARY KEY, UNIQUE(name, code), the unique index on code (in
        // index_list's order: the newest index first).
        QCOMPARE(dogs.uniqueSets.size(), size_t(3));
        QCOMPARE(dogs.uniqueSets[0], std::vector<size_t>({0}));
        QCOMPARE(dogs.uniqueSets[1], std::vector<size_t>({4}));
        QCOMPARE(dogs.uniqueSets[2], std::vector<size_t>({2, 4}));
        QCOMPARE(dogs.foreignKeys.size(), size_t(1));
        QCOMPARE(dogs.foreignKeys[0].parentTable, std::string("owners"));
        QCOMPARE(dogs.foreignKeys[0].columns, std::vector<std::string>({"owner_id"}));
        QCOMPARE(schema.otherSql.size(), size_t(1));
    }

    void scratchDropsRowsThatBreakConstraints() {
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open_v2(path_.c_str(), &db, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
        std::string error;
        const SchemaConstraints schema = readSchemaConstraints(db, error);
        sqlite3_close(db);
        ScratchDatabase scratch(schema);
        QVERIFY(scratch.ok());
        using V = exec::Value;
        DatabaseContent content(2);
        content[0] = {{V::integer(1), V::text("Kim")},
                      {V::integer(2), V::text("Kim")},  // UNIQUE name: dropped
                      {V::integer(3), V::null()}};      // NOT NULL name: dropped
        content[1] = {
            {V::integer(1), V::integer(1), V::text("Rex"), V::integer(3), V::text("R1"),
             V::real(1)},
            // owner 9 does not exist: dropped
            {V::integer(2), V::integer(9), V::text("Fido"), V::null(), V::null(), V::null()},
            // NULL owner: kept
            {V::integer(3), V::null(), V::text("Max"), V::text("7"), V::null(), V::null()},
            // code R1 again: dropped
            {V::integer(4), V::integer(1), V::text("Bo"), V::null(), V::text("R1"), V::null()}};
        const DatabaseContent stored = scratch.load(content);
        QCOMPARE(stored[0].size(), size_t(1));
        QCOMPARE(stored[1].size(), size_t(2));
        // Affinity applied: '7' stored as the integer 7.
        QCOMPARE(stored[1][1][3].type(), exec::Value::Type::Integer);
        const exec::ExecResult count = scratch.run("SELECT count(*) FROM dogs", 1.0);
        QVERIFY(count.ok());
        QCOMPARE(count.result.rows[0][0].asInteger(), int64_t(2));
        // The sandbox: writes, DDL and two statements are refused.
        QCOMPARE(scratch.run("DELETE FROM dogs", 1.0).status, exec::ExecStatus::Denied);
        QCOMPARE(scratch.run("DROP TABLE dogs", 1.0).status, exec::ExecStatus::Denied);
        QCOMPARE(scratch.run("ATTACH 'x.db' AS x", 1.0).status, exec::ExecStatus::Denied);
        QCOMPARE(scratch.run("SELECT 1; SELECT 2", 1.0).status, exec::ExecStatus::Error);
        QCOMPARE(scratch.run("SELECT load_extension('x')", 1.0).status, exec::ExecStatus::Denied);
        // A runaway query stops at its time budget.
        const exec::ExecResult slow = scratch.run(
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT max(x) FROM c",
            0.05);
        QCOMPARE(slow.status, exec::ExecStatus::Timeout);
        // Reading: the tables a query reads are reported.
        std::set<std::string> read;
        QVERIFY(scratch
                    .run("SELECT T1.name FROM OWNERS AS T1 JOIN dogs AS T2 ON T1.owner_id = "
                         "T2.owner_id",
                         1.0, nullptr, &read)
                    .ok());
        QCOMPARE(read, std::set<std::string>({"dogs", "owners"}));
    }

    void generatorIsSeededAndHonoursPools() {
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open_v2(path_.c_str(), &db, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
        std::string error;
        const SchemaConstraints schema = readSchemaConstraints(db, error);
        sqlite3_close(db);
        using V = exec::Value;
        DatabaseContent benchmark(2);
        benchmark[0] = {{V::integer(1), V::text("Kim")}, {V::integer(2), V::text("Lee")}};
        benchmark[1] = {{V::integer(1), V::integer(1), V::text("Rex"), V::integer(3), V::text("R1"),
                         V::real(10.5)},
                        {V::integer(2), V::integer(2), V::text("Fido"), V::integer(5),
                         V::text("F1"), V::real(20)}};
        const QueryLiterals literals = queryLiterals("SELECT name FROM dogs WHERE age > 30");
        DatabaseGenerator a(schema, benchmark, literals, {0, 1}, 42);
        DatabaseGenerator b(schema, benchmark, literals, {0, 1}, 42);
        DatabaseGenerator c(schema, benchmark, literals, {0, 1}, 43);
        bool differs = false;
        for (int i = 0; i < 50; ++i) {
            const DatabaseContent x = i % 2 ? a.mutate() : a.random();
            const DatabaseContent y = i % 2 ? b.mutate() : b.random();
            const DatabaseContent z = i % 2 ? c.mutate() : c.random();
            QCOMPARE(databaseScript(schema, x, {0, 1}), databaseScript(schema, y, {0, 1}));
            differs =
                differs || databaseScript(schema, x, {0, 1}) != databaseScript(schema, z, {0, 1});
            for (size_t t = 0; t < x.size(); ++t)
                QVERIFY(x[t].size() <= 4 || i % 2);  // random databases: at most 4 rows a table
        }
        QVERIFY(differs);
        // age's pool: its own values, the literal's neighbours, 0-2 and NULL,
        // in that order (own values in seeded order); no text.
        std::string pool;
        for (const exec::Value& v : a.pool(1, 3))
            pool += (pool.empty() ? "" : " ") + sqlLiteral(v);
        QVERIFY2(pool == "3 5 29 30 31 0 1 2 NULL" || pool == "5 3 29 30 31 0 1 2 NULL",
                 pool.c_str());
        // name (TEXT NOT NULL UNIQUE): own values, numbers, 'a', 'b'; no NULL.
        std::string names;
        for (const exec::Value& v : a.pool(1, 2))
            names += (names.empty() ? "" : " ") + sqlLiteral(v);
        QVERIFY2(
            names.find("NULL") == std::string::npos && names.find("'a' 'b'") != std::string::npos,
            names.c_str());
    }

    void searchIsDeterministicAndLeavesTheBenchmarkAlone() {
        const std::string before = readFile(path_);
        const auto mtime = std::filesystem::last_write_time(path_);
        SearchOptions options;
        options.seed = 7;
        options.budgetSeconds = 1.0;
        const ResultComparator bag = exeComparator(false);
        const Counterexample a =
            findCounterexample(path_, "SELECT name FROM dogs WHERE age > 3",
                               "SELECT name FROM dogs WHERE age >= 4", bag, options);
        // age > 3 and age >= 4 differ only on a non-integer age, which an
        // INTEGER column's pool (its values, integer literals, 0-2) never holds.
        QCOMPARE(counterexampleStatusName(a.status), std::string_view("none"));
        const Counterexample b =
            findCounterexample(path_, "SELECT name FROM dogs WHERE age > 3",
                               "SELECT name FROM dogs WHERE age >= 3", bag, options);
        const Counterexample c =
            findCounterexample(path_, "SELECT name FROM dogs WHERE age > 3",
                               "SELECT name FROM dogs WHERE age >= 3", bag, options);
        QCOMPARE(counterexampleStatusName(b.status), std::string_view("found"));
        QCOMPARE(b.script, c.script);
        QCOMPARE(b.trials, c.trials);
        QCOMPARE(b.rowsShrunk, size_t(1));
        QCOMPARE(b.script,
                 std::string("CREATE TABLE dogs(dog_id INTEGER PRIMARY KEY, owner_id "
                             "INTEGER REFERENCES owners(owner_id), name TEXT NOT NULL, "
                             "age INTEGER, code TEXT, weight REAL, UNIQUE(name, code));\n"
                             "INSERT INTO \"dogs\" VALUES(1, NULL, 'a', 3, NULL, NULL);\n"));
        // Another seed may find another database, still one row.
        options.seed = 8;
        const Counterexample d =
            findCounterexample(path_, "SELECT name FROM dogs WHERE age > 3",
                               "SELECT name FROM dogs WHERE age >= 3", bag, options);
        QCOMPARE(d.rowsShrunk, size_t(1));
        QCOMPARE(readFile(path_), before);
        QVERIFY(std::filesystem::last_write_time(path_) == mtime);
    }

    void trialCapEndsTheSearchWhateverTheClock() {
        const ResultComparator bag = exeComparator(false);
        SearchOptions options;
        options.seed = 7;
        options.budgetSeconds = 3600.0;  // never reached: the cap ends every search
        options.maxTrials = 25;
        // Equivalent on every database: the cap, not the hour, ends it.
        const Counterexample none =
            findCounterexample(path_, "SELECT name FROM dogs WHERE age > 3",
                               "SELECT name FROM dogs WHERE age >= 4", bag, options);
        QCOMPARE(counterexampleStatusName(none.status), std::string_view("none"));
        QCOMPARE(none.trials, size_t(25));
        QVERIFY(none.seconds < 60.0);
        // Found within the cap: the same trial as without one.
        const Counterexample found =
            findCounterexample(path_, "SELECT name FROM dogs WHERE age > 3",
                               "SELECT name FROM dogs WHERE age >= 3", bag, options);
        QCOMPARE(counterexampleStatusName(found.status), std::string_view("found"));
        QVERIFY(found.trials <= 25);
        options.maxTrials = 0;
        options.budgetSeconds = 1.0;
        const Counterexample uncapped =
            findCounterexample(path_, "SELECT name FROM dogs WHERE age > 3",
                               "SELECT name FROM dogs WHERE age >= 3", bag, options);
        QCOMPARE(uncapped.trials, found.trials);
        QCOMPARE(uncapped.script, found.script);
        // A cap of one: only the empty database is tried.
        options.maxTrials = 1;
        const Counterexample one =
            findCounterexample(path_, "SELECT name FROM dogs WHERE age > 3",
                               "SELECT name FROM dogs WHERE age >= 3", bag, options);
        QCOMPARE(counterexampleStatusName(one.status), std::string_view("none"));
        QCOMPARE(one.trials, size_t(1));
    }

    void notApplicableAndCancelled() {
        const ResultComparator bag = exeComparator(false);
        const Counterexample missing = findCounterexample(
            dir_.path().toStdString() + "/none.sqlite", "SELECT 1", "SELECT 1", bag);
        QCOMPARE(counterexampleStatusName(missing.status), std::string_view("not_applicable"));
        const Counterexample badGold =
            findCounterexample(path_, "SELECT nope FROM dogs", "SELECT name FROM dogs", bag);
        QCOMPARE(counterexampleStatusName(badGold.status), std::string_view("not_applicable"));
        QCOMPARE(badGold.reason,
                 std::string(
                     "the gold does not run on a database of this schema: no such column: nope"));
        std::atomic<bool> stop{true};
        const Counterexample cancelled = findCounterexample(
            path_, "SELECT name FROM dogs", "SELECT name FROM dogs", bag, {}, &stop);
        QCOMPARE(counterexampleStatusName(cancelled.status), std::string_view("cancelled"));
    }

private:
    QTemporaryDir dir_;
    std::string path_;
};

SQLSCOPE_TEST_SUITE(CounterexampleSearchTest)
#include "counterexample_search_test.moc"
