// A problem with an input file, named by file, line and reason, so that the
// user can go straight to it ("gold.txt:12: no db_id after the SQL").
#pragma once

#include <cstdint>
#include <string>

namespace sqlscope::dataset {

struct InputProblem {
    std::string file;
    uint32_t line = 0;  // 1-based; 0 when the problem is about the whole file
    std::string reason;
    uint32_t column = 0;  // 1-based, in code points, when the problem has one; else 0

    // "FILE:LINE: reason" ("FILE:LINE:COL: reason" with a column), or
    // "FILE: reason" without a line.
    std::string text() const {
        if (line == 0) return file + ": " + reason;
        std::string at = file + ":" + std::to_string(line) + ":";
        if (column > 0) at += std::to_string(column) + ":";
        return at + " " + reason;
    }
};

}  // namespace sqlscope::dataset
