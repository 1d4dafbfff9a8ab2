#include "core/util/json_depth.h"

#include <cstring>

namespace sqlscope::util {

namespace {

// The bytes the scan stops at: a string's quote and the four brackets.
// Everything else (a pretty-printed file's indentation, numbers, commas)
// is stepped over with one table load a byte instead of five comparisons.
struct StructuralBytes {
    bool stop[256] = {};
    constexpr StructuralBytes() {
        for (unsigned char c : {'"', '[', ']', '{', '}'})
            stop[c] = true;
    }
};
constexpr StructuralBytes kStructural;

}  // namespace

std::optional<TextPosition> jsonTooDeep(std::string_view text, int maxDepth) {
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
    int depth = 0;
    const char* data = text.data();
    const size_t size = text.size();
    for (size_t i = 0; i < size; ++i) {
        while (i < size && !kStructural.stop[static_cast<unsigned char>(data[i])])
            ++i;
        if (i == size) break;
        const auto c = static_cast<unsigned char>(data[i]);
        if (c == '"') {
            // Past the string at once (most of a file's bytes): its end is
            // the first quote after an even run of backslashes.
            for (size_t from = i + 1;;) {
                const void* quote = std::memchr(text.data() + from, '"', text.size() - from);
                if (!quote) return std::nullopt;  // unterminated: nothing deeper follows
                const size_t q = static_cast<size_t>(static_cast<const char*>(quote) - text.data());
                size_t backslashes = 0;
                while (q - backslashes > i + 1 && text[q - backslashes - 1] == '\\')
                    ++backslashes;
                if (backslashes % 2 == 0) {
                    i = q;
                    break;
                }
                from = q + 1;
            }
        } else if (c == '[' || c == '{') {
            if (++depth > maxDepth) return positionOfOffset(text, i);
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::nullopt;
}

std::string jsonTooDeepMessage(int maxDepth) {
    return "JSON nested deeper than " + std::to_string(maxDepth) + " levels";
}

std::optional<std::string> jsonDepthError(std::string_view text, std::string_view name,
                                          uint32_t firstLine, int maxDepth) {
    std::optional<TextPosition> deep = jsonTooDeep(text, maxDepth);
    if (!deep) return std::nullopt;
    return std::string(name) + ":" + std::to_string(deep->line + firstLine - 1) + ":" +
           std::to_string(deep->column) + ": " + jsonTooDeepMessage(maxDepth);
}

}  // namespace sqlscope::util
