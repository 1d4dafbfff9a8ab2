// The per-pair ESM entry point: the spans of the compared items (for the
// GUI's highlighting), the esm_error text, where the schema came from, and
// that one evaluator can serve many threads.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "core/match/esm/esm_evaluator.h"
#include "core/schema/catalog.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::match::esm;

namespace {

// "text+" (matched) or "text-" for each item, with the item's source text.
std::string items(const std::vector<ComparedItem>& list, std::string_view source) {
    std::string out;
    for (const ComparedItem& item : list) {
        if (!out.empty()) out += ", ";
        out += std::string(item.span.textIn(source)) + (item.matched ? "+" : "-");
    }
    return out;
}

}  // namespace

class EsmEvaluatorTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QVERIFY(
            !sqlscope::testing::buildFixtureDatabase(dir_.path().toStdString(), "dogs").empty());
        auto load = sqlscope::schema::Catalog::fromTablesJson(
            sqlscope::testing::fixtureDir("dogs") + "tables.json");
        QVERIFY2(load.ok(), load.error.c_str());
        catalog_ = std::make_unique<sqlscope::schema::Catalog>(std::move(load.catalog));
        // A missing folder first: the next one that has the file is used.
        schemas_ = std::make_unique<EsmSchemas>(
            *catalog_, std::vector<std::string>{dir_.path().toStdString() + "/missing",
                                                dir_.path().toStdString()});
        evaluator_ = std::make_unique<EsmEvaluator>(*schemas_);
    }

    void predictionItemReprsOnRequest() {
        const std::string query = "SELECT name FROM dogs WHERE age > 5";
        EsmVerdict plain = evaluator_->evaluate("dogs", query, query);
        QVERIFY(plain.exact);
        QVERIFY(plain.component(Component::Select).pred.at(0).text.empty());
        QVERIFY(!plain.component(Component::Select).gold.at(0).text.empty());
        EsmOptions options;
        options.predictionItemReprs = true;
        EsmEvaluator withReprs(*schemas_, options);
        EsmVerdict shown = withReprs.evaluate("dogs", query, query);
        QVERIFY(shown.exact);
        for (Component c : {Component::Select, Component::SelectNoAgg, Component::Where}) {
            const ComponentScore& score = shown.component(c);
            QCOMPARE(std::string(score.pred.at(0).text), std::string(score.gold.at(0).text));
        }
    }

    void spansOfComparedItems() {
        const std::string gold = "SELECT name, age FROM dogs WHERE age > 3 AND weight < 9";
        const std::string pred = "SELECT name FROM dogs WHERE age > 5 ORDER BY age DESC";
        EsmVerdict v = evaluator_->evaluate("dogs", gold, pred);
        QVERIFY(v.scored);
        QCOMPARE(items(v.component(Component::Select).gold, gold), std::string("name+, age-"));
        QCOMPARE(items(v.component(Component::Select).pred, pred), std::string("name+"));
        QCOMPARE(items(v.component(Component::Where).gold, gold),
                 std::string("age > 3+, weight < 9-"));
        QCOMPARE(items(v.component(Component::Where).pred, pred), std::string("age > 5+"));
        QCOMPARE(items(v.component(Component::WhereNoOp).gold, gold), std::string("age+, weight-"));
        QCOMPARE(items(v.component(Component::AndOr).gold, gold), std::string("AND-"));
        QCOMPARE(items(v.component(Component::Order).pred, pred),
                 std::string("ORDER BY age DESC-"));
        QCOMPARE(items(v.component(Component::Keywords).gold, gold),
                 std::string("WHERE age > 3 AND weight < 9+"));
        QCOMPARE(items(v.component(Component::Keywords).pred, pred),
                 std::string("WHERE age > 5+, DESC-, ORDER BY age DESC-"));
        QCOMPARE(v.f1(Component::Select), 0);
        QCOMPARE(v.f1(Component::Where), 0);
        QVERIFY(!v.exact);
    }

    void spansOfTablesAndBranches() {
        const std::string gold =
            "SELECT T1.name FROM dogs AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id";
        const std::string pred = "SELECT name FROM dogs";
        EsmVerdict v = evaluator_->evaluate("dogs", gold, pred);
        QVERIFY(v.match.tablesCompared);
        QCOMPARE(items(v.match.goldTables, gold), std::string("dogs AS T1+, owners AS T2-"));
        QCOMPARE(items(v.match.predTables, pred), std::string("dogs+"));

        const std::string g2 = "SELECT name FROM dogs EXCEPT SELECT name FROM dogs WHERE age > 3";
        const std::string p2 =
            "SELECT name FROM dogs EXCEPT SELECT name FROM dogs WHERE weight > 3";
        EsmVerdict v2 = evaluator_->evaluate("dogs", g2, p2);
        QCOMPARE(items(v2.component(Component::Iuen).gold, g2),
                 std::string("EXCEPT SELECT name FROM dogs WHERE age > 3-"));
        QCOMPARE(items(v2.component(Component::Iuen).pred, p2),
                 std::string("EXCEPT SELECT name FROM dogs WHERE weight > 3-"));
    }

    void errorTexts() {
        EsmVerdict ok =
            evaluator_->evaluate("dogs", "SELECT name FROM dogs", "SELECT name FROM dogs");
        QVERIFY(ok.scored && ok.exact);
        QCOMPARE(ok.errorText(), std::string());

        EsmVerdict badPred =
            evaluator_->evaluate("dogs", "SELECT name FROM dogs", "SELECT d.name FROM dogs d");
        QVERIFY(badPred.scored && !badPred.predParsed());
        QCOMPARE(badPred.errorText(), std::string("prediction: KeyError: 'd'"));

        EsmVerdict badGold =
            evaluator_->evaluate("dogs", "SELECT name FROM dogs WHERE age IS NULL", "SELECT 1");
        QVERIFY(!badGold.scored);
        QCOMPARE(badGold.errorText(), std::string("gold: AssertionError: Error col: null"));

        EsmVerdict noDb = evaluator_->evaluate("nope", "SELECT 1", "SELECT 1");
        QVERIFY(!noDb.scored);
        QCOMPARE(noDb.errorText(), std::string("schema: db_id 'nope' is not in tables.json"));
    }

    void schemaSources() {
        EsmDatabaseLookup withFile = schemas_->find("dogs");
        QVERIFY(withFile.database);
        QVERIFY(withFile.database->schemaSource.ends_with("/dogs/dogs.sqlite"));
        QCOMPARE(withFile.database->schema.tables,
                 (std::vector<std::string>{"breeds", "owners", "dogs", "treatments"}));
        EsmSchemas noFolder(*catalog_, {});
        EsmDatabaseLookup fallback = noFolder.find("dogs");
        QVERIFY(fallback.database);
        QCOMPARE(fallback.database->schemaSource, std::string("tables.json (no database file)"));
        QCOMPARE(fallback.database->schema.idMap.at("dogs.owner_id"),
                 std::string("__dogs.owner_id__"));
    }

    void parseForDisplay() {
        auto query = evaluator_->parse("dogs", "SELECT count(*) FROM dogs", false);
        QVERIFY(query && query->ok());
        QCOMPARE(query->parsed->select.size(), size_t(1));
        std::string error;
        QVERIFY(!evaluator_->parse("nope", "SELECT 1", true, &error));
        QCOMPARE(error, std::string("db_id 'nope' is not in tables.json"));
    }

    void manyThreadsGiveTheSequentialVerdicts() {
        const std::vector<std::pair<std::string, std::string>> pairs = {
            {"SELECT count(*) FROM dogs", "SELECT count(dog_id) FROM dogs"},
            {"SELECT name FROM dogs WHERE age > 3", "SELECT name FROM dogs WHERE age > 5"},
            {"SELECT name FROM dogs ORDER BY age DESC LIMIT 1",
             "SELECT name FROM dogs ORDER BY age DESC"},
            {"SELECT name FROM dogs INTERSECT SELECT name FROM dogs WHERE age > 3",
             "SELECT name FROM dogs INTERSECT SELECT name FROM dogs WHERE age > 9"},
        };
        EsmEvaluator shared(*schemas_);
        std::vector<int> expected;
        for (const auto& [g, p] : pairs)
            expected.push_back(evaluator_->evaluate("dogs", g, p).exact);
        std::vector<std::thread> threads;
        std::vector<int> failures(8, 0);
        for (int t = 0; t < 8; ++t) {
            threads.emplace_back([&, t] {
                for (int round = 0; round < 200; ++round) {
                    size_t i = static_cast<size_t>((round + t) % pairs.size());
                    EsmVerdict v = shared.evaluate("dogs", pairs[i].first, pairs[i].second);
                    if (!v.scored || static_cast<int>(v.exact) != expected[i])
                        ++failures[static_cast<size_t>(t)];
                }
            });
        }
        for (std::thread& thread : threads)
            thread.join();
        for (int f : failures)
            QCOMPARE(f, 0);
    }

private:
    QTemporaryDir dir_;
    std::unique_ptr<sqlscope::schema::Catalog> catalog_;
    std::unique_ptr<EsmSchemas> schemas_;
    std::unique_ptr<EsmEvaluator> evaluator_;
};

SQLSCOPE_TEST_SUITE(EsmEvaluatorTest)
#include "esm_evaluator_test.moc"
