// The result cache's SpellingReader (exec/spelling_reader.h), reading a
// second spelling of a statement with sqlscope's lexer instead of SQLite's
// prepare. It knows SQLite's rules for naming the columns of a plain SELECT
// (sqlite3's generateColumnNames): an AS alias is named as written, a bare
// column reference by the schema (the same in every spelling), any other
// expression by its text as written, from its first token to its last. It
// reads only statements where those rules are certain: one SELECT (or a
// compound, named by its first SELECT) without WITH, whose FROM names
// tables or views only, and it first checks its reading of the first
// spelling against the names SQLite gave that one. Anything else is left to
// be prepared. The end of the statement is just after its first ';', or the
// end of the text. The authorizer's reads are the first spelling's, except
// that a table read for no column is named as its FROM clause writes it.
#pragma once

#include "core/exec/spelling_reader.h"

namespace sqlscope::eval {

class LexedSpellingReader final : public exec::SpellingReader {
public:
    bool read(std::string_view firstText, const exec::ExecResult& first, std::string_view text,
              exec::SpellingReading& out) const override;
};

}  // namespace sqlscope::eval
