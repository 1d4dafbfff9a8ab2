// A port of sqlparse's lexer rules (keywords.py SQL_REGEX, 0.4 series) to the
// granularity the reference scripts depend on. Known simplifications (only
// matter for SQL that SQLite would reject anyway): digits glued to letters
// form one word ("12abc"), dollar-quoted $$...$$ literals and the "´"
// quote are not recognised, and non-ASCII bytes count as word characters.
#include "core/exec/sqlparse_lexer.h"

#include <cctype>
#include <optional>

namespace sqlscope::exec {

namespace {

bool isWordStart(unsigned char c) {
    return std::isalnum(c) || c == '_' || c >= 0x80;
}
bool isWordChar(unsigned char c) {
    return isWordStart(c) || c == '$' || c == '#';
}
bool isLetterLike(unsigned char c) {
    return std::isalpha(c) || c == '_' || c >= 0x80;
}
bool isSpaceNotNewline(unsigned char c) {
    return c == ' ' || c == '\t' || c == '\v' || c == '\f' || (c >= 0x1c && c <= 0x1f);
}
bool isDigit(unsigned char c) {
    return c >= '0' && c <= '9';
}

class Lexer {
public:
    explicit Lexer(std::string_view text) : s_(text) {}

    std::vector<SqlparseToken> run() {
        std::vector<SqlparseToken> out;
        size_t i = 0;
        while (i < s_.size()) {
            auto [kind, end] = next(i);
            out.push_back({kind, i, end});
            i = end;
        }
        return out;
    }

private:
    unsigned char at(size_t i) const {
        return i < s_.size() ? static_cast<unsigned char>(s_[i]) : 0;
    }

    // '(''|\\\\|\\'|[^'])*' with the regex engine's backtracking: the greedy
    // reading first; when it runs off the end, the first reading (in the
    // engine's priority order) that still closes the quote.
    std::optional<size_t> quoted(size_t start, char q) const {
        size_t n = s_.size();
        size_t i = start + 1;
        while (i < n) {
            char c = s_[i];
            if ((c == q && i + 1 < n && s_[i + 1] == q) ||
                (c == '\\' && i + 1 < n && (s_[i + 1] == '\\' || s_[i + 1] == q))) {
                i += 2;
            } else if (c == q) {
                return i + 1;
            } else {
                ++i;
            }
        }
        // canFinish[p]: a closing quote is reachable from inner position p.
        std::vector<char> canFinish(n + 2, 0);
        for (size_t p = n; p-- > start + 1;) {
            char c = s_[p];
            bool ok = false;
            if (c == q && p + 1 < n && s_[p + 1] == q) ok = canFinish[p + 2];
            if (!ok && c == '\\' && p + 1 < n && (s_[p + 1] == '\\' || s_[p + 1] == q))
                ok = canFinish[p + 2];
            if (!ok && c != q) ok = canFinish[p + 1];
            if (!ok && c == q) ok = true;
            canFinish[p] = ok;
        }
        size_t p = start + 1;
        while (p < n && canFinish[p]) {
            char c = s_[p];
            if (c == q && p + 1 < n && s_[p + 1] == q && canFinish[p + 2]) {
                p += 2;
            } else if (c == '\\' && p + 1 < n && (s_[p + 1] == '\\' || s_[p + 1] == q) &&
                       canFinish[p + 2]) {
                p += 2;
            } else if (c != q) {
                ++p;
            } else {
                return p + 1;
            }
        }
        return std::nullopt;
    }

    // Number at i (optionally after a '-'): hex, exponent float, float, int.
    std::optional<size_t> number(size_t i) const {
        size_t p = i;
        if (at(p) == '-') ++p;
        if (at(p) == '0' && (at(p + 1) == 'x' || at(p + 1) == 'X') && std::isxdigit(at(p + 2))) {
            size_t q = p + 2;
            while (std::isxdigit(at(q)))
                ++q;
            return q;
        }
        size_t d = p;
        while (isDigit(at(d)))
            ++d;
        bool intPart = d > p;
        size_t q = d;
        bool frac = false;
        if (at(q) == '.') {
            size_t f = q + 1;
            while (isDigit(at(f)))
                ++f;
            if (intPart || f > q + 1) {
                frac = f > q + 1;
                q = f;
            }
        }
        if (!intPart && !frac) return std::nullopt;
        if (intPart && (at(q) == 'e' || at(q) == 'E') && (intPart && (q == d || frac))) {
            size_t e = q + 1;
            if (at(e) == '-') ++e;
            size_t ed = e;
            while (isDigit(at(ed)))
                ++ed;
            if (ed > e) return ed;
        }
        if (isLetterLike(at(q))) return std::nullopt;  // a word such as 1st
        return q;
    }

    std::pair<SqlparseTokenKind, size_t> next(size_t i) const {
        using K = SqlparseTokenKind;
        unsigned char c = at(i);
        unsigned char c1 = at(i + 1);
        size_t n = s_.size();
        if ((c == '-' && c1 == '-') || (c == '#' && c1 == ' ')) {
            size_t p = i + 2;
            while (p < n && s_[p] != '\n' && s_[p] != '\r')
                ++p;
            if (p < n) p += (s_[p] == '\r' && p + 1 < n && s_[p + 1] == '\n') ? 2 : 1;
            return {K::Comment, p};
        }
        if (c == '/' && c1 == '*') {
            size_t close = s_.find("*/", i + 2);
            if (close != std::string_view::npos) return {K::Comment, close + 2};
        }
        if (c == '\r') return {K::Newline, c1 == '\n' ? i + 2 : i + 1};
        if (c == '\n') return {K::Newline, i + 1};
        if (isSpaceNotNewline(c)) {
            size_t p = i;
            while (p < n && isSpaceNotNewline(at(p)))
                ++p;
            return {K::Whitespace, p};
        }
        if (c == ':' && c1 == '=') return {K::Operator, i + 2};
        if (c == ':' && c1 == ':') return {K::Punctuation, i + 2};
        if (c == '*') return {K::Wildcard, i + 1};
        if (c == '`') {
            size_t p = i + 1;
            while (p < n) {
                if (s_[p] == '`') {
                    if (p + 1 < n && s_[p + 1] == '`') {
                        p += 2;
                        continue;
                    }
                    return {K::QuotedName, p + 1};
                }
                ++p;
            }
        }
        bool afterWord = i > 0 && isWordStart(at(i - 1));
        if (c == '?') return {K::Placeholder, i + 1};
        if (c == '%') {
            if (c1 == 's') return {K::Placeholder, i + 2};
            if (c1 == '(') {
                size_t p = i + 2;
                while (isWordStart(at(p)))
                    ++p;
                if (p > i + 2 && at(p) == ')' && at(p + 1) == 's') return {K::Placeholder, p + 2};
            }
        }
        if ((c == '$' || c == ':') && !afterWord && isWordStart(c1)) {
            size_t p = i + 1;
            while (isWordStart(at(p)))
                ++p;
            return {K::Placeholder, p};
        }
        if (c == '@' || c == '#') {
            size_t p = i + 1;
            if (c == '#' && c1 == '#') ++p;
            if (std::isalpha(at(p)) || at(p) >= 0x80) {
                size_t q = p + 1;
                while (isWordStart(at(q)))
                    ++q;
                if (q > p + 1) return {K::Word, q};
            }
        }
        if (isDigit(c) || (c == '.' && isDigit(c1)) ||
            (c == '-' && (isDigit(c1) || (c1 == '.' && isDigit(at(i + 2)))))) {
            if (auto end = number(i)) return {K::Number, *end};
        }
        if (c == '\'') {
            if (auto end = quoted(i, '\'')) return {K::StringSingle, *end};
        }
        if (c == '"') {
            if (auto end = quoted(i, '"')) return {K::StringSymbol, *end};
            // sqlparse's second rule (""|".*?[^\\]") never matches where the
            // first one failed: both need a closing quote, which the first accepts.
        }
        if (c == '[' &&
            !(i > 0 && (isWordStart(at(i - 1)) || at(i - 1) == ']' || at(i - 1) == ')'))) {
            size_t p = i + 1;
            while (p < n && s_[p] != ']' && s_[p] != '[')
                ++p;
            if (p < n && s_[p] == ']' && p > i + 1) return {K::QuotedName, p + 1};
        }
        if (isWordStart(c)) {
            size_t p = i + 1;
            while (isWordChar(at(p)))
                ++p;
            return {K::Word, p};
        }
        if (c == ';' || c == ':' || c == '(' || c == ')' || c == '[' || c == ']' || c == ',' ||
            c == '.')
            return {K::Punctuation, i + 1};
        if (c == '-' && c1 == '>') return {K::Operator, at(i + 2) == '>' ? i + 3 : i + 2};
        if (c == '-') return {K::Operator, i + 1};
        auto isCmp = [](unsigned char x) {
            return x == '<' || x == '>' || x == '=' || x == '~' || x == '!';
        };
        if (isCmp(c)) {
            size_t p = i;
            while (isCmp(at(p)))
                ++p;
            return {K::Operator, p};
        }
        auto isOp = [](unsigned char x) {
            return x == '+' || x == '/' || x == '@' || x == '#' || x == '%' || x == '^' ||
                   x == '&' || x == '|' || x == '-';
        };
        if (isOp(c)) {
            size_t p = i;
            while (isOp(at(p)))
                ++p;
            return {K::Operator, p};
        }
        // One character (a whole UTF-8 sequence would be a word; this is ASCII).
        return {K::Error, i + 1};
    }

    std::string_view s_;
};

bool equalsIgnoreCase(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) !=
            std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

}  // namespace

std::vector<SqlparseToken> sqlparseTokenize(std::string_view text) {
    return Lexer(text).run();
}

size_t sqlparseFirstStatementTokenCount(std::string_view text,
                                        const std::vector<SqlparseToken>& tokens) {
    using K = SqlparseTokenKind;
    int level = 0;
    bool consumeWhitespace = false;
    size_t count = 0;
    for (size_t k = 0; k < tokens.size(); ++k) {
        const SqlparseToken& t = tokens[k];
        std::string_view v = t.text(text);
        bool eos = t.kind == K::Whitespace ||
                   (t.kind == K::Comment && (v.starts_with("--") || v.starts_with("#")));
        if (consumeWhitespace && !eos) return count;
        if (t.kind == K::Punctuation && v == "(") ++level;
        if (t.kind == K::Punctuation && v == ")") --level;
        if (t.kind == K::Word && equalsIgnoreCase(v, "end")) {
            // sqlparse reads END as a keyword (level - 1) unless a name rule
            // claims it first: followed by '(' or by optional spaces and '.'.
            size_t p = t.end;
            bool name = p < text.size() && text[p] == '(';
            while (!name && p < text.size() && std::isspace(static_cast<unsigned char>(text[p])))
                ++p;
            if (!name && !(p < text.size() && text[p] == '.')) --level;
        }
        ++count;
        if (level <= 0 && t.kind == K::Punctuation && v == ";") consumeWhitespace = true;
    }
    bool allWhitespace = true;
    for (size_t k = 0; k < count; ++k)
        if (tokens[k].kind != K::Whitespace && tokens[k].kind != K::Newline) allWhitespace = false;
    return allWhitespace ? 0 : count;
}

}  // namespace sqlscope::exec
