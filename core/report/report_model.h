// Everything report.json holds (docs/report-schema.md), as values: how the
// report was made, the benchmark's items, and every pair of every run with
// its verdicts and evidence. Aggregates are computed from this alone
// (run_aggregate.h), so a report read back from JSON -- or merged from
// shards -- prints and aggregates exactly like the run that wrote it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/dataset/benchmark.h"
#include "core/eval/batch_plan.h"
#include "core/eval/pair_verdict.h"
#include "core/match/esm/partial_match.h"
#include "core/sql/parser.h"

namespace sqlscope::report {

inline constexpr int kReportSchemaVersion = 1;

// One ESM component of one pair, as the aggregate needs it
// (docs/metrics/esm.md#dataset-aggregation).
struct ComponentRecord {
    int acc = 0;
    int rec = 0;
    int f1 = 0;
    int predTotal = 0;
    int labelTotal = 0;
};

// One pair of one run: the prediction, typed outcomes, every metric's value
// and the evidence behind them.
struct PairRecord {
    uint32_t item = 0;  // index into the benchmark's items
    std::string pred;
    uint32_t predLine = 0;
    bool missing = false;     // no prediction in the file: scored as a failure
    std::string parseError;   // sqlscope's parser: "LINE:COL: message"; empty when it parses
    std::string execStatus;   // ok, error, timeout, denied, gold_error, not_run, row_limit,
                              // memory_limit, too_large
    std::string execMessage;  // why, when not ok
    int64_t goldRows = -1;    // result sizes (-1: not executed)
    int64_t goldColumns = -1;
    int64_t predRows = -1;
    int64_t predColumns = -1;
    bool esmScored = false;
    std::string esmError;
    std::array<ComponentRecord, match::esm::kComponentCount> partial{};
    std::vector<std::optional<double>> metrics;  // parallel to metricDefinitions()
    eval::QuirkSet quirks;  // reference quirks that changed the verdict (reference_quirks.h)
};

// The verdict half of a PairRecord (shared by every pair with the same
// database, gold and prediction), without the metrics; `hardness` receives
// the gold's.
PairRecord recordVerdict(const eval::PairVerdict& verdict, const sql::ParseResult& predParse,
                         std::string& hardness);
// Every metric's value for the pair of item `question` (metricDefinitions() order).
std::vector<std::optional<double>> metricValues(const eval::PairVerdict& verdict, size_t question);

struct ItemRecord {
    uint32_t index = 0;
    dataset::BenchmarkItem item;
    std::string hardness;  // Spider hardness of the gold; empty when ESM could not parse it
};

struct InputDigest {
    std::string role;  // gold, questions, tables, pred
    std::string path;  // as given on the command line
    std::string sha256;
};

struct RunReport {
    std::string name;
    std::string path;
    std::vector<PairRecord> pairs;      // one per item of the report, in item order
    std::vector<std::string> problems;  // bad inputs of this prediction file (listed)
};

struct Report {
    std::string version;              // sqlscope's
    nlohmann::ordered_json settings;  // metric settings (docs/report-schema.md)
    std::vector<InputDigest> inputs;
    eval::Shard shard;
    std::vector<eval::Shard> mergedShards;  // set by `merge`
    std::string format;
    std::vector<std::string> metrics;  // the metric keys selected, in registry order
    std::vector<ItemRecord> items;     // the items evaluated (a shard's), by index
    std::vector<RunReport> runs;
    std::vector<std::string> badInputs;  // problems that make the exit code 1
    bool multiTurn() const { return format == "cosql"; }
    bool hasDifficulty() const;
};

}  // namespace sqlscope::report
