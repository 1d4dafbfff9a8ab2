// The key under which a workspace caches an evaluation's summary rows
// (docs/workspace.md#the-summaries-key): a digest of everything a verdict
// depends on. When the key computed for an evaluation matches a stored one,
// every pair is unchanged and is shown from the cache, not re-evaluated.
#pragma once

#include <string>
#include <vector>

#include "core/eval/batch_plan.h"

namespace sqlscope::report {
struct InputDigest;
}

namespace sqlscope::workspace {

// The version of the summary rows' encoding (summary_row_codec.h) and of
// this key's recipe; part of the key, so a change of either is a miss.
inline constexpr const char* kSummaryFormat = "sqlscope-summaries-1";

// 64 lowercase hex digits: SHA-256 of the lines
//   sqlscope-summaries-1
//   sqlscope <SQLSCOPE_VERSION>        (another evaluator may score differently)
//   settings <settingsJson>            (report::settingsJson(...).dump(), as report.json's)
//   shard <i>/<n>
//   input <role> <sha256>              (one per input, in order: gold, questions,
//                                       tables, pred..., linking_pred, database...)
// each ending in '\n'. Paths are left out: a moved benchmark with the same
// bytes keeps its key (the database folder is in the settings, though). An
// input whose digest failed (sha256 "") makes the key "" : never cached.
std::string summaryKey(const std::string& settingsJson,
                       const std::vector<report::InputDigest>& inputs,
                       const eval::Shard& shard = {});

}  // namespace sqlscope::workspace
