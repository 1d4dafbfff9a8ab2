// BIRD execution accuracy (docs/metrics/execution.md#ex-bird): the rows of prediction and gold
// compared as sets of positional tuples (duplicates and order ignored, no
// column permutation); any execution failure gives 0.
#pragma once

#include <string>
#include <vector>

#include "core/exec/compare_options.h"
#include "core/exec/executor.h"
#include "core/exec/result_set.h"

namespace sqlscope::exec {

struct BirdVerdict {
    int ex = 0;  // 1 iff set(pred_rows) == set(gold_rows) and both executed
    bool predictionFailed = false;
    bool goldFailed = false;  // checked only when the prediction executed, like the reference
    ExecStatus failureStatus = ExecStatus::Ok;
    std::string failureMessage;
    // Evidence when both executed: rows whose tuple is absent from the other side.
    std::vector<size_t> goldRowsMissing;     // gold row indices not in the predicted set
    std::vector<size_t> predictedRowsExtra;  // predicted row indices not in the gold set
};

// Pure comparison of two results (docs/metrics/execution.md#ex-bird): set(pred) == set(gold).
// `goldHashes`: see compareRowSets (row_matching.h).
BirdVerdict birdCompare(const ResultSet& gold, const ResultSet& pred,
                        const CompareOptions& options = {},
                        std::vector<size_t>* goldHashes = nullptr);

// From the two executions (prediction first, then gold, as the reference
// runs them): a failure of either -- error, timeout, denial -- scores 0.
// The caller applies BIRD's whole-pair wall-clock budget (meta_time_out,
// default 30 s) and reports a pair timeout as a prediction failure.
BirdVerdict birdExecutionAccuracy(const ExecResult& gold, const ExecResult& pred,
                                  const CompareOptions& options = {},
                                  std::vector<size_t>* goldHashes = nullptr);

}  // namespace sqlscope::exec
