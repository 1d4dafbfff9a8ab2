#include "core/dataset/json_outline.h"

namespace sqlscope::dataset {

uint32_t lineOfOffset(std::string_view text, size_t offset) {
    uint32_t line = 1;
    for (size_t i = 0; i < offset && i < text.size(); ++i)
        line += text[i] == '\n' ? 1 : 0;
    return line;
}

std::vector<uint32_t> topLevelLines(std::string_view text) {
    std::vector<uint32_t> lines;
    uint32_t line = 1;
    int depth = 0;
    bool inString = false;
    bool expectStart = false;  // at depth 1, the next non-blank token starts an element / key
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') ++line;
        if (inString) {
            if (c == '\\') {
                ++i;
            } else if (c == '"') {
                inString = false;
            }
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') continue;
        if (depth == 1 && expectStart && c != ']' && c != '}') {
            lines.push_back(line);
            expectStart = false;
        }
        switch (c) {
            case '"':
                inString = true;
                break;
            case '[':
            case '{':
                ++depth;
                if (depth == 1) expectStart = true;
                break;
            case ']':
            case '}':
                --depth;
                if (depth <= 0) return lines;
                break;
            case ',':
                if (depth == 1) expectStart = true;
                break;
            default:
                break;
        }
    }
    return lines;
}

std::string jsonErrorText(std::string_view what) {
    if (size_t bracket = what.find("] "); what.starts_with("[") && bracket != what.npos)
        what.remove_prefix(bracket + 2);
    return std::string(what);
}

std::string queryTextProblem(std::string_view name, std::string_view typeName,
                             std::string_view text) {
    if (typeName != "string") {
        std::string article = typeName == "null"                                       ? ""
                              : typeName.starts_with('a') || typeName.starts_with('o') ? "an "
                                                                                       : "a ";
        return std::string(name) + " must be a string, not " + article + std::string(typeName);
    }
    if (text.find('\0') != std::string_view::npos)
        return std::string(name) + " contains a NUL character (\\u0000)";
    return {};
}

}  // namespace sqlscope::dataset
