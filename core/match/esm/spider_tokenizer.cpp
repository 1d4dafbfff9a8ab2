#include "core/match/esm/spider_tokenizer.h"

#include "core/match/esm/nltk_word_tokenizer.h"
#include "core/match/esm/offset_text.h"
#include "core/match/esm/python_semantics.h"

namespace sqlscope::match::esm {

using namespace std::string_view_literals;  // == "x"sv compares sizes first
namespace {

// str.replace("value", "1"); the "1" covers the five bytes it replaced.
OffsetText replaceValuePlaceholder(const OffsetText& in) {
    static constexpr std::u32string_view kValue = U"value";
    OffsetText out;
    size_t i = 0;
    while (i < in.size()) {
        if (std::u32string_view(in.chars).substr(i, kValue.size()) == kValue) {
            out.push(U'1', in.span(i, i + kValue.size()));
            i += kValue.size();
        } else {
            out.append(in, i, i + 1);
            ++i;
        }
    }
    return out;
}

// A quoted literal and the placeholder that stands for it.
struct Literal {
    std::string key;   // "__val_<first>_<second>__"
    std::string text;  // with its quotes (' became ")
    sql::Span span;
};

const Literal* findLiteral(const std::vector<Literal>& literals, std::string_view word) {
    for (const Literal& literal : literals)
        if (literal.key == word) return &literal;
    return nullptr;
}

}  // namespace

SpiderTokenization tokenizeForSpider(std::string_view source,
                                     const SpiderTokenizerOptions& options) {
    SpiderTokenization result;
    OffsetText text = decodeUtf8(source);
    if (options.replaceValuePlaceholder) text = replaceValuePlaceholder(text);

    // 1-2. Every ' becomes "; the number of " must be even.
    std::vector<size_t> quotes;
    for (size_t i = 0; i < text.size(); ++i) {
        if (text.chars[i] == U'\'') text.chars[i] = U'"';
        if (text.chars[i] == U'"') quotes.push_back(i);
    }
    if (quotes.size() % 2 != 0) {
        result.error = "AssertionError: Unexpected quote";
        return result;
    }

    // 3. Pairs, from the last one backwards, become placeholders
    //    "__val_<first>_<second>__" (code point indices, as in Python).
    //    Replacing a pair moves nothing before it, so one forward pass
    //    builds the same text.
    std::vector<Literal> literals;
    if (!quotes.empty()) {
        OffsetText replaced;
        replaced.chars.reserve(text.size() + quotes.size() * 8);
        replaced.origins.reserve(text.size() + quotes.size() * 8);
        size_t cursor = 0;
        for (size_t k = 0; k + 1 < quotes.size(); k += 2) {
            size_t first = quotes[k];
            size_t second = quotes[k + 1];
            Literal& literal = literals.emplace_back();
            literal.key = "__val_" + std::to_string(first) + "_" + std::to_string(second) + "__";
            literal.span = text.span(first, second + 1);
            literal.text =
                encodeUtf8(std::u32string_view(text.chars).substr(first, second + 1 - first));
            replaced.append(text, cursor, first);
            for (char c : literal.key)
                replaced.push(static_cast<char32_t>(c), literal.span);
            cursor = second + 1;
        }
        replaced.append(text, cursor, text.size());
        text = std::move(replaced);
    }

    // 4. NLTK words, lowercased; placeholders become their literals again.
    std::vector<NltkWord> words = nltkWordTokenize(text);
    result.tokens.reserve(words.size());
    for (NltkWord& word : words) {
        SpiderToken& token = result.tokens.emplace_back();
        token.span = word.span;
        token.text = pythonLower(std::move(word.text));
        if (const Literal* literal = findLiteral(literals, token.text)) {
            token.text = literal->text;
            token.span = literal->span;
            token.literal = true;
        }
    }

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
        SpiderToken merged{pre.text + "=", sql::Span::cover(pre.span, toks[eq].span), false};
        // toks[:eq-1] + [merged] + toks[eq+1:], with Python's slice rules.
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
