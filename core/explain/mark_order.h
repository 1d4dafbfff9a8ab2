// The order in which an explanation's marks are listed and numbered, shared
// by the text (explain_text.h) and the JSON (explain_json.h) so that mark N
// is the same mark in both: by side (gold first), then span, then kind.
#pragma once

#include <cstddef>
#include <vector>

namespace sqlscope::explain {

struct PairExplanation;

// Indexes into explanation.marks, in listed order (a stable sort).
std::vector<size_t> listedMarkOrder(const PairExplanation& explanation);

}  // namespace sqlscope::explain
