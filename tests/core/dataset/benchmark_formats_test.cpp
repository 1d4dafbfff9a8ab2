// Benchmark and prediction formats (docs/cli.md, "Benchmark formats"):
// Spider, CoSQL/SParC, BIRD and JSON Lines, format detection, the count
// rule and --allow-missing, and every error naming file, line and reason.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <fstream>
#include <string>

#include "core/dataset/benchmark.h"
#include "tests/test_registry.h"

using namespace sqlscope::dataset;

class BenchmarkFormatsTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    std::string write(const std::string& name, const std::string& content) {
        std::string path = dir_.path().toStdString() + "/" + name;
        std::ofstream(path, std::ios::binary) << content;
        return path;
    }
    std::string pathOf(const std::string& name) { return dir_.path().toStdString() + "/" + name; }

    static ReadOptions withFormat(Format format) {
        ReadOptions options;
        options.format = format;
        return options;
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void spiderGold() {
        std::string gold = write("gold.txt", "SELECT 1\tdb_a\nSELECT 2\tdb_b\n");
        BenchmarkLoad load = readBenchmark(gold, {});
        QVERIFY(load.ok());
        QCOMPARE(load.benchmark.format, Format::Spider);
        QCOMPARE(load.benchmark.items.size(), size_t(2));
        QCOMPARE(load.benchmark.items[1].dbId, std::string("db_b"));
        QCOMPARE(load.benchmark.items[1].gold, std::string("SELECT 2"));
        QCOMPARE(load.benchmark.items[1].line, 2u);
        QCOMPARE(load.benchmark.items[1].id, std::string("1"));
        QCOMPARE(load.benchmark.items[1].interaction, -1);
    }

    void goldWithoutDbIdIsAnError() {
        // A truncated gold file: the last line lost its TAB and db_id.
        std::string gold = write("truncated.txt", "SELECT 1\tdb_a\nSELECT name FROM sin");
        BenchmarkLoad load = readBenchmark(gold, {});
        QVERIFY(!load.ok());
        QCOMPARE(load.error->text(),
                 gold + ":2: no db_id: a gold line is SQL<TAB>db_id (truncated file?)");
    }

    void unreadableGold() {
        BenchmarkLoad load = readBenchmark(pathOf("absent.txt"), {});
        QVERIFY(!load.ok());
        QCOMPARE(load.error->text(),
                 pathOf("absent.txt") + ": cannot read: No such file or directory");
    }

    void cosqlInteractions() {
        std::string gold =
            write("cosql.txt", "SELECT 1\td\nSELECT 2\td\n\nSELECT 3\td\n\n\nSELECT 4\td\n");
        BenchmarkLoad load = readBenchmark(gold, {});  // detected: blank lines between queries
        QVERIFY(load.ok());
        QCOMPARE(load.benchmark.format, Format::Cosql);
        const auto& items = load.benchmark.items;
        QCOMPARE(items.size(), size_t(4));
        QCOMPARE(items[0].interaction, 0);
        QCOMPARE(items[1].interaction, 0);
        QCOMPARE(items[1].turn, 1);
        QCOMPARE(items[2].interaction, 1);
        QCOMPARE(items[2].turn, 0);
        QCOMPARE(items[3].interaction, 2);
        QCOMPARE(load.benchmark.interactionCount(), size_t(3));

        // Predictions pair by non-blank lines, wherever their blank lines are.
        std::string pred = write("cosql_pred.txt", "SELECT 1\nSELECT 2\nSELECT 3\n\nSELECT 4\n");
        PredictionLoad p = readPredictions(pred, load.benchmark, {});
        QVERIFY(p.ok());
        QCOMPARE(p.file.predictions[3].sql, std::string("SELECT 4"));
        QCOMPARE(p.file.predictions[3].line, 5u);
    }

    void cosqlMissingTurnWithOverlap() {
        std::string gold = write("cosql2.txt", "SELECT 1\td\nSELECT 2\td\n\nSELECT 3\td\n");
        BenchmarkLoad load = readBenchmark(gold, {});
        QVERIFY(load.ok());
        // The first interaction lost its second turn: with the overlap scored,
        // turns pair by (interaction, turn), so SELECT 3 still meets its gold.
        std::string pred = write("cosql2_pred.txt", "SELECT 1\n\nSELECT 3\n");
        ReadOptions options;
        options.allowMissing = true;
        PredictionLoad p = readPredictions(pred, load.benchmark, options);
        QVERIFY(p.ok());
        QVERIFY(!p.file.predictions[0].missing);
        QVERIFY(p.file.predictions[1].missing);
        QCOMPARE(p.file.predictions[2].sql, std::string("SELECT 3"));
        QCOMPARE(p.file.missingCount(), size_t(1));
        QCOMPARE(p.file.problems.size(), size_t(1));
        QCOMPARE(p.file.problems[0].text(),
                 pred + ": 1 of 3 gold queries have no prediction, scored as failures (index 1)");
    }

    void countMismatchIsAnErrorUnlessOverlapAsked() {
        std::string gold = write("g3.txt", "SELECT 1\td\nSELECT 2\td\nSELECT 3\td\n");
        std::string pred = write("p2.txt", "SELECT 1\nSELECT 2\n");
        BenchmarkLoad load = readBenchmark(gold, {});
        QVERIFY(load.ok());
        PredictionLoad strict = readPredictions(pred, load.benchmark, {});
        QVERIFY(!strict.ok());
        QCOMPARE(strict.error->text(), pred + ": 2 predictions for 3 gold queries");

        ReadOptions overlap;
        overlap.allowMissing = true;
        PredictionLoad loose = readPredictions(pred, load.benchmark, overlap);
        QVERIFY(loose.ok());
        QCOMPARE(loose.file.predictions.size(), size_t(3));  // never dropped
        QVERIFY(loose.file.predictions[2].missing);
        QCOMPARE(loose.file.name, std::string("p2"));

        // More predictions than gold: the extra ones are listed.
        std::string longer = write("p4.txt", "SELECT 1\nSELECT 2\nSELECT 3\nSELECT 4\n");
        PredictionLoad extra = readPredictions(longer, load.benchmark, overlap);
        QVERIFY(extra.ok());
        QCOMPARE(extra.file.problems.size(), size_t(1));
        QCOMPARE(extra.file.problems[0].text(),
                 longer + ":4: prediction beyond the gold's items, ignored");
    }

    void predictionDbIdMismatchIsListed() {
        std::string gold = write("g1.txt", "SELECT 1\tdb_a\n");
        std::string pred = write("p1.txt", "SELECT 1\tdb_b\n");
        BenchmarkLoad load = readBenchmark(gold, {});
        PredictionLoad p = readPredictions(pred, load.benchmark, {});
        QVERIFY(p.ok());
        QCOMPARE(p.file.problems.size(), size_t(1));
        QCOMPARE(p.file.problems[0].text(),
                 pred + ":1: db_id 'db_b' differs from the gold's 'db_a' (gold line 1)");
    }

    void spiderQuestions() {
        std::string gold = write("gq.txt", "SELECT 1\tdb_a\nSELECT 2\tdb_b\n");
        std::string questions =
            write("dev.json",
                  "[\n  {\"db_id\": \"db_a\", \"question\": \"One?\", \"query\": \"SELECT 1\"},\n"
                  "  {\"db_id\": \"db_b\", \"question\": \"Two?\", \"query\": \"SELECT 2\"}\n]\n");
        ReadOptions options;
        options.questionsFile = questions;
        BenchmarkLoad load = readBenchmark(gold, options);
        QVERIFY(load.ok());
        QCOMPARE(load.benchmark.items[1].question, std::string("Two?"));

        std::string wrong = write(
            "dev_wrong.json",
            "[\n  {\"db_id\": \"db_a\", \"question\": \"One?\"},\n  {\"db_id\": \"db_c\"}\n]\n");
        options.questionsFile = wrong;
        BenchmarkLoad bad = readBenchmark(gold, options);
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error->text(),
                 wrong + ":3: entry 1 is about db_id 'db_c', but gold line 2 is about 'db_b'");
    }

    void spiderDevJsonAsGold() {
        std::string gold = write(
            "dev_gold.json", "[{\"db_id\": \"d\", \"question\": \"Q\", \"query\": \"SELECT 5\"}]");
        BenchmarkLoad load = readBenchmark(gold, {});
        QVERIFY(load.ok());
        QCOMPARE(load.benchmark.format, Format::Spider);
        QCOMPARE(load.benchmark.items[0].gold, std::string("SELECT 5"));
        QCOMPARE(load.benchmark.items[0].question, std::string("Q"));
    }

    void birdDevAndPredictions() {
        std::string dev =
            write("bird_dev.json",
                  "[\n"
                  "  {\"question_id\": 0, \"db_id\": \"dogs\", \"question\": \"How many?\",\n"
                  "   \"evidence\": \"dogs are rows\", \"SQL\": \"SELECT count(*) FROM dogs\",\n"
                  "   \"difficulty\": \"simple\"},\n"
                  "  {\"question_id\": 1, \"db_id\": \"dogs\", \"question\": \"Names?\",\n"
                  "   \"evidence\": \"\", \"SQL\": \"SELECT name FROM dogs\", \"difficulty\": "
                  "\"moderate\"}\n"
                  "]\n");
        BenchmarkLoad load = readBenchmark(dev, {});
        QVERIFY(load.ok());
        QCOMPARE(load.benchmark.format, Format::Bird);
        QCOMPARE(load.benchmark.items[0].evidence, std::string("dogs are rows"));
        QCOMPARE(load.benchmark.items[1].difficulty, std::string("moderate"));
        QCOMPARE(load.benchmark.items[1].line, 5u);
        QVERIFY(load.benchmark.hasDifficulty());

        std::string pred =
            write("predict_dev.json",
                  "{\n  \"1\": \"SELECT name FROM dogs\\t----- bird -----\\tdogs\",\n"
                  "  \"0\": \"SELECT count(*) FROM dogs\\t----- bird -----\\tdogs\"\n}\n");
        PredictionLoad p = readPredictions(pred, load.benchmark, {});
        QVERIFY(p.ok());
        QCOMPARE(p.file.predictions[0].sql, std::string("SELECT count(*) FROM dogs"));
        QCOMPARE(p.file.predictions[0].line, 3u);
        QCOMPARE(p.file.predictions[1].sql, std::string("SELECT name FROM dogs"));
        QCOMPARE(p.file.predictions[1].line, 2u);
        QVERIFY(p.file.problems.empty());

        std::string short1 =
            write("predict_short.json", "{\"0\": \"SELECT 1\\t----- bird -----\\tdogs\"}");
        PredictionLoad s = readPredictions(short1, load.benchmark, {});
        QVERIFY(!s.ok());
        QCOMPARE(s.error->text(), short1 + ": 1 predictions for 2 gold queries");

        std::string badKey =
            write("predict_key.json", "{\n\"0\": \"SELECT 1\",\n\"x\": \"SELECT 2\"\n}");
        PredictionLoad k = readPredictions(badKey, load.benchmark, {});
        QVERIFY(!k.ok());
        QCOMPARE(k.error->text(), badKey + ":3: key \"x\" is not a question index (0..1)");

        std::string truncated =
            write("predict_trunc.json", "{\n\"0\": \"SELECT 1\",\n\"1\": \"SEL");
        PredictionLoad t = readPredictions(truncated, load.benchmark, {});
        QVERIFY(!t.ok());
        QVERIFY(t.error->text().starts_with(truncated + ":3: invalid JSON: parse error at line 3"));
    }

    void birdDevMissingField() {
        std::string dev = write("bird_bad.json",
                                "[\n  {\"db_id\": \"dogs\", \"SQL\": \"SELECT 1\"},\n"
                                "  {\"db_id\": \"dogs\", \"question\": \"x\", \"SQL\": 3}\n]");
        ReadOptions options = withFormat(Format::Bird);
        BenchmarkLoad load = readBenchmark(dev, options);
        QVERIFY(!load.ok());
        QCOMPARE(load.error->text(),
                 dev + ":3: entry 1: field \"SQL\" must be a string, not a number");
    }

    void jsonlWithFieldNames() {
        std::string gold = write("gold.jsonl",
                                 "{\"qid\": \"a\", \"db\": \"dogs\", \"q\": \"How many?\", "
                                 "\"sql\": \"SELECT count(*) FROM dogs\"}\n"
                                 "\n"
                                 "{\"qid\": \"b\", \"db\": \"dogs\", \"sql\": \"SELECT 1\"}\n");
        ReadOptions options;
        options.fields.id = "qid";
        options.fields.dbId = "db";
        options.fields.question = "q";
        options.fields.gold = "sql";
        options.fields.pred = "prediction";
        BenchmarkLoad load = readBenchmark(gold, options);
        QVERIFY(load.ok());
        QCOMPARE(load.benchmark.format, Format::Jsonl);
        QCOMPARE(load.benchmark.items[1].id, std::string("b"));
        QCOMPARE(load.benchmark.items[1].line, 3u);
        QCOMPARE(load.benchmark.items[0].question, std::string("How many?"));

        // Paired by id, in any order.
        std::string pred = write("pred.jsonl",
                                 "{\"qid\": \"b\", \"prediction\": \"SELECT 2\"}\n"
                                 "{\"qid\": \"a\", \"prediction\": \"SELECT 3\"}\n");
        PredictionLoad p = readPredictions(pred, load.benchmark, options);
        QVERIFY(p.ok());
        QCOMPARE(p.file.predictions[0].sql, std::string("SELECT 3"));
        QCOMPARE(p.file.predictions[1].sql, std::string("SELECT 2"));

        std::string unknown = write("pred_unknown.jsonl",
                                    "{\"qid\": \"a\", \"prediction\": \"SELECT 3\"}\n"
                                    "{\"qid\": \"z\", \"prediction\": \"SELECT 2\"}\n");
        PredictionLoad u = readPredictions(unknown, load.benchmark, options);
        QVERIFY(!u.ok());
        QCOMPARE(u.error->text(), unknown + ":2: id 'z' is not an id of the gold");

        std::string noField = write("pred_nofield.jsonl", "{\"qid\": \"a\", \"pred\": \"x\"}\n");
        PredictionLoad n = readPredictions(noField, load.benchmark, options);
        QVERIFY(!n.ok());
        QCOMPARE(n.error->text(), noField + ":1: missing field \"prediction\"");
    }

    void jsonlMalformedLine() {
        std::string gold = write("bad.jsonl",
                                 "{\"id\": 1, \"db_id\": \"d\", \"gold\": \"SELECT 1\"}\n"
                                 "{\"id\": 2, \"db_id\": \"d\", \"gold\": \"SELECT\n");
        BenchmarkLoad load = readBenchmark(gold, {});
        QVERIFY(!load.ok());
        QVERIFY(load.error->text().starts_with(gold + ":2: invalid JSON: parse error at"));

        std::string dup = write("dup.jsonl",
                                "{\"id\": 1, \"db_id\": \"d\", \"gold\": \"SELECT 1\"}\n"
                                "{\"id\": 1, \"db_id\": \"d\", \"gold\": \"SELECT 2\"}\n");
        BenchmarkLoad d = readBenchmark(dup, {});
        QVERIFY(!d.ok());
        QCOMPARE(d.error->text(), dup + ":2: duplicate id '1' (first on line 1)");

        std::string array = write("array.jsonl", "[1, 2]\n");
        BenchmarkLoad a = readBenchmark(array, {});
        QVERIFY(!a.ok());
        QCOMPARE(a.error->text(), array + ":1: expected a JSON object, found array");
    }

    void formatNames() {
        QCOMPARE(parseFormat("sparc"), std::optional<Format>(Format::Cosql));
        QCOMPARE(parseFormat("bird"), std::optional<Format>(Format::Bird));
        QVERIFY(!parseFormat("csv"));
        QCOMPARE(runNameOf("preds/RASAT+PICARD.txt"), std::string("RASAT+PICARD"));
        QCOMPARE(runNameOf("beta.v2.tsv"), std::string("beta.v2"));
    }
};

SQLSCOPE_TEST_SUITE(BenchmarkFormatsTest)
#include "benchmark_formats_test.moc"
