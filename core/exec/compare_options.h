// Options shared by every result comparator (test-suite EXE, BIRD EX,
// SQLMorph): the optional float tolerance, off by default
// (docs/metrics/execution.md#executing-a-query says the reference comparators use exact equality).
#pragma once

#include <cstddef>

namespace sqlscope::exec {

struct CompareOptions {
    // 0 = exact equality (the reference behaviour). > 0: numbers compare with
    // equalWithTolerance (math.isclose with rel_tol = abs_tol = tolerance).
    // Tolerant comparison cannot hash, so multisets and sets are matched in
    // two steps: exact matches by hash first, then the leftover rows pairwise
    // (greedy first fit in a canonical value order, O(leftovers^2)); see
    // row_matching.h. A heuristic mode: it can miss a matching when one side
    // holds distinct values closer to each other than the tolerance.
    double floatTolerance = 0.0;

    bool tolerant() const { return floatTolerance > 0.0; }
};

}  // namespace sqlscope::exec
