// Optimal assignment (Hungarian method) on a rectangular weight matrix:
// what scipy.optimize.linear_sum_assignment(-weights) computes for the
// SQLMorph semantic techniques (docs/metrics/execution.md#the-seven-techniques T4, T5, T7).
#pragma once

#include <vector>

namespace sqlscope::exec {

// Pairs rows with columns, min(rows, columns) pairs, maximising the total
// weight. Returns, for each row, its column or -1 (rows left over when there
// are more rows than columns). Rows must all have the same length. Among
// several optimal assignments the one found is deterministic but may differ
// from scipy's.
std::vector<int> maximumWeightAssignment(const std::vector<std::vector<double>>& weights);

}  // namespace sqlscope::exec
