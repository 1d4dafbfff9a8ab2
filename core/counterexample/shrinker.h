// Makes a distinguishing database small (docs/metrics/exc.md#the-shrinker):
// deletes rows one at a time (last table first, last row first) while the
// database still tells the queries apart, then replaces values by simpler
// ones (integers by 0 or 1, reals by their integer part, texts by 'a' or a
// shorter prefix) under the same condition. Greedy and deterministic: the
// result is 1-minimal for row deletion (no single row can go).
#pragma once

#include <chrono>
#include <functional>
#include <string>

#include "core/counterexample/database_content.h"

namespace sqlscope::counterexample {

// Loads `candidate` and says whether it still distinguishes; fills `stored`
// with what the database then holds (constraints applied) and `results`
// with both queries' results as text (to tell whether a change mattered).
using Distinguishes = std::function<bool(const DatabaseContent& candidate, DatabaseContent& stored,
                                         std::string& results)>;

// `content` must distinguish. Stops at `deadline` with what it has.
DatabaseContent shrinkDatabase(DatabaseContent content, const Distinguishes& distinguishes,
                               std::chrono::steady_clock::time_point deadline);

}  // namespace sqlscope::counterexample
