// The filter language of the results view's filter bar and of
// `sqlscope-cli export --filter` (docs/export.md, "The filter language"):
// space-separated terms, all of which must hold, parsed into a PairFilter
// and printed back from one (parse(print(f)) == f).
//
//   run:DAIL,gpt4 db:concert_singer hardness:hard,extra outcome:error
//   rule:7 error:schema_errors ex:pass esm+:fail preset:ex_pass_esm_plus_fail
//   exc:fail sqlscope:pass cx:found,none preset:ex_pass_cx_found
//   "free text" words
//
// KEY:VALUE[,VALUE...] is one condition (comma = any of); a quoted string
// or a bare word is free text (bare words and quoted strings are joined with
// single spaces into the one substring PairFilter::text searches). Keys and
// keyword values are ASCII case-insensitive; run names and db ids are exact.
// Qt-free.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/inspect/pair_filter.h"

namespace sqlscope::inspect {

class PairTable;

// What names a parse resolves against: run names (a run term names runs,
// the filter holds their positions) and, when not empty, the database ids a
// db term may name (empty: any id is accepted).
struct FilterVocabulary {
    std::vector<std::string> runNames;
    std::vector<std::string> databases;
};
// The table's run names and database ids.
FilterVocabulary filterVocabularyOf(const PairTable& table);

struct FilterParse {
    PairFilter filter;
    // "" when the expression parsed; else "col N: message" (N: 1-based
    // position in characters of the offending term or value).
    std::string error;
    size_t errorColumn = 0;  // N, 0 when ok
    bool ok() const { return error.empty(); }
};

FilterParse parseFilterExpression(std::string_view expression, const FilterVocabulary& vocabulary);

// The canonical expression of `filter`: terms in the order run, db,
// hardness, outcome, rule, error, the verdict conditions, changed, exc,
// sqlscope, cx, preset, then the
// free text; "" for an empty filter. Runs outside the vocabulary are left out.
std::string printFilterExpression(const PairFilter& filter, const FilterVocabulary& vocabulary);

// The keys of the language (run, db, hardness, outcome, rule, error, each
// verdict column's key and its _any form, changed, exc, sqlscope, cx,
// preset, sample).
std::vector<std::string> filterKeys();

}  // namespace sqlscope::inspect
