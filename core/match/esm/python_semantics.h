// The few Python built-ins whose exact behaviour decides how the official
// Spider parser reads a token (docs/metrics/esm.md): float(), int(), str.lower()
// and the repr() that appears in its error messages ("KeyError: 'left'").
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sqlscope::match::esm {

// float(text): decimal or exponent notation, PEP 515 underscores between
// digits, "inf", "infinity" and "nan" with an optional sign, surrounding
// whitespace ignored. nullopt where Python raises ValueError.
std::optional<double> pythonFloat(std::string_view text);

// int(text) in base 10, as canonical decimal digits ("-12", "0", "7" for
// "007"); nullopt where Python raises ValueError. Python ints have no bound,
// so the value is kept as text.
std::optional<std::string> pythonInt(std::string_view text);

// repr() of a str: quoted with ' unless the text holds ' and no ", with
// backslash escapes for \, the quote, \t \n \r and other control bytes.
std::string pythonRepr(std::string_view text);
void appendPythonRepr(std::string& out, std::string_view text);  // out += repr(text)

// str.lower() for UTF-8 text: ASCII and the Latin-1 letters (the Spider data
// has no other non-ASCII identifiers); other characters are kept.
std::string pythonLower(std::string_view text);
std::string pythonLower(std::string&& text);  // lowers `text` itself

// str.isspace() for one Unicode code point (also what the regex class \s and
// str.split() use).
bool isPythonSpaceBeyondAscii(char32_t c);
inline bool isPythonSpace(char32_t c) {
    if (c < 0x80) return (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x20);
    return isPythonSpaceBeyondAscii(c);
}

// The regex class \w for str patterns, as NLTK's word tokenizer meets it:
// ASCII letters, digits and "_"; beyond ASCII approximated as any character
// that is neither whitespace nor in the Latin-1, general and CJK
// punctuation blocks.
bool isPythonWordChar(char32_t c);

}  // namespace sqlscope::match::esm
