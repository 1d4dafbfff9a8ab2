#include "core/match/component/lowered_text.h"

#include "core/util/ascii_case.h"

namespace sqlscope::match::component {

std::string lowered(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        c = util::asciiLower(c);
    return out;
}

void appendLowered(std::string& out, std::string_view text) {
    const size_t at = out.size();
    out.resize(at + text.size());
    char* write = out.data() + at;
    for (char c : text)
        *write++ = util::asciiLower(c);
}

}  // namespace sqlscope::match::component
