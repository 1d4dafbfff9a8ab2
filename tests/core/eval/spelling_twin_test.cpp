// Spelling twins (core/eval/spelling_key.h, spelling_twin.h): which texts
// share a key, and that a batch sharing the text metrics of twins reports
// exactly what it reports computing them for every prediction, over every
// demo question's gold and predictions respelled in letter case and final
// semicolon, and over each demo question asked twice in a row. The last two
// tests fail as soon as any text metric starts to read letter case or a
// final semicolon.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/dataset/benchmark.h"
#include "core/dataset/demo_benchmark.h"
#include "core/eval/batch_plan.h"
#include "core/eval/batch_runner.h"
#include "core/eval/spelling_key.h"
#include "core/eval/spelling_twin.h"
#include "core/report/pair_row.h"
#include "core/report/pairs_csv.h"
#include "core/schema/catalog.h"
#include "tests/test_registry.h"

using namespace sqlscope;

namespace {

std::string keyOf(std::string_view text) {
    std::string key = "held:";
    if (!eval::appendSpellingKey(text, key)) return key == "held:" ? "<none>" : "<dirty>";
    return key.substr(5);
}

// `text` with the case of its unquoted ASCII letters set by `upper` (from
// its position among them), and its final semicolons and spaces replaced by
// `ending`.
std::string respell(const std::string& text, bool (*upper)(size_t), const std::string& ending) {
    std::string out;
    char quote = 0;
    size_t letter = 0;
    for (char c : text) {
        if (quote != 0) {
            if (c == quote) quote = 0;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
            const bool up = upper(letter++);
            c = up ? static_cast<char>(c & ~0x20) : static_cast<char>(c | 0x20);
        }
        out += c;
    }
    while (!out.empty() && (out.back() == ';' || out.back() == ' ' || out.back() == '\n'))
        out.pop_back();
    return out + ending;
}

struct Records {
    std::map<std::pair<uint32_t, uint32_t>, std::string> csv;  // (run, item) -> pairs.csv record
    // Predictions, other than the first run's text itself, whose ESM+
    // verdict holds the first run's very object.
    size_t shared = 0;
    // Predictions whose ESM parse is the gold's own (spelled as the gold).
    size_t asGold = 0;
    // (run, item) -> the ESM+ prediction object (held, so that no later
    // object takes its address) and the work item.
    std::map<std::pair<uint32_t, uint32_t>, std::pair<std::shared_ptr<const void>, size_t>>
        esmPlusPred;
};

}  // namespace

class SpellingTwinTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    dataset::DemoLayout layout_;
    dataset::Benchmark benchmark_;  // the demo's
    std::optional<schema::Catalog> catalog_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        const dataset::DemoResult demo = dataset::materializeDemo(dir_.path().toStdString());
        QVERIFY2(demo.ok(), demo.error.c_str());
        layout_ = demo.layout;
        dataset::BenchmarkLoad load = dataset::readBenchmark(layout_.goldFile, {});
        QVERIFY(load.ok());
        benchmark_ = std::move(load.benchmark);
        auto catalog = schema::Catalog::fromTablesJson(layout_.tablesFile);
        QVERIFY2(catalog.ok(), catalog.error.c_str());
        catalog_ = std::move(catalog.catalog);
    }

    void keysIgnoreCaseAndOneFinalSemicolonOnly() {
        QCOMPARE(keyOf("SELECT Name FROM T1;"), std::string("select name from t1"));
        QCOMPARE(keyOf("select name from t1"), keyOf("SELECT Name FROM T1; \n"));
        QCOMPARE(keyOf("select name from t1"), keyOf("SELECT Name FROM T1\t"));
        // Component EM reads "x ;" as "x " and "x;;" as "x": kept apart.
        QCOMPARE(keyOf("SELECT a FROM t ;"), std::string("select a from t "));
        QCOMPARE(keyOf("SELECT a FROM t;;"), std::string("select a from t;"));
        // Quoted text keeps its case; the whitespace inside the query stays.
        QCOMPARE(keyOf("SELECT a FROM t WHERE b = 'New York'"),
                 std::string("select a from t where b = 'New York'"));
        QVERIFY(keyOf("SELECT a FROM t WHERE b = 'NEW YORK'") !=
                keyOf("SELECT a FROM t WHERE b = 'New York'"));
        QVERIFY(keyOf("SELECT a  FROM t") != keyOf("SELECT a FROM t"));
        QCOMPARE(keyOf("SELECT \"x\" FROM t WHERE a = \"It\"\"s\""),
                 std::string("select \"x\" from t where a = \"It\"\"s\""));
        // No key: what one of the readers could read differently.
        QCOMPARE(keyOf("SELECT a FROM t -- note"), std::string("<none>"));
        QCOMPARE(keyOf("SELECT a /* note */ FROM t"), std::string("<none>"));
        QCOMPARE(keyOf("SELECT `a` FROM t"), std::string("<none>"));
        QCOMPARE(keyOf("SELECT [a] FROM t"), std::string("<none>"));
        QCOMPARE(keyOf("SELECT a FROM t WHERE b = \"it's\""), std::string("<none>"));
        QCOMPARE(keyOf("SELECT a FROM t WHERE b = 'x"), std::string("<none>"));
        QCOMPARE(keyOf("SELECT a FROM t WHERE b = VALUE"), std::string("<none>"));
        QCOMPARE(keyOf("SELECT a FROM t WHERE b = 'value'"), std::string("<none>"));
        QCOMPARE(keyOf("SELECT a FROM t WHERE b = 'VALUE'"),
                 std::string("select a from t where b = 'VALUE'"));
        // A text without a key leaves what the buffer held.
        std::string key = "kept";
        QVERIFY(!eval::appendSpellingKey("SELECT `a`", key));
        QCOMPARE(key, std::string("kept"));
        QVERIFY(eval::appendSpellingKey("SELECT 1;", key));
        QCOMPARE(key, std::string("keptselect 1"));
    }

    void groupsFindTheirTwinsAndTheGoldsSpelling() {
        // One question, five runs: two respellings of the gold, a twin pair
        // of another query, and a text without a key.
        dataset::Benchmark benchmark;
        benchmark.items.push_back({});
        benchmark.items[0].gold = "SELECT name FROM dogs";
        benchmark.items[0].dbId = "dogs";
        std::vector<dataset::PredictionFile> runs;
        for (const char* sql :
             {"select name from dogs;", "SELECT age FROM dogs", "SELECT NAME FROM DOGS",
              "select AGE from dogs;", "SELECT `age` FROM dogs"}) {
            dataset::PredictionFile run;
            run.name = sql;
            run.predictions.push_back({sql, 1, false});
            runs.push_back(std::move(run));
        }
        const eval::BatchPlan plan = eval::planBatch(benchmark, runs);
        QCOMPARE(plan.work.size(), size_t(5));
        eval::GroupSpellings spellings;
        eval::findSpellings(plan, 0, plan.work.size(), spellings);
        const uint32_t none = eval::kNoTwin;
        QCOMPARE(spellings.twinOf, (std::vector<uint32_t>{0, 1, 0, 1, none}));
        QCOMPARE(spellings.asGold, (std::vector<bool>{true, false, true, false, false}));
        // Only [begin, end) counts, and the scratch room is reused.
        eval::findSpellings(plan, 1, 4, spellings);
        QCOMPARE(spellings.twinOf, (std::vector<uint32_t>{1, none, 1}));
        QCOMPARE(spellings.asGold, (std::vector<bool>{false, true, false}));
    }

    void twinsReportWhatEachPredictionReportsAlone() {
        const dataset::Benchmark& benchmark = benchmark_;
        const dataset::ReadOptions options;

        // Each demo run, and the gold as a run of its own, followed by the
        // same texts respelled three ways.
        std::vector<dataset::PredictionFile> sources;
        for (const std::string& path : layout_.predictionFiles) {
            dataset::PredictionLoad p = dataset::readPredictions(path, benchmark, options);
            QVERIFY(p.ok());
            sources.push_back(std::move(p.file));
        }
        dataset::PredictionFile goldRun;
        goldRun.name = "gold";
        for (const dataset::BenchmarkItem& item : benchmark.items)
            goldRun.predictions.push_back({item.gold, item.line, false});
        sources.push_back(goldRun);
        struct Respelling {
            const char* name;
            bool (*upper)(size_t);
            const char* ending;
        };
        const Respelling respellings[] = {
            {"upper", [](size_t) { return true; }, ";"},
            {"lower", [](size_t) { return false; }, ""},
            {"mixed", [](size_t i) { return i % 3 == 0; }, ";\n"},
            {"spaced", [](size_t i) { return i % 2 == 0; }, " ;"},
        };
        size_t twins = 0, asGold = 0;
        std::string scratch;
        for (const dataset::PredictionFile& source : sources) {
            std::vector<dataset::PredictionFile> runs{source};
            for (const Respelling& r : respellings) {
                dataset::PredictionFile run = source;
                run.name = source.name + "-" + r.name;
                for (dataset::Prediction& p : run.predictions) {
                    p.sql = respell(p.sql, r.upper, r.ending);
                    scratch.clear();
                    twins += eval::appendSpellingKey(p.sql, scratch) ? 1 : 0;
                }
                runs.push_back(std::move(run));
            }
            const Records alone = records(*catalog_, benchmark, runs, false);
            const Records shared = records(*catalog_, benchmark, runs, true);
            QCOMPARE(alone.csv.size(), benchmark.items.size() * runs.size());
            QCOMPARE(alone.shared, size_t(0));
            QCOMPARE(alone.asGold, size_t(0));
            asGold += shared.asGold;
            for (const auto& [at, record] : alone.csv) {
                if (shared.csv.at(at) != record)
                    qWarning("run %s item %u:\n alone  %s\n shared %s", runs[at.first].name.c_str(),
                             at.second, record.c_str(), shared.csv.at(at).c_str());
                QCOMPARE(shared.csv.at(at), record);
            }
            // Most demo predictions read cleanly: their respellings take
            // the first spelling's verdicts.
            QVERIFY2(shared.shared >= benchmark.items.size(),
                     (source.name + ": " + std::to_string(shared.shared)).c_str());
        }
        QVERIFY(twins > 300);
        // The gold's respellings, and predictions equal to their gold up to
        // letter case and a final ';', read through the gold's parses.
        QVERIFY2(asGold >= benchmark.items.size(), std::to_string(asGold).c_str());
    }

    void paraphrasesWithOneGoldShareTwins() {
        // Every demo question twice in a row (a paraphrase: the same gold on
        // the same database), each run predicting the paraphrase in another
        // spelling: the second question takes the first's text metrics, and
        // reports exactly what it reports computing its own.
        const dataset::ReadOptions options;
        dataset::Benchmark doubled = benchmark_;
        doubled.items.clear();
        for (const dataset::BenchmarkItem& item : benchmark_.items) {
            doubled.items.push_back(item);
            doubled.items.push_back(item);
            doubled.items.back().id += "-paraphrase";
        }
        std::vector<dataset::PredictionFile> runs;
        for (const std::string& path : layout_.predictionFiles) {
            dataset::PredictionLoad p = dataset::readPredictions(path, benchmark_, options);
            QVERIFY(p.ok());
            dataset::PredictionFile run = p.file;
            run.predictions.clear();
            for (const dataset::Prediction& prediction : p.file.predictions) {
                run.predictions.push_back(prediction);
                run.predictions.push_back(prediction);
                run.predictions.back().sql = respell(
                    prediction.sql, [](size_t i) { return i % 2 == 1; }, ";");
            }
            runs.push_back(std::move(run));
        }
        const Records alone = records(*catalog_, doubled, runs, false);
        const Records shared = records(*catalog_, doubled, runs, true);
        QCOMPARE(alone.csv.size(), doubled.items.size() * runs.size());
        QCOMPARE(shared.csv, alone.csv);
        // The paraphrase's prediction holds its first question's very ESM+
        // object when it is a respelling with a key.
        size_t across = 0, acrossAlone = 0;
        for (uint32_t run = 0; run < runs.size(); ++run)
            for (uint32_t item = 1; item < doubled.items.size(); item += 2) {
                const auto& first = shared.esmPlusPred.at({run, item - 1});
                const auto& second = shared.esmPlusPred.at({run, item});
                across +=
                    second.first && second.second != first.second && second.first == first.first
                        ? 1
                        : 0;
                const auto& a = alone.esmPlusPred.at({run, item - 1});
                const auto& b = alone.esmPlusPred.at({run, item});
                acrossAlone += b.first && b.second != a.second && b.first == a.first ? 1 : 0;
            }
        QCOMPARE(acrossAlone, size_t(0));
        // (96 of the 120 paraphrases; without sharing across questions only
        // the 17 spelled as their gold would, through the gold's parses.)
        QVERIFY2(across >= benchmark_.items.size(), std::to_string(across).c_str());
    }

private:
    Records records(const schema::Catalog& catalog, const dataset::Benchmark& benchmark,
                    const std::vector<dataset::PredictionFile>& runs, bool shareTwins) {
        eval::EvalSettings settings;
        settings.databaseDir = layout_.databaseDir;
        settings.execution.timeoutSeconds = 0.3;
        settings.esmPlusTraceTexts = false;
        eval::EvaluationContext context(settings, catalog);
        eval::BatchOptions batchOptions;
        batchOptions.jobs = 1;  // one core: tests run in parallel
        batchOptions.shareSpellingTwins = shareTwins;
        eval::BatchRunner runner(context, batchOptions);
        const eval::BatchPlan plan = eval::planBatch(benchmark, runs);
        Records out;
        std::mutex mutex;
        // item -> the first run's work item and ESM+ prediction (held, so
        // that no later object takes its address)
        std::map<uint32_t, std::pair<size_t, std::shared_ptr<const void>>> firstRun;
        const eval::BatchStatus status =
            runner.run(plan, [&](size_t work, const eval::WorkItem& item,
                                 eval::PairVerdict&& verdict, const sql::ParseResult& parse) {
                std::lock_guard lock(mutex);
                for (const eval::PairRef& ref : item.pairs) {
                    const report::PairRow row{ref.item,   *item.dbId, runs[ref.run].name,
                                              *item.gold, *item.pred, parse,
                                              verdict};
                    out.csv[{ref.run, ref.item}] = report::pairsCsvRecord(row);
                    if (verdict.esm.pred && verdict.esm.pred == verdict.esm.gold) ++out.asGold;
                    const std::shared_ptr<const void> pred = verdict.esmPlus.pred;
                    out.esmPlusPred[{ref.run, ref.item}] = {pred, work};
                    if (ref.run == 0) {
                        firstRun[ref.item] = {work, pred};
                    } else if (const auto& [firstWork, first] = firstRun.at(ref.item);
                               pred && work != firstWork && first == pred) {
                        ++out.shared;
                    }
                }
            });
        if (!status.ok()) out.csv.clear();
        return out;
    }
};

SQLSCOPE_TEST_SUITE(SpellingTwinTest)
#include "spelling_twin_test.moc"
