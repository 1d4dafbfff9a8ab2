#include "core/match/esm/python_semantics.h"

#include <charconv>
#include <cmath>
#include <limits>

#include "core/util/ascii_case.h"

namespace sqlscope::match::esm {
namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// Strips the whitespace that float() and int() ignore (ASCII and the UTF-8
// encodings of the other str.isspace() characters are rare enough in tokens
// that only ASCII is handled here: tokens never contain whitespace anyway).
std::string_view stripSpace(std::string_view text) {
    auto space = [](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' ||
               (c >= 0x1c && c <= 0x1f);
    };
    while (!text.empty() && space(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && space(text.back()))
        text.remove_suffix(1);
    return text;
}

// digitpart := digit (["_"] digit)*, appended to `out` without underscores.
// Returns the number of characters read (0 when there is no digit).
size_t readDigitPart(std::string_view text, size_t pos, std::string& out) {
    size_t start = pos;
    if (pos >= text.size() || !isDigit(text[pos])) return 0;
    out += text[pos++];
    while (pos < text.size()) {
        if (isDigit(text[pos])) {
            out += text[pos++];
        } else if (text[pos] == '_' && pos + 1 < text.size() && isDigit(text[pos + 1])) {
            out += text[pos + 1];
            pos += 2;
        } else {
            break;
        }
    }
    return pos - start;
}

}  // namespace

std::optional<double> pythonFloat(std::string_view text) {
    text = stripSpace(text);
    if (text.empty()) return std::nullopt;
    size_t pos = 0;
    bool negative = false;
    if (text[0] == '+' || text[0] == '-') {
        negative = text[0] == '-';
        pos = 1;
    }
    std::string_view rest = text.substr(pos);
    if (util::equalsIgnoringAsciiCase(rest, "inf") ||
        util::equalsIgnoringAsciiCase(rest, "infinity")) {
        double inf = std::numeric_limits<double>::infinity();
        return negative ? -inf : inf;
    }
    if (util::equalsIgnoringAsciiCase(rest, "nan")) return std::numeric_limits<double>::quiet_NaN();

    std::string plain = negative ? "-" : "";
    size_t intDigits = readDigitPart(text, pos, plain);
    pos += intDigits;
    size_t fracDigits = 0;
    if (pos < text.size() && text[pos] == '.') {
        plain += '.';
        ++pos;
        fracDigits = readDigitPart(text, pos, plain);
        pos += fracDigits;
    }
    if (intDigits == 0 && fracDigits == 0) return std::nullopt;
    if (pos < text.size() && (text[pos] == 'e' || text[pos] == 'E')) {
        plain += 'e';
        ++pos;
        if (pos < text.size() && (text[pos] == '+' || text[pos] == '-')) plain += text[pos++];
        size_t expDigits = readDigitPart(text, pos, plain);
        if (expDigits == 0) return std::nullopt;
        pos += expDigits;
    }
    if (pos != text.size()) return std::nullopt;
    double value = 0.0;
    auto [end, ec] = std::from_chars(plain.data(), plain.data() + plain.size(), value);
    if (ec == std::errc::result_out_of_range) {
        // Python gives inf for overflow and 0.0 for underflow; from_chars
        // leaves the value unset, so decide from the exponent's sign.
        bool underflow = plain.find("e-") != std::string::npos;
        double magnitude = underflow ? 0.0 : std::numeric_limits<double>::infinity();
        return negative ? -magnitude : magnitude;
    }
    if (ec != std::errc() || end != plain.data() + plain.size()) return std::nullopt;
    return value;
}

std::optional<std::string> pythonInt(std::string_view text) {
    text = stripSpace(text);
    if (text.empty()) return std::nullopt;
    size_t pos = 0;
    bool negative = false;
    if (text[0] == '+' || text[0] == '-') {
        negative = text[0] == '-';
        pos = 1;
    }
    std::string digits;
    size_t read = readDigitPart(text, pos, digits);
    if (read == 0 || pos + read != text.size()) return std::nullopt;
    size_t firstNonZero = digits.find_first_not_of('0');
    if (firstNonZero == std::string::npos) return std::string("0");
    std::string canonical = negative ? "-" : "";
    canonical.append(digits, firstNonZero, std::string::npos);
    return canonical;
}

std::string pythonRepr(std::string_view text) {
    std::string out;
    appendPythonRepr(out, text);
    return out;
}

void appendPythonRepr(std::string& out, std::string_view text) {
    // Most texts (column ids) hold nothing to escape and no quote: 'text'.
    bool plain = true;
    for (char ch : text) {
        unsigned char c = static_cast<unsigned char>(ch);
        if (ch == '\\' || ch == '\'' || ch == '"' || c < 0x20 || c == 0x7f) {
            plain = false;
            break;
        }
    }
    if (plain) {
        out.reserve(out.size() + text.size() + 2);
        out += '\'';
        out += text;
        out += '\'';
        return;
    }
    bool hasSingle = text.find('\'') != std::string_view::npos;
    bool hasDouble = text.find('"') != std::string_view::npos;
    char quote = hasSingle && !hasDouble ? '"' : '\'';
    out.reserve(out.size() + text.size() + 2);
    out += quote;
    static constexpr char kHex[] = "0123456789abcdef";
    for (char ch : text) {
        unsigned char c = static_cast<unsigned char>(ch);
        if (ch == '\\' || ch == quote) {
            out += '\\';
            out += ch;
        } else if (ch == '\t') {
            out += "\\t";
        } else if (ch == '\n') {
            out += "\\n";
        } else if (ch == '\r') {
            out += "\\r";
        } else if (c < 0x20 || c == 0x7f) {
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 0xf];
        } else {
            out += ch;
        }
    }
    out += quote;
}

std::string pythonLower(std::string_view text) {
    return pythonLower(std::string(text));
}

std::string pythonLower(std::string&& text) {
    std::string out(std::move(text));
    for (size_t i = 0; i < out.size(); ++i) {
        unsigned char c = static_cast<unsigned char>(out[i]);
        if (c >= 'A' && c <= 'Z') {
            out[i] = static_cast<char>(c - 'A' + 'a');
        } else if (c == 0xC3 && i + 1 < out.size()) {
            // U+00C0..U+00DE (but U+00D7 ×) lower to U+00E0..U+00FE.
            unsigned char next = static_cast<unsigned char>(out[i + 1]);
            if (next >= 0x80 && next <= 0x9E && next != 0x97)
                out[i + 1] = static_cast<char>(next + 0x20);
            ++i;
        }
    }
    return out;
}

bool isPythonWordChar(char32_t c) {
    if (c < 0x80) {
        return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z') || (c >= U'0' && c <= U'9') ||
               c == U'_';
    }
    const bool punctuation = (c >= 0xA1 && c <= 0xBF && c != 0xAA && c != 0xB5 && c != 0xBA) ||
                             c == 0xD7 || c == 0xF7 || (c >= 0x2010 && c <= 0x206F) ||
                             (c >= 0x3000 && c <= 0x303F);
    return !isPythonSpace(c) && !punctuation;
}

bool isPythonSpaceBeyondAscii(char32_t c) {
    return c == 0x85 || c == 0xa0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200a) || c == 0x2028 ||
           c == 0x2029 || c == 0x202f || c == 0x205f || c == 0x3000;
}

}  // namespace sqlscope::match::esm
