// The ESM+ pieces the golden cases do not reach: the rule registry and the
// active set, modes, the schema facts derived from the .sqlite file (checked
// against core/schema's column facts and docs/metrics/README.md#the-dogs-fixture), Python's
// ordering and sorting, token spans, the trace format, the gold cache, the
// skipped execute step, and one evaluator shared by several threads.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "core/match/esm_plus/esm_plus_evaluator.h"
#include "core/match/esm_plus/etm_schema.h"
#include "core/match/esm_plus/etm_tokenizer.h"
#include "core/match/esm_plus/normal_form.h"
#include "core/match/esm_plus/rule.h"
#include "core/schema/catalog.h"
#include "core/schema/column_facts.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::match::esm_plus;
namespace rules = sqlscope::match::rules;

class EsmPlusEvaluatorTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        dbPath_ = sqlscope::testing::buildFixtureDatabase(dir_.path().toStdString(), "dogs");
        QVERIFY(!dbPath_.empty());
        auto load = sqlscope::schema::Catalog::fromTablesJson(
            sqlscope::testing::fixtureDir("dogs") + "tables.json");
        QVERIFY2(load.ok(), load.error.c_str());
        catalog_ = std::make_unique<sqlscope::schema::Catalog>(std::move(load.catalog));
        schemas_ = std::make_unique<EsmPlusSchemas>(
            *catalog_, std::vector<std::string>{dir_.path().toStdString()});
    }

    void registryHasTwentyDocumentedRules() {
        const auto& registry = rules::RuleRegistry::instance();
        QCOMPARE(registry.all().size(), size_t(25));
        QCOMPARE(kRuleCount, 25);
        for (int id = 1; id <= kRuleCount; ++id) {
            const rules::RuleInfo& info = registry.rule(id).info();
            QCOMPARE(info.id, id);
            QVERIFY(!info.name.empty());
            QVERIFY(info.doc.size() > 80);
            QVERIFY(!info.guard.empty());
            QVERIFY(!info.rewrite.empty());
        }
        QCOMPARE(registry.rule(13).info().name, std::string_view("unnecessary JOIN"));
        QCOMPARE(registry.rule(21).info().name, std::string_view("LIKE 'Ab%' = LIKE 'ab%'"));
        QCOMPARE(registry.rule(22).info().name,
                 std::string_view("q1 INTERSECT q2 = q2 INTERSECT q1"));
        QCOMPARE(registry.rule(23).info().name,
                 std::string_view("SELECT DISTINCT q1 INTERSECT q2 = q1 INTERSECT q2"));
        QCOMPARE(registry.rule(24).info().name,
                 std::string_view("SELECT DISTINCT = SELECT when a key is fixed or selected"));
        QCOMPARE(registry.rule(25).info().name,
                 std::string_view("c IN (SELECT DISTINCT d ...) = c IN (SELECT d ...)"));
        // The reference's order, with sqlscope's 21 and 25 first and 24, 23, 22 last.
        const std::vector<int> order = {21, 25, 13, 16, 3,  4, 1,  9,  10, 17,
                                        7,  6,  2,  12, 19, 5, 18, 24, 23, 22};
        QCOMPARE(rules::RuleRegistry::queryOrder(), order);
    }

    void ruleSets() {
        QCOMPARE(RuleSet::all().text(),
                 std::string("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25"));
        QCOMPARE(RuleSet::none().text(), std::string());
        QCOMPARE(RuleSet::firstN(3).text(","), std::string("1,2,3"));
        auto parsed = RuleSet::parse("7, 2,13");
        QVERIFY(parsed);
        QCOMPARE(parsed->text(), std::string("2 7 13"));
        QCOMPARE(parsed->count(), 3);
        std::string error;
        QVERIFY(!RuleSet::parse("0", &error));
        QCOMPARE(error, std::string("rule ids are numbers 1 to 25, not '0'"));
        QVERIFY(RuleSet::parse("21,22,23,24,25"));
        QVERIFY(!RuleSet::parse("26", &error));
        QVERIFY(!RuleSet::parse("1,,2", &error));
        QCOMPARE(error, std::string("empty rule id in '1,,2'"));
        QVERIFY(!RuleSet::parse("x", &error));
        QVERIFY(!RuleSet::parse("", &error));
        QCOMPARE(error, std::string("no rule ids given"));
    }

    void modes() {
        QCOMPARE(modeName(EsmPlusMode::Reference), std::string_view("reference"));
        QCOMPARE(parseMode("strict"), std::optional<EsmPlusMode>(EsmPlusMode::Strict));
        QVERIFY(!parseMode("lenient"));
        QCOMPARE(EsmPlusOptions{}.mode, EsmPlusMode::Fixed);
    }

    // docs/metrics/README.md#the-dogs-fixture, as the reference's get_schema derives it, and
    // the same as core/schema's column facts.
    void factsOfTheDogsFixture() {
        EsmPlusDatabase database = schemas_->find("dogs");
        QVERIFY2(database.schema, database.error.c_str());
        QVERIFY(database.fromFile);
        const EtmSchema& schema = *database.schema;
        QCOMPARE(schema.tableNames,
                 (std::vector<std::string>{"breeds", "owners", "dogs", "treatments"}));
        QueryFacts facts(schema, false);
        QVERIFY(facts.notNull("dogs", "owner_id"));
        QVERIFY(facts.notNull("dogs", "name"));
        QVERIFY(facts.notNull("breeds", "breed_code"));
        QVERIFY(!facts.notNull("dogs", "age"));
        QVERIFY(facts.unique("dogs", "name"));
        QVERIFY(facts.unique("dogs", "dog_id"));
        QVERIFY(!facts.unique("dogs", "owner_id"));
        QVERIFY(facts.primaryKey("treatments", "treatment_id"));
        QCOMPARE(facts.primaryKeyCount("dogs"), size_t(1));
        QCOMPARE(*facts.foreignKey("dogs", "owner_id"), std::string("owners.owner_id"));
        QCOMPARE(*facts.foreignKey("treatments", "dog_id"), std::string("dogs.dog_id"));
        QVERIFY(!facts.foreignKey("dogs", "name"));
        QCOMPARE(schema.id("dogs.name"), std::string("__dogs.name__"));
        QCOMPARE(schema.keyOfId.at("__dogs__"), std::string("dogs"));

        auto file = sqlscope::schema::readFileSchema(dbPath_, error_);
        QVERIFY(file);
        sqlscope::schema::DatabaseSchema withFile = *catalog_->find("dogs");
        withFile.file = *file;
        for (const std::string& table : schema.tableNames) {
            for (const std::string& column : schema.table(table).columns) {
                auto core = sqlscope::schema::columnFacts(withFile, table, column);
                QVERIFY(core.known);
                QCOMPARE(facts.notNull(table, column), core.notNull.value);
                QCOMPARE(facts.unique(table, column), core.unique.value);
                QCOMPARE(facts.primaryKey(table, column), core.primaryKey.value);
            }
        }
        QCOMPARE(formatFact(facts.uniqueFact("dogs", "age")),
                 std::string("dogs.age is UNIQUE: false (pragma)"));
        QCOMPARE(formatFact(facts.primaryKeyFact("owners", "owner_id")),
                 std::string("owners.owner_id is the primary key (pragma)"));
    }

    void propagatedFactsLiveInOneQuery() {
        const EtmSchema& schema = *schemas_->find("dogs").schema;
        QueryFacts facts(schema, false);
        facts.addUnique("dogs", "owner_id", "owners.owner_id");
        QVERIFY(facts.unique("dogs", "owner_id"));
        QCOMPARE(formatFact(facts.uniqueFact("dogs", "owner_id")),
                 std::string("dogs.owner_id is UNIQUE (propagated from owners.owner_id through "
                             "the join condition) (propagated)"));
        QueryFacts fresh(schema, false);
        QVERIFY(!fresh.unique("dogs", "owner_id"));
    }

    void tablesJsonFallback() {
        auto entry = catalog_->find("dogs");
        QVERIFY(entry);
        EtmSchema schema = EtmSchema::fromTablesJson(*entry);
        QueryFacts facts(schema, false);
        QVERIFY(facts.notNull("dogs", "dog_id"));
        QVERIFY(!facts.notNull("dogs", "owner_id"));
        FactUse unknown = facts.notNullFact("dogs", "owner_id");
        QVERIFY(!unknown.known);
        QCOMPARE(unknown.source, sqlscope::schema::FactSource::TablesJson);
        QCOMPARE(*facts.foreignKey("dogs", "breed_code"), std::string("breeds.breed_code"));
    }

    void pythonOrdering() {
        ValUnit a, b;
        a.col1 = Operand::column(ColUnit{0, "__dogs.age__", false, std::nullopt, {}});
        b.col1 = Operand::column(ColUnit{0, "__breeds.breed_code__", false, std::nullopt, {}});
        QVERIFY(pyLess(b, a));
        QVERIFY(!pyLess(a, b));
        QVERIFY(!pyLess(a, a));
        ValUnit c = a;
        c.col2 = Operand::literal(2, {});
        c.op = 0;
        // (0, col, None) against (0, col, 2.0): None < float raises.
        try {
            pyLess(a, c);
            QFAIL("expected a TypeError");
        } catch (const PyError& error) {
            QCOMPARE(error.text, std::string("TypeError: '<' not supported between instances of "
                                             "'NoneType' and 'float'"));
        }
        std::vector<int> numbers = {5, 1, 4, 1, 3, 9, 2, 6};
        int comparisons = 0;
        pythonSort(numbers, [&](int x, int y) {
            ++comparisons;
            return x < y;
        });
        QCOMPARE(numbers, (std::vector<int>{1, 1, 2, 3, 4, 5, 6, 9}));
        QVERIFY(comparisons > 0);
    }

    void tokenSpans() {
        const std::string query = "SELECT T1.name FROM dogs AS T1 LEFT JOIN owners ON x <> 'A b'";
        EtmTokenization tokens = tokenizeForEtm(query);
        QVERIFY(tokens.ok());
        std::vector<std::string> texts;
        for (const EtmToken& t : tokens.tokens)
            texts.push_back(std::string(t.span.textIn(query)));
        QCOMPARE(texts,
                 (std::vector<std::string>{"SELECT", "T1.name", "FROM", "dogs", "AS", "T1",
                                           "LEFT JOIN", "owners", "ON", "x", "<>", "'A b'"}));
        QCOMPARE(tokens.tokens[10].text, std::string("!="));
        QCOMPARE(tokens.tokens[11].text, std::string("\"A b\""));
    }

    void verdictCarriesTracesAndNormalForms() {
        EsmPlusEvaluator evaluator(*schemas_);
        const std::string gold = "SELECT count(*) FROM dogs";
        const std::string pred = "SELECT count(dog_id) FROM dogs";
        EsmPlusVerdict v = evaluator.evaluate("dogs", gold, pred);
        QVERIFY(v.scored);
        QVERIFY(v.exact);
        QVERIFY(!v.executionChecked);  // no check given: the step is skipped
        QCOMPARE(v.mode, EsmPlusMode::Fixed);
        QCOMPARE(v.rules().text(), std::string("7"));
        QCOMPARE(v.pred->normalForm(), std::string("SELECT count(*) FROM dogs"));
        QCOMPARE(v.pred->trace.events.size(), size_t(1));
        const RuleEvent& e = v.pred->trace.events[0];
        QCOMPARE(e.rule, 7);
        QCOMPARE(e.side, Side::Prediction);
        QCOMPARE(std::string(e.spans[0].textIn(pred)), std::string("count(dog_id)"));
        QCOMPARE(formatEvent(e, pred),
                 std::string("prediction: rule 7 fired at \"count(dog_id)\": count(dogs.dog_id) -> "
                             "count(*); facts: dogs.dog_id is NOT NULL (pragma)"));
        QCOMPARE(v.errorText(), std::string());
        QCOMPARE(v.hardness.level, std::string("easy"));
    }

    void tracesWithoutTextsKeepEventsAndVerdicts() {
        EsmPlusOptions lean;
        lean.traceTexts = false;
        EsmPlusEvaluator full(*schemas_), withoutTexts(*schemas_, lean);
        const std::string gold = "SELECT DISTINCT dog_id FROM dogs WHERE age BETWEEN 2 AND 5";
        const std::string pred = "SELECT count(dog_id) FROM dogs";
        for (const std::string& p : {gold, pred}) {
            EsmPlusVerdict a = full.evaluate("dogs", gold, p);
            EsmPlusVerdict b = withoutTexts.evaluate("dogs", gold, p);
            QCOMPARE(b.scored, a.scored);
            QCOMPARE(b.exact, a.exact);
            QCOMPARE(b.rules().text(), a.rules().text());
            QCOMPARE(b.pred->trace.events.size(), a.pred->trace.events.size());
            for (size_t i = 0; i < a.pred->trace.events.size(); ++i) {
                const RuleEvent& e = b.pred->trace.events[i];
                QCOMPARE(e.rule, a.pred->trace.events[i].rule);
                QCOMPARE(e.facts.size(), a.pred->trace.events[i].facts.size());
                QVERIFY(e.before.empty() && e.after.empty());
                for (const FactUse& fact : e.facts)
                    QVERIFY(fact.text.empty());
            }
        }
        QVERIFY(!full.evaluate("dogs", gold, pred).pred->trace.events[0].before.empty());
    }

    void goldParsesAreCached() {
        EsmPlusEvaluator evaluator(*schemas_);
        EsmPlusVerdict a =
            evaluator.evaluate("dogs", "SELECT name FROM dogs", "SELECT name FROM dogs");
        EsmPlusVerdict b =
            evaluator.evaluate("dogs", "SELECT name FROM dogs", "SELECT age FROM dogs");
        QCOMPARE(a.gold.get(), b.gold.get());
        QVERIFY(a.exact);
        QVERIFY(!b.exact);
        QCOMPARE(b.match.failed, std::string("select"));
    }

    void notExecutableAndUnknownDatabase() {
        EsmPlusEvaluator evaluator(*schemas_, EsmPlusOptions{EsmPlusMode::Reference, {}});
        ExecutionCheck refuse = [](const std::string& path, std::string_view) {
            return PredExecution{false, "no such table: " + path.substr(path.size() - 11)};
        };
        EsmPlusVerdict v =
            evaluator.evaluate("dogs", "SELECT name FROM dogs", "SELECT name FROM dogs", refuse);
        QVERIFY(v.scored);
        QVERIFY(v.executionChecked);
        QVERIFY(!v.exact);
        QVERIFY(!v.pred);
        QCOMPARE(v.predStatus, PredStatus::NotExecutable);
        QCOMPARE(v.errorText(),
                 std::string("prediction not executable: no such table: dogs.sqlite"));
        EsmPlusVerdict unknown = evaluator.evaluate("nowhere", "SELECT 1", "SELECT 1");
        QVERIFY(!unknown.scored);
        QCOMPARE(
            unknown.errorText(),
            std::string("schema: db_id 'nowhere' has no database file and is not in tables.json"));
        EsmPlusVerdict badGold = evaluator.evaluate("dogs", "SELECT nam FROM dogs", "SELECT 1");
        QVERIFY(!badGold.scored);
        QCOMPARE(badGold.errorText(), std::string("gold: AssertionError: Error col: nam"));
    }

    void oneEvaluatorManyThreads() {
        EsmPlusEvaluator evaluator(*schemas_, EsmPlusOptions{EsmPlusMode::Strict, {}});
        std::vector<std::thread> threads;
        std::vector<int> matches(8, 0);
        for (int t = 0; t < 8; ++t) {
            threads.emplace_back([&, t] {
                for (int i = 0; i < 50; ++i) {
                    EsmPlusVerdict v = evaluator.evaluate(
                        "dogs", "SELECT name FROM dogs WHERE age BETWEEN 2 AND 5",
                        "SELECT name FROM dogs WHERE age >= 2 AND age <= 5");
                    matches[static_cast<size_t>(t)] += v.exact ? 1 : 0;
                }
            });
        }
        for (std::thread& thread : threads)
            thread.join();
        for (int m : matches)
            QCOMPARE(m, 50);
    }

private:
    QTemporaryDir dir_;
    std::string dbPath_;
    std::string error_;
    std::unique_ptr<sqlscope::schema::Catalog> catalog_;
    std::unique_ptr<EsmPlusSchemas> schemas_;
};

SQLSCOPE_TEST_SUITE(EsmPlusEvaluatorTest)
#include "esm_plus_evaluator_test.moc"
