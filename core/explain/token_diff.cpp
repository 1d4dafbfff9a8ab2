// Myers' middle-snake bisection (Myers 1986, section 4b), written after the
// structure of diff-match-patch's diff_bisect, on token keys.
#include "core/explain/token_diff.h"

#include <algorithm>
#include <unordered_set>
#include <utility>

#include "core/sql/lexer.h"
#include "core/util/ascii_case.h"

namespace sqlscope::explain {

namespace {

std::string lowered(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        c = util::asciiLower(c);
    return out;
}

// The key of one token (see token_diff.h): a class byte, then the text.
std::string tokenKey(const sql::Token& token, std::string_view text) {
    std::string_view written = token.span.textIn(text);
    switch (token.kind) {
        case sql::TokenKind::Word:
            return "n" + lowered(written);
        case sql::TokenKind::QuotedName:
            return "n" + lowered(sql::unquote(written, token.quote));
        case sql::TokenKind::String:
            return "n" + sql::unquote(written, sql::QuoteStyle::Single);
        case sql::TokenKind::Integer:
        case sql::TokenKind::Real:
            return "#" + lowered(written);
        case sql::TokenKind::Blob:
            return "b" + lowered(written);
        case sql::TokenKind::Parameter:
            return "?" + std::string(written);
        case sql::TokenKind::EqEq:
            return "o" + std::string(sql::tokenKindName(sql::TokenKind::Eq));
        case sql::TokenKind::LtGt:
            return "o" + std::string(sql::tokenKindName(sql::TokenKind::Ne));
        default:
            return "o" + std::string(sql::tokenKindName(token.kind));
    }
}

bool isSpaceByte(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

struct Bisector {
    const std::vector<std::string_view>& a;
    const std::vector<std::string_view>& b;
    std::vector<bool>& aMatched;
    std::vector<bool>& bMatched;
    std::vector<long> v1, v2;  // reused across calls: linear space overall

    // Matches a[aLo, aHi) against b[bLo, bHi).
    void compare(size_t aLo, size_t aHi, size_t bLo, size_t bHi) {
        while (aLo < aHi && bLo < bHi && a[aLo] == b[bLo]) {
            aMatched[aLo++] = true;
            bMatched[bLo++] = true;
        }
        while (aLo < aHi && bLo < bHi && a[aHi - 1] == b[bHi - 1]) {
            aMatched[--aHi] = true;
            bMatched[--bHi] = true;
        }
        if (aLo == aHi || bLo == bHi) return;  // only deletions or only insertions
        if (aHi - aLo > kSmallRange && bHi - bLo > kSmallRange &&
            !shareAnElement(aLo, aHi, bLo, bHi))
            return;  // nothing in common: Myers would take O((N+M)^2) to find that out
        size_t x = 0, y = 0;
        if (!bisect(aLo, aHi, bLo, bHi, x, y)) return;  // nothing in common
        compare(aLo, aLo + x, bLo, bLo + y);
        compare(aLo + x, aHi, bLo + y, bHi);
    }

    static constexpr size_t kSmallRange = 64;

    bool shareAnElement(size_t aLo, size_t aHi, size_t bLo, size_t bHi) const {
        std::unordered_set<std::string_view> keys(a.begin() + static_cast<std::ptrdiff_t>(aLo),
                                                  a.begin() + static_cast<std::ptrdiff_t>(aHi));
        for (size_t j = bLo; j < bHi; ++j)
            if (keys.count(b[j])) return true;
        return false;
    }

    // Finds the middle snake of a[aLo, aHi) x b[bLo, bHi) (no common prefix
    // or suffix); `x`, `y`: where to split, relative to aLo, bLo. False when
    // the two have no element in common.
    bool bisect(size_t aLo, size_t aHi, size_t bLo, size_t bHi, size_t& x, size_t& y) {
        const long n = static_cast<long>(aHi - aLo);
        const long m = static_cast<long>(bHi - bLo);
        const long maxD = (n + m + 1) / 2;
        const long offset = maxD;
        const long length = 2 * maxD;
        v1.assign(static_cast<size_t>(length) + 2, -1);
        v2.assign(static_cast<size_t>(length) + 2, -1);
        v1[static_cast<size_t>(offset + 1)] = 0;
        v2[static_cast<size_t>(offset + 1)] = 0;
        const long delta = n - m;
        const bool front = (delta % 2) != 0;  // the forward path meets the reverse one
        long k1start = 0, k1end = 0, k2start = 0, k2end = 0;
        auto A = [&](long i) { return a[aLo + static_cast<size_t>(i)]; };
        auto B = [&](long i) { return b[bLo + static_cast<size_t>(i)]; };
        auto at = [](std::vector<long>& v, long i) -> long& { return v[static_cast<size_t>(i)]; };
        for (long d = 0; d < maxD; ++d) {
            for (long k1 = -d + k1start; k1 <= d - k1end; k1 += 2) {
                const long k1Offset = offset + k1;
                long x1 = (k1 == -d || (k1 != d && at(v1, k1Offset - 1) < at(v1, k1Offset + 1)))
                              ? at(v1, k1Offset + 1)
                              : at(v1, k1Offset - 1) + 1;
                long y1 = x1 - k1;
                while (x1 < n && y1 < m && A(x1) == B(y1)) {
                    ++x1;
                    ++y1;
                }
                at(v1, k1Offset) = x1;
                if (x1 > n) {
                    k1end += 2;
                } else if (y1 > m) {
                    k1start += 2;
                } else if (front) {
                    const long k2Offset = offset + delta - k1;
                    if (k2Offset >= 0 && k2Offset < length && at(v2, k2Offset) != -1 &&
                        x1 >= n - at(v2, k2Offset)) {
                        x = static_cast<size_t>(x1);
                        y = static_cast<size_t>(y1);
                        return true;
                    }
                }
            }
            for (long k2 = -d + k2start; k2 <= d - k2end; k2 += 2) {
                const long k2Offset = offset + k2;
                long x2 = (k2 == -d || (k2 != d && at(v2, k2Offset - 1) < at(v2, k2Offset + 1)))
                              ? at(v2, k2Offset + 1)
                              : at(v2, k2Offset - 1) + 1;
                long y2 = x2 - k2;
                while (x2 < n && y2 < m && A(n - x2 - 1) == B(m - y2 - 1)) {
                    ++x2;
                    ++y2;
                }
                at(v2, k2Offset) = x2;
                if (x2 > n) {
                    k2end += 2;
                } else if (y2 > m) {
                    k2start += 2;
                } else if (!front) {
                    const long k1Offset = offset + delta - k2;
                    if (k1Offset >= 0 && k1Offset < length && at(v1, k1Offset) != -1) {
                        const long x1 = at(v1, k1Offset);
                        const long y1 = offset + x1 - k1Offset;
                        if (x1 >= n - x2) {
                            x = static_cast<size_t>(x1);
                            y = static_cast<size_t>(y1);
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }
};

}  // namespace

std::vector<DiffToken> diffTokens(std::string_view text) {
    std::vector<DiffToken> out;
    size_t start = 0;
    while (start < text.size()) {
        sql::LexResult lexed = sql::tokenize(text.substr(start));
        const auto shift = static_cast<uint32_t>(start);
        for (const sql::Token& token : lexed.tokens) {
            if (token.kind == sql::TokenKind::End) break;
            sql::Token shifted = token;
            shifted.span = {token.span.begin + shift, token.span.end + shift};
            out.push_back({tokenKey(shifted, text), shifted.span});
        }
        if (!lexed.error) break;
        // What the lexer cannot read: one opaque token up to the next space.
        size_t bad = start + lexed.error->offset;
        size_t end = bad + 1;
        while (end < text.size() && !isSpaceByte(text[end]))
            ++end;
        out.push_back({"!" + std::string(text.substr(bad, end - bad)),
                       {static_cast<uint32_t>(bad), static_cast<uint32_t>(end)}});
        start = end;
    }
    return out;
}

SequenceMatch diffSequences(const std::vector<std::string_view>& a,
                            const std::vector<std::string_view>& b) {
    SequenceMatch match;
    match.aMatched.assign(a.size(), false);
    match.bMatched.assign(b.size(), false);
    Bisector bisector{a, b, match.aMatched, match.bMatched, {}, {}};
    bisector.compare(0, a.size(), 0, b.size());
    return match;
}

TokenDiff diffQueries(std::string_view gold, std::string_view pred) {
    TokenDiff diff;
    const std::vector<DiffToken> g = diffTokens(gold);
    const std::vector<DiffToken> p = diffTokens(pred);
    diff.goldTokens = g.size();
    diff.predTokens = p.size();
    std::vector<std::string_view> gk, pk;
    gk.reserve(g.size());
    pk.reserve(p.size());
    for (const DiffToken& t : g)
        gk.push_back(t.key);
    for (const DiffToken& t : p)
        pk.push_back(t.key);

    SequenceMatch match;
    if (g.size() > kMaxDiffTokens || p.size() > kMaxDiffTokens) {
        // Only the common prefix and suffix: bounded work for huge inputs.
        diff.trimmedOnly = true;
        match.aMatched.assign(g.size(), false);
        match.bMatched.assign(p.size(), false);
        size_t lo = 0;
        while (lo < g.size() && lo < p.size() && gk[lo] == pk[lo]) {
            match.aMatched[lo] = true;
            match.bMatched[lo] = true;
            ++lo;
        }
        size_t gi = g.size(), pi = p.size();
        while (gi > lo && pi > lo && gk[gi - 1] == pk[pi - 1]) {
            match.aMatched[--gi] = true;
            match.bMatched[--pi] = true;
        }
    } else {
        match = diffSequences(gk, pk);
    }

    // Walk both sides together: matched tokens pair up in order, and the
    // unmatched runs between two matched pairs form one hunk.
    size_t i = 0, j = 0;
    auto position = [](const std::vector<DiffToken>& tokens, size_t index, std::string_view text) {
        const auto at =
            static_cast<uint32_t>(index < tokens.size() ? tokens[index].span.begin : text.size());
        return sql::Span{at, at};
    };
    while (i < g.size() || j < p.size()) {
        if (i < g.size() && j < p.size() && match.aMatched[i] && match.bMatched[j]) {
            ++i;
            ++j;
            continue;
        }
        DiffHunk hunk{position(g, i, gold), position(p, j, pred)};
        const std::pair<size_t, size_t> before{i, j};
        bool first = true;
        while (i < g.size() && !match.aMatched[i]) {
            diff.goldOnly.push_back(g[i].span);
            hunk.gold = first ? g[i].span : sql::Span::cover(hunk.gold, g[i].span);
            first = false;
            ++i;
        }
        first = true;
        while (j < p.size() && !match.bMatched[j]) {
            diff.predOnly.push_back(p[j].span);
            hunk.pred = first ? p[j].span : sql::Span::cover(hunk.pred, p[j].span);
            first = false;
            ++j;
        }
        if (i == before.first && j == before.second) break;  // unequal match counts: cannot happen
        diff.hunks.push_back(hunk);
    }
    return diff;
}

}  // namespace sqlscope::explain
