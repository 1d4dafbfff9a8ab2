// Schema linking of (gold, prediction) pairs on the dogs fixture
// (docs/metrics/linking.md): exact R, P, F1+ when the prediction
// uses aliases, subqueries, CTEs, `*`, or cannot be prepared; the
// docs/metrics/linking.md#worked-examples worked examples through SQL; pairs that cannot be scored;
// the shared gold cache; one context serving several threads.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "core/linking/linking_evaluator.h"
#include "core/schema/catalog.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::linking;

namespace {

const std::string kGold =
    "SELECT T1.name FROM dogs AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id "
    "WHERE T2.city = 'Austin'";

bool near(double a, double b) {
    return std::fabs(a - b) < 1e-9;
}

std::string names(const std::vector<const SchemaElement*>& list) {
    std::string out;
    for (const SchemaElement* e : list)
        out += (out.empty() ? "" : ", ") + e->name;
    return out;
}

}  // namespace

class LinkingEvaluatorTest : public QObject {
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
        context_ = std::make_unique<LinkingContext>(
            *catalog_, std::vector<std::string>{dir_.path().toStdString()});
        evaluator_ = std::make_unique<LinkingEvaluator>(*context_);
    }

    // Ŝ with other aliases, a subquery or a CTE but the same reads: all 1.
    void sameElementsOtherShape_data() {
        QTest::addColumn<QString>("pred");
        QTest::newRow("aliases") << "SELECT d.name FROM owners o JOIN dogs d ON o.owner_id = "
                                    "d.owner_id WHERE o.city = 'Austin'";
        QTest::newRow("subquery") << "SELECT name FROM dogs WHERE owner_id IN (SELECT owner_id "
                                     "FROM owners WHERE city = 'Austin')";
        QTest::newRow("cte") << "WITH a AS (SELECT owner_id FROM owners WHERE city = 'Austin') "
                                "SELECT d.name FROM dogs d JOIN a ON d.owner_id = a.owner_id";
        QTest::newRow("correlated") << "SELECT name FROM dogs WHERE EXISTS (SELECT 1 FROM owners "
                                       "o WHERE o.owner_id = dogs.owner_id AND o.city = 'Austin')";
    }
    void sameElementsOtherShape() {
        QFETCH(QString, pred);
        LinkingVerdict v = evaluator_->evaluate("dogs", kGold, pred.toStdString());
        QVERIFY(v.scored);
        QVERIFY(!v.approximate());
        for (LinkingPart part : kLinkingParts) {
            QCOMPARE(v.scores.of(part).recall, 1.0);
            QCOMPARE(v.scores.of(part).precision, 1.0);
            QCOMPARE(v.scores.of(part).f1Plus, 1.0);
        }
        QVERIFY(v.missing(ElementKind::Column).empty());
        QVERIFY(v.extra(ElementKind::Column).empty());
    }

    // docs/metrics/linking.md#worked-examples through SQL: `SELECT name FROM dogs`, and `*` over
    // both tables.
    void workedExamplesThroughSql() {
        LinkingVerdict r1 = evaluator_->evaluate("dogs", kGold, "SELECT name FROM dogs");
        QCOMPARE(r1.scores.all.overlap, size_t(2));
        QVERIFY(near(r1.scores.all.recall, 1.0 / 3));
        QCOMPARE(r1.scores.all.precision, 1.0);
        QVERIFY(!r1.scores.all.complete);
        QCOMPARE(r1.scores.all.f1Plus, 0.0);
        QCOMPARE(names(r1.missing(ElementKind::Table)), std::string("owners"));
        QCOMPARE(names(r1.missing(ElementKind::Column)),
                 std::string("dogs.owner_id, owners.city, owners.owner_id"));

        LinkingVerdict r3 = evaluator_->evaluate(
            "dogs", kGold, "SELECT * FROM dogs JOIN owners ON dogs.owner_id = owners.owner_id");
        QCOMPARE(r3.scores.all.predicted, size_t(13));
        QVERIFY(near(r3.scores.all.precision, 6.0 / 13));
        QVERIFY(near(r3.scores.all.f1Plus, 12.0 / 19));
        QVERIFY(near(r3.scores.columns.precision, 4.0 / 11));
        QVERIFY(near(r3.scores.columns.f1Plus, 8.0 / 15));
        QCOMPARE(names(r3.extra(ElementKind::Column)),
                 std::string("dogs.age, dogs.breed_code, dogs.dog_id, dogs.nickname, "
                             "dogs.weight, owners.first_name, owners.last_name"));
        // The GUI underlines an extra column where `*` names it.
        const SchemaElement* age = r3.extra(ElementKind::Column)[0];
        QCOMPARE(age->spans.size(), size_t(1));
        QCOMPARE(age->spans[0].begin, 7u);
    }

    void starAgainstOneColumn() {
        LinkingVerdict v =
            evaluator_->evaluate("dogs", "SELECT name FROM dogs", "SELECT * FROM dogs");
        QCOMPARE(v.scores.tables.f1Plus, 1.0);
        QCOMPARE(v.scores.columns.recall, 1.0);
        QVERIFY(near(v.scores.columns.precision, 1.0 / 7));
        QVERIFY(near(v.scores.columns.f1Plus, 0.25));  // 2·(1/7)/(1 + 1/7)
        QVERIFY(near(v.scores.all.precision, 2.0 / 8));
        QVERIFY(near(v.scores.all.f1Plus, 0.4));
    }

    // A prediction SQLite cannot prepare: the AST's elements, approximate.
    void unpreparablePrediction() {
        LinkingVerdict v = evaluator_->evaluate(
            "dogs", kGold,
            "SELECT T1.nam FROM dogs AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id "
            "WHERE T2.city = 'Austin'");
        QVERIFY(v.scored);
        QVERIFY(v.approximate());
        QCOMPARE(v.pred->source, ElementSource::Ast);
        QCOMPARE(v.pred->diagnostic, std::string("no such column: T1.nam"));
        QCOMPARE(v.scores.tables.f1Plus, 1.0);
        QCOMPARE(v.scores.columns.overlap, size_t(3));
        QCOMPARE(v.scores.columns.recall, 0.75);
        QCOMPARE(v.scores.columns.precision, 0.75);
        QCOMPARE(v.scores.columns.f1Plus, 0.0);
        QVERIFY(near(v.scores.all.recall, 5.0 / 6));
        QCOMPARE(names(v.missing(ElementKind::Column)), std::string("dogs.name"));
        QCOMPARE(names(v.extra(ElementKind::Column)), std::string("dogs.nam"));

        // Neither SQLite nor the parser: no elements, not approximate.
        LinkingVerdict none = evaluator_->evaluate("dogs", kGold, "SELEC name FROM dogs");
        QVERIFY(none.scored);
        QVERIFY(!none.approximate());
        QCOMPARE(none.scores.all.recall, 0.0);
        QCOMPARE(none.scores.all.precision, 0.0);
        QCOMPARE(none.scores.all.f1Plus, 0.0);

        // The gold (CoSQL writes `> =`) falls back too.
        LinkingVerdict gold = evaluator_->evaluate("dogs", "SELECT name FROM dogs WHERE age > = 3",
                                                   "SELECT name FROM dogs WHERE age >= 3");
        QVERIFY(gold.scored);
        QVERIFY(gold.approximate());
        QCOMPARE(gold.scores.all.f1Plus, 1.0);
    }

    void notScored() {
        LinkingVerdict unknown = evaluator_->evaluate("nope", "SELECT 1", "SELECT 1");
        QVERIFY(!unknown.scored);
        QCOMPARE(unknown.error,
                 std::string("schema: unknown database 'nope': not in tables.json and no "
                             "database file"));
        LinkingVerdict gold = evaluator_->evaluate("dogs", "SELEC name FROM dogs", "SELECT 1");
        QVERIFY(!gold.scored);
        QVERIFY(gold.error.starts_with("gold: near \"SELEC\": syntax error"));
        QVERIFY(!gold.approximate());
    }

    // Each gold (db_id, SQL) is extracted once, whichever thread asks; a
    // prediction is answered from a cached gold of the same text but not
    // remembered itself (the batch plan scores each distinct prediction once).
    void elementsAreShared() {
        LinkingEvaluator other(*context_);
        LinkingVerdict a = evaluator_->evaluate("dogs", kGold, "SELECT 1");
        LinkingVerdict b = other.evaluate("dogs", kGold, "SELECT name, owner_id FROM dogs");
        QCOMPARE(a.gold.get(), b.gold.get());
        LinkingVerdict c = other.evaluate("dogs", "SELECT name, owner_id FROM dogs", "SELECT 1");
        QVERIFY(c.gold.get() != b.pred.get());
        QCOMPARE(c.gold->columns.size(), b.pred->columns.size());
        QVERIFY(c.pred.get() != a.pred.get());
        LinkingVerdict d = other.evaluate("dogs", kGold, "SELECT name, owner_id FROM dogs");
        QCOMPARE(d.pred.get(), c.gold.get());
        QCOMPARE(a.gold->source, ElementSource::Authorizer);
        // `SELECT 1` reads nothing: S* not empty, Ŝ empty.
        QCOMPARE(a.scores.all.recall, 0.0);
        QCOMPARE(a.scores.all.precision, 0.0);
    }

    void severalThreads() {
        const std::vector<std::string> preds = {"SELECT name FROM dogs", "SELECT * FROM owners",
                                                kGold, "SELECT count(*) FROM treatments",
                                                "SELECT nope FROM dogs"};
        std::vector<std::vector<double>> results(4);
        std::vector<std::thread> threads;
        for (size_t t = 0; t < results.size(); ++t) {
            threads.emplace_back([&, t] {
                LinkingEvaluator evaluator(*context_);
                for (int round = 0; round < 20; ++round)
                    for (const std::string& pred : preds)
                        results[t].push_back(
                            evaluator.evaluate("dogs", kGold, pred).scores.all.f1Plus);
            });
        }
        for (std::thread& thread : threads)
            thread.join();
        for (size_t t = 1; t < results.size(); ++t)
            QCOMPARE(results[t], results[0]);
        QCOMPARE(results[0][2], 1.0);
    }

    // Ŝ given directly (a linking model's output).
    void givenElements() {
        QueryElements predicted;
        predicted.source = ElementSource::File;
        predicted.tables = {{"dogs", {}}, {"owners", {}}};
        predicted.columns = {{"dogs.name", {}}, {"owners.city", {}}};
        LinkingVerdict v = evaluator_->evaluateElements("dogs", kGold, predicted);
        QVERIFY(v.scored);
        QCOMPARE(v.scores.tables.f1Plus, 1.0);
        QCOMPARE(v.scores.columns.recall, 0.5);
        QCOMPARE(v.scores.columns.precision, 1.0);
        QCOMPARE(v.scores.columns.f1Plus, 0.0);
        QVERIFY(!v.approximate());
    }

private:
    QTemporaryDir dir_;
    std::unique_ptr<sqlscope::schema::Catalog> catalog_;
    std::unique_ptr<LinkingContext> context_;
    std::unique_ptr<LinkingEvaluator> evaluator_;
};

SQLSCOPE_TEST_SUITE(LinkingEvaluatorTest)
#include "linking_evaluator_test.moc"
