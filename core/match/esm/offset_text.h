// Text as Unicode code points, each remembering the bytes of the original
// query it came from, so that the rewriting steps of the Spider tokenizer
// (quote replacement, NLTK's space insertion) keep every token's byte span.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/sql/span.h"

namespace sqlscope::match::esm {

struct OffsetText {
    std::u32string chars;
    std::vector<sql::Span> origins;  // one per code point; empty span for inserted characters

    size_t size() const { return chars.size(); }
    void push(char32_t c, sql::Span origin) {
        chars.push_back(c);
        origins.push_back(origin);
    }
    void pushInserted(char32_t c) { push(c, sql::Span{}); }
    void append(const OffsetText& other, size_t begin, size_t end) {
        chars.append(other.chars, begin, end - begin);
        origins.insert(origins.end(), other.origins.begin() + static_cast<std::ptrdiff_t>(begin),
                       other.origins.begin() + static_cast<std::ptrdiff_t>(end));
    }
    // The byte span in the original text covered by code points [begin, end).
    sql::Span span(size_t begin, size_t end) const;
};

// Decodes UTF-8 (an invalid byte becomes U+FFFD covering that byte).
OffsetText decodeUtf8(std::string_view text);

std::string encodeUtf8(std::u32string_view text);

}  // namespace sqlscope::match::esm
