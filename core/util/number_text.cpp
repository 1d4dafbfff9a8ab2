#include "core/util/number_text.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace sqlscope::util {

void appendNumberText(std::string& out, double value) {
    // Most report numbers are 0 or 1 (verdicts, exact scores).
    if (value == 0.0 && !std::signbit(value)) {
        out.push_back('0');
        return;
    }
    if (value == 1.0) {
        out.push_back('1');
        return;
    }
    // Whole numbers up to 10^4 print as their digits (std::to_chars picks
    // the shorter of fixed and scientific, fixed on a tie; "1e+05" is
    // shorter than 100000), and most report numbers are such: 0, 1, counts.
    if (value >= -10000.0 && value <= 10000.0 &&
        value == static_cast<double>(static_cast<int>(value)) &&
        !(value == 0.0 && std::signbit(value))) {
        char digits[8];
        out.append(digits,
                   std::to_chars(digits, digits + sizeof digits, static_cast<int>(value)).ptr);
        return;
    }
    char buffer[64];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    if (ec == std::errc()) out.append(buffer, end);
}

std::string numberText(double value) {
    std::string text;
    appendNumberText(text, value);
    return text;
}

std::string fixedText(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::optional<double> parseNumber(std::string_view text) {
    double value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

}  // namespace sqlscope::util
