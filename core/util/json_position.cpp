#include "core/util/json_position.h"

#include <cstdio>

namespace sqlscope::util {

namespace {

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// A walk over valid JSON text (checked by the caller's parser before).
class Walker {
public:
    explicit Walker(std::string_view text) : s_(text) {}

    size_t pos() const { return pos_; }
    void skipBlank() {
        while (pos_ < s_.size() && isBlank(s_[pos_]))
            ++pos_;
    }
    char peek() {
        skipBlank();
        return pos_ < s_.size() ? s_[pos_] : '\0';
    }
    // The raw text between a string's quotes (escapes left as written).
    std::string_view string() {
        const size_t start = ++pos_;
        while (pos_ < s_.size() && s_[pos_] != '"')
            pos_ += s_[pos_] == '\\' ? 2 : 1;
        const std::string_view raw = s_.substr(start, std::min(pos_, s_.size()) - start);
        ++pos_;
        return raw;
    }
    void skipValue() {
        const char c = peek();
        if (c == '"') {
            string();
        } else if (c == '{' || c == '[') {
            int depth = 0;
            while (pos_ < s_.size()) {
                const char d = s_[pos_];
                if (d == '"') {
                    string();
                    continue;
                }
                ++pos_;
                if (d == '{' || d == '[') ++depth;
                if ((d == '}' || d == ']') && --depth == 0) return;
            }
        } else {
            while (pos_ < s_.size() && !isBlank(s_[pos_]) && s_[pos_] != ',' && s_[pos_] != '}' &&
                   s_[pos_] != ']')
                ++pos_;
        }
    }
    // Moves into the current container to the value of `token`; false (and
    // back where it was) when it is not there.
    bool enter(const std::string& token) {
        const size_t start = pos_;
        const char open = peek();
        if (open == '{') {
            ++pos_;
            while (peek() == '"') {
                const std::string_view key = string();
                peek();
                ++pos_;  // ':'
                if (key == token) {
                    skipBlank();
                    return true;
                }
                skipValue();
                if (peek() == ',') ++pos_;
            }
        } else if (open == '[') {
            size_t index = 0;
            for (char c : token) {
                if (c < '0' || c > '9') return back(start);
                index = index * 10 + static_cast<size_t>(c - '0');
            }
            ++pos_;
            for (size_t k = 0; peek() != ']' && pos_ < s_.size(); ++k) {
                if (k == index) return true;
                skipValue();
                if (peek() == ',') ++pos_;
            }
        }
        return back(start);
    }

private:
    bool back(size_t start) {
        pos_ = start;
        return false;
    }
    std::string_view s_;
    size_t pos_ = 0;
};

}  // namespace

TextPosition positionOfOffset(std::string_view text, size_t offset) {
    TextPosition position;
    for (size_t i = 0; i < offset && i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++position.line;
            position.column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++position.column;
        }
    }
    return position;
}

size_t offsetOfPointer(std::string_view text, const std::vector<std::string>& pointer) {
    Walker walker(text);
    walker.skipBlank();
    for (const std::string& token : pointer)
        if (!walker.enter(token)) break;
    walker.skipBlank();
    return walker.pos();
}

std::string escapedExcerpt(std::string_view text, size_t offset, size_t length) {
    std::string excerpt;
    for (size_t i = offset; i < text.size() && i < offset + length; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n' || c == '\r') break;
        if (c >= 0x20 && c < 0x7F && c != '\\' && c != '\'') {
            excerpt += static_cast<char>(c);
        } else {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02X", c);
            excerpt += hex;
        }
    }
    return excerpt;
}

std::string jsonSyntaxError(std::string_view text, size_t byte, std::string_view what) {
    // what(): "[json.exception.parse_error.101] parse error at line 1, column 2:
    // syntax error while parsing value - invalid literal; last read: 'tru'"
    std::string sentence(what);
    if (size_t colon = sentence.find(": "); colon != std::string::npos)
        sentence.erase(0, colon + 2);
    if (size_t last = sentence.find("; last read: '"); last != std::string::npos) {
        const size_t quoteEnd = sentence.find("'; ", last + 14);
        sentence.erase(last,
                       quoteEnd == std::string::npos ? std::string::npos : quoteEnd + 1 - last);
    }
    // parse_error::byte is 1-based and points at the last byte read.
    const size_t offset = byte > 0 ? byte - 1 : 0;
    std::string message = positionOfOffset(text, offset).text() + ": invalid JSON: ";
    message += sentence;
    if (offset < text.size()) message += " (at '" + escapedExcerpt(text, offset) + "')";
    return message;
}

}  // namespace sqlscope::util
