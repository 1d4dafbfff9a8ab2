// Error categories (docs/metrics/component.md#error-categories): each category with the
// spans it blames, on which side, and its one-line explanation; the
// categories column text; and the dataset counts of docs/metrics/component.md#error-categories.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <string>
#include <vector>

#include "core/match/component/component_aggregate.h"
#include "core/match/component/component_analyzer.h"
#include "core/schema/catalog.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::match::component;

namespace {

// "<side>:<text>" for each span of a finding.
std::vector<std::string> blamed(const ErrorFinding& f, const std::string& gold,
                                const std::string& pred) {
    std::vector<std::string> out;
    for (const SidedSpan& s : f.spans) {
        const std::string& source = s.side == Side::Gold ? gold : pred;
        out.push_back(std::string(sideName(s.side)) + ":" + std::string(s.span.textIn(source)));
    }
    return out;
}

using Strings = std::vector<std::string>;

}  // namespace

class ComponentErrorsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        const std::string databaseDir = dir_.path().toStdString();
        QVERIFY(!sqlscope::testing::buildFixtureDatabase(databaseDir, "dogs").empty());
        auto load = sqlscope::schema::Catalog::fromTablesJson(
            sqlscope::testing::fixtureDir("dogs") + "tables.json");
        QVERIFY2(load.ok(), load.error.c_str());
        catalog_ = std::make_unique<sqlscope::schema::Catalog>(std::move(load.catalog));
        analyzer_ =
            std::make_unique<ComponentAnalyzer>(*catalog_, std::vector<std::string>{databaseDir});
    }

    void missingClauseBlamesTheGoldClause() {
        const std::string gold = "SELECT name FROM dogs WHERE age > 3 AND weight < 30";
        const std::string pred = "SELECT name FROM dogs";
        ErrorAnalysis e = analyzer_->evaluate("dogs", gold, pred).errors;
        QCOMPARE(e.categoriesText(), std::string("missing_clauses"));
        QCOMPARE(e.findings.size(), size_t(1));
        QCOMPARE(e.findings[0].category, ErrorCategory::MissingClauses);
        QCOMPARE(e.findings[0].kind, std::string("WHERE"));
        QCOMPARE(blamed(e.findings[0], gold, pred), Strings{"gold:WHERE age > 3 AND weight < 30"});
        QCOMPARE(e.findings[0].explanation,
                 std::string("missing WHERE: gold has WHERE age > 3 AND weight < 30, the "
                             "prediction has none"));
    }

    void extraClauseBlamesThePrediction() {
        const std::string gold = "SELECT name FROM dogs";
        const std::string pred = "SELECT name FROM dogs ORDER BY name LIMIT 2";
        ErrorAnalysis e = analyzer_->evaluate("dogs", gold, pred).errors;
        QCOMPARE(e.extraClauses, (std::vector<ClauseKind>{ClauseKind::OrderBy, ClauseKind::Limit}));
        QCOMPARE(blamed(e.findings[0], gold, pred), Strings{"prediction:ORDER BY name"});
        QCOMPARE(blamed(e.findings[1], gold, pred), Strings{"prediction:LIMIT 2"});
        QCOMPARE(e.findings[1].explanation,
                 std::string("extra LIMIT: the prediction has LIMIT 2, gold has none"));
    }

    void everyClauseKindIsFound() {
        const std::string gold =
            "SELECT DISTINCT T1.owner_id FROM dogs AS T1 JOIN owners AS T2 ON T1.owner_id = "
            "T2.owner_id WHERE T1.age > (SELECT avg(age) FROM dogs) GROUP BY T1.owner_id HAVING "
            "count(*) > 1 UNION SELECT owner_id FROM owners ORDER BY 1 LIMIT 3";
        const std::string pred = "SELECT owner_id FROM dogs";
        ErrorAnalysis e = analyzer_->evaluate("dogs", gold, pred).errors;
        std::vector<ClauseKind> all(kClauseKinds.begin(), kClauseKinds.end());
        QCOMPARE(e.missingClauses, all);
        QVERIFY(e.extraClauses.empty());
        ErrorAnalysis reverse = analyzer_->evaluate("dogs", pred, gold).errors;
        QCOMPARE(reverse.extraClauses, all);
        QCOMPARE(reverse.categoriesText(), std::string("extra_clauses schema_errors"));
    }

    void wrongPredicatePairsOnTheLeftOperand() {
        const std::string gold = "SELECT name FROM dogs WHERE age > 18 AND weight < 30";
        const std::string pred = "SELECT name FROM dogs WHERE weight < 30 AND age > 20";
        ErrorAnalysis e = analyzer_->evaluate("dogs", gold, pred).errors;
        QCOMPARE(e.wrongPredicates, Strings{"dogs.age > 20 vs dogs.age > 18"});
        QCOMPARE(e.findings.size(), size_t(1));
        QCOMPARE(blamed(e.findings[0], gold, pred),
                 (Strings{"prediction:age > 20", "gold:age > 18"}));
        QCOMPARE(e.findings[0].explanation,
                 std::string("WHERE compares dogs.age > 20, gold has dogs.age > 18"));
    }

    void unpairedPredicatesAreListedAlone() {
        const std::string gold =
            "SELECT name FROM dogs WHERE age > 3 OR EXISTS (SELECT 1 FROM owners)";
        const std::string pred = "SELECT name FROM dogs WHERE age > 3 OR weight < 9";
        ErrorAnalysis e = analyzer_->evaluate("dogs", gold, pred).errors;
        QCOMPARE(e.wrongPredicates, (Strings{"dogs.weight < 9 vs \xE2\x80\x94",
                                             "\xE2\x80\x94 vs exists (select 1 from owners)"}));
        QCOMPARE(e.categoriesText(), std::string("missing_clauses wrong_predicates schema_errors"));
    }

    void aMissingWhereIsNotAWrongPredicate() {
        ErrorAnalysis e =
            analyzer_
                ->evaluate("dogs", "SELECT name FROM dogs WHERE age > 3", "SELECT name FROM dogs")
                .errors;
        QVERIFY(e.wrongPredicates.empty());
    }

    void unknownColumnIsLocated() {
        const std::string gold = "SELECT name FROM dogs";
        const std::string pred = "SELECT T1.nam FROM dogs AS T1";
        ComponentVerdict v = analyzer_->evaluate("dogs", gold, pred);
        QCOMPARE(v.predSyntax.message, std::string("no such column: T1.nam"));
        QVERIFY(v.errors.unknownIdentifier);
        QVERIFY(!v.errors.wrongTable);
        QCOMPARE(v.errors.findings[0].kind, std::string("unknown_identifier"));
        QCOMPARE(blamed(v.errors.findings[0], gold, pred), Strings{"prediction:T1.nam"});
    }

    void unknownTableIsLocated() {
        const std::string gold = "SELECT name FROM dogs";
        const std::string pred = "SELECT name FROM \"Pupils\"";
        ComponentVerdict v = analyzer_->evaluate("dogs", gold, pred);
        QCOMPARE(v.predSyntax.message, std::string("no such table: Pupils"));
        QVERIFY(v.errors.unknownIdentifier && v.errors.wrongTable);
        QCOMPARE(blamed(v.errors.findings[0], gold, pred), Strings{"prediction:\"Pupils\""});
        QCOMPARE(v.errors.findings[1].kind, std::string("wrong_table"));
        QCOMPARE(blamed(v.errors.findings[1], gold, pred),
                 (Strings{"prediction:\"Pupils\"", "gold:dogs"}));
    }

    void wrongTableCountsTablesReadAnywhere() {
        const std::string gold =
            "SELECT name FROM dogs WHERE dog_id IN (SELECT dog_id FROM treatments)";
        const std::string pred =
            "SELECT name FROM dogs WHERE owner_id IN (SELECT owner_id FROM owners)";
        ErrorAnalysis e = analyzer_->evaluate("dogs", gold, pred).errors;
        QVERIFY(e.wrongTable);
        const ErrorFinding& f = e.findings.back();
        QCOMPARE(blamed(f, gold, pred), (Strings{"prediction:owners", "gold:treatments"}));
        QCOMPARE(f.explanation,
                 std::string("the prediction reads owners where gold reads treatments"));
    }

    void datasetCounts() {
        ComponentAggregate aggregate;
        const std::vector<std::pair<std::string, std::string>> pairs = {
            {"SELECT name FROM dogs WHERE age > 3", "SELECT name FROM dogs"},  // missing WHERE
            {"SELECT name FROM dogs WHERE age > 3",
             "SELECT name FROM dogs WHERE age > 4"},                       // wrong
            {"SELECT name FROM dogs", "SELECT nam FROM dogs"},             // unknown
            {"SELECT count(*) FROM dogs", "SELECT count(*) FROM owners"},  // table
            {"SELECT name FROM dogs", "SELECT name FROM dogs"},            // none
        };
        for (const auto& [gold, pred] : pairs)
            aggregate.add("dogs", analyzer_->evaluate("dogs", gold, pred));
        const ComponentTotals& t = aggregate.all;
        QCOMPARE(t.pairs, size_t(5));
        QCOMPARE(t.missingClauses[static_cast<size_t>(ClauseKind::Where)], size_t(1));
        QCOMPARE(t.wrongPredicates, size_t(1));
        QCOMPARE(t.schemaErrors, size_t(2));
        QCOMPARE(t.unknownIdentifier, size_t(1));
        QCOMPARE(t.wrongTable, size_t(1));
        QCOMPARE(*t.em.mean(), 0.2);
        QCOMPARE(*t.syntaxValid.mean(), 0.8);
        // SELECT: 1, 1, 0, 1, 1 -> 0.8; WHERE applies to two pairs: 0 and 0.
        QCOMPARE(*t.componentF1(Component::Select), 0.8);
        QCOMPARE(*t.componentF1(Component::Where), 0.0);
        QCOMPARE(t.f1[static_cast<size_t>(Component::Where)].count, size_t(2));
        QVERIFY(!t.componentF1(Component::Having).has_value());
        QCOMPARE(aggregate.bySqlType.at("SELECT_WHERE").pairs, size_t(2));
        QCOMPARE(aggregate.byComplexity.at("moderate").pairs, size_t(1));
    }

private:
    QTemporaryDir dir_;
    std::unique_ptr<sqlscope::schema::Catalog> catalog_;
    std::unique_ptr<ComponentAnalyzer> analyzer_;
};

SQLSCOPE_TEST_SUITE(ComponentErrorsTest)
#include "component_errors_test.moc"
