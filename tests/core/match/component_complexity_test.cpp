// Query complexity (docs/metrics/component.md#complexity) at every boundary of its
// thresholds, the counts it reads from the query (T, N, H, A, G, W), the SQL
// type order of docs/metrics/component.md#dataset-aggregation-validity-and-sql-type, and the labels
// a pair carries side by side (Spider's hardness from ESM, the benchmark's own difficulty).
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <string>

#include "core/eval/pair_evaluator.h"
#include "core/match/component/complexity.h"
#include "core/match/component/component_items.h"
#include "core/schema/catalog.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::match::component;

class ComponentComplexityTest : public QObject {
    Q_OBJECT

private slots:
    void thresholds() {
        QueryFeatures f;
        f.tableReferences = 1;
        QCOMPARE(classifyComplexity(f), Complexity::Simple);
        f.topWherePredicates = 2;
        QCOMPARE(classifyComplexity(f), Complexity::Simple);
        f.topWherePredicates = 3;
        QCOMPARE(classifyComplexity(f), Complexity::Moderate);
        f.topWherePredicates = 0;
        f.tableReferences = 2;
        QCOMPARE(classifyComplexity(f), Complexity::Moderate);
        f.tableReferences = 3;  // the 2-3 / 3+ overlap goes to challenging
        QCOMPARE(classifyComplexity(f), Complexity::Challenging);
        f.tableReferences = 1;
        f.aggregate = true;
        QCOMPARE(classifyComplexity(f), Complexity::Moderate);
        f.aggregate = false;
        f.groupBy = true;
        QCOMPARE(classifyComplexity(f), Complexity::Moderate);
        f.having = true;
        QCOMPARE(classifyComplexity(f), Complexity::Challenging);
        f = QueryFeatures{};
        f.nested = true;
        QCOMPARE(classifyComplexity(f), Complexity::Challenging);
    }

    void countsReadFromTheQuery() {
        QueryAnalysis a = analyzeQuery(
            "SELECT T1.name FROM dogs AS T1 JOIN dogs AS T2 ON T1.owner_id = T2.owner_id WHERE "
            "T1.age > 3 AND (T2.weight < 30 OR T2.nickname IS NULL) AND T1.dog_id IN (SELECT "
            "dog_id FROM treatments, dogs)",
            nullptr);
        const QueryFeatures& f = a.features;
        QCOMPARE(f.tableReferences, 4);  // each occurrence, the subquery's included
        QCOMPARE(f.topWherePredicates, 4);
        QVERIFY(f.nested && f.join && f.where);
        QVERIFY(!f.aggregate && !f.groupBy && !f.having);
        QCOMPARE(f.baseTables.size(), size_t(2));  // dogs, treatments
    }

    void aggregatesAreFunctionsNotNames() {
        QVERIFY(analyzeQuery("SELECT total(cost) FROM treatments", nullptr).features.aggregate);
        QVERIFY(analyzeQuery("SELECT max(cost) FROM treatments", nullptr).features.aggregate);
        QVERIFY(!analyzeQuery("SELECT max(cost, 3) FROM treatments", nullptr).features.aggregate);
        QVERIFY(!analyzeQuery("SELECT count FROM t", nullptr).features.aggregate);
    }

    void sqlTypeOrder() {
        QueryFeatures f;
        QCOMPARE(classifySqlType(f), SqlType::SelectOnly);
        f.where = true;
        QCOMPARE(classifySqlType(f), SqlType::SelectWhere);
        f.aggregate = true;
        QCOMPARE(classifySqlType(f), SqlType::Aggregation);
        f.join = true;
        QCOMPARE(classifySqlType(f), SqlType::Join);
    }

    void namesRoundTrip() {
        for (Complexity c : {Complexity::Simple, Complexity::Moderate, Complexity::Challenging})
            QCOMPARE(*complexityFromName(complexityName(c)), c);
        for (SqlType t :
             {SqlType::SelectOnly, SqlType::SelectWhere, SqlType::Join, SqlType::Aggregation})
            QCOMPARE(*sqlTypeFromName(sqlTypeName(t)), t);
        QCOMPARE(std::string(sqlTypeName(SqlType::SelectOnly)), std::string("SELECT_only"));
        QVERIFY(!complexityFromName("complex").has_value());
    }

    // The pair verdict carries the 3-level label with Spider's hardness
    // (computed by ESM) beside it, and room for the benchmark's own label.
    void labelsSideBySide() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string databaseDir = dir.path().toStdString();
        QVERIFY(!sqlscope::testing::buildFixtureDatabase(databaseDir, "dogs").empty());
        auto load = sqlscope::schema::Catalog::fromTablesJson(
            sqlscope::testing::fixtureDir("dogs") + "tables.json");
        QVERIFY2(load.ok(), load.error.c_str());
        sqlscope::eval::EvalSettings settings;
        settings.databaseDir = databaseDir;
        sqlscope::eval::EvaluationContext context(settings, std::move(load.catalog));
        sqlscope::eval::PairEvaluator evaluator(context);
        struct Case {
            const char* gold;
            Complexity level;
            sqlscope::match::esm::Hardness hardness;
        };
        const Case cases[] = {
            {"SELECT name FROM dogs", Complexity::Simple, sqlscope::match::esm::Hardness::Easy},
            {"SELECT count(*) FROM dogs", Complexity::Moderate,
             sqlscope::match::esm::Hardness::Easy},
            {"SELECT name FROM dogs WHERE dog_id IN (SELECT dog_id FROM treatments)",
             Complexity::Challenging, sqlscope::match::esm::Hardness::Hard},
        };
        for (const Case& c : cases) {
            auto verdict = evaluator.evaluate("dogs", c.gold, c.gold);
            const ComplexityLabels& labels = verdict.component.complexity;
            QCOMPARE(labels.level, c.level);
            QVERIFY(labels.spiderHardness.has_value());
            QCOMPARE(*labels.spiderHardness, c.hardness);
            QVERIFY(!labels.benchmarkDifficulty.has_value());
        }
    }
};

SQLSCOPE_TEST_SUITE(ComponentComplexityTest)
#include "component_complexity_test.moc"
