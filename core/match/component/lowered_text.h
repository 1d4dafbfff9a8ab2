// ASCII-lowercased copies of names and words, as component items are written
// (docs/metrics/component.md#components-and-items).
#pragma once

#include <string>
#include <string_view>

namespace sqlscope::match::component {

// ASCII-lowercased copy.
std::string lowered(std::string_view text);
// Appends `text` ASCII-lowercased to `out` (no temporary string).
void appendLowered(std::string& out, std::string_view text);

}  // namespace sqlscope::match::component
