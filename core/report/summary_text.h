// The summary sqlscope-cli eval and merge print (docs/cli.md, "Summary"):
// per run Spider's table (counts and scores per hardness level, partial
// component scores) in the layout of its evaluation.py, then the typed
// outcomes, every other metric with its bootstrap interval, the breakdowns
// by hardness, database, difficulty and turn, and the agreement tables;
// then, for several runs, the side-by-side table with mean and standard
// deviation and McNemar's tests.
#pragma once

#include <string>

#include "core/report/report_model.h"
#include "core/report/run_aggregate.h"

namespace sqlscope::report {

std::string formatSummary(const Report& report, const ReportAggregate& aggregate);

// Spider's table for one run: header, count, then the execution block (when
// aggregate.executionMetric is set) and the exact-match and partial blocks
// (when ESM is selected), exactly as evaluation.py's print_scores prints
// them; an "exec count" row follows "count" when some pairs have no
// execution verdict (gold errors).
std::string formatSpiderTable(const Report& report, const ReportAggregate& aggregate, size_t run);

}  // namespace sqlscope::report
