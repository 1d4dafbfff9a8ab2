// Collects a batch's verdicts into a Report as they arrive (from any worker
// thread), keeping only what report.json needs, so the result sets of a
// large evaluation are freed pair by pair.
#pragma once

#include <string>
#include <vector>

#include "core/dataset/benchmark.h"
#include "core/eval/batch_plan.h"
#include "core/eval/pair_verdict.h"
#include "core/report/report_model.h"
#include "core/sql/parser.h"

namespace sqlscope::report {

class ReportBuilder {
public:
    // Sizes every run's pairs for `plan`; `runs` and `benchmark` must outlive the builder.
    ReportBuilder(const dataset::Benchmark& benchmark,
                  const std::vector<dataset::PredictionFile>& runs, const eval::BatchPlan& plan);

    // Records the verdict of work item `work` for every pair sharing it.
    // Thread-safe for distinct `work` values.
    void add(size_t work, const eval::WorkItem& item, const eval::PairVerdict& verdict,
             const sql::ParseResult& predParse);

    // The report's items, runs and pairs (settings, inputs and metrics are
    // left to the caller). Call once, after the batch.
    Report take();

    // Position of a benchmark item among the plan's items.
    size_t positionOf(uint32_t item) const { return position_[item]; }
    // What add() recorded, by position (read it from the thread that added it).
    const ItemRecord& item(size_t position) const { return report_.items[position]; }
    const PairRecord& pair(size_t run, size_t position) const {
        return report_.runs[run].pairs[position];
    }

private:
    const dataset::Benchmark& benchmark_;
    const std::vector<dataset::PredictionFile>& runs_;
    const eval::BatchPlan& plan_;
    std::vector<size_t> position_;
    std::vector<std::string> workHardness_;
    Report report_;
};

// The message a missing prediction's pair carries in exec_message.
inline constexpr const char* kMissingPredictionMessage =
    "no prediction in the file (scored as a failure)";

}  // namespace sqlscope::report
