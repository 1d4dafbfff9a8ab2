#include "core/util/json_compact.h"

#include <cstdint>
#include <cstring>

namespace sqlscope::util {

namespace {

enum ByteKind : uint8_t { kWord, kSpace, kStructural, kQuote };

struct ByteKinds {
    ByteKind of[256] = {};
    constexpr ByteKinds() {
        for (unsigned char c : {' ', '\t', '\n', '\r'})
            of[c] = kSpace;
        for (unsigned char c : {'[', ']', '{', '}', ',', ':'})
            of[c] = kStructural;
        of[static_cast<unsigned char>('"')] = kQuote;
    }
};
constexpr ByteKinds kKinds;

ByteKind kindOf(char c) {
    return kKinds.of[static_cast<unsigned char>(c)];
}

}  // namespace

std::string compactJson(std::string_view text) {
    // Written through a pointer into a buffer as long as the text (most
    // tokens are a byte or two: an append each would cost more than the copy).
    std::string out(text.size(), '\0');
    const char* in = text.data();
    const char* const inEnd = in + text.size();
    char* const begin = out.data();
    char* o = begin;
    while (in < inEnd) {
        const ByteKind kind = kindOf(*in);
        if (kind == kSpace) {
            const char* next = in + 1;
            // Indentation: eight spaces at a time.
            constexpr uint64_t kEightSpaces = 0x2020202020202020ULL;
            uint64_t eight = 0;
            while (inEnd - next >= 8 && (std::memcpy(&eight, next, 8), eight == kEightSpaces))
                next += 8;
            while (next < inEnd && kindOf(*next) == kSpace)
                ++next;
            if (o > begin && kindOf(o[-1]) == kWord && next < inEnd && kindOf(*next) == kWord)
                *o++ = ' ';
            in = next;
        } else if (kind == kQuote) {
            // The string up to its closing quote (a backslash escapes the
            // byte after it), or to the end when it has none.
            *o++ = *in++;
            while (in < inEnd) {
                const char c = *in++;
                *o++ = c;
                if (c == '"') break;
                if (c == '\\' && in < inEnd) *o++ = *in++;
            }
        } else {
            *o++ = *in++;
        }
    }
    out.resize(static_cast<size_t>(o - begin));
    return out;
}

}  // namespace sqlscope::util
