// Reads a whole file as bytes, reporting why it could not be read as a value
// (the `reason` half of the CLI's `FILE: cannot read: reason` messages).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace sqlscope::util {

struct FileText {
    std::string content;  // the bytes of the file, unchanged
    std::string error;    // empty on success, else a short reason ("No such file or directory")
    bool ok() const { return error.empty(); }
};

FileText readFileText(const std::string& path);

// Why a file's bytes are not text the benchmark readers can take (UTF-8, or
// ASCII, with lines ending in LF or CRLF, and no NUL byte), with where.
struct TextProblem {
    uint32_t line = 0;    // 1-based; 0 when it is about the whole file
    uint32_t column = 0;  // 1-based, in code points; 0 without a line
    std::string reason;   // "the file is UTF-16 (byte order mark FF FE); save it as UTF-8"

    // "PATH:LINE:COLUMN: reason", or "PATH: reason" about the whole file.
    std::string text(const std::string& path) const {
        if (line == 0) return path + ": " + reason;
        return path + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + reason;
    }
};

// Checks, in order: a UTF-32 or UTF-16 byte order mark; UTF-16/32 without
// one (NUL bytes in most even or odd positions of the first KiB); lines
// ending with CR only (CR and no LF); a NUL byte anywhere. A UTF-8 byte
// order mark is fine. Nothing when the content passes (docs/cli.md,
// "Query files").
std::optional<TextProblem> checkText(std::string_view content);

}  // namespace sqlscope::util
