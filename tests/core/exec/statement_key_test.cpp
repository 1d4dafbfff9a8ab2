// statementKey (and appendStatementKey): spellings of one statement share a key; anything that
// could change the tokens SQLite reads (quoted text, adjacency of tokens) does not.
#include <QObject>
#include <QTest>
#include <string>

#include "core/exec/statement_key.h"
#include "tests/test_registry.h"

using sqlscope::exec::statementKey;

class StatementKeyTest : public QObject {
    Q_OBJECT

    static std::string key(const char* sql) {
        auto k = statementKey(sql);
        return k ? *k : std::string("<none>");
    }

private slots:
    void whitespaceAndLetterCaseDoNotMatter() {
        QCOMPARE(key("SELECT T1.Name ,  count(*)\n FROM Dogs AS T1\tGROUP BY T1.name"),
                 std::string("select t1.name,count(*)from dogs as t1 group by t1.name"));
        QCOMPARE(key("  select count ( * ) from dogs  "), std::string("select count(*)from dogs"));
        QCOMPARE(key("SELECT X'4142', 1E5, 0XFF"), std::string("select x'4142',1e5,0xff"));
        QCOMPARE(key("SELECT a FROM t WHERE b IN( 1 , 2 )"),
                 std::string("select a from t where b in(1,2)"));
    }

    void quotedTokensAreKeptByteForByte() {
        QCOMPARE(key("SELECT * FROM t WHERE name = 'Max  Power'"),
                 std::string("select * from t where name = 'Max  Power'"));
        QVERIFY(key("SELECT 'Max'") != key("SELECT 'max'"));
        QVERIFY(key("SELECT \"Name\" FROM t") != key("SELECT \"name\" FROM t"));
        QCOMPARE(key("SELECT [My Col], `Other  Col` FROM t"),
                 std::string("select [My Col],`Other  Col` from t"));
        QCOMPARE(key("SELECT 'it''s  HERE' , \"a\"\"B\""),
                 std::string("select 'it''s  HERE',\"a\"\"B\""));
    }

    void tokensAreNeverJoined() {
        QVERIFY(key("SELECT a FROM t WHERE a > = 1") != key("SELECT a FROM t WHERE a >= 1"));
        QVERIFY(key("SELECT x '41' FROM t") != key("SELECT x'41' FROM t"));
        QVERIFY(key("SELECT 1 .5") != key("SELECT 1.5"));
        QVERIFY(key("SELECT a b FROM t") != key("SELECT ab FROM t"));
        QVERIFY(key("SELECT a - -1 FROM t") != key("SELECT a --1 FROM t"));
    }

    void commentsAndUnterminatedQuotesHaveNoKey() {
        QVERIFY(!statementKey("SELECT 1 -- one"));
        QVERIFY(!statementKey("SELECT /* one */ 1"));
        QVERIFY(!statementKey("SELECT 'open"));
        QVERIFY(!statementKey("SELECT [open"));
        QVERIFY(!statementKey("SELECT 1", 4));  // longer than the limit
        QVERIFY(statementKey("SELECT '--' , '/*'"));
    }

    void appendingKeepsWhatTheBufferHeld() {
        using sqlscope::exec::appendStatementKey;
        std::string buffer = "db";
        buffer += '\0';
        QVERIFY(appendStatementKey("  SELECT  A ,B FROM T", buffer));
        QCOMPARE(buffer, std::string("db") + '\0' + "select a,b from t");
        // No key: the buffer is left as it was.
        const std::string before = buffer;
        QVERIFY(!appendStatementKey("SELECT 1 -- one", buffer));
        QCOMPARE(buffer, before);
        QVERIFY(!appendStatementKey("SELECT 'open", buffer));
        QCOMPARE(buffer, before);
        QVERIFY(!appendStatementKey("SELECT 1", buffer, 4));
        QCOMPARE(buffer, before);
        // A leading space of the appended text is not kept either.
        std::string other = "x";
        QVERIFY(appendStatementKey(" (SELECT 1)", other));
        QCOMPARE(other, std::string("x(select 1)"));
    }
};

SQLSCOPE_TEST_SUITE(StatementKeyTest)
#include "statement_key_test.moc"
