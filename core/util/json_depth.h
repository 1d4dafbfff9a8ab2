// The nesting limit of every JSON input (tables.json, --linking-pred, BIRD
// and JSON Lines files, report.json). nlohmann's parser and DOM cope with any
// depth, but what reads the DOM (or the positions scanner of --linking-pred)
// recurses; a file nested deeper than kMaxJsonDepth is an error at the
// bracket that opens the level too many, found before any parser runs.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/util/json_position.h"

namespace sqlscope::util {

constexpr int kMaxJsonDepth = 512;

// Where the first `[` or `{` outside strings opens level maxDepth + 1 of
// `text` (a UTF-8 BOM counts as no column), or nothing when no value nests
// that deep. Linear, no recursion; syntax errors are left to the parser (the
// scan only pairs brackets).
std::optional<TextPosition> jsonTooDeep(std::string_view text, int maxDepth = kMaxJsonDepth);

// "JSON nested deeper than 512 levels"
std::string jsonTooDeepMessage(int maxDepth = kMaxJsonDepth);

// "name:line:col: JSON nested deeper than 512 levels" when `text` nests too
// deep (lines counted from `firstLine`, for one line of a JSON Lines file).
std::optional<std::string> jsonDepthError(std::string_view text, std::string_view name,
                                          uint32_t firstLine = 1, int maxDepth = kMaxJsonDepth);

}  // namespace sqlscope::util
