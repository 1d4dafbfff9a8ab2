// Where things are in a JSON text, for error messages that name a line:
// nlohmann's DOM keeps no positions, so the readers of core/dataset look them
// up here.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::dataset {

// The 1-based line of byte `offset` of `text`.
uint32_t lineOfOffset(std::string_view text, size_t offset);

// The 1-based line where each element of the top-level array starts, or
// where each member's key of the top-level object starts, in order. Stops
// at the first syntax problem (the caller has parsed the text already).
std::vector<uint32_t> topLevelLines(std::string_view text);

// "parse error at line L, column C: ..." from a nlohmann parse_error's
// what(), without its "[json.exception.parse_error.101] " prefix.
std::string jsonErrorText(std::string_view what);

// Why a JSON value read as a query text (a gold or predicted SQL, a db_id)
// cannot be one: `NAME must be a string, not a number` (nlohmann's
// type_name(): number, boolean, object, array, null), `NAME contains a NUL
// character (\u0000)` for a string holding U+0000 (it would end up raw in
// pairs.csv), or empty when `typeName` is "string" and the text is fine.
// NAME is e.g. `field "pred"` (docs/cli.md, "Checks").
std::string queryTextProblem(std::string_view name, std::string_view typeName,
                             std::string_view text = {});

}  // namespace sqlscope::dataset
