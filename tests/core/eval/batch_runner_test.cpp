// The batch plan (identical triples evaluated once, shards that keep an
// interaction together) and the runner (same verdicts whatever the thread
// count, progress, cancellation within a query's time budget).
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <chrono>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/eval/batch_plan.h"
#include "core/eval/batch_runner.h"
#include "core/report/report_builder.h"
#include "core/report/report_json.h"
#include "core/report/run_aggregate.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope;

namespace {

dataset::Benchmark makeBenchmark(const std::vector<std::pair<std::string, std::string>>& golds,
                                 const std::vector<int>& interactions = {}) {
    dataset::Benchmark b;
    for (size_t i = 0; i < golds.size(); ++i) {
        dataset::BenchmarkItem item;
        item.id = std::to_string(i);
        item.gold = golds[i].first;
        item.dbId = golds[i].second;
        item.line = static_cast<uint32_t>(i + 1);
        if (!interactions.empty()) {
            item.interaction = interactions[i];
            item.turn =
                i > 0 && interactions[i] == interactions[i - 1] ? b.items.back().turn + 1 : 0;
        }
        b.items.push_back(item);
    }
    if (!interactions.empty()) b.format = dataset::Format::Cosql;
    return b;
}

dataset::PredictionFile makeRun(const std::string& name, const std::vector<std::string>& sql) {
    dataset::PredictionFile f;
    f.name = name;
    f.path = name + ".txt";
    for (size_t i = 0; i < sql.size(); ++i)
        f.predictions.push_back(dataset::Prediction{sql[i], static_cast<uint32_t>(i + 1), false});
    return f;
}

const char* kNeverEnds =
    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c";

}  // namespace

class BatchRunnerTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::string tables_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QVERIFY(
            !sqlscope::testing::buildFixtureDatabase(dir_.path().toStdString(), "dogs").empty());
        tables_ = sqlscope::testing::fixtureDir("dogs") + "tables.json";
    }

    void identicalTriplesShareOneWorkItem() {
        auto b = makeBenchmark(
            {{"SELECT count(*) FROM dogs", "dogs"}, {"SELECT name FROM dogs", "dogs"}});
        std::vector<dataset::PredictionFile> runs = {
            makeRun("a", {"SELECT count(*) FROM dogs", "SELECT name FROM dogs"}),
            makeRun("b", {"SELECT count(*) FROM dogs", "SELECT age FROM dogs"})};
        eval::BatchPlan plan = eval::planBatch(b, runs);
        QCOMPARE(plan.pairCount, size_t(4));
        QCOMPARE(plan.work.size(), size_t(3));
        QCOMPARE(plan.work[0].pairs.size(), size_t(2));  // (a,0) and (b,0)
        QCOMPARE(plan.work[0].pairs[1].run, 1u);
        QCOMPARE(*plan.work[2].pred, std::string("SELECT age FROM dogs"));
        QCOMPARE(eval::planBatch(b, runs, {}, false).work.size(), size_t(4));
    }

    void workGoesItemByItemThenRunByRun() {
        auto b = makeBenchmark({{"SELECT 1", "dogs"}, {"SELECT 2", "dogs"}});
        std::vector<dataset::PredictionFile> runs = {makeRun("a", {"SELECT 10", "SELECT 20"}),
                                                     makeRun("b", {"SELECT 11", "SELECT 21"})};
        eval::BatchPlan plan = eval::planBatch(b, runs);
        QCOMPARE(plan.work.size(), size_t(4));
        const std::vector<std::pair<uint32_t, uint32_t>> expected = {
            {0, 0}, {0, 1}, {1, 0}, {1, 1}};
        for (size_t w = 0; w < expected.size(); ++w) {
            QCOMPARE(plan.work[w].pairs.size(), size_t(1));
            QCOMPARE(plan.work[w].pairs[0].item, expected[w].first);
            QCOMPARE(plan.work[w].pairs[0].run, expected[w].second);
        }
        QCOMPARE(*plan.work[1].pred, std::string("SELECT 11"));
        // Each item's work is one group, taken by one worker.
        QCOMPARE(eval::workGroupStarts(plan), (std::vector<size_t>{0, 2, 4}));
        // A prediction met before (here item 1's run a equals item 0's) joins
        // the earlier work item, so item 1's group is what is left of it.
        std::vector<dataset::PredictionFile> same = {makeRun("a", {"SELECT 10", "SELECT 10"}),
                                                     makeRun("b", {"SELECT 11", "SELECT 21"})};
        auto oneGold = makeBenchmark({{"SELECT 1", "dogs"}, {"SELECT 1", "dogs"}});
        eval::BatchPlan shared = eval::planBatch(oneGold, same);
        QCOMPARE(shared.work.size(), size_t(3));
        QCOMPARE(eval::workGroupStarts(shared), (std::vector<size_t>{0, 2, 3}));
        QCOMPARE(eval::workGroupStarts(eval::BatchPlan{}), (std::vector<size_t>{0}));
    }

    void questionsInARowWithOneGoldGoTogether() {
        // Items 0-1 ask one gold, item 2 the same text on another database,
        // item 3 another text, item 4 item 3's gold again.
        auto b = makeBenchmark({{"SELECT 1", "dogs"},
                                {"SELECT 1", "dogs"},
                                {"SELECT 1", "cats"},
                                {"SELECT 2", "cats"},
                                {"SELECT 2", "cats"}});
        std::vector<dataset::PredictionFile> runs = {
            makeRun("a", {"SELECT 10", "SELECT 11", "SELECT 12", "SELECT 13", "SELECT 14"})};
        eval::BatchPlan plan = eval::planBatch(b, runs);
        const std::vector<size_t> groups = eval::workGroupStarts(plan);
        QCOMPARE(groups, (std::vector<size_t>{0, 1, 2, 3, 4, 5}));
        QCOMPARE(eval::sameGoldGroupStarts(plan, groups), (std::vector<size_t>{0, 2, 3, 5}));
        eval::BatchOptions options;
        QCOMPARE(eval::scheduleBatch(plan, options).sameGoldStarts,
                 (std::vector<size_t>{0, 2, 3, 5}));
        options.shareSpellingTwins = false;
        QVERIFY(eval::scheduleBatch(plan, options).sameGoldStarts.empty());
        QCOMPARE(eval::sameGoldGroupStarts(eval::BatchPlan{}, {0}), (std::vector<size_t>{0}));

        // A run of one gold stops before it would hold more than
        // kMaxSameGoldWork work items.
        const size_t n = eval::kMaxSameGoldWork + 10;
        std::vector<std::pair<std::string, std::string>> items(n, {"SELECT 1", "dogs"});
        std::vector<std::string> preds;
        for (size_t i = 0; i < n; ++i)
            preds.push_back("SELECT " + std::to_string(100 + i));
        const dataset::Benchmark manyItems = makeBenchmark(items);
        const std::vector<dataset::PredictionFile> manyRuns = {makeRun("a", preds)};
        eval::BatchPlan many = eval::planBatch(manyItems, manyRuns);
        QCOMPARE(eval::sameGoldGroupStarts(many, eval::workGroupStarts(many)),
                 (std::vector<size_t>{0, eval::kMaxSameGoldWork, n}));
    }

    void scheduleSaysUntilWhenEachResultIsNeeded() {
        // Item 2's gold is item 1's in another spelling (one statement key),
        // run a predicts it at item 0 and run b predicts item 0's gold at item 2.
        auto b = makeBenchmark({{"SELECT count(*) FROM dogs", "dogs"},
                                {"SELECT name FROM dogs", "dogs"},
                                {"select  NAME from dogs", "dogs"}});
        std::vector<dataset::PredictionFile> runs = {
            makeRun("a", {"SELECT name FROM dogs", "SELECT 1", "SELECT 2"}),
            makeRun("b", {"SELECT 3", "SELECT 1", "SELECT count(*) FROM dogs"})};
        eval::BatchPlan plan = eval::planBatch(b, runs);
        QCOMPARE(plan.work.size(), size_t(5));
        const std::vector<size_t> groups = eval::workGroupStarts(plan);
        QCOMPARE(groups, (std::vector<size_t>{0, 2, 3, 5}));
        auto until = [](const std::vector<eval::ResultRetention>& retentions) {
            std::vector<std::pair<size_t, size_t>> out;
            for (const eval::ResultRetention& r : retentions)
                out.emplace_back(r.goldUntil, r.predUntil);
            return out;
        };
        using Until = std::vector<std::pair<size_t, size_t>>;
        QCOMPARE(until(eval::planResultRetentions(plan, groups, true)),
                 (Until{{2, 2}, {2, 0}, {2, 1}, {2, 2}, {2, 2}}));
        const size_t ever = exec::ResultCache::kKeepForever;
        QCOMPARE(until(eval::planResultRetentions(plan, groups, false)),
                 (Until{{ever, ever}, {ever, 0}, {ever, 1}, {ever, 2}, {ever, ever}}));

        eval::BatchOptions options;
        eval::BatchSchedule schedule = eval::scheduleBatch(plan, options);
        QCOMPARE(schedule.groupStarts, groups);
        QCOMPARE(until(schedule.retentions), until(eval::planResultRetentions(plan, groups, true)));
        // Each gold (database and text) goes after the last question asking for it.
        QCOMPARE(schedule.releases.size(), size_t(4));
        const std::vector<const eval::WorkItem*> lastOf = {&plan.work[0], &plan.work[2],
                                                           &plan.work[3], nullptr};
        for (size_t g = 0; g < 4; ++g) {
            QCOMPARE(schedule.releases[g].golds.size(), size_t(lastOf[g] ? 1 : 0));
            QCOMPARE(schedule.releases[g].parses.size(), size_t(lastOf[g] ? 1 : 0));
            if (!lastOf[g]) continue;
            QCOMPARE(schedule.releases[g].golds[0], lastOf[g]);
            QCOMPARE(schedule.releases[g].parses[0], lastOf[g]->gold);
        }
        options.releaseGoldAnalyses = false;
        schedule = eval::scheduleBatch(plan, options);
        QCOMPARE(schedule.retentions.size(), size_t(5));
        QVERIFY(schedule.releases.empty());
        options.releaseResults = false;
        schedule = eval::scheduleBatch(plan, options);
        QVERIFY(schedule.retentions.empty());
        QVERIFY(schedule.releases.empty());
        QCOMPARE(schedule.groupStarts, groups);
    }

    void shardsAreContiguousAndKeepInteractions() {
        QCOMPARE(eval::parseShard("2/3")->index, 2u);
        QVERIFY(!eval::parseShard("0/3"));
        QVERIFY(!eval::parseShard("4/3"));
        QVERIFY(!eval::parseShard("1/0"));
        QVERIFY(!eval::parseShard("a/b"));
        QVERIFY(!eval::parseShard("1"));

        std::vector<std::pair<std::string, std::string>> golds(7, {"SELECT 1", "dogs"});
        auto flat = makeBenchmark(golds);
        std::vector<uint32_t> all;
        for (uint32_t i = 1; i <= 3; ++i) {
            auto part = eval::shardItems(flat, {i, 3});
            all.insert(all.end(), part.begin(), part.end());
        }
        QCOMPARE(all, (std::vector<uint32_t>{0, 1, 2, 3, 4, 5, 6}));
        QCOMPARE(eval::shardItems(flat, {1, 3}), (std::vector<uint32_t>{0, 1, 2}));

        // Interactions 0 (3 turns), 1 (1 turn), 2 (3 turns): 3 units over 2 shards.
        auto multi = makeBenchmark(golds, {0, 0, 0, 1, 2, 2, 2});
        QCOMPARE(eval::shardItems(multi, {1, 2}), (std::vector<uint32_t>{0, 1, 2, 3}));
        QCOMPARE(eval::shardItems(multi, {2, 2}), (std::vector<uint32_t>{4, 5, 6}));
    }

    void sameReportWhateverTheThreadCount() {
        schema::CatalogLoad tables = schema::Catalog::fromTablesJson(tables_);
        QVERIFY(tables.ok());
        auto b = makeBenchmark({{"SELECT count(*) FROM dogs", "dogs"},
                                {"SELECT name, age FROM dogs", "dogs"},
                                {"SELECT owner_id FROM dogs", "dogs"},
                                {"SELECT name FROM dogs WHERE age > 3", "dogs"},
                                {"SELECT count(*) FROM owners", "dogs"},
                                {"SELECT name FROM dogs ORDER BY age", "dogs"}});
        std::vector<dataset::PredictionFile> runs = {
            makeRun("a", {"SELECT count(*) FROM dogs", "SELECT age, name FROM dogs",
                          "SELECT DISTINCT owner_id FROM dogs", "SELECT nam FROM dogs",
                          "DELETE FROM owners", "SELECT name FROM dogs ORDER BY age DESC"}),
            makeRun("b", {"SELECT count(*) FROM owners", "SELECT name, age FROM dogs",
                          "SELECT owner_id FROM dogs", "SELECT name FROM dogs WHERE age > 3",
                          "SELECT count(*) FROM owners", "SELECT name FROM dogs"})};
        eval::BatchPlan plan = eval::planBatch(b, runs);
        std::vector<std::string> reports;
        // The same report whether the results are kept, forgotten when no
        // later question needs them, or forgotten but the golds'; and
        // whether the golds' analyses (ESM, ESM+, component, linking) and
        // parses are forgotten too once their last question is done.
        struct Config {
            unsigned jobs;
            bool release, releaseGold, releaseAnalyses = true, releaseParses = false;
            bool scheduled = false;  // the schedule made beforehand (scheduleBatch)
        };
        for (const Config config :
             {Config{1, true, true}, Config{2, true, true}, Config{4, true, true},
              Config{2, false, false}, Config{2, true, false}, Config{2, true, true, false},
              Config{1, true, true, true, true}, Config{2, true, true, true, true},
              Config{2, true, true, true, true, true}, Config{1, true, false, true, false, true}}) {
            const unsigned jobs = config.jobs;
            eval::EvalSettings settings;
            settings.databaseDir = dir_.path().toStdString();
            eval::EvaluationContext context(settings, tables.catalog);
            eval::BatchOptions options{jobs, config.release, config.releaseGold};
            options.releaseGoldAnalyses = config.releaseAnalyses;
            options.releaseGoldParses = config.releaseParses;
            eval::BatchRunner runner(context, options);
            QCOMPARE(runner.jobs(), jobs);
            report::ReportBuilder builder(b, runs, plan);
            std::mutex mutex;
            size_t lastDone = 0;
            bool monotonic = true;
            auto consume = [&](size_t work, const eval::WorkItem& item, eval::PairVerdict&& verdict,
                               const sql::ParseResult& parse) {
                builder.add(work, item, verdict, parse);
            };
            auto progress = [&](size_t done, size_t total, const eval::WorkItem&) {
                std::lock_guard lock(mutex);
                monotonic = monotonic && done > lastDone && total == 12;
                lastDone = done;
            };
            eval::BatchStatus status =
                config.scheduled
                    ? runner.run(plan, eval::scheduleBatch(plan, options), consume, progress)
                    : runner.run(plan, consume, progress);
            QVERIFY(status.ok());
            QCOMPARE(status.evaluated, plan.work.size());
            QVERIFY(monotonic);
            QCOMPARE(lastDone, size_t(12));
            // Released: nothing left once the batch is done; golds kept: the
            // six golds' results (and what else was never released).
            const size_t kept = context.goldResults().size();
            if (config.release && config.releaseGold) QCOMPARE(kept, size_t(0));
            if (config.release && !config.releaseGold) QCOMPARE(kept, size_t(6));
            if (!config.release) QVERIFY(kept > 6);
            // The six golds' parses (read by component analysis and
            // linking), unless released with everything else.
            QCOMPARE(context.goldParsesHeld(),
                     size_t(config.release && config.releaseGold && config.releaseParses ? 0 : 6));
            report::Report r = builder.take();
            r.metrics = {"ex",
                         "ex_bird",
                         "exe",
                         "esm",
                         "esm+",
                         "em",
                         "comp_avg_f1",
                         "pred_valid",
                         "link_tables_f1plus",
                         "link_columns_f1plus"};
            reports.push_back(report::reportJson(r, report::aggregateReport(r)));
        }
        for (size_t i = 1; i < reports.size(); ++i)
            QCOMPARE(reports[i], reports[0]);
        // Spot checks: run a, pair 4 was denied; run b scores 4 of 6 on EXE.
        QVERIFY(reports[0].find("\"exec_status\": \"denied\"") != std::string::npos);
    }

    void cancellationStopsARunningQuery() {
        schema::CatalogLoad tables = schema::Catalog::fromTablesJson(tables_);
        auto b = makeBenchmark({{"SELECT count(*) FROM dogs", "dogs"},
                                {"SELECT count(*) FROM owners", "dogs"},
                                {"SELECT name FROM dogs", "dogs"}});
        std::vector<dataset::PredictionFile> runs = {
            makeRun("slow", {kNeverEnds, kNeverEnds, kNeverEnds})};
        runs[0].predictions[1].sql += " ";  // three distinct work items
        runs[0].predictions[2].sql += "  ";
        eval::EvalSettings settings;
        settings.databaseDir = dir_.path().toStdString();
        settings.execution.timeoutSeconds = 60;  // far beyond the test's patience
        eval::EvaluationContext context(settings, tables.catalog);
        eval::BatchRunner runner(context, {2});
        eval::BatchPlan plan = eval::planBatch(b, runs);
        std::atomic<bool> stop{false};
        std::atomic<size_t> delivered{0};
        std::thread canceller([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            stop = true;
        });
        auto started = std::chrono::steady_clock::now();
        eval::BatchStatus status = runner.run(
            plan,
            [&](size_t, const eval::WorkItem&, eval::PairVerdict&&, const sql::ParseResult&) {
                ++delivered;
            },
            {}, &stop);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        canceller.join();
        QVERIFY(status.cancelled);
        QCOMPARE(delivered.load(), size_t(0));  // a half-run pair is no verdict
        QVERIFY2(seconds < 5.0, std::to_string(seconds).c_str());
    }
};

SQLSCOPE_TEST_SUITE(BatchRunnerTest)
#include "batch_runner_test.moc"
