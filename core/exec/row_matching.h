// Row-level building blocks shared by the result comparators: a total order
// on values consistent with Value's equality, row hashing, one-to-one pairing
// of equal rows (bags) and set equality, each exact or float-tolerant.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include "core/exec/compare_options.h"
#include "core/exec/result_set.h"

namespace sqlscope::exec {

// Total order consistent with operator== on Value: NULL < numbers (by exact
// numeric value, INTEGER and REAL mixed; NaN after every number) < TEXT
// (bytes, i.e. code points) < BLOB (bytes). Returns <0, 0, >0. Used where the
// reference sorts Python tuples (which raises on mixed None/int/str, Q-M4).
int compareValues(const Value& a, const Value& b);
// Lexicographic over compareValues; a proper prefix sorts first.
int compareRows(const Row& a, const Row& b);

struct RowHash {
    size_t operator()(const Row& row) const;
};
struct RowEqual {
    bool operator()(const Row& a, const Row& b) const { return a == b; }
};

inline bool cellsEqual(const Value& a, const Value& b, const CompareOptions& options) {
    return options.tolerant() ? equalWithTolerance(a, b, options.floatTolerance) : a == b;
}
bool rowsEqual(const Row& a, const Row& b, const CompareOptions& options);

// One-to-one pairing of equal rows between two bags.
struct RowPairing {
    std::vector<std::pair<size_t, size_t>> pairs;  // (gold index, predicted index), gold order
    std::vector<size_t> unmatchedGold;             // ascending
    std::vector<size_t> unmatchedPred;             // ascending
};

// Exact step: for each gold row in order, the first still unpaired predicted
// row equal to it (so equal rows pair up in order of appearance and the pair
// count is the multiset-intersection size). Tolerant step (only when
// options.tolerant()): leftover gold rows, in canonical row order, each take
// the first leftover predicted row (canonical order) that is equal within the
// tolerance.
RowPairing pairEqualRows(const std::vector<Row>& gold, const std::vector<Row>& pred,
                         const CompareOptions& options);

// Set comparison (duplicates ignored): which rows of each side have no equal
// row on the other side. Tolerant mode: a row without an exact partner looks
// for any row within the tolerance (O(n*m) on those rows only).
struct RowSetDifference {
    std::vector<size_t> goldOnly;  // gold row indices absent from the predicted set
    std::vector<size_t> predOnly;  // predicted row indices absent from the gold set
    bool equal() const { return goldOnly.empty() && predOnly.empty(); }
};
// `goldHashes`, when given: RowHash of every gold row when it holds
// gold.size() of them, else filled with them here if they are needed (so a
// caller keeps them for the runs' predictions of one question).
RowSetDifference compareRowSets(const std::vector<Row>& gold, const std::vector<Row>& pred,
                                const CompareOptions& options,
                                std::vector<size_t>* goldHashes = nullptr);

}  // namespace sqlscope::exec
