// The literals of a query and their neighbours, candidate cell values of the
// generator (docs/metrics/exc.md#the-generator): a number v gives v-1, v and
// v+1 (where `>` and `>=` part ways); a string gives itself, and a LIKE
// pattern ('%ab_c%') also the text it matches at its simplest ("abxc"), with
// a prefix and a suffix around it, and the text that just misses ("ab").
#pragma once

#include <string_view>
#include <vector>

#include "core/exec/value.h"

namespace sqlscope::counterexample {

struct QueryLiterals {
    std::vector<exec::Value> numbers;  // integers and reals, neighbours included
    std::vector<exec::Value> texts;    // strings, LIKE variants included
};

// Scans `sql` lexically: '...' and "..." strings (Spider writes string
// literals in double quotes; an identifier taken for one costs only a
// useless candidate), numbers not part of an identifier. No duplicates, in
// order of appearance.
QueryLiterals queryLiterals(std::string_view sql);

// Both queries' literals together, without duplicates.
QueryLiterals mergeLiterals(const QueryLiterals& a, const QueryLiterals& b);

}  // namespace sqlscope::counterexample
