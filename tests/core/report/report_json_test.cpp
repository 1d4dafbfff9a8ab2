// report.json: JSON text written deterministically (escaping, invalid
// UTF-8, numbers), a report read back writes the same bytes, shards merge
// into the report of the whole, and merge refuses what does not fit.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <fstream>
#include <string>

#include "core/report/json_writer.h"
#include "core/report/metric_registry.h"
#include "core/report/report_json.h"
#include "core/report/report_merge.h"
#include "core/report/run_aggregate.h"
#include "core/report/summary_text.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using namespace sqlscope::report;

namespace {

// A two-run report over five items of two databases, built by hand.
Report sampleReport() {
    Report r;
    r.version = "0.1.0";
    r.settings = nlohmann::ordered_json::object();
    r.settings["format"] = "spider";
    r.settings["esm_variant"] = "spider";
    r.settings["timeout_seconds"] = 30.0;
    r.inputs = {{"gold", "gold.txt", std::string(64, 'a')},
                {"pred", "a.txt", std::string(64, 'b')},
                {"pred", "b.txt", std::string(64, 'c')}};
    r.format = "spider";
    r.metrics = {"ex", "esm", "exp"};
    const char* hardness[] = {"easy", "medium", "easy", "hard", "extra"};
    for (uint32_t i = 0; i < 5; ++i) {
        ItemRecord item;
        item.index = i;
        item.item.id = std::to_string(i);
        item.item.dbId = i < 3 ? "dogs" : "cats";
        item.item.gold = "SELECT " + std::to_string(i);
        item.item.line = i + 1;
        item.hardness = hardness[i];
        r.items.push_back(item);
    }
    const size_t ex = metricIndex("ex"), esm = metricIndex("esm"), exp = metricIndex("exp");
    const int passes[2][5] = {{1, 1, 0, 1, 0}, {1, 0, 0, 0, 0}};
    for (int run = 0; run < 2; ++run) {
        RunReport rr;
        rr.name = run == 0 ? "a" : "b";
        rr.path = rr.name + ".txt";
        for (uint32_t i = 0; i < 5; ++i) {
            PairRecord p;
            p.item = i;
            p.pred = "SELECT \"é\"\t" + std::to_string(i);
            p.predLine = i + 1;
            p.execStatus = "ok";
            p.goldRows = 1;
            p.goldColumns = 1;
            p.predRows = 2;
            p.predColumns = 1;
            p.esmScored = true;
            p.partial[0] = ComponentRecord{1, 1, 1, 1, 1};
            p.metrics.assign(metricDefinitions().size(), std::nullopt);
            p.metrics[ex] = passes[run][i];
            p.metrics[esm] = passes[run][i];
            p.metrics[exp] = 0.5 + 0.125 * i;
            if (run == 0 && i == 2) {
                p.quirks.add(eval::ReferenceQuirk::ExeValueReplacement);
                p.quirks.add(eval::ReferenceQuirk::EsmValueReplacement);
            }
            if (run == 1 && i == 4) {
                p.execStatus = "gold_error";
                p.execMessage = "gold query: no such table: t";
                p.metrics[ex].reset();
                p.metrics[exp].reset();
            }
            rr.pairs.push_back(p);
        }
        r.runs.push_back(rr);
    }
    return r;
}

Report slice(const Report& whole, uint32_t index, uint32_t count, size_t begin, size_t end) {
    Report part = whole;
    part.shard = {index, count};
    part.items.assign(whole.items.begin() + begin, whole.items.begin() + end);
    for (RunReport& run : part.runs)
        run.pairs.assign(run.pairs.begin() + begin, run.pairs.begin() + end);
    return part;
}

}  // namespace

class ReportJsonTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    std::string save(const std::string& name, const std::string& text) {
        std::string path = dir_.path().toStdString() + "/" + name;
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void stringsAreEscaped() {
        std::string out;
        appendJsonString(out, std::string("a\"b\\c\n\t\x01 \xC3\xA9 \xFF end", 17));
        QCOMPARE(out, std::string("\"a\\\"b\\\\c\\n\\t\\u0001 \xC3\xA9 \xEF\xBF\xBD end\""));
    }

    void writerLayout() {
        std::string out;
        JsonWriter w(out, 2);
        w.beginObject();
        w.field("n", 0.5);
        w.field("i", int64_t(972));
        w.key("list");
        w.beginArray();
        w.beginObject();
        w.field("a", true);
        w.null();
        w.endObject();
        w.endArray();
        w.endObject();
        QCOMPARE(out, std::string("{\n  \"n\": 0.5,\n  \"i\": 972,\n  \"list\": [\n"
                                  "    {\"a\": true, null}\n  ]\n}\n"));
    }

    void readBackWritesTheSameBytes() {
        Report r = sampleReport();
        std::string first = reportJson(r, aggregateReport(r));
        ReportLoad load = readReportJson(save("r.json", first));
        QVERIFY2(load.ok(), load.error.c_str());
        std::string second = reportJson(load.report, aggregateReport(load.report));
        QCOMPARE(second, first);
        // The summary of a report read back is the same too.
        QCOMPARE(formatSummary(load.report, aggregateReport(load.report)),
                 formatSummary(r, aggregateReport(r)));
        // The pair's reference quirks survive, and so do their counts.
        QCOMPARE(load.report.runs[0].pairs[2].quirks, r.runs[0].pairs[2].quirks);
        QVERIFY(first.find("\"quirks\": [\"exe_value_replacement\", \"esm_value_replacement\"]") !=
                std::string::npos);
        QVERIFY(first.find("\"reference_quirks\": {\"pairs\": 1, \"exe_value_replacement\": 1, "
                           "\"esm_value_replacement\": 1}") != std::string::npos);
        QVERIFY(formatSummary(r, aggregateReport(r))
                    .find("quirks:      reference quirks changed 1 verdict: exe_value_replacement "
                          "1 (reproduced), esm_value_replacement 1 (reproduced)\n") !=
                std::string::npos);
    }

    void aggregatesOfTheSample() {
        Report r = sampleReport();
        ReportAggregate a = aggregateReport(r);
        const int ex = metricIndex("ex");
        QCOMPARE(a.runs[0].overall[ex].n, size_t(5));
        QCOMPARE(a.runs[0].overall[ex].mean(), 0.6);
        QCOMPARE(a.runs[1].overall[ex].n, size_t(4));  // the gold error is left out
        QCOMPARE(a.runs[1].overall[ex].mean(), 0.25);
        QCOMPARE(a.runs[1].outcomes.goldError, size_t(1));
        // EX vs ESM on run a: they agree everywhere (3 pass, 2 fail).
        QCOMPARE(a.runs[0].agreements.size(), size_t(1));
        QCOMPARE(a.runs[0].agreements[0].cells[0], (std::vector<uint32_t>{0, 1, 3}));
        QCOMPARE(a.runs[0].agreements[0].cells[3], (std::vector<uint32_t>{2, 4}));
        // McNemar a vs b on EX: items 1 and 3 pass in a only; item 4 has no verdict in b.
        QCOMPARE(a.paired.size(), size_t(2));  // EX, ESM
        QCOMPARE(a.paired[0].compared, size_t(4));
        QCOMPARE(a.paired[0].aOnly, size_t(2));
        QCOMPARE(a.paired[0].bOnly, size_t(0));
        QCOMPARE(a.paired[0].test.p, 0.5);
        // Spread of EX over the runs: 0.6 and 0.25.
        QVERIFY(std::fabs(a.spreads[ex].mean - 0.425) < 1e-12);
        // By database: cats holds items 3 and 4.
        QCOMPARE(a.runs[0].byDatabase[0].name, std::string("cats"));
        QCOMPARE(a.runs[0].byDatabase[0].scores[ex].mean(), 0.5);
    }

    void aggregatedInPiecesAndStreamed() {
        Report r = sampleReport();
        const std::string expected = reportJson(r, aggregateReport(r));
        // The pieces in another order give the same aggregates.
        ReportAggregator aggregator(r);
        QCOMPARE(aggregator.result().metrics, aggregateReport(r).metrics);
        QCOMPARE(aggregator.result().runs.size(), size_t(2));
        aggregator.aggregateRun(1);
        aggregator.aggregateRun(0);
        aggregator.pairedTests();
        aggregator.spreads();
        QCOMPARE(aggregator.result().paired.size(), size_t(2));
        QCOMPARE(aggregator.result().paired[0].aOnly, size_t(2));
        const ReportAggregate pieces = aggregator.take();
        QCOMPARE(reportJson(r, pieces), expected);

        // Streamed: each run's part after its ready() call, the pairs where
        // writePairs says, the comparison last; the same bytes.
        std::vector<std::vector<std::string>> pairJson(r.runs.size());
        for (size_t run = 0; run < r.runs.size(); ++run)
            for (size_t k = 0; k < r.items.size(); ++k)
                pairJson[run].push_back(
                    reportPairJson(r.items[k], r.runs[run].pairs[k], pieces.metrics));
        std::string streamed;
        std::vector<std::string> calls;
        auto stream = [&](const std::vector<bool>& hasPairs, size_t failAt) {
            streamed.clear();
            calls.clear();
            size_t writes = 0;
            return streamReportJson(
                r, pieces, hasPairs,
                [&](size_t part) { calls.push_back("ready " + std::to_string(part)); },
                [&](std::string_view bytes) {
                    streamed.append(bytes);
                    return ++writes != failAt;
                },
                [&](size_t run) {
                    calls.push_back("pairs " + std::to_string(run) + " at " +
                                    std::to_string(streamed.size()));
                    for (size_t k = 0; k < pairJson[run].size(); ++k)
                        streamed += (k > 0 ? "," : "") + pairJson[run][k];
                    return true;
                });
        };
        QVERIFY(stream({true, true}, 0));
        QCOMPARE(streamed, expected);
        QCOMPARE(calls.size(), size_t(5));
        QCOMPARE(calls[0], std::string("ready 0"));
        QVERIFY(calls[1].rfind("pairs 0 at ", 0) == 0);
        QCOMPARE(calls[2], std::string("ready 1"));
        QVERIFY(calls[3].rfind("pairs 1 at ", 0) == 0);
        QCOMPARE(calls[4], std::string("ready 2"));
        // Run 0's part is out before run 1 is asked for.
        const size_t run0Pairs = std::stoul(calls[1].substr(11));
        QVERIFY(expected.compare(run0Pairs, pairJson[0][0].size(), pairJson[0][0]) == 0);
        // A run without pairs keeps an empty array, as reportJson writes a
        // run whose pair texts are all empty.
        std::vector<std::vector<std::string>> run0Only = pairJson;
        for (std::string& pair : run0Only[1])
            pair.clear();
        const std::string withoutRun1 = reportJson(r, pieces, &run0Only);
        QVERIFY(withoutRun1.size() < expected.size());
        QVERIFY(stream({true, false}, 0));
        QCOMPARE(streamed, withoutRun1);
        // A failed write stops the stream: nothing after it.
        QVERIFY(!stream({true, true}, 2));
        // (the second write is run 0's part before its pairs: no pairs follow)
        QCOMPARE(calls, (std::vector<std::string>{"ready 0", "ready 1", "ready 2"}));
        QVERIFY(expected.rfind(streamed, 0) == 0);
    }

    void shardsMergeIntoTheWhole() {
        Report whole = sampleReport();
        std::string expected = reportJson(whole, aggregateReport(whole));
        MergeResult merged = mergeReports({slice(whole, 2, 2, 3, 5), slice(whole, 1, 2, 0, 3)},
                                          {"s2.json", "s1.json"});
        QVERIFY2(merged.ok(), merged.error.c_str());
        QCOMPARE(merged.report.mergedShards.size(), size_t(2));
        merged.report.mergedShards.clear();
        QCOMPARE(reportJson(merged.report, aggregateReport(merged.report)), expected);
    }

    void mergeRefusesWhatDoesNotFit() {
        Report whole = sampleReport();
        MergeResult missing = mergeReports({slice(whole, 1, 3, 0, 2), slice(whole, 3, 3, 4, 5)},
                                           {"s1.json", "s3.json"});
        QCOMPARE(missing.error, std::string("missing shard 2/3"));

        Report other = slice(whole, 2, 2, 3, 5);
        other.settings["timeout_seconds"] = 5.0;
        MergeResult settings =
            mergeReports({slice(whole, 1, 2, 0, 3), other}, {"a.json", "b.json"});
        QCOMPARE(settings.error, std::string("b.json: made with other settings than a.json "
                                             "(compare their \"settings\")"));

        MergeResult twice = mergeReports({slice(whole, 1, 2, 0, 3), slice(whole, 1, 2, 0, 3)},
                                         {"a.json", "b.json"});
        QCOMPARE(twice.error, std::string("b.json: shard 1/2 is also a.json"));
    }

    void runsOfSeparateReportsMerge() {
        Report whole = sampleReport();
        Report first = whole, second = whole;
        first.runs.resize(1);
        second.runs.erase(second.runs.begin());
        first.inputs.pop_back();
        second.inputs.erase(second.inputs.begin() + 1);
        MergeResult merged = mergeReports({first, second}, {"a.json", "b.json"});
        QVERIFY2(merged.ok(), merged.error.c_str());
        QCOMPARE(reportJson(merged.report, aggregateReport(merged.report)),
                 reportJson(whole, aggregateReport(whole)));
        MergeResult same = mergeReports({first, first}, {"a.json", "b.json"});
        QCOMPARE(same.error, std::string("b.json: run 'a' is also in an earlier report"));
    }
};

SQLSCOPE_TEST_SUITE(ReportJsonTest)
#include "report_json_test.moc"
