// Value plug-in of the test-suite evaluation (docs/metrics/execution.md#value-plug-in): value
// extraction, slot counting, enumeration order, counts and the cap.
#include <QObject>
#include <QTest>
#include <string>
#include <vector>

#include "core/exec/value_plugin.h"
#include "tests/test_registry.h"

using namespace sqlscope::exec;

namespace {
using Strings = std::vector<std::string>;

std::string joined(const Strings& tokens) {
    std::string out;
    for (const std::string& t : tokens)
        out += (out.empty() ? "" : " ") + t;
    return out;
}
}  // namespace

class ValuePluginTest : public QObject {
    Q_OBJECT

private slots:
    void extractsValues() {
        QueryValues q = extractQueryValues(
            "SELECT name FROM dogs WHERE age > 3 AND owner_id = 1 AND name != 'Rex'");
        QCOMPARE(q.values, (Strings{"'Rex'", "3", "1"}));
        QCOMPARE(joined(q.tokens),
                 std::string("select name from dogs where age > valuerare and owner_id = "
                             "valuerare and name != valuerare"));
        QCOMPARE(q.slotCount(), size_t(3));

        // Aliases T1 are not values; decimals are; tokens are split as sqlparse does.
        q = extractQueryValues("SELECT T1.name FROM dogs AS T1 WHERE T1.weight > 20.5;");
        QCOMPARE(q.values, (Strings{"20.5"}));
        QCOMPARE(joined(q.tokens),
                 std::string("select t1 . name from dogs as t1 where t1 . weight > valuerare"));

        // Double-quoted strings, negative numbers, duplicates collapse, LIMIT.
        q = extractQueryValues(
            "SELECT a FROM t WHERE b = \"Rex\" AND c > -1 AND d = 'x' OR e = 'x' LIMIT 1");
        QCOMPARE(q.values, (Strings{"\"Rex\"", "'x'", "-1", "1"}));
        QCOMPARE(q.slotCount(), size_t(5));

        // A string literal with spaces is one slot; ';' and tabs are deleted
        // (the reference's replace("\t", ""), which glues the words around a tab).
        q = extractQueryValues("SELECT\ta FROM t WHERE b = 'New York';");
        QCOMPARE(q.values, (Strings{"'New York'"}));
        QCOMPARE(joined(q.tokens), std::string("selecta from t where b = valuerare"));

        // Digits inside names are not values.
        q = extractQueryValues("SELECT col2 FROM t2 WHERE x = 10");
        QCOMPARE(q.values, (Strings{"10"}));
    }

    void enumeratesAssignments() {
        PlugInCandidates c = plugInCandidates(
            "SELECT name FROM dogs WHERE age > 3 AND owner_id = 1 AND name != 'Rex'",
            "SELECT name FROM dogs WHERE age > 5 AND name = 'Max'");
        QCOMPARE(c.goldValues, (Strings{"'Rex'", "3", "1"}));
        QCOMPARE(c.slotCount, size_t(2));
        QCOMPARE(c.total, uint64_t(9));
        QVERIFY(!c.capHit);
        QCOMPARE(c.queries.size(), size_t(9));
        QCOMPARE(c.queries[0],
                 std::string("select name from dogs where age > 'Rex' and name = 'Rex'"));
        QCOMPARE(c.queries[1], std::string("select name from dogs where age > 'Rex' and name = 3"));
        QCOMPARE(c.queries[5], std::string("select name from dogs where age > 3 and name = 1"));
        QCOMPARE(c.queries[8], std::string("select name from dogs where age > 1 and name = 1"));
    }

    void edgeCounts() {
        // No slot: one candidate, the prediction re-joined and lowercased.
        PlugInCandidates c = plugInCandidates("SELECT a FROM t WHERE b = 1", "SELECT A  FROM  T");
        QCOMPARE(c.total, uint64_t(1));
        QCOMPARE(c.queries, (Strings{"select a from t"}));
        // Slots but no gold value: no candidate.
        c = plugInCandidates("SELECT a FROM t", "SELECT a FROM t WHERE b = 1");
        QCOMPARE(c.slotCount, size_t(1));
        QCOMPARE(c.total, uint64_t(0));
        QVERIFY(c.queries.empty());
    }

    void capIsReported() {
        PlugInCandidates c = plugInCandidates("SELECT a FROM t WHERE b IN (10, 20, 30, 40, 50)",
                                              "SELECT a FROM t WHERE a IN (1,2,3,4,5,6,7)");
        QCOMPARE(c.goldValues.size(), size_t(5));
        QCOMPARE(c.slotCount, size_t(7));
        QCOMPARE(c.total, uint64_t(78125));
        QVERIFY(c.capHit);
        QCOMPARE(c.queries.size(), kDefaultPlugInCap);
        QCOMPARE(c.queries.front(),
                 std::string("select a from t where a in ( 10 , 10 , 10 , 10 , 10 , 10 , 10 )"));
        QCOMPARE(c.queries[1],
                 std::string("select a from t where a in ( 10 , 10 , 10 , 10 , 10 , 10 , 20 )"));
        c = plugInCandidates("SELECT a FROM t WHERE b IN (10, 20, 30, 40, 50)",
                             "SELECT a FROM t WHERE a IN (1,2,3,4,5,6,7)", 100);
        QCOMPARE(c.queries.size(), size_t(100));
        QVERIFY(c.capHit);
        c = plugInCandidates("SELECT a FROM t WHERE b IN (10, 20)",
                             "SELECT a FROM t WHERE a IN (1,2,3)", 8);
        QCOMPARE(c.total, uint64_t(8));
        QVERIFY(!c.capHit);
        QCOMPARE(c.queries.size(), size_t(8));
        // |values|^slots beyond 64 bits saturates.
        std::string gold = "SELECT a FROM t WHERE b IN (";
        for (int i = 0; i < 1000; ++i)
            gold += (i ? "," : "") + std::to_string(1000 + i);
        gold += ")";
        c = plugInCandidates(gold, "SELECT a FROM t WHERE a IN (1,2,3,4,5,6,7,8,9,10)", 10);
        QCOMPARE(c.total, UINT64_MAX);
        QCOMPARE(c.queries.size(), size_t(10));
    }
};

SQLSCOPE_TEST_SUITE(ValuePluginTest)
#include "value_plugin_test.moc"
