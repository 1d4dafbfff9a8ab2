#include "core/util/json_depth.h"

namespace sqlscope::util {

std::optional<TextPosition> jsonTooDeep(std::string_view text, int maxDepth) {
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
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
