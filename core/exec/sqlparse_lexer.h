// The tokenisation the test-suite scripts get from Python's sqlparse
// (lexer rules of sqlparse/keywords.py, flattened leaves), needed to strip
// DISTINCT and to extract literal values exactly where the reference does
// (docs/metrics/execution.md#exe-test-suite step 3, docs/metrics/execution.md#value-plug-in). Not
// our SQL lexer: sqlparse splits some things differently (a leading minus belongs to a number, "# "
// starts a comment) and only the first statement survives sqlparse.parse(s)[0].
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::exec {

enum class SqlparseTokenKind : uint8_t {
    Whitespace,    // spaces, tabs (not newlines)
    Newline,       // \r\n, \r or \n
    Comment,       // "-- ..." / "# ..." up to and including the newline, or /* ... */
    Word,          // keyword or bare name: \w[$#\w]*, also @x, #x, $x, :x, ?x
    QuotedName,    // `x` or [x]
    StringSingle,  // '...'  (sqlparse String.Single)
    StringSymbol,  // "..."  (sqlparse String.Symbol)
    Number,        // -?digits, floats, 0x..
    Punctuation,   // ; : ( ) [ ] , .  and ::
    Operator,      // runs of comparison or arithmetic operator characters
    Wildcard,      // *
    Placeholder,   // ? %s %(x)s
    Error,         // one character no rule matches (an unterminated quote, ...)
};

struct SqlparseToken {
    SqlparseTokenKind kind;
    size_t begin;  // byte offsets in the text
    size_t end;
    std::string_view text(std::string_view source) const {
        return source.substr(begin, end - begin);
    }
};

// Every token of `text`; concatenating their texts gives `text` back.
std::vector<SqlparseToken> sqlparseTokenize(std::string_view text);

// Number of leading tokens that form sqlparse's first statement: up to a ';'
// at parenthesis level <= 0 (END lowers the level, as in sqlparse's
// StatementSplitter), plus the spaces and single-line comments that follow
// it. 0 when the text is only whitespace (sqlparse.parse returns nothing).
size_t sqlparseFirstStatementTokenCount(std::string_view text,
                                        const std::vector<SqlparseToken>& tokens);

}  // namespace sqlscope::exec
