#include "core/schema/names.h"

#include "core/util/ascii_case.h"

namespace sqlscope::schema {

bool namesEqual(std::string_view a, std::string_view b) {
    return util::equalsIgnoringAsciiCase(a, b);
}

std::string lowerName(std::string_view name) {
    std::string out(name);
    for (char& c : out)
        c = util::asciiLower(c);
    return out;
}

}  // namespace sqlscope::schema
