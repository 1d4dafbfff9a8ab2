// Reading one-query-per-line files: TAB fields, CRLF, blank lines, line
// numbers, and files that cannot be read.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <fstream>
#include <string>

#include "core/dataset/query_file.h"
#include "tests/test_registry.h"

using sqlscope::dataset::QueryFile;
using sqlscope::dataset::QueryLine;
using sqlscope::dataset::readQueryFile;
using sqlscope::dataset::splitQueryLines;

class QueryFileTest : public QObject {
    Q_OBJECT

private slots:
    void tabEndsTheQuery() {
        auto lines = splitQueryLines("SELECT a FROM t\tconcert_singer\n");
        QCOMPARE(lines.size(), size_t(1));
        QCOMPARE(lines[0].sql, std::string("SELECT a FROM t"));
        QCOMPARE(lines[0].dbId, std::string("concert_singer"));
        QCOMPARE(lines[0].line, 1u);
    }

    void onlySecondFieldIsDbId() {
        auto lines = splitQueryLines("SELECT 1\t  db_one \tignored\tmore\n");
        QCOMPARE(lines.size(), size_t(1));
        QCOMPARE(lines[0].sql, std::string("SELECT 1"));
        QCOMPARE(lines[0].dbId, std::string("db_one"));
    }

    void noTabMeansNoDbId() {
        auto lines = splitQueryLines("SELECT name FROM singer");
        QCOMPARE(lines.size(), size_t(1));
        QCOMPARE(lines[0].sql, std::string("SELECT name FROM singer"));
        QCOMPARE(lines[0].dbId, std::string());
    }

    void queryTextKeptAsWritten() {
        // Leading and inner spacing stay: error columns count from the line start.
        auto lines = splitQueryLines("  SELECT  a ,  b FROM t \t db\n");
        QCOMPARE(lines.size(), size_t(1));
        QCOMPARE(lines[0].sql, std::string("  SELECT  a ,  b FROM t "));
        QCOMPARE(lines[0].dbId, std::string("db"));
    }

    void crlfStripped() {
        auto lines = splitQueryLines("SELECT 1\r\nSELECT 2\tdb\r\nSELECT 3\r");
        QCOMPARE(lines.size(), size_t(3));
        QCOMPARE(lines[0].sql, std::string("SELECT 1"));
        QCOMPARE(lines[1].sql, std::string("SELECT 2"));
        QCOMPARE(lines[1].dbId, std::string("db"));
        QCOMPARE(lines[2].sql, std::string("SELECT 3"));
        QCOMPARE(lines[2].line, 3u);
    }

    void onlyOneTrailingCrStripped() {
        auto lines = splitQueryLines("SELECT 'a\rb'\r\r\n");
        QCOMPARE(lines.size(), size_t(1));
        QCOMPARE(lines[0].sql, std::string("SELECT 'a\rb'\r"));
    }

    void blankLinesSkippedButCounted() {
        auto lines = splitQueryLines("SELECT 1\n\n   \n\t\n\r\nSELECT 2\n\nSELECT 3\n\n");
        QCOMPARE(lines.size(), size_t(3));
        QCOMPARE(lines[0].line, 1u);
        QCOMPARE(lines[1].line, 6u);
        QCOMPARE(lines[1].sql, std::string("SELECT 2"));
        QCOMPARE(lines[2].line, 8u);
        QCOMPARE(lines[2].sql, std::string("SELECT 3"));
    }

    void emptyQueryWithDbIdIsKept() {
        // Not blank: a prediction may be empty, and dropping it would shift every pair after it.
        auto lines = splitQueryLines("SELECT 1\n\tdb\nSELECT 2\n");
        QCOMPARE(lines.size(), size_t(3));
        QCOMPARE(lines[1].line, 2u);
        QCOMPARE(lines[1].sql, std::string());
        QCOMPARE(lines[1].dbId, std::string("db"));
    }

    void byteOrderMarkIgnored() {
        auto lines = splitQueryLines("\xEF\xBB\xBFSELECT 1\nSELECT 2\n");
        QCOMPARE(lines.size(), size_t(2));
        QCOMPARE(lines[0].sql, std::string("SELECT 1"));
        QCOMPARE(lines[0].line, 1u);
    }

    void utf8PassesThrough() {
        auto lines = splitQueryLines("SELECT * FROM t WHERE name = 'Đà Nẵng 北京'\tdb\n");
        QCOMPARE(lines.size(), size_t(1));
        QCOMPARE(lines[0].sql, std::string("SELECT * FROM t WHERE name = 'Đà Nẵng 北京'"));
    }

    void emptyContent() {
        QCOMPARE(splitQueryLines("").size(), size_t(0));
        QCOMPARE(splitQueryLines("\n\n\r\n").size(), size_t(0));
    }

    void readsFile() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        std::string path = dir.filePath("gold.txt").toStdString();
        {
            std::ofstream out(path, std::ios::binary);
            out << "SELECT count(*) FROM singer\tconcert_singer\r\n\r\nSELECT name FROM "
                   "pets\tpets_1\r\n";
        }
        QueryFile file = readQueryFile(path);
        QVERIFY(file.ok());
        QCOMPARE(file.path, path);
        QCOMPARE(file.queries.size(), size_t(2));
        QCOMPARE(file.queries[0].sql, std::string("SELECT count(*) FROM singer"));
        QCOMPARE(file.queries[0].dbId, std::string("concert_singer"));
        QCOMPARE(file.queries[1].line, 3u);
        QCOMPARE(file.queries[1].dbId, std::string("pets_1"));
    }

    void missingFileIsAnError() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QueryFile file = readQueryFile(dir.filePath("absent.txt").toStdString());
        QVERIFY(!file.ok());
        QCOMPARE(file.error, std::string("No such file or directory"));
        QCOMPARE(file.queries.size(), size_t(0));
    }

    void directoryIsAnError() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QueryFile file = readQueryFile(dir.path().toStdString());
        QVERIFY(!file.ok());
        QCOMPARE(file.error, std::string("Is a directory"));
    }
};

SQLSCOPE_TEST_SUITE(QueryFileTest)
#include "query_file_test.moc"
