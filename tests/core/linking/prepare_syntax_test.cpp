// Schema linking's prepare answers the component syntax check of the same
// query (PrepareReader::read with a syntax slot): wherever it answers, the
// verdict and message are exactly SyntaxChecker::check's, on reads, errors,
// refused writes, PRAGMAs, several statements, blanks and comments; it
// leaves the answer to the checker when a ';' or a NUL precedes the
// statement or there is no database.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <optional>
#include <string>
#include <vector>

#include "core/linking/prepare_reads.h"
#include "core/match/component/syntax_check.h"
#include "tests/core/linking/prepare_edge_queries.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::linking;
using sqlscope::match::component::PreparedSyntax;
using sqlscope::match::component::SyntaxCheck;
using sqlscope::match::component::SyntaxChecker;

class PrepareSyntaxTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        path_ = sqlscope::testing::buildFixtureDatabase(dir_.path().toStdString(), "dogs");
        QVERIFY(!path_.empty());
    }

    void sameVerdictAsTheChecker() {
        const std::vector<std::string>& queries = sqlscope::testing::prepareEdgeQueries();
        SyntaxChecker checker;
        PrepareReader reader;
        for (const std::string& sql : queries) {
            std::optional<PreparedSyntax> shared;
            reader.read(path_, sql, &shared);
            QVERIFY2(shared.has_value(), sql.c_str());
            QCOMPARE(std::string(shared->databasePath), path_);
            const SyntaxCheck own = checker.check(path_, sql);
            QVERIFY2(shared->check.status == own.status, sql.c_str());
            QCOMPARE(shared->check.message, own.message);
        }
    }

    // SQLite stops at a ';' or a NUL before the statement; the checker skips
    // them. Then the checker answers.
    void leftToTheCheckerWhenTheTextsDiffer() {
        PrepareReader reader;
        for (const std::string& sql :
             {std::string(";SELECT 1"), std::string(" ; -- x\n SELECT name FROM dogs"),
              std::string("-- a\0b\nSELECT 1", 15)}) {
            std::optional<PreparedSyntax> shared;
            reader.read(path_, sql, &shared);
            QVERIFY2(!shared.has_value(), sql.c_str());
        }
        std::optional<PreparedSyntax> missing;
        PreparedReads reads = reader.read(path_ + ".missing", "SELECT 1", &missing);
        QCOMPARE(reads.status, PreparedReads::Status::NoDatabase);
        QVERIFY(!missing.has_value());
    }

    // Asking for the syntax verdict does not change what is read.
    void readsUnchanged() {
        PrepareReader plain;
        PrepareReader withSyntax;
        for (const char* sql : {"SELECT name FROM dogs",
                                "SELECT d.name, o.name FROM dogs AS d "
                                "JOIN owners AS o ON d.owner_id = o.id",
                                "SELECT nam FROM dogs", "DELETE FROM dogs"}) {
            std::optional<PreparedSyntax> shared;
            PreparedReads a = plain.read(path_, sql);
            PreparedReads b = withSyntax.read(path_, sql, &shared);
            QCOMPARE(a.status, b.status);
            QCOMPARE(a.message, b.message);
            QCOMPARE(a.tables, b.tables);
            QCOMPARE(a.columns, b.columns);
        }
    }

private:
    QTemporaryDir dir_;
    std::string path_;
};

SQLSCOPE_TEST_SUITE(PrepareSyntaxTest)
#include "prepare_syntax_test.moc"
