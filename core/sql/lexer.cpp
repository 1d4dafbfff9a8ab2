#include "core/sql/lexer.h"

#include <array>
#include <cstdint>
#include <string>

namespace sqlscope::sql {
namespace {

// Character classes, one bit each, looked up in a table (the lexer asks for
// every byte of every word).
enum CharClass : uint8_t { kIdStart = 1, kIdChar = 2, kDigit = 4, kHexDigit = 8, kSpace = 16 };

constexpr std::array<uint8_t, 256> kCharClasses = [] {
    std::array<uint8_t, 256> classes{};
    for (int c = 0; c < 256; ++c) {
        uint8_t bits = 0;
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        const bool digit = c >= '0' && c <= '9';
        if (letter || c == '_' || c >= 0x80) bits |= kIdStart | kIdChar;
        if (digit || c == '$') bits |= kIdChar;
        if (digit) bits |= kDigit;
        if (digit || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')) bits |= kHexDigit;
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v')
            bits |= kSpace;
        classes[static_cast<size_t>(c)] = bits;
    }
    return classes;
}();

bool isIdStart(unsigned char c) {
    return (kCharClasses[c] & kIdStart) != 0;
}
bool isIdChar(unsigned char c) {
    return (kCharClasses[c] & kIdChar) != 0;
}
bool isDigit(unsigned char c) {
    return (kCharClasses[c] & kDigit) != 0;
}
bool isHexDigit(unsigned char c) {
    return (kCharClasses[c] & kHexDigit) != 0;
}
bool isSpace(unsigned char c) {
    return (kCharClasses[c] & kSpace) != 0;
}

class Lexer {
public:
    explicit Lexer(std::string_view text) : text_(text) {}

    LexResult run() {
        LexResult result;
        result.tokens.reserve(text_.size() / 4 + 2);
        while (true) {
            skipSpaceAndComments();
            if (pos_ >= text_.size()) break;
            Token token;
            if (!next(token)) {
                result.error = error_;
                result.error->locate(text_);
                break;
            }
            result.tokens.push_back(token);
        }
        Token end;
        end.kind = TokenKind::End;
        end.span = {static_cast<uint32_t>(text_.size()), static_cast<uint32_t>(text_.size())};
        result.tokens.push_back(end);
        return result;
    }

private:
    unsigned char at(size_t i) const {
        return i < text_.size() ? static_cast<unsigned char>(text_[i]) : 0;
    }

    void skipSpaceAndComments() {
        while (pos_ < text_.size()) {
            unsigned char c = at(pos_);
            if (isSpace(c)) {
                ++pos_;
            } else if (c == '-' && at(pos_ + 1) == '-') {
                while (pos_ < text_.size() && text_[pos_] != '\n')
                    ++pos_;
            } else if (c == '/' && at(pos_ + 1) == '*') {
                // SQLite accepts a block comment left open at the end of the input.
                size_t close = text_.find("*/", pos_ + 2);
                pos_ = close == std::string_view::npos ? text_.size() : close + 2;
            } else {
                break;
            }
        }
    }

    bool fail(size_t offset, std::string message) {
        error_.offset = static_cast<uint32_t>(offset);
        error_.message = std::move(message);
        return false;
    }

    // After a one-character comparison, accept "=" separated by spaces: "> =".
    bool spacedEquals(size_t after, size_t& end) const {
        size_t i = after;
        while (i < text_.size() && (text_[i] == ' ' || text_[i] == '\t'))
            ++i;
        if (i > after && at(i) == '=' && at(i + 1) != '=') {
            end = i + 1;
            return true;
        }
        return false;
    }

    bool next(Token& token) {
        size_t start = pos_;
        unsigned char c = at(pos_);
        auto emit = [&](TokenKind kind, size_t length) {
            token.kind = kind;
            pos_ = start + length;
            token.span = {static_cast<uint32_t>(start), static_cast<uint32_t>(pos_)};
            return true;
        };
        size_t spacedEnd = 0;
        switch (c) {
            case '(':
                return emit(TokenKind::LeftParen, 1);
            case ')':
                return emit(TokenKind::RightParen, 1);
            case ',':
                return emit(TokenKind::Comma, 1);
            case ';':
                return emit(TokenKind::Semicolon, 1);
            case '+':
                return emit(TokenKind::Plus, 1);
            case '*':
                return emit(TokenKind::Star, 1);
            case '/':
                return emit(TokenKind::Slash, 1);
            case '%':
                return emit(TokenKind::Percent, 1);
            case '&':
                return emit(TokenKind::BitAnd, 1);
            case '~':
                return emit(TokenKind::BitNot, 1);
            case '-':
                if (at(pos_ + 1) == '>')
                    return at(pos_ + 2) == '>' ? emit(TokenKind::Arrow2, 3)
                                               : emit(TokenKind::Arrow, 2);
                return emit(TokenKind::Minus, 1);
            case '=':
                return at(pos_ + 1) == '=' ? emit(TokenKind::EqEq, 2) : emit(TokenKind::Eq, 1);
            case '<':
                if (at(pos_ + 1) == '=') return emit(TokenKind::Le, 2);
                if (at(pos_ + 1) == '>') return emit(TokenKind::LtGt, 2);
                if (at(pos_ + 1) == '<') return emit(TokenKind::ShiftLeft, 2);
                if (spacedEquals(pos_ + 1, spacedEnd))
                    return emit(TokenKind::Le, spacedEnd - start);
                return emit(TokenKind::Lt, 1);
            case '>':
                if (at(pos_ + 1) == '=') return emit(TokenKind::Ge, 2);
                if (at(pos_ + 1) == '>') return emit(TokenKind::ShiftRight, 2);
                if (spacedEquals(pos_ + 1, spacedEnd))
                    return emit(TokenKind::Ge, spacedEnd - start);
                return emit(TokenKind::Gt, 1);
            case '!':
                if (at(pos_ + 1) == '=') return emit(TokenKind::Ne, 2);
                if (spacedEquals(pos_ + 1, spacedEnd))
                    return emit(TokenKind::Ne, spacedEnd - start);
                return fail(start, "unrecognized token '!'");
            case '|':
                return at(pos_ + 1) == '|' ? emit(TokenKind::Concat, 2) : emit(TokenKind::BitOr, 1);
            case '\'':
                return quoted(token, '\'', TokenKind::String, QuoteStyle::None,
                              "unterminated string literal");
            case '"':
                return quoted(token, '"', TokenKind::QuotedName, QuoteStyle::Double,
                              "unterminated quoted identifier");
            case '`':
                return quoted(token, '`', TokenKind::QuotedName, QuoteStyle::Backtick,
                              "unterminated quoted identifier");
            case '[': {
                size_t close = text_.find(']', pos_ + 1);
                if (close == std::string_view::npos)
                    return fail(start, "unterminated [identifier]");
                token.quote = QuoteStyle::Bracket;
                return emit(TokenKind::QuotedName, close + 1 - start);
            }
            case '.':
                if (isDigit(at(pos_ + 1))) return number(token);
                return emit(TokenKind::Dot, 1);
            case '?': {
                size_t i = pos_ + 1;
                while (isDigit(at(i)))
                    ++i;
                return emit(TokenKind::Parameter, i - start);
            }
            case ':':
            case '@':
            case '$': {
                size_t i = pos_ + 1;
                while (i < text_.size() && isIdChar(at(i)))
                    ++i;
                if (i == pos_ + 1)
                    return fail(start,
                                std::string("unrecognized token '") + static_cast<char>(c) + "'");
                return emit(TokenKind::Parameter, i - start);
            }
            default:
                break;
        }
        if (isDigit(c)) return number(token);
        if ((c == 'x' || c == 'X') && at(pos_ + 1) == '\'') {
            size_t i = pos_ + 2;
            while (isHexDigit(at(i)))
                ++i;
            if (at(i) != '\'' || (i - pos_ - 2) % 2 != 0)
                return fail(start, "malformed blob literal");
            return emit(TokenKind::Blob, i + 1 - start);
        }
        if (isIdStart(c)) {
            size_t i = pos_ + 1;
            while (i < text_.size() && isIdChar(static_cast<unsigned char>(text_[i])))
                ++i;
            token.keyword = lookupKeyword(text_.substr(start, i - start));
            return emit(TokenKind::Word, i - start);
        }
        std::string shown = c >= 0x20 && c < 0x7f ? std::string(1, static_cast<char>(c))
                                                  : "\\x" + std::to_string(c);
        return fail(start, "unrecognized token '" + shown + "'");
    }

    bool quoted(Token& token, char quote, TokenKind kind, QuoteStyle style,
                const char* unterminated) {
        size_t start = pos_;
        size_t i = pos_ + 1;
        while (true) {
            size_t close = text_.find(quote, i);
            if (close == std::string_view::npos) return fail(start, unterminated);
            if (at(close + 1) == static_cast<unsigned char>(quote)) {
                i = close + 2;  // doubled quote inside
                continue;
            }
            i = close + 1;
            break;
        }
        token.kind = kind;
        token.quote = style;
        token.span = {static_cast<uint32_t>(start), static_cast<uint32_t>(i)};
        pos_ = i;
        return true;
    }

    bool number(Token& token) {
        size_t start = pos_;
        size_t i = pos_;
        TokenKind kind = TokenKind::Integer;
        if (at(i) == '0' && (at(i + 1) == 'x' || at(i + 1) == 'X') && isHexDigit(at(i + 2))) {
            i += 2;
            while (isHexDigit(at(i)))
                ++i;
        } else {
            while (isDigit(at(i)))
                ++i;
            if (at(i) == '.') {
                kind = TokenKind::Real;
                ++i;
                while (isDigit(at(i)))
                    ++i;
            }
            if ((at(i) == 'e' || at(i) == 'E') &&
                (isDigit(at(i + 1)) ||
                 ((at(i + 1) == '+' || at(i + 1) == '-') && isDigit(at(i + 2))))) {
                kind = TokenKind::Real;
                i += 2;
                while (isDigit(at(i)))
                    ++i;
            }
        }
        if (i < text_.size() && isIdChar(at(i))) {
            size_t j = i;
            while (j < text_.size() && isIdChar(at(j)))
                ++j;
            return fail(start,
                        "unrecognized token '" + std::string(text_.substr(start, j - start)) + "'");
        }
        token.kind = kind;
        token.span = {static_cast<uint32_t>(start), static_cast<uint32_t>(i)};
        pos_ = i;
        return true;
    }

    std::string_view text_;
    size_t pos_ = 0;
    ParseError error_;
};

}  // namespace

LexResult tokenize(std::string_view text) {
    return Lexer(text).run();
}

std::string unquote(std::string_view tokenText, QuoteStyle quote) {
    if (tokenText.size() < 2) return std::string(tokenText);
    std::string_view inner = tokenText.substr(1, tokenText.size() - 2);
    if (quote == QuoteStyle::Bracket) return std::string(inner);
    char q = tokenText.front();
    std::string out;
    out.reserve(inner.size());
    for (size_t i = 0; i < inner.size(); ++i) {
        out.push_back(inner[i]);
        if (inner[i] == q && i + 1 < inner.size() && inner[i + 1] == q) ++i;
    }
    return out;
}

std::string_view tokenKindName(TokenKind kind) {
    switch (kind) {
        case TokenKind::End:
            return "end of input";
        case TokenKind::Word:
            return "word";
        case TokenKind::QuotedName:
            return "quoted name";
        case TokenKind::String:
            return "string";
        case TokenKind::Integer:
            return "integer";
        case TokenKind::Real:
            return "number";
        case TokenKind::Blob:
            return "blob";
        case TokenKind::Parameter:
            return "parameter";
        case TokenKind::LeftParen:
            return "'('";
        case TokenKind::RightParen:
            return "')'";
        case TokenKind::Comma:
            return "','";
        case TokenKind::Dot:
            return "'.'";
        case TokenKind::Semicolon:
            return "';'";
        case TokenKind::Plus:
            return "'+'";
        case TokenKind::Minus:
            return "'-'";
        case TokenKind::Star:
            return "'*'";
        case TokenKind::Slash:
            return "'/'";
        case TokenKind::Percent:
            return "'%'";
        case TokenKind::Concat:
            return "'||'";
        case TokenKind::Arrow:
            return "'->'";
        case TokenKind::Arrow2:
            return "'->>'";
        case TokenKind::Eq:
            return "'='";
        case TokenKind::EqEq:
            return "'=='";
        case TokenKind::Ne:
            return "'!='";
        case TokenKind::LtGt:
            return "'<>'";
        case TokenKind::Lt:
            return "'<'";
        case TokenKind::Le:
            return "'<='";
        case TokenKind::Gt:
            return "'>'";
        case TokenKind::Ge:
            return "'>='";
        case TokenKind::BitAnd:
            return "'&'";
        case TokenKind::BitOr:
            return "'|'";
        case TokenKind::BitNot:
            return "'~'";
        case TokenKind::ShiftLeft:
            return "'<<'";
        case TokenKind::ShiftRight:
            return "'>>'";
    }
    return "token";
}

}  // namespace sqlscope::sql
