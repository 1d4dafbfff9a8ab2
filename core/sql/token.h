// The lexical units of SQLite's dialect as benchmarks write it. A word is a
// Word token whatever its meaning; keyword() says which keyword it spells, and
// the parser decides from context whether it is one.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/sql/keyword.h"
#include "core/sql/span.h"

namespace sqlscope::sql {

enum class TokenKind : uint8_t {
    End,         // end of input
    Word,        // bare identifier or keyword
    QuotedName,  // "x", `x` or [x]
    String,      // 'x'
    Integer,     // 42, 0x2A
    Real,        // 1.5, .5, 1e3
    Blob,        // x'00ff'
    Parameter,   // ?, ?1, :name, @name, $name
    LeftParen,
    RightParen,
    Comma,
    Dot,
    Semicolon,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Concat,  // ||
    Arrow,
    Arrow2,  // -> ->>
    Eq,
    EqEq,
    Ne,
    LtGt,
    Lt,
    Le,
    Gt,
    Ge,  // = == != <> < <= > >=  (also the spaced "! =", "< =", "> =")
    BitAnd,
    BitOr,
    BitNot,
    ShiftLeft,
    ShiftRight,
};

// How an identifier was quoted; kept so that printing preserves it and so
// that a double-quoted name can later fall back to a string literal.
enum class QuoteStyle : uint8_t { None, Double, Backtick, Bracket, Single };

struct Token {
    TokenKind kind = TokenKind::End;
    Keyword keyword = Keyword::None;  // for Word tokens
    QuoteStyle quote = QuoteStyle::None;
    Span span;
};

std::string_view tokenKindName(TokenKind kind);

}  // namespace sqlscope::sql
