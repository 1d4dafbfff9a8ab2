// Joins reports (`sqlscope-cli merge`, docs/cli.md): the shards of one
// evaluation (`--shard i/n`, the same settings, inputs and runs, disjoint
// items) into the report of the whole, or reports of different runs on the
// same items into one report with every run. Aggregates are recomputed from
// the pairs, so a merged report equals the one a single process would write
// (apart from `merged_shards`).
#pragma once

#include <string>
#include <vector>

#include "core/report/report_model.h"

namespace sqlscope::report {

struct MergeResult {
    Report report;
    std::string error;  // why the reports cannot be joined; empty on success
    bool ok() const { return error.empty(); }
};

// `names` name the reports in errors (their file names).
MergeResult mergeReports(std::vector<Report> reports, const std::vector<std::string>& names);

}  // namespace sqlscope::report
