// What NLTK's word splitting (nltk_word_tokenizer.h) needs to know of an
// ASCII character: whether a substitution other than the ones that isolate
// single characters may fire on it, whether it is isolated wherever it
// occurs, whether it is whitespace. Shared by the one-pass splits of
// nltk_word_tokenizer.cpp and ascii_quoted_split.cpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace sqlscope::match::esm::nltk_ascii {

enum AsciiClass : uint8_t {
    kQuote = 1,      // ` " ': a quote substitution may fire
    kDot = 2,        // final period, ellipses
    kDash = 4,       // "--"
    kNmt = 8,        // n, m, t in any case: every contraction doubles one ("cannot", "gimme")
    kIsolated = 16,  // PUNCTUATION / PARENS_BRACKETS surround it wherever it occurs
    kCommaColon = 32,
    kSpace = 64,  // str.isspace()
};

inline constexpr std::array<uint8_t, 0x80> kAsciiClasses = [] {
    std::array<uint8_t, 0x80> classes{};
    for (char c : std::string_view("`\"'"))
        classes[static_cast<size_t>(c)] |= kQuote;
    classes['.'] |= kDot;
    classes['-'] |= kDash;
    for (char c : std::string_view("nmtNMT"))
        classes[static_cast<size_t>(c)] |= kNmt;
    for (char c : std::string_view(";@#$%&?!*][(){}<>"))
        classes[static_cast<size_t>(c)] |= kIsolated;
    classes[','] |= kCommaColon;
    classes[':'] |= kCommaColon;
    for (size_t c = 0x09; c <= 0x0d; ++c)
        classes[c] |= kSpace;
    for (size_t c = 0x1c; c <= 0x20; ++c)
        classes[c] |= kSpace;
    return classes;
}();

// The characters the final-period substitutions let follow the last '.'
// (closing brackets; quotes cannot occur where this is asked).
inline bool isPeriodCloser(char c) {
    return c == ']' || c == ')' || c == '}' || c == '>';
}

}  // namespace sqlscope::match::esm::nltk_ascii
