#include "core/report/json_writer.h"

#include <array>
#include <charconv>
#include <cmath>

#include "core/util/number_text.h"

namespace sqlscope::report {

namespace {

// Length of the valid UTF-8 sequence at s[i], or 0 when invalid.
size_t utf8Length(std::string_view s, size_t i) {
    const auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = byte(i);
    size_t n = 0;
    uint32_t min = 0;
    uint32_t cp = 0;
    if (c < 0x80) return 1;
    if ((c & 0xE0) == 0xC0) {
        n = 2;
        cp = c & 0x1F;
        min = 0x80;
    } else if ((c & 0xF0) == 0xE0) {
        n = 3;
        cp = c & 0x0F;
        min = 0x800;
    } else if ((c & 0xF8) == 0xF0) {
        n = 4;
        cp = c & 0x07;
        min = 0x10000;
    } else {
        return 0;
    }
    if (i + n > s.size()) return 0;
    for (size_t k = 1; k < n; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (byte(i + k) & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return n;
}

// Bytes a JSON string holds as they are: printable ASCII but '"' and '\\'.
constexpr std::array<bool, 256> kCopied = [] {
    std::array<bool, 256> copied{};
    for (int b = 0x20; b < 0x80; ++b)
        copied[b] = b != '"' && b != '\\';
    return copied;
}();

}  // namespace

void appendJsonString(std::string& out, std::string_view text) {
    out.push_back('"');
    size_t i = 0;
    while (i < text.size()) {
        // Printable ASCII other than the quote and the backslash is copied
        // as it is, a run at a time.
        size_t run = i;
        while (run < text.size() && kCopied[static_cast<unsigned char>(text[run])])
            ++run;
        if (run > i) {
            out.append(text, i, run - i);
            i = run;
            continue;
        }
        const unsigned char c = static_cast<unsigned char>(text[i]);
        switch (c) {
            case '"':
                out += "\\\"";
                ++i;
                continue;
            case '\\':
                out += "\\\\";
                ++i;
                continue;
            case '\n':
                out += "\\n";
                ++i;
                continue;
            case '\r':
                out += "\\r";
                ++i;
                continue;
            case '\t':
                out += "\\t";
                ++i;
                continue;
            default:
                break;
        }
        if (c < 0x20) {
            static const char* kHex = "0123456789abcdef";
            out += "\\u00";
            out.push_back(kHex[c >> 4]);
            out.push_back(kHex[c & 15]);
            ++i;
            continue;
        }
        if (c < 0x80) {
            out.push_back(static_cast<char>(c));
            ++i;
            continue;
        }
        const size_t n = utf8Length(text, i);
        if (n == 0) {
            out += "\xEF\xBF\xBD";  // U+FFFD
            ++i;
        } else {
            out.append(text.substr(i, n));
            i += n;
        }
    }
    out.push_back('"');
}

void JsonWriter::newline(int depth) {
    out_.push_back('\n');
    out_.append(static_cast<size_t>(depth) * 2, ' ');
}

void JsonWriter::beforeValue() {
    if (afterKey_) {
        afterKey_ = false;
        return;
    }
    if (stack_.empty()) return;
    Level& level = stack_.back();
    if (!level.first) out_.push_back(',');
    if (level.isInline) {
        if (!level.first) out_.push_back(' ');
    } else {
        newline(static_cast<int>(stack_.size()));
    }
    level.first = false;
}

void JsonWriter::open(char bracket, bool oneLine) {
    beforeValue();
    out_.push_back(bracket);
    const bool parentInline = !stack_.empty() && stack_.back().isInline;
    stack_.push_back(
        Level{true, oneLine || parentInline || static_cast<int>(stack_.size()) >= inlineDepth_});
}

void JsonWriter::close(char bracket) {
    const Level level = stack_.back();
    stack_.pop_back();
    if (!level.isInline && !level.first) newline(static_cast<int>(stack_.size()));
    out_.push_back(bracket);
    if (stack_.empty()) out_.push_back('\n');
}

JsonWriter JsonWriter::elementsAt(std::string& out, int inlineDepth, int depth) {
    JsonWriter w(out, inlineDepth);
    for (int d = 0; d < depth; ++d) {
        const bool parentInline = !w.stack_.empty() && w.stack_.back().isInline;
        w.stack_.push_back(Level{true, parentInline || d >= inlineDepth});
    }
    return w;
}

void JsonWriter::appendElements(std::string_view elements) {
    if (elements.empty()) return;
    Level& level = stack_.back();
    // The other writer wrote its first element as a container's first: the
    // separator is owed when this container already has elements.
    if (!level.first) {
        out_.push_back(',');
        if (level.isInline) out_.push_back(' ');
    }
    out_.append(elements);
    level.first = false;
}

void JsonWriter::elementsSplicedHere() {
    stack_.back().first = false;
}

void JsonWriter::key(std::string_view name) {
    beforeValue();
    appendJsonString(out_, name);
    out_ += ": ";
    afterKey_ = true;
}

void JsonWriter::value(std::string_view text) {
    beforeValue();
    appendJsonString(out_, text);
}

void JsonWriter::value(double number) {
    beforeValue();
    if (!std::isfinite(number)) {
        out_ += "null";
        return;
    }
    out_ += util::numberText(number);
}

void JsonWriter::value(int64_t number) {
    beforeValue();
    char digits[24];
    out_.append(digits, std::to_chars(digits, digits + sizeof digits, number).ptr);
}

void JsonWriter::value(uint64_t number) {
    beforeValue();
    char digits[24];
    out_.append(digits, std::to_chars(digits, digits + sizeof digits, number).ptr);
}

void JsonWriter::values(const std::vector<uint32_t>& numbers) {
    if (afterKey_ || stack_.empty() || !stack_.back().isInline) {
        for (uint32_t number : numbers)
            value(number);
        return;
    }
    // On one line: beforeValue() writes ", " before all but the first.
    // Formatted into a buffer, appended a few hundred bytes at a time.
    Level& level = stack_.back();
    char buffer[512];
    char* const end = buffer + sizeof buffer;
    char* at = buffer;
    for (uint32_t number : numbers) {
        if (end - at < 16) {
            out_.append(buffer, at);
            at = buffer;
        }
        if (!level.first) {
            *at++ = ',';
            *at++ = ' ';
        }
        level.first = false;
        at = std::to_chars(at, end, number).ptr;
    }
    out_.append(buffer, at);
}

void JsonWriter::value(bool flag) {
    beforeValue();
    out_ += flag ? "true" : "false";
}

void JsonWriter::null() {
    beforeValue();
    out_ += "null";
}

void JsonWriter::raw(std::string_view json) {
    beforeValue();
    out_.append(json);
}

}  // namespace sqlscope::report
