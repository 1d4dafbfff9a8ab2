// The results table at 100,000 pairs (issue 14): a synthetic evaluation of
// 20,000 items x 5 runs streamed into ui::ResultsTableModel in batches of 64
// behind a ui::ResultsFilterProxy sorted on EX, then filtering and sorting
// as a user would. No database is read: the rows and texts are generated
// (fixed seed), so the figures are the table's own cost.
//   sqlscope-bench-gui-table [ITEMS [RUNS [REPEATS]]]   (default 20000 5 7)
// Reported: the median (and max) ms of each operation over REPEATS runs:
// filter by text, by preset, by text per question, sort by a metric column,
// sort by question, the run summaries (core) and the summary panel's
// refresh. Target: every filter and sort under 100 ms.
// Exit 0, 1 when a filter or sort median is above the target.
#include <QApplication>
#include <QTableView>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "core/dataset/benchmark.h"
#include "core/inspect/pair_filter.h"
#include "core/inspect/run_summary.h"
#include "core/inspect/verdict_columns.h"
#include "core/job/job_listener.h"
#include "ui/results/results_filter_proxy.h"
#include "ui/results/results_table_model.h"
#include "ui/results/run_summary_panel.h"

using namespace sqlscope;

namespace {

constexpr double kTargetMs = 100.0;

const char* const kWords[] = {"name",    "age",     "dogs",    "cats",  "singer",  "concert",
                              "stadium", "average", "count",   "owner", "flight",  "airport",
                              "country", "city",    "maximum", "pets",  "student", "course"};

std::string words(std::mt19937& rng, int n) {
    std::string out;
    for (int i = 0; i < n; ++i) {
        if (i) out += ' ';
        out += kWords[rng() % std::size(kWords)];
    }
    return out;
}

struct Synthetic {
    job::JobPlan plan;
    std::vector<job::SummaryRow> rows;
};

Synthetic makeSynthetic(size_t items, size_t runs) {
    std::mt19937 rng(14);
    auto benchmark = std::make_shared<dataset::Benchmark>();
    auto files = std::make_shared<std::vector<dataset::PredictionFile>>(runs);
    for (size_t i = 0; i < items; ++i) {
        dataset::BenchmarkItem item;
        item.id = std::to_string(i);
        item.dbId = "db_" + std::to_string(rng() % 40);
        item.question = "What is the " + words(rng, 8) + "?";
        item.gold = "SELECT " + words(rng, 2) + " FROM t" + std::to_string(rng() % 9) + " WHERE " +
                    words(rng, 3) + " = 1";
        benchmark->items.push_back(std::move(item));
    }
    for (size_t r = 0; r < runs; ++r) {
        (*files)[r].name = "model_" + std::to_string(r);
        for (size_t i = 0; i < items; ++i) {
            dataset::Prediction p;
            p.sql = "SELECT " + words(rng, 3) + " FROM t" + std::to_string(rng() % 9);
            (*files)[r].predictions.push_back(std::move(p));
        }
    }
    Synthetic s;
    for (size_t i = 0; i < items; ++i)
        s.plan.items.push_back(uint32_t(i));
    for (size_t r = 0; r < runs; ++r)
        s.plan.runs.push_back((*files)[r].name);
    s.plan.pairCount = items * runs;
    s.plan.benchmark = benchmark;
    s.plan.runFiles = files;
    std::uniform_real_distribution<float> unit(0, 1);
    for (size_t i = 0; i < items; ++i)
        for (size_t r = 0; r < runs; ++r) {
            job::SummaryRow row;
            row.item = uint32_t(i);
            row.run = uint32_t(r);
            row.metrics.fill(std::numeric_limits<float>::quiet_NaN());
            const bool ex = unit(rng) < 0.7f;
            row.metrics[0] = ex;                                  // EX
            row.metrics[1] = ex;                                  // EX (BIRD)
            row.metrics[3] = unit(rng) < 0.5f;                    // ESM
            row.metrics[4] = row.metrics[3] || unit(rng) < 0.3f;  // ESM+
            row.metrics[5] = unit(rng);                           // EXP
            row.metrics[6] = unit(rng);                           // EXR
            row.metrics[7] = unit(rng);                           // F1
            row.metrics[9] = unit(rng);                           // Comp F1
            row.metrics[14] = unit(rng);                          // Link C F1+
            if (row.metrics[4] == 1 && row.metrics[3] == 0) row.rulesFired.set(int(1 + rng() % 20));
            row.outcome = unit(rng) < 0.9f ? eval::ExecOutcome::Ok : eval::ExecOutcome::Error;
            row.hardness = int8_t(rng() % 4);
            row.parseFailed = unit(rng) < 0.02f;
            s.rows.push_back(row);
        }
    return s;
}

double msSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

struct Stat {
    double median = 0, max = 0;
};

Stat measure(int repeats, const std::function<void()>& prepare, const std::function<void()>& work) {
    std::vector<double> times;
    for (int i = 0; i < repeats; ++i) {
        prepare();
        const auto start = std::chrono::steady_clock::now();
        work();
        times.push_back(msSince(start));
    }
    std::sort(times.begin(), times.end());
    return {times[times.size() / 2], times.back()};
}

}  // namespace

int main(int argc, char** argv) {
    if (!std::getenv("QT_QPA_PLATFORM")) setenv("QT_QPA_PLATFORM", "offscreen", 1);
    QApplication app(argc, argv);
    const size_t items = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 20000;
    const size_t runs = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 5;
    const int repeats = argc > 3 ? std::atoi(argv[3]) : 7;
    const Synthetic s = makeSynthetic(items, runs);

    ui::ResultsTableModel model;
    ui::ResultsFilterProxy proxy;
    proxy.setSourceModel(&model);
    // A table view on the proxy, as in the window (its header follows every
    // layout change).
    auto view = std::make_unique<QTableView>();
    view->setModel(&proxy);
    view->resize(1200, 800);
    view->show();
    const int exColumn = model.columnOf(inspect::kColumnEx);
    proxy.sort(exColumn, Qt::DescendingOrder);
    model.reset(s.plan);
    // Streaming: batches of 64 as the job sends them, into a sorted proxy.
    std::vector<double> batchTimes;
    const auto streamStart = std::chrono::steady_clock::now();
    for (size_t k = 0; k < s.rows.size(); k += 64) {
        const std::vector<job::SummaryRow> batch(
            s.rows.begin() + long(k), s.rows.begin() + long(std::min(k + 64, s.rows.size())));
        const auto start = std::chrono::steady_clock::now();
        model.addRows(batch);
        batchTimes.push_back(msSince(start));
    }
    const double streamMs = msSince(streamStart);
    std::sort(batchTimes.begin(), batchTimes.end());
    std::printf("pairs: %zu (%zu items x %zu runs), rows shown: %d\n", s.rows.size(), items, runs,
                proxy.rowCount());
    std::printf("%-44s %9.1f ms total, batch median %.3f ms, max %.2f ms\n",
                "stream 64-row batches into the sorted proxy", streamMs,
                batchTimes[batchTimes.size() / 2], batchTimes.back());

    inspect::PairFilter none;
    inspect::PairFilter text;
    text.text = "Dogs Cats";
    inspect::PairFilter preset;
    preset.preset = inspect::DisagreementPreset::ExPassEsmPlusFail;
    inspect::PairFilter disagree;
    disagree.preset = inspect::DisagreementPreset::RunsDisagree;

    auto firstText = std::chrono::steady_clock::now();
    proxy.setFilter(text);
    const double firstTextMs = msSince(firstText);
    const int textRows = proxy.rowCount();
    proxy.setFilter(none);
    proxy.sort(-1);

    bool over = false;
    auto report = [&](const char* what, Stat stat, bool targeted) {
        std::printf("%-44s median %7.1f ms, max %7.1f ms", what, stat.median, stat.max);
        if (targeted) std::printf("  (%d rows)", proxy.rowCount());
        std::printf("%s\n", targeted && stat.median > kTargetMs ? "  ABOVE TARGET" : "");
        over |= targeted && stat.median > kTargetMs;
    };
    auto filterCase = [&](const char* what, const inspect::PairFilter& f) {
        report(what,
               measure(
                   repeats, [&] { proxy.setFilter(none); }, [&] { proxy.setFilter(f); }),
               true);
    };
    auto sortCase = [&](const char* what, int column, Qt::SortOrder order) {
        report(what,
               measure(
                   repeats, [&] { proxy.sort(-1); }, [&] { proxy.sort(column, order); }),
               true);
    };
    std::printf("%-44s %14.1f ms  (%d rows; builds the lowered texts)\n", "first text filter",
                firstTextMs, textRows);
    filterCase("filter by text \"Dogs Cats\"", text);
    filterCase("filter by preset EX pass & ESM+ fail", preset);
    filterCase("filter by preset runs disagree", disagree);
    proxy.setFilter(none);
    sortCase("sort by EX", exColumn, Qt::DescendingOrder);
    sortCase("sort by EXP (a score)", model.columnOf(5), Qt::AscendingOrder);
    sortCase("sort by question", ui::ResultsTableModel::PairQuestion, Qt::AscendingOrder);
    filterCase("filter by text, sorted by question", text);
    filterCase("filter by preset, sorted by question", preset);
    proxy.setFilter(none);
    proxy.sort(-1);
    model.setGrouping(ui::ResultsTableModel::Grouping::PerQuestion);
    filterCase("per question: filter by text", text);
    proxy.setFilter(none);
    sortCase("per question: sort by run 0's EX", model.columnOf(inspect::kColumnEx, 0),
             Qt::DescendingOrder);
    report("run summaries, every run (core)",
           measure(
               repeats, [] {},
               [&] {
                   for (size_t r = 0; r < runs; ++r)
                       (void)inspect::summarizeRun(model.table(), r);
               }),
           false);
    view.reset();
    ui::RunSummaryPanel panel;
    panel.resize(300, 800);
    report("summary panel refresh",
           measure(
               repeats, [] {}, [&] { panel.refresh(model.table()); }),
           false);
    return over ? 1 : 0;
}
