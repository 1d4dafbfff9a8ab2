// What SQLite takes from a statement's text as written, read for another
// spelling of a statement already prepared (the same statementKey,
// statement_key.h) instead of preparing that spelling too: the names of the
// result's columns (an alias or an expression is named as written), where
// the statement ends, and the tables its FROM clauses name as written (the
// authorizer's column-less reads). The executor never parses, so the
// reading is done above exec (eval/lexed_spelling_reader.h, with
// sqlscope's lexer) and handed to the result cache
// (ResultCache::setSpellingReader).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sqlscope::exec {

struct ExecResult;

struct SpellingReading {
    std::vector<std::string> names;  // the result's column names
    // With the first spelling's prepare record only: where the statement
    // ends, and the record's reads as this spelling's prepare reports them.
    size_t end = 0;
    std::vector<std::pair<std::string, std::string>> reads;
};

class SpellingReader {
public:
    virtual ~SpellingReader() = default;
    // `text` is another spelling of `firstText`, whose ok run is `first`
    // (its column names and, when recorded, its prepare record). Fills
    // `out` and returns true only when certain that SQLite's prepare of
    // `text` would report exactly that; false leaves `text` to be prepared.
    virtual bool read(std::string_view firstText, const ExecResult& first, std::string_view text,
                      SpellingReading& out) const = 0;
};

}  // namespace sqlscope::exec
