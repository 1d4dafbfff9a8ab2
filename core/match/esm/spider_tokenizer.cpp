#include "core/match/esm/spider_tokenizer.h"

#include "core/match/esm/quoted_words.h"

namespace sqlscope::match::esm {

using namespace std::string_view_literals;  // == "x"sv compares sizes first
namespace {

// "!=", ">=" or "<=": `op` followed by "=".
std::string_view mergedOperator(std::string_view op) {
    if (op == "!"sv) return "!=";
    return op == ">"sv ? ">=" : "<=";
}

}  // namespace

SpiderTokenization tokenizeForSpider(std::string_view source,
                                     const SpiderTokenizerOptions& options) {
    SpiderTokenization result;
    // 1-4. Quotes paired into placeholders, NLTK words, lowercased, the
    //      placeholders their literals again (shared with ESM+).
    const QuotedWords& split = splitQuotedWords(source, options.replaceValuePlaceholder);
    if (!split.quotesPair) {
        result.error = "AssertionError: Unexpected quote";
        return result;
    }
    result.tokens.reserve(split.words.size());
    for (const QuotedWord& word : split.words)
        result.tokens.push_back(SpiderToken{word.text, word.span, word.literal});

    // 5. "!", ">", "<" followed by "=" merge, scanning the "=" from the last.
    std::vector<SpiderToken>& toks = result.tokens;
    std::vector<size_t> equals;
    for (size_t i = 0; i < toks.size(); ++i)
        if (!toks[i].literal && toks[i].text == "="sv) equals.push_back(i);
    for (auto it = equals.rbegin(); it != equals.rend(); ++it) {
        size_t eq = *it;
        // toks[eq - 1] is Python's toks[-1] (the last token) when eq == 0.
        size_t before = eq == 0 ? toks.size() - 1 : eq - 1;
        const SpiderToken& pre = toks[before];
        if (pre.literal || (pre.text != "!"sv && pre.text != ">"sv && pre.text != "<"sv)) continue;
        SpiderToken merged{mergedOperator(pre.text), sql::Span::cover(pre.span, toks[eq].span),
                           false};
        // toks[:eq-1] + [merged] + toks[eq+1:], with Python's slice rules.
        if (eq > 0) {
            toks[eq - 1] = std::move(merged);
            toks.erase(toks.begin() + static_cast<std::ptrdiff_t>(eq));
            continue;
        }
        std::vector<SpiderToken> next;
        long long head = static_cast<long long>(eq) - 1;  // toks[:-1] when eq == 0
        size_t headEnd = head >= 0 ? static_cast<size_t>(head) : toks.size() - 1;
        next.insert(next.end(), toks.begin(), toks.begin() + static_cast<std::ptrdiff_t>(headEnd));
        next.push_back(std::move(merged));
        next.insert(next.end(), toks.begin() + static_cast<std::ptrdiff_t>(eq + 1), toks.end());
        toks = std::move(next);
    }
    return result;
}

}  // namespace sqlscope::match::esm
