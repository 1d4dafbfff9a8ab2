#include "core/match/esm/offset_text.h"

namespace sqlscope::match::esm {

sql::Span OffsetText::span(size_t begin, size_t end) const {
    sql::Span result;
    bool first = true;
    for (size_t i = begin; i < end && i < origins.size(); ++i) {
        if (origins[i].empty()) continue;
        if (first) {
            result = origins[i];
            first = false;
        } else {
            result = sql::Span::cover(result, origins[i]);
        }
    }
    return result;
}

OffsetText decodeUtf8(std::string_view text) {
    OffsetText out;
    // At most one code point per byte: fill in place, trim at the end.
    out.chars.resize(text.size());
    out.origins.resize(text.size());
    char32_t* chars = out.chars.data();
    sql::Span* origins = out.origins.data();
    const size_t size = text.size();
    size_t count = 0;
    size_t i = 0;
    while (i < size) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            chars[count] = c;
            origins[count] = sql::Span{static_cast<uint32_t>(i), static_cast<uint32_t>(i + 1)};
            ++count;
            ++i;
            continue;
        }
        size_t length = (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
        char32_t code = 0xFFFD;
        if (length > 1 && i + length <= size) {
            code = c & (0x7F >> length);
            for (size_t k = 1; k < length; ++k) {
                unsigned char next = static_cast<unsigned char>(text[i + k]);
                if ((next & 0xC0) != 0x80) {
                    length = 0;
                    break;
                }
                code = (code << 6) | (next & 0x3F);
            }
        } else {
            length = 0;
        }
        if (length == 0) {
            code = 0xFFFD;
            length = 1;
        }
        chars[count] = code;
        origins[count] = sql::Span{static_cast<uint32_t>(i), static_cast<uint32_t>(i + length)};
        ++count;
        i += length;
    }
    out.chars.resize(count);
    out.origins.resize(count);
    return out;
}

std::string encodeUtf8(std::u32string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char32_t c : text) {
        if (c < 0x80) {
            out += static_cast<char>(c);
        } else if (c < 0x800) {
            out += static_cast<char>(0xC0 | (c >> 6));
            out += static_cast<char>(0x80 | (c & 0x3F));
        } else if (c < 0x10000) {
            out += static_cast<char>(0xE0 | (c >> 12));
            out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (c & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (c >> 18));
            out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (c & 0x3F));
        }
    }
    return out;
}

}  // namespace sqlscope::match::esm
