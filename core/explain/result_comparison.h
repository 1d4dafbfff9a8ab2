// The result comparison of one pair, for display: both result grids (at most
// kMaxShownRows rows, the true counts kept, values as Python's str() shows
// them), the column alignment SQLMorph's EXP/EXR chose, and which shown rows
// and cells each execution metric counts as matched
// (docs/metrics/execution.md):
//   - EX (Spider) compares each column's values as lists, in row order: all
//     rows are marked when EX = 1; otherwise a row whose counterpart at the
//     same position holds equal values (columns by position; EX may still be
//     0 with every row marked, as Spider keys columns by select item, and a
//     message then says so).
//   - EXE compares bags (lists when the gold text has "order by"): all rows
//     when EXE = 1; otherwise, with the same number of columns, rows paired
//     one-to-one with an equal row of the other side (columns by position;
//     by row position when ordered). EXE's own comparison also removes
//     DISTINCT and searches column permutations: these marks only show
//     which rows of the original database's results agree.
//   - EXP/EXR: the rows SQLMorph aligned, and the cells it matched in them;
//     every row and cell when its EX = 1 settled the metrics.
// Errors, time-outs, denials and gold failures become one-line messages.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "core/explain/pair_explanation.h"

namespace sqlscope::eval {
struct ExecutionVerdict;
}

namespace sqlscope::explain {

constexpr size_t kMaxShownRows = 50;

ResultComparison compareResults(const eval::ExecutionVerdict& execution, std::string_view gold);

}  // namespace sqlscope::explain
