// Positions in a JSON text for error messages of the form FILE:LINE:COL:
// nlohmann's DOM keeps no positions, so they are found in the text: the
// place of a syntax error, or of the value a JSON pointer names.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::util {

struct TextPosition {
    size_t line = 1;    // 1-based
    size_t column = 1;  // 1-based, in Unicode code points
    std::string text() const { return std::to_string(line) + ":" + std::to_string(column); }
};

// The position of byte `offset` of `text` (clamped to its end).
TextPosition positionOfOffset(std::string_view text, size_t offset);

// The byte offset of the value that `pointer` (its tokens: member names and
// array indexes) names in the valid JSON `text`; where a token cannot be
// followed, the offset of the deepest value reached.
size_t offsetOfPointer(std::string_view text, const std::vector<std::string>& pointer);

// A short excerpt of `text` from byte `offset`, for quoting in a message:
// at most `length` bytes, cut at the line's end, anything but printable
// ASCII escaped as \xHH (so raw input bytes never reach the terminal).
std::string escapedExcerpt(std::string_view text, size_t offset, size_t length = 16);

// "LINE:COL: invalid JSON: sentence" for a nlohmann parse_error: its byte
// position (parse_error::byte, 1-based) and what(), without the library's
// exception id and its quotation of the raw bytes read.
std::string jsonSyntaxError(std::string_view text, size_t byte, std::string_view what);

}  // namespace sqlscope::util
