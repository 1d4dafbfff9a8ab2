// A word-mode diff of two queries: Myers' O(ND) algorithm (Myers 1986, the
// linear-space "middle snake" version, as Qt Creator's Differ uses in word
// mode) over sqlscope's own tokens (core/sql/lexer.h), so that every span is
// a byte range of the original text. Two tokens are equal when they read the
// same to SQL, roughly:
//   - bare words (keywords, names) ignoring ASCII case: `SELECT` == `select`;
//   - quoted names ("x", `x`, [x]) by their unquoted value ignoring case,
//     string literals ('x') by their exact value, and the three in one class
//     with bare words (SQLite reads "x" as a string when no column has that
//     name): 'x' == "x" == `x` == x, but 'Ohio' != 'ohio' and 'Ohio' != Ohio;
//   - numbers as written (1 != 1.0), parameters as written;
//   - operators by kind, with the synonyms = ==, != <> equal (and the spaced
//     "> =" lexes as ">=").
// Whitespace and comments are never tokens. Text the lexer cannot read is
// one opaque token per run of non-space bytes, compared byte for byte.
// Inputs longer than kMaxDiffTokens tokens on either side skip Myers: only
// the common prefix and suffix are matched and everything between differs
// (bounded time and memory; TokenDiff::trimmedOnly says so). Memory is
// linear; time O((N+M)D): at the cap, ~0.15 s for 5000 tokens a side that
// alternate matches and changes, ~3 ms when the sides share no token (found
// before searching).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/explain/pair_explanation.h"  // DiffHunk
#include "core/sql/span.h"

namespace sqlscope::explain {

constexpr size_t kMaxDiffTokens = 5000;

struct TokenDiff {
    // Per side, the byte spans of single tokens with no counterpart, in order.
    std::vector<sql::Span> goldOnly;
    std::vector<sql::Span> predOnly;
    // The same changes grouped into aligned runs (one per maximal run of
    // unmatched tokens between two matched ones), in order.
    std::vector<DiffHunk> hunks;
    size_t goldTokens = 0;
    size_t predTokens = 0;
    bool trimmedOnly = false;  // a side had more than kMaxDiffTokens tokens
};

TokenDiff diffQueries(std::string_view gold, std::string_view pred);

// The comparison key of each token of `text` (the equality above), with
// each token's span; exposed for tests.
struct DiffToken {
    std::string key;
    sql::Span span;
};
std::vector<DiffToken> diffTokens(std::string_view text);

// Myers on two key sequences: per element, whether it is part of the chosen
// longest common subsequence (the rest is a minimal edit script).
struct SequenceMatch {
    std::vector<bool> aMatched;
    std::vector<bool> bMatched;
};
SequenceMatch diffSequences(const std::vector<std::string_view>& a,
                            const std::vector<std::string_view>& b);

}  // namespace sqlscope::explain
