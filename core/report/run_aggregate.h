// The aggregates of a report (docs/cli.md, "Summary"): per run the typed
// outcome counts, every metric overall and by hardness, database,
// difficulty and turn, the interaction level, Spider's table, bootstrap
// intervals and the metric-vs-metric agreement (FP/FN) tables; across runs
// the spread of each metric and McNemar's test for every two runs.
// Computed from a Report alone, in item order, so the numbers do not depend
// on how (or in how many shards and threads) the pairs were evaluated.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/match/esm/esm_aggregate.h"
#include "core/report/report_model.h"
#include "core/report/statistics.h"

namespace sqlscope::report {

struct Score {
    size_t n = 0;  // pairs with a verdict
    double sum = 0.0;
    void add(double value) {
        ++n;
        sum += value;
    }
    double mean() const { return n == 0 ? 0.0 : sum / static_cast<double>(n); }
};
using ScoreRow = std::vector<Score>;  // parallel to metricDefinitions()

struct GroupScores {
    std::string name;
    size_t pairs = 0;
    ScoreRow scores;
};

struct OutcomeCounts {
    size_t pairs = 0;
    size_t missing = 0;      // no prediction (scored as failures)
    size_t parsed = 0;       // predictions sqlscope's parser reads
    size_t parseErrors = 0;  // ... and those it does not (missing ones excluded)
    size_t ok = 0;           // executed
    size_t error = 0;        // execution error
    size_t timeout = 0;
    size_t denied = 0;       // write attempts refused
    size_t rowLimit = 0;     // more rows than the row cap
    size_t memoryLimit = 0;  // over the per-query cap or the process's memory ceiling
    size_t tooLarge = 0;     // query text over --max-query-bytes
    size_t goldError = 0;
    size_t notRun = 0;
    size_t esmScored = 0;
    size_t esmUnscored = 0;  // the gold is unreadable for Spider's parser, or no schema
    // Pairs whose verdict some reproduced reference quirk changed, and the
    // count of each quirk (eval::ReferenceQuirk order).
    size_t quirkChanged = 0;
    std::array<size_t, eval::kReferenceQuirkCount> quirks{};
};

// Two binary metrics on the same pairs (pairs lacking either verdict are excluded).
struct AgreementTable {
    int first = 0;  // metric indexes
    int second = 0;
    size_t excluded = 0;
    // [0] both pass, [1] first passes and second fails, [2] first fails and
    // second passes, [3] both fail; the item indexes of each cell.
    std::array<std::vector<uint32_t>, 4> cells;
    size_t compared() const {
        return cells[0].size() + cells[1].size() + cells[2].size() + cells[3].size();
    }
};

struct RunAggregate {
    OutcomeCounts outcomes;
    ScoreRow overall;
    std::vector<GroupScores> byHardness;             // easy, medium, hard, extra
    std::vector<GroupScores> byDatabase;             // by db_id
    std::vector<GroupScores> byDifficulty;           // simple, moderate, challenging, then by name
    std::vector<GroupScores> byTurn;                 // multi-turn: "1", "2", "3", "4", ">4"
    GroupScores interactions;                        // multi-turn, binary metrics only
    std::vector<std::optional<Interval>> intervals;  // per metric
    match::esm::EsmAggregate esm;
    std::vector<AgreementTable> agreements;
};

struct PairedTest {
    size_t runA = 0;
    size_t runB = 0;
    int metric = 0;
    size_t compared = 0;  // items where both runs have a verdict
    size_t aOnly = 0;     // A passes, B fails
    size_t bOnly = 0;
    McNemarResult test;
};

struct ReportAggregate {
    std::vector<int> metrics;           // the selected metrics (indexes), registry order
    std::vector<int> binaryMetrics;     // McNemar's tests, the interaction level
    std::vector<int> agreementMetrics;  // the agreement (FP/FN) tables
    int executionMetric = -1;           // the "execution" row of Spider's table
    std::vector<RunAggregate> runs;
    std::vector<Spread> spreads;  // per metric, across runs
    std::vector<PairedTest> paired;
};

ReportAggregate aggregateReport(const Report& report);

// aggregateReport in pieces, for a caller that spreads them over threads or
// uses each as soon as it is ready (the evaluation job writes each run's
// part of report.json once that run is aggregated). The constructor fills
// the selections (metrics, binaryMetrics, agreementMetrics,
// executionMetric) and sizes `runs`; aggregateRun(r) for every run (each
// may run on its own thread), then pairedTests() and spreads() complete the
// rest: the same values as aggregateReport.
class ReportAggregator {
public:
    explicit ReportAggregator(const Report& report);  // `report` must outlive it
    ~ReportAggregator();
    ReportAggregator(const ReportAggregator&) = delete;
    ReportAggregator& operator=(const ReportAggregator&) = delete;

    void aggregateRun(size_t run);  // result().runs[run]
    void pairedTests();             // result().paired; after every aggregateRun
    void spreads();                 // result().spreads; after every aggregateRun

    const ReportAggregate& result() const { return result_; }
    ReportAggregate take() { return std::move(result_); }

private:
    struct Shared;
    const Report& report_;
    // The item clusters, hardness and bootstrap draws; each run's binary verdicts.
    std::unique_ptr<Shared> shared_;
    ReportAggregate result_;
};

}  // namespace sqlscope::report
