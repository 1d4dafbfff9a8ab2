// The quote-pairing step of process_sql.tokenize, shared by the Spider
// tokenizer (quoted_words.cpp) and ETM's (esm_plus/etm_tokenizer.cpp): every
// pair of `quote` characters, with what lies between, becomes the
// placeholder "__val_<first>_<second>__" (code point positions, as in
// Python). The reference replaces the pairs from the last one backwards, so
// every placeholder names the positions its pair has in the given text; one
// forward pass builds the same text.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/match/esm/offset_text.h"
#include "core/sql/span.h"

namespace sqlscope::match::esm {

// Replaces the pairs in `text`; `onPair(key, span, quoted)` gets each
// placeholder, the source span of its pair and the pair's code points
// (quotes included), in order. False, with `text` unchanged, when the
// quotes do not pair.
template <typename OnPair>
bool replaceQuotePairs(OffsetText& text, char32_t quote, OnPair&& onPair) {
    std::vector<size_t> quotes;
    for (size_t i = 0; i < text.size(); ++i)
        if (text.chars[i] == quote) quotes.push_back(i);
    if (quotes.size() % 2 != 0) return false;
    if (quotes.empty()) return true;
    OffsetText replaced;
    replaced.chars.reserve(text.size() + quotes.size() * 8);
    replaced.origins.reserve(text.size() + quotes.size() * 8);
    size_t cursor = 0;
    for (size_t k = 0; k + 1 < quotes.size(); k += 2) {
        const size_t first = quotes[k];
        const size_t second = quotes[k + 1];
        std::string key = "__val_" + std::to_string(first) + "_" + std::to_string(second) + "__";
        const sql::Span span = text.span(first, second + 1);
        replaced.append(text, cursor, first);
        for (char c : key)
            replaced.push(static_cast<char32_t>(c), span);
        onPair(std::move(key), span,
               std::u32string_view(text.chars).substr(first, second + 1 - first));
        cursor = second + 1;
    }
    replaced.append(text, cursor, text.size());
    text = std::move(replaced);
    return true;
}

}  // namespace sqlscope::match::esm
