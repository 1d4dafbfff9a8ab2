// The rows of one evaluation as they arrive (job::JobListener::onRows),
// stored densely by (item position, run) so that a view of 100,000 pairs
// costs about 9 MB, with the texts behind them (benchmark items and
// predictions, shared with the job's plan, never copied). Qt-free; the
// results table, its filters and the run summaries all read this one table.
// Not thread-safe: fill and read it on one thread (the GUI's).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/job/summary_row.h"

namespace sqlscope::dataset {
struct Benchmark;
struct BenchmarkItem;
struct PredictionFile;
}  // namespace sqlscope::dataset
namespace sqlscope::job {
struct JobPlan;
}
namespace sqlscope::annotate {
struct PairKey;
}

namespace sqlscope::inspect {

class AnyGoldTable;
class CounterexampleTable;

class PairTable {
public:
    PairTable();
    ~PairTable();
    PairTable(const PairTable&) = delete;
    PairTable& operator=(const PairTable&) = delete;

    // Forgets every row and takes the plan's items, runs and shared texts.
    void reset(const job::JobPlan& plan);
    // Stores each row at its pair (a row for an item outside the plan, a run
    // out of range or a pair already present is ignored); returns how many
    // were stored.
    size_t add(const std::vector<job::SummaryRow>& rows);

    size_t itemCount() const { return items_.size(); }
    size_t runCount() const { return runs_.size(); }
    size_t pairCount() const { return items_.size() * runs_.size(); }
    bool has(size_t itemPos, size_t run) const {
        return present_[itemPos * runs_.size() + run] != 0;
    }
    // The pair's row; a default row (every metric NaN) when absent.
    const job::SummaryRow& row(size_t itemPos, size_t run) const {
        return rows_[itemPos * runs_.size() + run];
    }
    size_t pairsPresent() const { return pairsPresent_; }
    // Pairs present without a gap from the first in pair order (items in
    // plan order, runs within an item): the job streams in this order, so a
    // view shows this prefix (rows appear at the end only).
    size_t pairPrefix() const { return prefix_; }

    const std::vector<std::string>& runNames() const { return runs_; }
    const std::string& runName(size_t run) const { return runs_[run]; }

    // The benchmark index of the item at `itemPos`, and the reverse.
    uint32_t itemIndex(size_t itemPos) const { return items_[itemPos]; }
    std::optional<size_t> itemPosOf(uint32_t item) const;

    // The item's texts; null / "" when the plan carried no benchmark.
    const dataset::BenchmarkItem* item(size_t itemPos) const;
    std::string_view itemId(size_t itemPos) const;
    std::string_view question(size_t itemPos) const;
    std::string_view goldSql(size_t itemPos) const;
    std::string_view dbId(size_t itemPos) const;
    // The run's prediction text ("" when missing or without run files).
    std::string_view prediction(size_t itemPos, size_t run) const;
    bool predictionMissing(size_t itemPos, size_t run) const;

    // The distinct database ids of the plan's items, sorted, and each item's
    // index into that list (for filters that compare integers, not text).
    const std::vector<std::string>& databases() const { return databases_; }
    uint32_t databaseOf(size_t itemPos) const { return itemDatabase_[itemPos]; }
    // The gold's hardness for the question: the first run's value that is
    // not -1, or -1 (ESM scored no pair of it).
    int questionHardness(size_t itemPos) const;

    // ASCII-lowercased texts for the text filter, built once on first use:
    // the question, a '\n' and the gold SQL of an item; a pair's prediction.
    std::string_view loweredItemText(size_t itemPos) const;
    std::string_view loweredPrediction(size_t itemPos, size_t run) const;

    // The first binary metric column (verdict_columns.h: EX, EX-BIRD, EXE,
    // ESM, ESM+) with a verdict on any pair present, or -1: what "the runs
    // disagree" compares.
    int agreementColumn() const { return agreementColumn_; }
    // Whether any pair present has a verdict in verdict column `column`
    // (a view hides the columns no metric filled).
    bool columnComputed(size_t column) const { return (computedColumns_ >> column) & 1u; }

    // The labelling sample's pairs (DisagreementPreset::InSample, the filter
    // term `sample`), matched by benchmark item index and run name; kept
    // across reset() and matched again against the new plan. Empty: no sample.
    void setSampleMembers(const std::vector<annotate::PairKey>& pairs);
    bool inSample(size_t itemPos, size_t run) const {
        return !inSample_.empty() && inSample_[itemPos * runs_.size() + run] != 0;
    }
    size_t sampleMembersFound() const { return sampleFound_; }  // members the plan has
    // The verdicts against any accepted gold (alternate_golds.h) of the
    // pairs whose question has alternate golds; null until scored. reset()
    // forgets them.
    void setAnyGold(std::shared_ptr<const AnyGoldTable> anyGold) { anyGold_ = std::move(anyGold); }
    const AnyGoldTable* anyGold() const { return anyGold_.get(); }
    const std::shared_ptr<const AnyGoldTable>& anyGoldShared() const { return anyGold_; }

    // The counterexample search's outcome per pair (pair_counterexamples.h);
    // null when no search ran. reset() forgets it.
    void setCounterexamples(std::shared_ptr<const CounterexampleTable> counterexamples) {
        counterexamples_ = std::move(counterexamples);
    }
    const CounterexampleTable* counterexamples() const { return counterexamples_.get(); }
    const std::shared_ptr<const CounterexampleTable>& counterexamplesShared() const {
        return counterexamples_;
    }

    const std::shared_ptr<const dataset::Benchmark>& benchmark() const { return benchmark_; }
    const std::shared_ptr<const std::vector<dataset::PredictionFile>>& runFiles() const {
        return runFiles_;
    }

private:
    void buildLowered() const;
    void matchSample();

    std::vector<uint32_t> items_;
    std::vector<std::string> runs_;
    std::vector<uint32_t> posOfItem_;  // benchmark index -> item position, or UINT32_MAX
    std::vector<job::SummaryRow> rows_;
    std::vector<uint8_t> present_;
    size_t pairsPresent_ = 0;
    size_t prefix_ = 0;
    int agreementColumn_ = -1;
    uint32_t computedColumns_ = 0;  // bit c: verdict column c has a verdict somewhere
    std::vector<std::string> databases_;
    std::vector<uint32_t> itemDatabase_;
    std::shared_ptr<const dataset::Benchmark> benchmark_;
    std::shared_ptr<const std::vector<dataset::PredictionFile>> runFiles_;
    std::vector<std::pair<uint32_t, std::string>> sampleKeys_;  // (item index, run name)
    std::vector<uint8_t> inSample_;                             // pairCount(), or empty
    size_t sampleFound_ = 0;
    std::shared_ptr<const AnyGoldTable> anyGold_;
    std::shared_ptr<const CounterexampleTable> counterexamples_;

    mutable bool lowered_ = false;
    mutable std::string loweredText_;
    mutable std::vector<size_t> itemTextOffsets_;  // itemCount() + 1
    mutable std::vector<size_t> predOffsets_;      // pairCount() + 1
};

}  // namespace sqlscope::inspect
