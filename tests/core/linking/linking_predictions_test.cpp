// A schema-linking model's prediction file
// (docs/metrics/linking.md#where-the-prediction-comes-from): both entry forms, names lowercased and
// deduplicated, positioned errors for every malformed entry and unknown id, and scoring a file's
// entry against the gold SQL's elements per question.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <fstream>
#include <memory>
#include <string>

#include "core/linking/linking_evaluator.h"
#include "core/linking/linking_predictions.h"
#include "core/schema/catalog.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::linking;

namespace {

std::string error(const std::string& text, std::optional<size_t> count = 1034) {
    return parseLinkingPredictions(text, "links.json", count).error;
}

}  // namespace

class LinkingPredictionsTest : public QObject {
    Q_OBJECT

private slots:
    void bothForms() {
        LinkingPredictionsLoad load = parseLinkingPredictions(
            "{\n"
            "  \"0\": [\"Singer\", \"singer.Name\", \"singer.name\", \"singer\"],\n"
            "  \"12\": {\"tables\": [\"concert\", \"stadium\"], \"columns\": [\"concert.year\"]},\n"
            "  \"3\": []\n"
            "}\n",
            "links.json", 13);
        QVERIFY2(load.ok(), load.error.c_str());
        const LinkingPredictions& p = load.predictions;
        QCOMPARE(p.byQuestion.size(), size_t(3));
        QCOMPARE(p.byQuestion.at(0).tables, std::vector<std::string>{"singer"});
        QCOMPARE(p.byQuestion.at(0).columns, std::vector<std::string>{"singer.name"});
        QCOMPARE(p.byQuestion.at(0).line, 2u);
        QCOMPARE(p.byQuestion.at(0).column, 3u);
        QCOMPARE(p.byQuestion.at(12).tables, (std::vector<std::string>{"concert", "stadium"}));
        QCOMPARE(p.byQuestion.at(12).columns, std::vector<std::string>{"concert.year"});
        QVERIFY(p.byQuestion.at(3).tables.empty());

        QueryElements e = p.elements(12);
        QCOMPARE(e.source, ElementSource::File);
        QCOMPARE(e.tables.size(), size_t(2));
        QCOMPARE(e.columns[0].name, std::string("concert.year"));
        QVERIFY(e.columns[0].spans.empty());
        QueryElements absent = p.elements(5);
        QCOMPARE(absent.source, ElementSource::File);
        QVERIFY(absent.tables.empty() && absent.columns.empty());
        QCOMPARE(absent.diagnostic, std::string("no linking prediction for question 5"));
    }

    void positionedErrors() {
        QCOMPARE(error("[1]"),
                 std::string("links.json:1:1: expected a JSON object mapping question "
                             "ids to linking predictions, found array"));
        QCOMPARE(error("{\"0\": [\"singer\"],\n \"1\": [],\n \"2\": [],\n \"1034\": []}"),
                 std::string("links.json:4:2: unknown question id '1034': the gold file has 1034 "
                             "pairs (ids 0 to 1033)"));
        QCOMPARE(error("{\n  \"q1\": []}"),
                 std::string("links.json:2:3: question id 'q1' is not a pair index (a "
                             "non-negative integer: \"0\", \"1\", ...)"));
        QCOMPARE(error("{\"01\": []}"),
                 std::string("links.json:1:2: question id '01' is not a pair index (a "
                             "non-negative integer: \"0\", \"1\", ...)"));
        QCOMPARE(error("{\"-1\": []}").substr(0, 40),
                 std::string("links.json:1:2: question id '-1' is not "));
        QCOMPARE(error("{\n  \"7\": [],\n  \"7\": [\"dogs\"]}"),
                 std::string("links.json:3:3: question id '7' appears twice (first at line 2)"));
        QCOMPARE(error("{\"0\": [\"singer\", 3]}"),
                 std::string("links.json:1:18: question '0': expected a name (string), found "
                             "number"));
        QCOMPARE(error("{\"0\": [\"singer.name.x\"]}"),
                 std::string("links.json:1:8: question '0': 'singer.name.x' is not a \"table\" "
                             "or \"table.column\" name"));
        QCOMPARE(error("{\"0\": [\"\"]}"),
                 std::string("links.json:1:8: question '0': '' is not a \"table\" or "
                             "\"table.column\" name"));
        QCOMPARE(error("{\"0\": [\".name\"]}"),
                 std::string("links.json:1:8: question '0': '.name' is not a \"table\" or "
                             "\"table.column\" name"));
        QCOMPARE(error("{\"0\": {\"cols\": []}}"),
                 std::string("links.json:1:8: question '0': unknown key 'cols' (expected "
                             "\"tables\" and \"columns\")"));
        QCOMPARE(error("{\"0\": {\"tables\": \"singer\"}}"),
                 std::string("links.json:1:18: question '0': \"tables\" must be a list of names, "
                             "found string"));
        QCOMPARE(error("{\"0\": {\"tables\": [\"singer.name\"]}}"),
                 std::string("links.json:1:19: question '0': 'singer.name' in \"tables\" is a "
                             "table.column name"));
        QCOMPARE(error("{\"0\": {\"columns\": [\"singer\"]}}"),
                 std::string("links.json:1:20: question '0': 'singer' in \"columns\" is not a "
                             "table.column name"));
        QCOMPARE(error("{\"0\": 5}"),
                 std::string("links.json:1:7: question '0': expected a list of \"table\" and "
                             "\"table.column\" names, or an object with \"tables\" and "
                             "\"columns\", found number"));
        // Columns count code points, not bytes.
        QCOMPARE(error("{\"0\": [\"é\", 1]}"),
                 std::string("links.json:1:13: question '0': expected a name (string), found "
                             "number"));
        QCOMPARE(error("{\"0\": [\"singer\"]\n"),
                 std::string("links.json: invalid JSON: parse error at line 2, column 1: syntax "
                             "error while parsing object - unexpected end of input; expected '}'"));
        // Without a question count every index is accepted.
        QVERIFY(parseLinkingPredictions("{\"99999\": []}", "x", std::nullopt).ok());
        QCOMPARE(error("{\"0\": []}", 0),
                 std::string("links.json:1:2: unknown question id '0': the gold file has 0 pairs "
                             "(there are no pairs)"));
    }

    void readsFiles() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/links.json";
        std::ofstream(path) << "\xEF\xBB\xBF{\"0\": [\"dogs\", \"dogs.name\"],\n \"x\": []}";
        LinkingPredictionsLoad load = readLinkingPredictions(path, 2);
        QCOMPARE(load.error, path +
                                 ":2:2: question id 'x' is not a pair index (a non-negative "
                                 "integer: \"0\", \"1\", ...)");
        const std::string missing = dir.path().toStdString() + "/missing.json";
        QCOMPARE(readLinkingPredictions(missing).error,
                 missing + ": cannot read: No such file or directory");
    }

    // Ŝ from the file, S* from the gold SQL, per question.
    void scoresAgainstTheGold() {
        QTemporaryDir dir;
        QVERIFY(!sqlscope::testing::buildFixtureDatabase(dir.path().toStdString(), "dogs").empty());
        auto catalog = sqlscope::schema::Catalog::fromTablesJson(
            sqlscope::testing::fixtureDir("dogs") + "tables.json");
        QVERIFY(catalog.ok());
        LinkingPredictionsLoad load = parseLinkingPredictions(
            "{\"0\": [\"dogs\", \"owners\", \"dogs.name\", \"dogs.owner_id\", \"owners.owner_id\", "
            "\"owners.city\"], \"1\": {\"tables\": [\"dogs\"], \"columns\": [\"dogs.name\"]}}",
            "links.json", 3);
        QVERIFY2(load.ok(), load.error.c_str());
        auto file = std::make_shared<const LinkingPredictions>(std::move(load.predictions));
        LinkingContext context(catalog.catalog, {dir.path().toStdString()}, file);
        LinkingEvaluator evaluator(context);
        const std::string gold =
            "SELECT T1.name FROM dogs AS T1 JOIN owners AS T2 ON T1.owner_id "
            "= T2.owner_id WHERE T2.city = 'Austin'";
        // The verdict itself scores the predicted SQL ...
        LinkingVerdict v = evaluator.evaluate("dogs", gold, "SELECT 1");
        QCOMPARE(v.predictionFile, file);
        QCOMPARE(v.scores.all.f1Plus, 0.0);
        // ... the file's entry per question.
        LinkingVerdict q0 = v.reported(0);
        QCOMPARE(q0.pred->source, ElementSource::File);
        QCOMPARE(q0.scores.all.f1Plus, 1.0);
        LinkingVerdict q1 = v.reported(1);
        QCOMPARE(q1.scores.tables.recall, 0.5);
        QCOMPARE(q1.scores.tables.precision, 1.0);
        QCOMPARE(q1.scores.columns.recall, 0.25);
        QCOMPARE(q1.scores.columns.f1Plus, 0.0);
        LinkingVerdict q2 = v.reported(2);  // absent: predicts nothing
        QCOMPARE(q2.scores.all.recall, 0.0);
        QCOMPARE(q2.scores.all.precision, 0.0);
        // Without a file, reported() is the SQL's verdict.
        LinkingContext plain(catalog.catalog, {dir.path().toStdString()});
        LinkingEvaluator sqlOnly(plain);
        LinkingVerdict s = sqlOnly.evaluate("dogs", gold, gold);
        QCOMPARE(s.reported(0).scores.all.f1Plus, 1.0);
        QCOMPARE(s.reported(0).pred->source, ElementSource::Authorizer);
    }
};

SQLSCOPE_TEST_SUITE(LinkingPredictionsTest)
#include "linking_predictions_test.moc"
