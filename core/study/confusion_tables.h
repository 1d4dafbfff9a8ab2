// Metric vs metric: for each run and each two of the five binary metrics
// (EX, EX-BIRD, EXE, ESM, ESM+), the 2x2 table of their verdicts on the
// run's pairs, each cell with its count and the inspect::PairFilter that
// selects exactly its pairs (the results table's filter when the cell is
// clicked). Pairs where either metric has no verdict are counted apart.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "core/inspect/pair_filter.h"

namespace sqlscope::inspect {
class PairTable;
}

namespace sqlscope::study {

struct ConfusionCell {
    size_t count = 0;
    inspect::PairFilter filter;  // runs = {run}, verdict = A's, verdict2 = B's
};

struct ConfusionTable {
    size_t run = 0;
    size_t first = 0;       // metric A: a column of inspect::verdictColumns()
    size_t second = 0;      // metric B
    bool computed = false;  // both metrics have a verdict on some pair of the table
    // cells[a][b]: a = 0 when A passes, 1 when it fails; b likewise for B
    // (the order of report.json's agreement cells: both pass, A only, B only,
    // both fail).
    std::array<std::array<ConfusionCell, 2>, 2> cells;
    size_t withoutVerdict = 0;  // pairs of the run where A or B has none
};

// Runs in order; within a run the ten pairs of metrics (A before B in the
// order EX, EX-BIRD, EXE, ESM, ESM+): (EX, EX-BIRD), (EX, EXE), ..., (ESM, ESM+).
std::vector<ConfusionTable> confusionTables(const inspect::PairTable& table);

}  // namespace sqlscope::study
