// The labelling sample a workspace records (docs/workspace.md, version 3):
// the stratified sample as drawn (design, size, seed, strata with their
// population counts, the pairs in draw order) and when it was drawn. A
// workspace holds at most one; drawing again replaces it. Reopening a
// workspace gives the FP/FN table its design (core/study/fp_fn_table.h), so
// that the rates are stratified estimates.
#pragma once

#include <string>

#include "core/study/stratified_sample.h"

namespace sqlscope::workspace {

struct SampleRecord {
    study::StratifiedSample sample;
    std::string drawnAt;  // UTC, ISO 8601 ("2026-11-27T10:47:32Z")
};

}  // namespace sqlscope::workspace
