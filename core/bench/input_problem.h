// A problem with an input file, named by file, line and reason, so that the
// user can go straight to it ("gold.txt:12: no db_id after the SQL").
#pragma once

#include <cstdint>
#include <string>

namespace sqlscope::bench {

struct InputProblem {
    std::string file;
    uint32_t line = 0;  // 1-based; 0 when the problem is about the whole file
    std::string reason;

    // "FILE:LINE: reason", or "FILE: reason" without a line.
    std::string text() const {
        return line == 0 ? file + ": " + reason : file + ":" + std::to_string(line) + ": " + reason;
    }
};

}  // namespace sqlscope::bench
