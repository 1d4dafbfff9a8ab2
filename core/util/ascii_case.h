// ASCII-only case folding, as the reference scripts' str.lower() does on SQL
// keywords and as SQLite compares identifiers: independent of the process
// locale (the GUI's QApplication sets one), bytes >= 0x80 left alone.
#pragma once

#include <string_view>

namespace sqlscope::util {

constexpr char asciiLower(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

// a and b equal once both are ASCII-lowercased (no copy is made).
constexpr bool equalsIgnoringAsciiCase(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (asciiLower(a[i]) != asciiLower(b[i])) return false;
    return true;
}

}  // namespace sqlscope::util
