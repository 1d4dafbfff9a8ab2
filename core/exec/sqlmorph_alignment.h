// Column alignment for SQLMorph (docs/metrics/execution.md#the-seven-techniques): exact names (T2,
// T3) and embedding similarity with an optimal assignment (T4, T5).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/exec/result_set.h"
#include "core/exec/sqlmorph_metrics.h"

namespace sqlscope::exec {

// Which gold and predicted positions are projected (same length except in
// faithful T4, where each side is projected by name in its own order), the
// aligned pair count (|C| or |M|) and the pairs for the evidence.
struct SqlMorphAlignment {
    std::vector<size_t> goldIndices;
    std::vector<size_t> predIndices;
    size_t count = 0;
    std::vector<SqlMorphColumnPair> pairs;
    std::vector<std::vector<double>> similarity;  // predicted x gold (semantic only)
};

// T2/T3: C = sorted intersection of the names (exact, case-sensitive); a name
// repeated on one side stands for its last position. nullopt when C is empty.
std::optional<SqlMorphAlignment> alignColumnsByName(const ResultSet& gold, const ResultSet& pred);

// T4 (sortPairsByName false) and T5 (true): similarity of the columns'
// description texts, Hungarian assignment maximising total similarity, pairs
// with similarity > options.columnSimilarityThreshold. Ours: pairs in
// predicted-column order (T4) or sorted by (predicted name, gold name) (T5),
// projected pair by pair. options.faithful reproduces Q-M2.
SqlMorphAlignment alignColumnsBySemantics(const ResultSet& gold, const ResultSet& pred,
                                          const SqlMorphOptions& options, bool sortPairsByName);

// The reference's text for one column:
// "Column name: <name>. Data type: <dtype>. " then, when the result has rows
// and the column a non-NULL value, "Sample values: v1, v2, ..." with up to 10
// most frequent values (count descending, ties in order of first
// appearance) as pandas would print them. dtype as pandas infers it:
// "int64" (integers only), "float64" (numbers with a REAL or a NULL),
// "object" otherwise (text, blobs, all NULL, or no rows).
std::string sqlMorphColumnText(const std::string& name, const std::vector<Value>& values);

}  // namespace sqlscope::exec
