// Why a query could not be read, and where: the position is what the GUI and
// the CLI's `FILE:LINE:COL: message` lines show.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace sqlscope::sql {

struct ParseError {
    std::string message;  // full human sentence, e.g. "expected expression, found 'FROM'"
    std::string
        expected;  // what the parser was looking for ("expression", "')'", ...); may be empty
    uint32_t offset = 0;  // byte offset in the query text
    uint32_t line = 1;    // 1-based
    uint32_t column = 1;  // 1-based, in Unicode code points from the start of the line

    // Fills line and column from offset.
    void locate(std::string_view source);
};

}  // namespace sqlscope::sql
