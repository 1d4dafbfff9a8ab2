// The per-pair entry point of component analysis: the syntax check (prepare
// only, SQLite's own messages, writes refused, the database file never
// touched), where the database file is looked for, the shared gold cache,
// and one analyzer serving several threads.
#include <sqlite3.h>
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "core/match/component/component_analyzer.h"
#include "core/match/component/syntax_check.h"
#include "core/schema/catalog.h"
#include "core/util/sha256.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::match::component;

class ComponentAnalyzerTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        databaseDir_ = dir_.path().toStdString();
        databasePath_ = sqlscope::testing::buildFixtureDatabase(databaseDir_, "dogs");
        QVERIFY(!databasePath_.empty());
        auto load = sqlscope::schema::Catalog::fromTablesJson(
            sqlscope::testing::fixtureDir("dogs") + "tables.json");
        QVERIFY2(load.ok(), load.error.c_str());
        catalog_ = std::make_unique<sqlscope::schema::Catalog>(std::move(load.catalog));
        // A missing folder first: the next one that has the file is used.
        analyzer_ = std::make_unique<ComponentAnalyzer>(
            *catalog_, std::vector<std::string>{databaseDir_ + "/missing", databaseDir_});
    }

    void syntaxCheckMessages() {
        SyntaxChecker checker;
        struct Case {
            const char* sql;
            SyntaxCheck::Status status;
            const char* message;
        };
        const Case cases[] = {
            {"SELECT name FROM dogs", SyntaxCheck::Status::Valid, ""},
            {"  -- comment\n SELECT 1;  ", SyntaxCheck::Status::Valid, ""},
            {"SELECT nam FROM dogs", SyntaxCheck::Status::Invalid, "no such column: nam"},
            {"SELECT name FROM pupils", SyntaxCheck::Status::Invalid, "no such table: pupils"},
            {"SELECT name FROM dogs WHERE", SyntaxCheck::Status::Invalid, "incomplete input"},
            {"SELECT nosuchfn(name) FROM dogs", SyntaxCheck::Status::Invalid,
             "no such function: nosuchfn"},
            {"DROP TABLE dogs", SyntaxCheck::Status::Invalid,
             "write attempt denied: DROP TABLE dogs"},
            {"SELECT 1; SELECT 2", SyntaxCheck::Status::Invalid,
             "only one statement may be executed"},
            {"   ", SyntaxCheck::Status::Invalid, "no SQL statement"},
        };
        for (const Case& c : cases) {
            SyntaxCheck check = checker.check(databasePath_, c.sql);
            QCOMPARE(check.message, std::string(c.message));
            QCOMPARE(check.status, c.status);
        }
        SyntaxCheck missing = checker.check(databaseDir_ + "/nowhere.sqlite", "SELECT 1");
        QCOMPARE(missing.status, SyntaxCheck::Status::NoDatabase);
        QVERIFY(!missing.checked());
    }

    // A pooled connection is not reused once the file has changed.
    void changedFileGetsFreshConnections() {
        const std::string path = databaseDir_ + "/changing.sqlite";
        auto write = [&path](const char* ddl) {
            std::filesystem::remove(path);
            sqlite3* db = nullptr;
            QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
            QCOMPARE(sqlite3_exec(db, ddl, nullptr, nullptr, nullptr), SQLITE_OK);
            sqlite3_close(db);
        };
        SyntaxChecker checker;
        write("CREATE TABLE first (a INTEGER)");
        QVERIFY(checker.check(path, "SELECT a FROM first").valid());
        QCOMPARE(checker.check(path, "SELECT b FROM second").message,
                 std::string("no such table: second"));
        // More tables, more pages: the file differs in size even if the inode
        // is reused and the modification time does not move.
        write("CREATE TABLE second (b INTEGER); CREATE TABLE pad1 (x); CREATE TABLE pad2 (x)");
        QVERIFY(checker.check(path, "SELECT b FROM second").valid());
        QCOMPARE(checker.check(path, "SELECT a FROM first").message,
                 std::string("no such table: first"));
    }

    // Preparing never runs the statement, and nothing writes to the file.
    void databaseFileUnchanged() {
        const std::string before = sqlscope::util::sha256File(databasePath_).hex;
        QVERIFY(!before.empty());
        for (const char* sql : {"DELETE FROM dogs", "DROP TABLE owners", "UPDATE dogs SET age = 1",
                                "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) "
                                "SELECT count(*) FROM c"}) {
            ComponentVerdict v = analyzer_->evaluate("dogs", "SELECT count(*) FROM dogs", sql);
            QVERIFY(v.predSyntax.checked());
        }
        QCOMPARE(sqlscope::util::sha256File(databasePath_).hex, before);
    }

    void databaseLookup() {
        QCOMPARE(analyzer_->databasePath("dogs"), databasePath_);
        QCOMPARE(analyzer_->databasePath("nowhere"), std::string());
        ComponentVerdict v = analyzer_->evaluate("nowhere", "SELECT 1", "SELECT 1");
        QVERIFY(v.scored);  // no schema needed
        QCOMPARE(v.predSyntax.status, SyntaxCheck::Status::NoDatabase);
        QCOMPARE(v.predSyntax.message, std::string("database file not found for nowhere"));
    }

    void goldAnalysesAreShared() {
        ComponentVerdict a = analyzer_->evaluate("dogs", "SELECT name FROM dogs", "SELECT 1");
        ComponentVerdict b = analyzer_->evaluate("dogs", "SELECT name FROM dogs", "SELECT 2");
        QCOMPARE(a.gold.get(), b.gold.get());
        QVERIFY(a.computed());
        QVERIFY(!ComponentVerdict{}.computed());
    }

    void syntaxCheckCanBeTurnedOff() {
        ComponentOptions options;
        options.checkSyntax = false;
        ComponentAnalyzer analyzer(*catalog_, {databaseDir_}, options);
        ComponentVerdict v =
            analyzer.evaluate("dogs", "SELECT name FROM dogs", "SELECT nam FROM dogs");
        QVERIFY(!v.predSyntax.checked());
        QVERIFY(!v.errors.unknownIdentifier);
    }

    void threadsShareOneAnalyzer() {
        const std::vector<std::pair<std::string, std::string>> pairs = {
            {"SELECT name FROM dogs WHERE age > 3", "SELECT name FROM dogs WHERE age > 4"},
            {"SELECT count(*) FROM dogs", "SELECT nam FROM dogs"},
            {"SELECT T1.name FROM dogs AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id",
             "SELECT name FROM dogs"},
        };
        std::vector<std::string> expected;
        auto summary = [](const ComponentVerdict& v) {
            return v.errors.categoriesText() + "|" + std::to_string(*v.avgF1) + "|" +
                   (v.predSyntax.valid() ? "1" : "0");
        };
        for (const auto& [gold, pred] : pairs)
            expected.push_back(summary(analyzer_->evaluate("dogs", gold, pred)));
        std::vector<std::thread> threads;
        std::vector<int> failures(4, 0);
        for (int t = 0; t < 4; ++t) {
            threads.emplace_back([&, t] {
                for (int round = 0; round < 50; ++round) {
                    for (size_t i = 0; i < pairs.size(); ++i) {
                        ComponentVerdict v =
                            analyzer_->evaluate("dogs", pairs[i].first, pairs[i].second);
                        if (summary(v) != expected[i]) ++failures[static_cast<size_t>(t)];
                    }
                }
            });
        }
        for (std::thread& t : threads)
            t.join();
        QCOMPARE(failures, std::vector<int>(4, 0));
    }

private:
    QTemporaryDir dir_;
    std::string databaseDir_;
    std::string databasePath_;
    std::unique_ptr<sqlscope::schema::Catalog> catalog_;
    std::unique_ptr<ComponentAnalyzer> analyzer_;
};

SQLSCOPE_TEST_SUITE(ComponentAnalyzerTest)
#include "component_analyzer_test.moc"
