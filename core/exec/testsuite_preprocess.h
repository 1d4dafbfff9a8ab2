// The string rewrites the test-suite evaluation applies before executing gold
// and prediction (docs/metrics/execution.md#exe-test-suite steps 2, 3, 4 and 7;
// docs/metrics/esm.md#the-value-replacement-quirk).
#pragma once

#include <string>
#include <string_view>

namespace sqlscope::exec {

// docs/metrics/esm.md#the-value-replacement-quirk: the test-suite evaluate() does
// p_str.replace("value", "1") on every prediction before its exact match and its execution: case
// sensitive, everywhere in the text (inside literals, `value_id` -> `1_id`).
// Byte replacement equals Python's code-point one (UTF-8 keeps ASCII apart).
std::string replaceValuePlaceholder(std::string_view prediction);
// Whether the replacement changes `prediction` (it contains "value").
bool hasValuePlaceholder(std::string_view prediction);

// docs/metrics/execution.md#exe-test-suite step 2: "> =", "< =", "! =" become ">=", "<=", "!="
// (plain text replacement, as the reference's postprocess()).
std::string joinSpacedComparisons(std::string_view sql);

// docs/metrics/execution.md#exe-test-suite step 3: drops every sqlparse token whose lowercase text
// is "distinct" and concatenates the rest with their original whitespace. Quoted strings and quoted
// names are single tokens, so 'distinct' and "distinct" stay. Like sqlparse.parse(s)[0], only the
// first statement survives (text after a top-level ';' is dropped). For empty or whitespace-only
// text the reference raises IndexError; we return the text unchanged.
std::string removeDistinct(std::string_view sql);

// docs/metrics/execution.md#exe-test-suite step 4: the lowercased gold contains "order by" (one
// space; also inside a subquery or a string literal).
bool goldOrderMatters(std::string_view gold);

// docs/metrics/execution.md#exe-test-suite step 7: YEAR(CURDATE()) with any case and spacing, and
// the whitespace after it, becomes "2020" (the reference's regex
// YEAR\s*\(\s*CURDATE\s*\(\s*\)\s*\)\s* with IGNORECASE).
std::string replaceCurrentYear(std::string_view sql);

}  // namespace sqlscope::exec
