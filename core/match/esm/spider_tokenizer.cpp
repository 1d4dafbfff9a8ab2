#include "core/match/esm/spider_tokenizer.h"

#include <unordered_map>

#include "core/match/esm/nltk_word_tokenizer.h"
#include "core/match/esm/offset_text.h"
#include "core/match/esm/python_semantics.h"

namespace sqlscope::match::esm {
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

struct Literal {
    std::string text;
    sql::Span span;
};

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
    std::unordered_map<std::u32string, Literal> literals;
    for (size_t k = quotes.size(); k >= 2; k -= 2) {
        size_t first = quotes[k - 2];
        size_t second = quotes[k - 1];
        std::string keyText =
            "__val_" + std::to_string(first) + "_" + std::to_string(second) + "__";
        std::u32string key(keyText.begin(), keyText.end());
        sql::Span span = text.span(first, second + 1);
        literals[key] = Literal{
            encodeUtf8(std::u32string_view(text.chars).substr(first, second + 1 - first)), span};
        OffsetText replaced;
        replaced.append(text, 0, first);
        for (char32_t c : key)
            replaced.push(c, span);
        replaced.append(text, second + 1, text.size());
        text = std::move(replaced);
    }

    // 4. NLTK words, lowercased; placeholders become their literals again.
    for (NltkWord& word : nltkWordTokenize(text)) {
        SpiderToken token;
        token.span = word.span;
        token.text = pythonLower(encodeUtf8(word.text));
        std::u32string lowered(token.text.size(), U' ');
        bool ascii = true;
        for (size_t i = 0; i < token.text.size(); ++i) {
            ascii = ascii && static_cast<unsigned char>(token.text[i]) < 0x80;
            lowered[i] = static_cast<unsigned char>(token.text[i]);
        }
        if (ascii) {
            auto it = literals.find(lowered);
            if (it != literals.end()) {
                token.text = it->second.text;
                token.span = it->second.span;
                token.literal = true;
            }
        }
        result.tokens.push_back(std::move(token));
    }

    // 5. "!", ">", "<" followed by "=" merge, scanning the "=" from the last.
    std::vector<SpiderToken>& toks = result.tokens;
    std::vector<size_t> equals;
    for (size_t i = 0; i < toks.size(); ++i)
        if (!toks[i].literal && toks[i].text == "=") equals.push_back(i);
    for (auto it = equals.rbegin(); it != equals.rend(); ++it) {
        size_t eq = *it;
        // toks[eq - 1] is Python's toks[-1] (the last token) when eq == 0.
        size_t before = eq == 0 ? toks.size() - 1 : eq - 1;
        const SpiderToken& pre = toks[before];
        if (pre.literal || (pre.text != "!" && pre.text != ">" && pre.text != "<")) continue;
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
