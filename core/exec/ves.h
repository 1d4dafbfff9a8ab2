// BIRD's valid efficiency score, VES, for one pair and for a dataset, as
// BIRD's evaluation_ves.py computes it (bird/llm/src/evaluation_ves.py in
// AlibabaResearch/DAMO-ConvAI; docs/metrics/execution.md#ves):
//   for each of N repetitions: ratio_i = gold_time_i / pred_time_i
//   time_ratio = mean of the ratios kept by clean_abnormal (those strictly
//                inside mean +- 3 * population std)
//   reward     = sqrt(time_ratio) * 100 when the pair passes BIRD EX, else 0
//   VES        = mean of the rewards over all pairs (failures count 0).
// Timings are measured by the caller and paired by repetition (gold i with
// prediction i); the number of repetitions is the caller's option (BIRD's
// script uses 10, run_sqls_parallel's iterate_num default, and times only
// cursor.execute on a fresh connection). Whether the pair passes is BIRD EX
// (set equality), which the reference checks before timing; its whole-pair
// 30 s timeout also scores 0 and is the caller's to apply.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace sqlscope::exec {

// BIRD's clean_abnormal: the values x with mean - 3*std < x < mean + 3*std
// (strict; std with ddof = 0), in their order. Note: when every value is
// equal (or there is one value) std is 0 and nothing is kept.
std::vector<double> cleanAbnormal(const std::vector<double>& values);

struct VesOptions {
    // BIRD divides by the number of kept ratios; when none is kept (all
    // ratios identical, e.g. a single repetition) that raises
    // ZeroDivisionError, which BIRD's worker catches and scores 0. Set this
    // to use every ratio instead (ours; off = faithful).
    bool keepAllWhenNoneKept = false;
};

enum class VesNote : uint8_t {
    Ok,
    NotPassing,          // the pair fails EX: reward 0
    NoTimings,           // no repetition given: reward 0
    LengthMismatch,      // gold and prediction timings differ in count: reward 0
    ZeroPredictionTime,  // a prediction time of 0 (Python: ZeroDivisionError): reward 0
    NoRatioKept,         // clean_abnormal kept nothing (faithful): reward 0
};
std::string_view vesNoteName(VesNote note);

struct VesPairResult {
    double timeRatio = 0.0;
    double reward = 0.0;
    size_t repetitions = 0;
    size_t kept = 0;
    VesNote note = VesNote::Ok;
};

VesPairResult vesPairReward(const std::vector<double>& goldSeconds,
                            const std::vector<double>& predSeconds, bool passesEx,
                            const VesOptions& options = {});

// compute_ves: the mean reward over all pairs; 0 for no pair.
double vesDataset(const std::vector<VesPairResult>& pairs);

}  // namespace sqlscope::exec
