#include "core/sql/parse_error.h"

namespace sqlscope::sql {

void ParseError::locate(std::string_view source) {
    if (offset > source.size()) offset = static_cast<uint32_t>(source.size());
    line = 1;
    column = 1;
    for (uint32_t i = 0; i < offset; ++i) {
        unsigned char c = static_cast<unsigned char>(source[i]);
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) {  // count code points, not UTF-8 continuation bytes
            ++column;
        }
    }
}

}  // namespace sqlscope::sql
