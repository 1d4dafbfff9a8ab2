// Runs the golden text cases of tests/cases/sql/*.test (the idea of DuckDB's
// sqllogictest files). A file is a sequence of blocks:
//
//   parse <name>        the query on the following lines, then "----", then
//                       the exact dumpTree() with spans; the case also checks
//                       that parse(print(tree)) gives the same tree
//   print <name>        the query, "----", the exact canonical print()
//   error <name>        the query, "----", "LINE:COL: message"
//
// A block ends at a blank line (or the end of the file); lines starting with
// '#' between blocks are comments. The query of a block is its lines joined
// by '\n', so multi-line queries keep their line structure.
#include <QObject>
#include <QTest>
#include <string>
#include <vector>

#include "core/sql/parser.h"
#include "core/sql/printer.h"
#include "core/sql/tree_dump.h"
#include "tests/golden_blocks.h"
#include "tests/test_registry.h"

namespace {

struct SqlCase {
    std::string file;
    int line = 0;
    std::string kind;
    std::string name;
    std::string query;
    std::string expected;
};

std::vector<SqlCase> loadCases() {
    std::vector<SqlCase> cases;
    for (const sqlscope::testing::GoldenBlock& block : sqlscope::testing::readGoldenBlocks("sql")) {
        SqlCase c{block.file,
                  block.line,
                  block.kind,
                  block.name,
                  sqlscope::testing::joinLines(block.input),
                  {}};
        for (const std::string& line : block.expected)
            c.expected += line + '\n';
        cases.push_back(std::move(c));
    }
    return cases;
}

}  // namespace

class SqlCasesTest : public QObject {
    Q_OBJECT

private slots:
    void cases_data() {
        QTest::addColumn<int>("index");
        cases_ = loadCases();
        QVERIFY2(cases_.size() >= 40, "tests/cases/sql should hold the parser's golden cases");
        for (size_t i = 0; i < cases_.size(); ++i) {
            const SqlCase& c = cases_[i];
            std::string tag = c.file + ":" + std::to_string(c.line) + " " + c.kind + " " + c.name;
            QTest::newRow(tag.c_str()) << static_cast<int>(i);
        }
    }

    void cases() {
        QFETCH(int, index);
        const SqlCase& c = cases_[static_cast<size_t>(index)];
        using namespace sqlscope::sql;
        ParseResult result = parse(c.query);
        if (c.kind == "error") {
            QVERIFY2(!result.ok(), "the query was expected not to parse");
            std::string got = std::to_string(result.error->line) + ":" +
                              std::to_string(result.error->column) + ": " + result.error->message +
                              "\n";
            QCOMPARE(QString::fromStdString(got), QString::fromStdString(c.expected));
            return;
        }
        QVERIFY2(result.ok(), result.ok() ? "" : result.error->message.c_str());
        std::string printed = print(*result.statement);
        ParseResult again = parse(printed);
        QVERIFY2(again.ok(), ("printed form does not parse: " + printed).c_str());
        QVERIFY2(sameTree(*result.statement, *again.statement),
                 ("round trip changed the tree: " + printed).c_str());
        if (c.kind == "parse") {
            QCOMPARE(QString::fromStdString(dumpTree(*result.statement)),
                     QString::fromStdString(c.expected));
        } else if (c.kind == "print") {
            QCOMPARE(QString::fromStdString(printed + "\n"), QString::fromStdString(c.expected));
        } else {
            QFAIL(("unknown case kind " + c.kind).c_str());
        }
    }

private:
    std::vector<SqlCase> cases_;
};

SQLSCOPE_TEST_SUITE(SqlCasesTest)
#include "sql_cases_test.moc"
