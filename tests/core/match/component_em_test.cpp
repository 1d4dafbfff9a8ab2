// ViPERSQL's exact match (docs/metrics/component.md#em): each step of the
// normalisation, the alias renaming on the AST, and the implementation's
// quirks kept on purpose.
#include <QObject>
#include <QTest>
#include <string>

#include "core/match/component/exact_match_em.h"
#include "core/sql/parser.h"
#include "tests/test_registry.h"

using namespace sqlscope::match::component;

namespace {

std::string renamed(const std::string& sql) {
    auto parsed = sqlscope::sql::parse(sql);
    return parsed.ok() ? renameTableAliases(sql, *parsed.statement) : "<no parse>";
}

}  // namespace

class ComponentEmTest : public QObject {
    Q_OBJECT

private slots:
    void renamesEveryTableInOrder() {
        QCOMPARE(renamed("SELECT a.x, b.y FROM p AS a JOIN q b ON a.id = b.id"),
                 std::string("SELECT t1.x, t2.y FROM p as t1 JOIN q as t2 ON t1.id = t2.id"));
        QCOMPARE(renamed("SELECT p.x FROM p"), std::string("SELECT t1.x FROM p as t1"));
        QCOMPARE(renamed("SELECT T1.* FROM p AS T1"), std::string("SELECT t1.* FROM p as t1"));
    }

    void subqueriesAndQuotedAliases() {
        QCOMPARE(renamed("SELECT \"A\".x FROM p AS \"A\" WHERE x IN (SELECT B.x FROM q AS B)"),
                 std::string("SELECT t1.x FROM p as t1 WHERE x IN (SELECT t2.x FROM q as t2)"));
        // A correlated reference names the outer table's alias.
        QCOMPARE(renamed("SELECT x FROM p AS a WHERE EXISTS (SELECT 1 FROM q WHERE q.id = a.id)"),
                 std::string("SELECT x FROM p as t1 WHERE EXISTS (SELECT 1 FROM q as t2 WHERE "
                             "t2.id = t1.id)"));
    }

    void stringSteps() {
        QCOMPARE(normalizeForEm("  SELECT  Name\n FROM t WHERE a <> \"X\" ;;", nullptr),
                 std::string("select name from t where a!='x' "));
        QCOMPARE(normalizeForEm("SELECT a FROM t WHERE a > = 3", nullptr),
                 std::string("select a from t where a>=3"));
        QCOMPARE(normalizeForEm("SELECT COUNT ( DISTINCT a ) , Max( b ) FROM t", nullptr),
                 std::string("select count(distinct a) , max(b) from t"));
    }

    void faithfulQuirks() {
        // The implementation's regex has no word boundary and stops at the first ')'.
        QCOMPARE(normalizeForEm("SELECT discount ( x ) FROM t", nullptr),
                 std::string("select discount(x) from t"));
        QCOMPARE(normalizeForEm("SELECT count ( lower(a) ) FROM t", nullptr),
                 std::string("select count(lower(a) ) from t"));
        // Literals are lowercased too, and spaces inside them collapse.
        QCOMPARE(normalizeForEm("SELECT a FROM t WHERE b = 'New  York'", nullptr),
                 std::string("select a from t where b='new york'"));
    }

    void exactMatchExamples() {
        QCOMPARE(normalizeForEm("SELECT T1.name FROM dogs AS T1"),
                 normalizeForEm("select t1.name from dogs t1"));
        QVERIFY(normalizeForEm("SELECT name FROM s WHERE age > 18") !=
                normalizeForEm("SELECT name FROM s WHERE 18 < age"));
        QVERIFY(normalizeForEm("SELECT name FROM dogs") !=
                normalizeForEm("SELECT T1.name FROM dogs AS T1"));
    }
};

SQLSCOPE_TEST_SUITE(ComponentEmTest)
#include "component_em_test.moc"
