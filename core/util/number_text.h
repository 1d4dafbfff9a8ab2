// Numbers as text for reports: the shortest decimal that reads back as the
// same double ("0.5", "1", "0.6666666666666666"), and the inverse; and
// a fixed number of decimals for tables.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sqlscope::util {

std::string numberText(double value);
// The same text appended to `out` (no intermediate string).
void appendNumberText(std::string& out, double value);
// `value` with exactly `decimals` digits after the point ("0.500"), as
// printf's %.*f writes it: the report's summary and the exports' tables.
std::string fixedText(double value, int decimals);
// The whole of `text` as a finite number, or nullopt.
std::optional<double> parseNumber(std::string_view text);

}  // namespace sqlscope::util
