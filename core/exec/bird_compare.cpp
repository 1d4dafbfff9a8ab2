// BIRD EX (docs/metrics/execution.md#ex-bird), as BIRD's evaluation.py:
// res = 1 if set(predicted_res) == set(ground_truth_res) else 0.
#include "core/exec/bird_compare.h"

#include "core/exec/row_matching.h"

namespace sqlscope::exec {

BirdVerdict birdCompare(const ResultSet& gold, const ResultSet& pred, const CompareOptions& options,
                        std::vector<size_t>* goldHashes) {
    BirdVerdict v;
    RowSetDifference diff = compareRowSets(gold.rows, pred.rows, options, goldHashes);
    v.ex = diff.equal() ? 1 : 0;
    v.goldRowsMissing = std::move(diff.goldOnly);
    v.predictedRowsExtra = std::move(diff.predOnly);
    return v;
}

BirdVerdict birdExecutionAccuracy(const ExecResult& gold, const ExecResult& pred,
                                  const CompareOptions& options, std::vector<size_t>* goldHashes) {
    if (!pred.ok()) {
        BirdVerdict v;
        v.predictionFailed = true;
        v.failureStatus = pred.status;
        v.failureMessage = pred.message;
        return v;
    }
    if (!gold.ok()) {
        BirdVerdict v;
        v.goldFailed = true;
        v.failureStatus = gold.status;
        v.failureMessage = gold.message;
        return v;
    }
    return birdCompare(gold.result, pred.result, options, goldHashes);
}

}  // namespace sqlscope::exec
