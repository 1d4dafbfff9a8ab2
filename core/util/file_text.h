// Reads a whole file as bytes, reporting why it could not be read as a value
// (the `reason` half of the CLI's `FILE: cannot read: reason` messages).
#pragma once

#include <string>

namespace sqlscope::util {

struct FileText {
    std::string content;  // the bytes of the file, unchanged
    std::string error;    // empty on success, else a short reason ("No such file or directory")
    bool ok() const { return error.empty(); }
};

FileText readFileText(const std::string& path);

}  // namespace sqlscope::util
