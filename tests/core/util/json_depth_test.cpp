// Every JSON input has a nesting limit (util/json_depth.h): deeper input is
// "FILE:LINE:COL: JSON nested deeper than 512 levels" at the bracket that
// opens level 513, in every reader, and nothing recurses on it.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <fstream>
#include <string>

#include "core/dataset/benchmark.h"
#include "core/linking/linking_predictions.h"
#include "core/report/report_json.h"
#include "core/schema/catalog.h"
#include "core/util/json_depth.h"
#include "tests/test_registry.h"

using namespace sqlscope;

namespace {

std::string nested(int depth, char open = '[', char close = ']') {
    return std::string(static_cast<size_t>(depth), open) +
           std::string(static_cast<size_t>(depth), close);
}

}  // namespace

class JsonDepthTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    std::string write(const std::string& name, const std::string& content) {
        std::string path = dir_.path().toStdString() + "/" + name;
        std::ofstream(path, std::ios::binary) << content;
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void scanner() {
        QVERIFY(!util::jsonTooDeep(nested(512)));
        auto deep = util::jsonTooDeep(nested(513));
        QVERIFY(deep);
        QCOMPARE(deep->line, 1u);
        QCOMPARE(deep->column, 513u);
        // Brackets inside strings do not count; escaped quotes do not end them.
        QVERIFY(!util::jsonTooDeep("[\"" + std::string(1000, '[') + "\\\"" +
                                   std::string(1000, '{') + "\"]"));
        // An even run of backslashes escapes itself: the quote after it ends
        // the string, and the brackets after that count (an odd run does not).
        auto after = util::jsonTooDeep("[\"a\\\\\"" + nested(3) + "]", 3);
        QVERIFY(after);
        QCOMPARE(after->column, 9u);
        QVERIFY(!util::jsonTooDeep("[\"a\\\\\\\"" + nested(3) + "\"]", 3));
        // Lines and columns (in code points) of the offending bracket.
        auto second =
            util::jsonTooDeep("{\"k\":\n  \"\xC3\xA9\", \"v\": " + nested(600, '{', '}'), 511);
        QVERIFY(second);
        QCOMPARE(second->line, 2u);
        QCOMPARE(second->column, 12u + 511u);
        QCOMPARE(util::jsonTooDeepMessage(), std::string("JSON nested deeper than 512 levels"));
        QVERIFY(!util::jsonTooDeep(nested(2'000'000).substr(0, 0)));
    }

    void tablesJson() {
        std::string path = write("tables.json", nested(2'000'000));
        auto load = schema::Catalog::fromTablesJson(path);
        QVERIFY(!load.ok());
        QCOMPARE(load.error, path + ":1:513: JSON nested deeper than 512 levels");
    }

    void linkingPredictions() {
        std::string text = "{\"0\": " + nested(100'000) + "}";
        auto load = linking::parseLinkingPredictions(text, "links.json", 3);
        QVERIFY(!load.ok());
        QCOMPARE(load.error, std::string("links.json:1:518: JSON nested deeper than 512 levels"));
        // Just inside the limit it is an ordinary, positioned type error.
        auto shallow =
            linking::parseLinkingPredictions("{\"0\": " + nested(511) + "}", "links.json", 3);
        QVERIFY(!shallow.ok());
        QVERIFY(shallow.error.find("nested deeper") == std::string::npos);
    }

    void benchmarkFormats() {
        // Spider dev.json / BIRD dev.json (a JSON array).
        std::string array = write("dev.json", "[\n" + nested(100'000) + "\n]\n");
        dataset::BenchmarkLoad spider = dataset::readBenchmark(array, {});
        QVERIFY(!spider.ok());
        QCOMPARE(spider.error->text(), array + ":2:512: JSON nested deeper than 512 levels");
        // JSON Lines: the line of the file, the column within it.
        std::string jsonl = write("gold.jsonl",
                                  "{\"query\": \"SELECT 1\", \"db_id\": \"a\"}\n"
                                  "{\"query\": " +
                                      nested(100'000) + "}\n");
        dataset::BenchmarkLoad lines = dataset::readBenchmark(jsonl, {});
        QVERIFY(!lines.ok());
        QCOMPARE(lines.error->text(), jsonl + ":2:522: JSON nested deeper than 512 levels");
        // BIRD's predict_dev.json (one object).
        std::string gold = write("gold.txt", "SELECT 1\ta\n");
        dataset::BenchmarkLoad benchmark = dataset::readBenchmark(gold, {});
        QVERIFY(benchmark.ok());
        std::string bird = write("predict_dev.json", "{\"0\": " + nested(100'000) + "}");
        dataset::PredictionLoad predictions =
            dataset::readPredictions(bird, benchmark.benchmark, {});
        QVERIFY(!predictions.ok());
        QCOMPARE(predictions.error->text(), bird + ":1:518: JSON nested deeper than 512 levels");
    }

    void reportJson() {
        std::string path = write("report.json", "{\"schema\": " + nested(100'000) + "}");
        report::ReportLoad load = report::readReportJson(path);
        QVERIFY(!load.ok());
        QCOMPARE(load.error, path + ":1:523: JSON nested deeper than 512 levels");
    }
};

SQLSCOPE_TEST_SUITE(JsonDepthTest)
#include "json_depth_test.moc"
