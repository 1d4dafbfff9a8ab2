// Test-suite string rewrites (docs/metrics/execution.md#exe-test-suite steps 2, 3, 4, 7) and the
// sqlparse-compatible tokenisation they rely on.
#include <QObject>
#include <QTest>
#include <string>

#include "core/exec/sqlparse_lexer.h"
#include "core/exec/testsuite_preprocess.h"
#include "tests/test_registry.h"

using namespace sqlscope::exec;

namespace {

// "kind:text|kind:text|..." for every token.
std::string describe(std::string_view sql) {
    static const char* kNames[] = {"ws",  "nl",    "comment", "word", "qname", "str", "sym",
                                   "num", "punct", "op",      "star", "ph",    "err"};
    std::string out;
    for (const SqlparseToken& t : sqlparseTokenize(sql)) {
        if (!out.empty()) out += '|';
        out += kNames[static_cast<int>(t.kind)];
        out += ':';
        out += t.text(sql);
    }
    return out;
}

}  // namespace

class TestsuitePreprocessTest : public QObject {
    Q_OBJECT

private slots:
    void spacedComparisons() {
        QCOMPARE(joinSpacedComparisons("a > = 1 AND b < = 2 AND c ! = 3"),
                 std::string("a >= 1 AND b <= 2 AND c != 3"));
        QCOMPARE(joinSpacedComparisons("a >  = 1"),
                 std::string("a >  = 1"));  // two spaces: untouched
        QCOMPARE(joinSpacedComparisons("x = '> ='"),
                 std::string("x = '>='"));  // plain text replace
    }

    void removesDistinctTokens() {
        QCOMPARE(removeDistinct("SELECT DISTINCT name FROM dogs"),
                 std::string("SELECT  name FROM dogs"));
        QCOMPARE(removeDistinct("SELECT count(DISTINCT a) FROM t"),
                 std::string("SELECT count( a) FROM t"));
        QCOMPARE(removeDistinct("select Distinct a, DiStInCt b"), std::string("select  a,  b"));
        QCOMPARE(removeDistinct("SELECT DISTINCT(a) FROM t"), std::string("SELECT (a) FROM t"));
        // Inside a string literal or a quoted name the word stays.
        QCOMPARE(removeDistinct("SELECT a FROM t WHERE b = 'distinct'"),
                 std::string("SELECT a FROM t WHERE b = 'distinct'"));
        QCOMPARE(removeDistinct("SELECT a FROM t WHERE b = 'x distinct y'"),
                 std::string("SELECT a FROM t WHERE b = 'x distinct y'"));
        QCOMPARE(removeDistinct("SELECT \"distinct\", `distinct`, [distinct] FROM t"),
                 std::string("SELECT \"distinct\", `distinct`, [distinct] FROM t"));
        // Only whole words.
        QCOMPARE(removeDistinct("SELECT distinct_count, nondistinct FROM t"),
                 std::string("SELECT distinct_count, nondistinct FROM t"));
        // A qualified name part is a token of its own, as in sqlparse.
        QCOMPARE(removeDistinct("SELECT t.distinct FROM t"), std::string("SELECT t. FROM t"));
        // Comments are single tokens.
        QCOMPARE(removeDistinct("SELECT a -- distinct\nFROM t"),
                 std::string("SELECT a -- distinct\nFROM t"));
        // Whitespace and newlines are kept as they were.
        QCOMPARE(removeDistinct("SELECT\n\tDISTINCT\ta\nFROM t"),
                 std::string("SELECT\n\t\ta\nFROM t"));
        // sqlparse.parse(s)[0]: only the first statement survives.
        QCOMPARE(removeDistinct("SELECT DISTINCT a FROM t; SELECT b FROM u"),
                 std::string("SELECT  a FROM t; "));
        QCOMPARE(removeDistinct("SELECT a FROM t;\nSELECT b"), std::string("SELECT a FROM t;"));
        QCOMPARE(removeDistinct("SELECT a FROM t; -- note\nSELECT b"),
                 std::string("SELECT a FROM t; -- note\n"));
        QCOMPARE(removeDistinct("SELECT ';' FROM t"), std::string("SELECT ';' FROM t"));
        // ';' inside parentheses does not split.
        QCOMPARE(removeDistinct("SELECT (a; b) FROM t"), std::string("SELECT (a; b) FROM t"));
        // Empty input: the reference raises; we return it unchanged.
        QCOMPARE(removeDistinct(""), std::string(""));
        QCOMPARE(removeDistinct("  "), std::string("  "));
    }

    void orderMatters() {
        QVERIFY(goldOrderMatters("SELECT name FROM dogs ORDER BY age"));
        QVERIFY(goldOrderMatters("select name from dogs order by age"));
        QVERIFY(goldOrderMatters("SELECT * FROM (SELECT a FROM t ORDER BY a LIMIT 3)"));
        QVERIFY(goldOrderMatters("SELECT a FROM t WHERE b = 'order by'"));
        QVERIFY(!goldOrderMatters("SELECT a FROM t ORDER  BY a"));
        QVERIFY(!goldOrderMatters("SELECT a FROM t ORDER\nBY a"));
        QVERIFY(!goldOrderMatters("SELECT a FROM t"));
    }

    void currentYear() {
        QCOMPARE(replaceCurrentYear("SELECT YEAR(CURDATE()) - age FROM t"),
                 std::string("SELECT 2020- age FROM t"));
        QCOMPARE(replaceCurrentYear("select year ( curdate ( ) ) - age"),
                 std::string("select 2020- age"));
        QCOMPARE(replaceCurrentYear("SELECT Year(CurDate())"), std::string("SELECT 2020"));
        QCOMPARE(replaceCurrentYear("SELECT YEAR(birth) FROM t"),
                 std::string("SELECT YEAR(birth) FROM t"));
        QCOMPARE(replaceCurrentYear("SELECT YEAR(CURDATE("), std::string("SELECT YEAR(CURDATE("));
    }

    void sqlparseTokens() {
        QCOMPARE(describe("SELECT T1.name, count(*) FROM t AS T1"),
                 std::string(
                     "word:SELECT|ws: |word:T1|punct:.|word:name|punct:,|ws: |word:count|punct:(|"
                     "star:*|punct:)|ws: |word:FROM|ws: |word:t|ws: |word:AS|ws: |word:T1"));
        QCOMPARE(describe("a>=-1.5"), std::string("word:a|op:>=|num:-1.5"));
        QCOMPARE(describe("a - 1"), std::string("word:a|ws: |op:-|ws: |num:1"));
        QCOMPARE(describe("'it''s' \"a\"\"b\""), std::string("str:'it''s'|ws: |sym:\"a\"\"b\""));
        QCOMPARE(describe("'a\\'b'"), std::string("str:'a\\'b'"));
        QCOMPARE(describe("'abc\\'"),
                 std::string("str:'abc\\'"));  // backtracking closes at the last quote
        QCOMPARE(describe("'open"), std::string("err:'|word:open"));
        QCOMPARE(describe("x # c\ny"), std::string("word:x|ws: |comment:# c\n|word:y"));
        QCOMPARE(describe("/* c */a"), std::string("comment:/* c */|word:a"));
        QCOMPARE(describe("a||b <> c"), std::string("word:a|op:|||word:b|ws: |op:<>|ws: |word:c"));
        QCOMPARE(describe("x[1] [y z]"),
                 std::string("word:x|punct:[|num:1|punct:]|ws: |qname:[y z]"));
        QCOMPARE(describe("1st 0x1F 1e3 .5"),
                 std::string("word:1st|ws: |num:0x1F|ws: |num:1e3|ws: |num:.5"));
        QCOMPARE(describe("a\r\nb"), std::string("word:a|nl:\r\n|word:b"));
        QCOMPARE(describe("? :p"), std::string("ph:?|ws: |ph::p"));
    }

    void firstStatement() {
        std::string sql = "SELECT CASE WHEN a THEN 1 END FROM t; SELECT 2";
        auto tokens = sqlparseTokenize(sql);
        size_t n = sqlparseFirstStatementTokenCount(sql, tokens);
        QCOMPARE(std::string(sql.substr(0, tokens[n - 1].end)),
                 std::string("SELECT CASE WHEN a THEN 1 END FROM t; "));
        std::string noSemicolon = "SELECT 1";
        auto t2 = sqlparseTokenize(noSemicolon);
        QCOMPARE(sqlparseFirstStatementTokenCount(noSemicolon, t2), t2.size());
    }
};

SQLSCOPE_TEST_SUITE(TestsuitePreprocessTest)
#include "testsuite_preprocess_test.moc"
