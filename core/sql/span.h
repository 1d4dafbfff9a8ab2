// A half-open byte range [begin, end) in the original query text; every AST
// node carries one so that views can highlight exactly what a metric saw.
#pragma once

#include <cstdint>
#include <string_view>

namespace sqlscope::sql {

struct Span {
    uint32_t begin = 0;
    uint32_t end = 0;

    uint32_t length() const { return end - begin; }
    bool empty() const { return begin == end; }
    std::string_view textIn(std::string_view source) const {
        return source.substr(begin, end - begin);
    }
    static Span cover(Span a, Span b) {
        return {a.begin < b.begin ? a.begin : b.begin, a.end > b.end ? a.end : b.end};
    }
    friend bool operator==(Span, Span) = default;
};

}  // namespace sqlscope::sql
