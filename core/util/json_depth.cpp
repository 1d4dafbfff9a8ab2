#include "core/util/json_depth.h"

namespace sqlscope::util {

std::optional<JsonPosition> jsonTooDeep(std::string_view text, int maxDepth) {
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
    JsonPosition at;
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > maxDepth) return at;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
        if (c == '\n') {
            ++at.line;
            at.column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++at.column;
        }
    }
    return std::nullopt;
}

std::string jsonTooDeepMessage(int maxDepth) {
    return "JSON nested deeper than " + std::to_string(maxDepth) + " levels";
}

std::optional<std::string> jsonDepthError(std::string_view text, std::string_view name,
                                          uint32_t firstLine, int maxDepth) {
    std::optional<JsonPosition> deep = jsonTooDeep(text, maxDepth);
    if (!deep) return std::nullopt;
    return std::string(name) + ":" + std::to_string(deep->line + firstLine - 1) + ":" +
           std::to_string(deep->column) + ": " + jsonTooDeepMessage(maxDepth);
}

}  // namespace sqlscope::util
