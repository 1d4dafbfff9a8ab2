// What the parser promises beyond single constructs: error fields, the
// nesting limit, and no crash on hostile input.
#include <QObject>
#include <QTest>
#include <string>

#include "core/sql/parser.h"
#include "core/sql/printer.h"
#include "core/sql/tree_dump.h"
#include "tests/test_registry.h"

using namespace sqlscope::sql;

class ParserLimitsTest : public QObject {
    Q_OBJECT

private slots:
    void errorCarriesExpectedAndPosition() {
        ParseResult r = parse("SELECT a FROM t WHERE a IN (1, 2");
        QVERIFY(!r.ok());
        QCOMPARE(r.error->expected, std::string("')'"));
        QCOMPARE(r.error->message, std::string("expected ')', found end of input"));
        QCOMPARE(r.error->offset, 32u);
        QCOMPARE(r.error->line, 1u);
        QCOMPARE(r.error->column, 33u);
    }

    void nestingLimitGivesAnError() {
        std::string deep = "SELECT " + std::string(10000, '(') + "1" + std::string(10000, ')');
        ParseResult r = parse(deep);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->message, std::string("query nests deeper than 200 levels"));

        std::string unary = "SELECT " + std::string(5000, '-') + "1";
        QVERIFY(!parse(unary).ok());
        std::string nots = "SELECT 1 WHERE ";
        for (int i = 0; i < 5000; ++i)
            nots += "NOT ";
        QVERIFY(!parse(nots + "1").ok());
        std::string subqueries = "SELECT 1";
        for (int i = 0; i < 300; ++i)
            subqueries = "SELECT * FROM (" + subqueries + ")";
        QVERIFY(!parse(subqueries).ok());
    }

    void nestingLimitIsAnOption() {
        std::string deep = "SELECT " + std::string(150, '(') + "1" + std::string(150, ')');
        QVERIFY(!parse(deep).ok());  // each parenthesis costs two levels
        ParseOptions roomy;
        roomy.maxNestingDepth = 600;
        ParseResult r = parse(deep, roomy);
        QVERIFY(r.ok());
        QCOMPARE(print(*r.statement), std::string("SELECT 1"));
        roomy.maxNestingDepth = 10;
        ParseResult shallow = parse("SELECT ((((((1))))))", roomy);
        QVERIFY(!shallow.ok());
        QCOMPARE(shallow.error->message, std::string("query nests deeper than 10 levels"));
    }

    void moderateNestingParses() {
        std::string nested = "SELECT " + std::string(50, '(') + "1" + std::string(50, ')');
        ParseResult r = parse(nested);
        QVERIFY(r.ok());
        QCOMPARE(print(*r.statement), std::string("SELECT 1"));
    }

    void hostileInputNeverCrashes() {
        const char* inputs[] = {"",
                                ";",
                                "(",
                                ")",
                                "SELECT",
                                "SELECT (",
                                "SELECT CASE",
                                "SELECT CAST(",
                                "SELECT f() OVER (",
                                "SELECT a FROM (",
                                "WITH",
                                "WITH x AS",
                                "SELECT * FROM a JOIN",
                                "SELECT 1 LIMIT",
                                "\xff\xfe",
                                "SELECT 'a",
                                "SELECT \"",
                                "SELECT [",
                                "SELECT 1 ORDER BY",
                                "VALUES (",
                                "SELECT x FILTER (WHERE"};
        for (const char* input : inputs) {
            ParseResult r = parse(input);
            QVERIFY2(!r.ok(), input);
            QVERIFY(!r.error->message.empty());
        }
        // An embedded NUL is an unrecognized token, positioned.
        std::string withNul("SELECT 1\0", 9);
        ParseResult r = parse(withNul);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->offset, 8u);
    }

    void expressionPrinting() {
        ParseResult r = parse("select a from t where x between 1 and 2 and not y");
        QVERIFY(r.ok());
        QCOMPARE(print(*r.statement->first.where), std::string("x BETWEEN 1 AND 2 AND NOT y"));
        QCOMPARE(dumpTree(*r.statement->first.where, {.spans = false}),
                 std::string("Binary AND\n  Between\n    ColumnRef x\n    Literal integer 1\n    "
                             "Literal integer 2\n"
                             "  Unary NOT\n    ColumnRef y\n"));
    }

    void sameTreeIgnoresSpansButNotStructure() {
        ParseResult a = parse("SELECT a FROM t");
        ParseResult b = parse("select   a   from   t");
        ParseResult c = parse("SELECT b FROM t");
        QVERIFY(sameTree(*a.statement, *b.statement));
        QVERIFY(!sameTree(*a.statement, *c.statement));
    }
};

SQLSCOPE_TEST_SUITE(ParserLimitsTest)
#include "parser_limits_test.moc"
