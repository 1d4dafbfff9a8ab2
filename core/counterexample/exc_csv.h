// The counterexample pass's output (docs/cli.md `--counterexamples`): one
// CSV record a pair (run, index, db_id, the checked metric, exc,
// esm_plus_strict, verdict, counterexample, counterexample_rows, counterexample_sql), and
// optionally one .sql file a counterexample under a folder: its database
// script, preceded by the pair and followed by both results as comments,
// so that `sqlite3 :memory: < FILE` rebuilds it.
#pragma once

#include <ostream>
#include <string>

#include "core/counterexample/counterexample_pass.h"

namespace sqlscope::counterexample {

// Writes the CSV to `out`. With `folder` not empty, each counterexample is
// written to <folder>/<run>/<index>.sql and its counterexample_sql field is
// that path; otherwise the field holds the script. Returns "" or the first
// problem ("FILE: reason").
std::string writeExcCsv(std::ostream& out, const report::Report& report, const PassResult& pass,
                        const ExcOptions& options, const std::string& folder = {});

// The .sql file of one counterexample: `-- ` comments naming the pair and
// the metric, the script, then both results as comments.
std::string counterexampleFile(const std::string& run, size_t index, const std::string& dbId,
                               const std::string& gold, const std::string& prediction,
                               const Counterexample& counterexample);

// A result as comment lines: "-- <label> (N rows)" then "--   a | b" a row.
std::string resultComment(const std::string& label, const exec::ResultSet& result);

}  // namespace sqlscope::counterexample
