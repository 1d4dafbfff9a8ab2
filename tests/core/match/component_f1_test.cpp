// Component precision, recall and F1 (docs/metrics/component.md#per-pair-score) with
// exact values: the edge cases of the definition, the worked examples of
// docs/metrics/component.md#worked-examples, and the spans every item keeps in its own query (what
// the GUI highlights).
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <string>
#include <vector>

#include "core/match/component/component_analyzer.h"
#include "core/match/component/component_f1.h"
#include "core/match/component/component_items.h"
#include "core/schema/catalog.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::match::component;

namespace {

ItemSet items(const std::vector<std::string>& texts) {
    ItemSet set;
    for (const std::string& text : texts)
        addItem(set, text, {});
    return set;
}

// "text@source" of every span of every item of a component.
std::string spansOf(const ItemSet& set, std::string_view source) {
    std::string out;
    for (const Item& item : set) {
        for (sqlscope::sql::Span span : item.spans) {
            if (!out.empty()) out += ", ";
            out += item.text + "@" + std::string(span.textIn(source));
        }
    }
    return out;
}

const ComponentScore& score(const ComponentScores& s, Component c) {
    return s[static_cast<size_t>(c)];
}

}  // namespace

class ComponentF1Test : public QObject {
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

    void bothEmptyIsNotApplicable() {
        const ItemSet none;
        ComponentScore s = scoreItems(none, none);
        QVERIFY(!s.applicable);
        QCOMPARE(s.f1, 0.0);
    }

    void emptyPredictionScoresZero() {
        const ItemSet none, gold = items({"dogs.name"});
        ComponentScore s = scoreItems(none, gold);
        QVERIFY(s.applicable);
        QCOMPARE(s.precision, 0.0);
        QCOMPARE(s.recall, 0.0);
        QCOMPARE(s.f1, 0.0);
        QCOMPARE(s.gold.size(), size_t(1));
        QVERIFY(!s.gold[0].matched);
    }

    void extraPredictionScoresZero() {
        const ItemSet pred = items({"dogs.age asc"}), none;
        ComponentScore s = scoreItems(pred, none);
        QVERIFY(s.applicable);
        QCOMPARE(s.precision, 0.0);
        QCOMPARE(s.recall, 0.0);
        QCOMPARE(s.f1, 0.0);
    }

    void partialOverlap() {
        // p = {a, b, c}, g = {a, b}: P = 2/3, R = 1, F1 = 0.8.
        const ItemSet pred = items({"a", "b", "c"}), gold = items({"b", "a"});
        ComponentScore s = scoreItems(pred, gold);
        QCOMPARE(s.precision, 2.0 / 3.0);
        QCOMPARE(s.recall, 1.0);
        QVERIFY(qFuzzyCompare(s.f1, 0.8));
        QVERIFY(s.pred[0].matched && s.pred[1].matched && !s.pred[2].matched);
    }

    void averageOverApplicableComponents() {
        ComponentScores scores;
        QVERIFY(!averageF1(scores).has_value());
        const ItemSet a = items({"a"}), b = items({"b"}), ab = items({"a", "b"});
        scores[0] = scoreItems(a, a);   // 1
        scores[2] = scoreItems(a, b);   // 0
        scores[6] = scoreItems(ab, a);  // 2/3
        QVERIFY(qFuzzyCompare(*averageF1(scores), (1.0 + 0.0 + 2.0 / 3.0) / 3.0));
    }

    // Worked example 1: SELECT P = R = F1 = 0.5.
    void workedExample1() {
        QueryAnalysis pred = analyzeQuery("SELECT s.name, s.age FROM students s", nullptr);
        QueryAnalysis gold = analyzeQuery(
            "SELECT s.name, AVG(g.score) FROM students s JOIN grades g ON s.id = g.student_id",
            nullptr);
        ComponentScores s = scoreComponents(&pred, gold, PredicateItems::Atom);
        const ComponentScore& select = score(s, Component::Select);
        QCOMPARE(select.precision, 0.5);
        QCOMPARE(select.recall, 0.5);
        QCOMPARE(select.f1, 0.5);
        QCOMPARE(std::string(select.pred[1].text), std::string("students.age"));
        QCOMPARE(std::string(select.gold[1].text), std::string("avg(grades.score)"));
    }

    // Worked example 2: Avg-F1 0.75 (atom) / 0.917 (part, the seed's 0.92).
    void workedExample2() {
        QueryAnalysis pred = analyzeQuery("SELECT name FROM students WHERE age > 18", nullptr);
        QueryAnalysis gold = analyzeQuery("SELECT name FROM students WHERE age >= 18", nullptr);
        ComponentScores atom = scoreComponents(&pred, gold, PredicateItems::Atom);
        QCOMPARE(score(atom, Component::Where).f1, 0.0);
        QCOMPARE(*averageF1(atom), 0.75);
        for (Component c : {Component::GroupBy, Component::OrderBy, Component::Having})
            QVERIFY(!score(atom, c).applicable);
        QCOMPARE(score(atom, Component::Keywords).f1, 1.0);
        ComponentScores part = scoreComponents(&pred, gold, PredicateItems::Part);
        QCOMPARE(score(part, Component::Where).precision, 2.0 / 3.0);
        QCOMPARE(score(part, Component::Where).recall, 2.0 / 3.0);
        QVERIFY(qFuzzyCompare(score(part, Component::Where).f1, 2.0 / 3.0));
        QVERIFY(qFuzzyCompare(*averageF1(part), 11.0 / 12.0));
    }

    // Worked example 3 on the fixture: Avg-F1 = (1 + 2/3 + 0 + 0.75) / 4.
    void workedExample3() {
        ComponentVerdict v = analyzer_->evaluate(
            "dogs",
            "SELECT name FROM dogs WHERE owner_id IN (SELECT owner_id FROM owners WHERE city = "
            "'Austin')",
            "SELECT T1.name FROM dogs AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id WHERE "
            "T2.city = 'Austin'");
        QVERIFY(v.scored);
        QCOMPARE(*v.f1(Component::Select), 1.0);
        QCOMPARE(v.component(Component::From).precision, 0.5);
        QCOMPARE(v.component(Component::From).recall, 1.0);
        QVERIFY(qFuzzyCompare(*v.f1(Component::From), 2.0 / 3.0));
        QCOMPARE(*v.f1(Component::Where), 0.0);
        QCOMPARE(v.component(Component::Keywords).precision, 0.75);
        QCOMPARE(v.component(Component::Keywords).recall, 0.75);
        QCOMPARE(*v.f1(Component::Keywords), 0.75);
        QVERIFY(!v.f1(Component::GroupBy) && !v.f1(Component::OrderBy) && !v.f1(Component::Having));
        QVERIFY(qFuzzyCompare(*v.avgF1, (1.0 + 2.0 / 3.0 + 0.0 + 0.75) / 4.0));
    }

    // Worked example 4: an unparseable prediction scores 0 where gold has items.
    void workedExample4() {
        ComponentVerdict v =
            analyzer_->evaluate("dogs", "SELECT name FROM dogs", "SELEC name FROM dogs");
        QVERIFY(v.scored);
        QVERIFY(!v.predParsed());
        QCOMPARE(v.pred->parseError, std::string("1:1: expected SELECT, found 'SELEC'"));
        for (Component c : {Component::Select, Component::From, Component::Keywords})
            QCOMPARE(*v.f1(c), 0.0);
        for (Component c :
             {Component::Where, Component::GroupBy, Component::OrderBy, Component::Having})
            QVERIFY(!v.f1(c).has_value());
        QCOMPARE(*v.avgF1, 0.0);
    }

    void itemSpansPointIntoTheirQuery() {
        const std::string q =
            "SELECT T1.name, count(*) FROM dogs AS T1 JOIN owners AS T2 ON T1.owner_id = "
            "T2.owner_id WHERE T2.city = 'Austin' AND T1.age > 3 GROUP BY T1.name ORDER BY "
            "count(*) DESC";
        QueryAnalysis a = analyzer_->analyze("dogs", q);
        QVERIFY(a.parsed);
        QCOMPARE(spansOf(a.component(Component::Select), q),
                 std::string("dogs.name@T1.name, count(*)@count(*)"));
        QCOMPARE(spansOf(a.component(Component::From), q), std::string("dogs@dogs, owners@owners"));
        QCOMPARE(spansOf(a.component(Component::Where), q),
                 std::string("owners.city = 'Austin'@T2.city = 'Austin', dogs.age > 3@T1.age > 3"));
        QCOMPARE(spansOf(a.component(Component::GroupBy), q), std::string("dogs.name@T1.name"));
        QCOMPARE(spansOf(a.component(Component::OrderBy), q),
                 std::string("count(*) desc@count(*) DESC"));
        QCOMPARE(spansOf(a.component(Component::Keywords), q),
                 std::string("select@SELECT, from@FROM, where@WHERE, group by@GROUP BY, order "
                             "by@ORDER BY, join@JOIN, count@count, count@count"));
    }

    void partSpans() {
        const std::string q = "SELECT name FROM dogs WHERE age >= 18 AND name LIKE 'R%'";
        QueryAnalysis a = analyzer_->analyze("dogs", q);
        QCOMPARE(spansOf(a.componentItems(Component::Where, PredicateItems::Part), q),
                 std::string("dogs.age@age, >=@>=, 18@18, dogs.name@name, like@LIKE, 'R%'@'R%'"));
    }

    void keywordSpansOfWordsInsideExpressions() {
        const std::string q =
            "SELECT name FROM dogs WHERE age NOT BETWEEN 2 AND 5 AND nickname IS NOT NULL AND "
            "dog_id NOT IN (SELECT dog_id FROM treatments)";
        QueryAnalysis a = analyzer_->analyze("dogs", q);
        QCOMPARE(spansOf(a.component(Component::Keywords), q),
                 std::string("select@SELECT, select@SELECT, from@FROM, from@FROM, where@WHERE, "
                             "in@IN, not@NOT, not@NOT, not@NOT, between@BETWEEN, is null@IS NOT "
                             "NULL"));
    }

    void highlightsNameMissingAndExtraItems() {
        const std::string gold = "SELECT name FROM dogs WHERE age >= 18";
        const std::string pred = "SELECT name FROM dogs WHERE age > 18";
        ComponentVerdict v = analyzer_->evaluate("dogs", gold, pred);
        std::vector<std::string> got;
        for (const Highlight& h : v.highlights()) {
            const std::string& source = h.side == Side::Gold ? gold : pred;
            got.push_back(std::string(sideName(h.side)) + " " + h.kind + " '" +
                          std::string(h.span.textIn(source)) + "': " + h.message);
        }
        std::vector<std::string> expected = {
            "prediction extra_item 'age > 18': WHERE: dogs.age > 18 is not in gold",
            "gold missing_item 'age >= 18': WHERE: the prediction lacks dogs.age >= 18",
            "prediction wrong_predicates 'age > 18': WHERE compares dogs.age > 18, gold has "
            "dogs.age >= 18",
            "gold wrong_predicates 'age >= 18': WHERE compares dogs.age > 18, gold has dogs.age "
            ">= 18",
        };
        QCOMPARE(got, expected);
    }

private:
    QTemporaryDir dir_;
    std::unique_ptr<sqlscope::schema::Catalog> catalog_;
    std::unique_ptr<ComponentAnalyzer> analyzer_;
};

SQLSCOPE_TEST_SUITE(ComponentF1Test)
#include "component_f1_test.moc"
