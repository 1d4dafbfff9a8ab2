// A query file as benchmarks ship them: one query per line, optionally
// followed by TAB-separated fields (Spider's gold is `SQL<TAB>db_id`), with
// blank lines separating interactions in CoSQL/SParC-style files.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/util/file_text.h"

namespace sqlscope::dataset {

// One non-blank line of a query file.
struct QueryLine {
    uint32_t line = 0;  // 1-based line number in the file
    std::string sql;    // the text before the first TAB, as written (trailing \r removed)
    std::string dbId;   // the second TAB-separated field, blanks trimmed; may be empty
};

struct QueryFile {
    std::string path;
    std::vector<QueryLine> queries;  // every non-blank line, in file order
    std::string error;               // empty on success, else why the file could not be read
    // Set when the file was read but is not UTF-8 text with LF or CRLF line
    // ends and no NUL byte (util::checkText); then `error` says the same.
    std::optional<util::TextProblem> problem;
    bool ok() const { return error.empty(); }
};

// Splits file content into queries. Lines end at '\n'; one trailing '\r' is
// removed; a UTF-8 byte order mark at the start is ignored; a line with only
// blanks (space, TAB, \f, \v) is skipped but still counts for line numbers.
std::vector<QueryLine> splitQueryLines(std::string_view content);

// Reads and splits a file; on failure `error` holds the reason and
// `queries` is empty (also when the text does not pass util::checkText:
// `problem` then says where).
QueryFile readQueryFile(const std::string& path);

}  // namespace sqlscope::dataset
