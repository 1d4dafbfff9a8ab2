#include "core/match/esm_plus/etm_tokenizer.h"

#include <utility>

#include "core/match/esm/nltk_word_tokenizer.h"
#include "core/match/esm/offset_text.h"
#include "core/match/esm/python_semantics.h"
#include "core/match/esm/quote_placeholders.h"
#include "core/match/esm/quoted_words.h"
#include "core/util/ascii_case.h"

namespace sqlscope::match::esm_plus {

using namespace std::string_view_literals;  // == "x"sv compares sizes first
namespace {

using esm::OffsetText;

// Whether `key` may be a "__val_<first>_<second>__" placeholder.
bool isPlaceholderKey(std::string_view key) {
    return key.size() >= 8 && key.substr(0, 6) == "__val_"sv;
}

// What a "__val_<first>_<second>__" placeholder stands for.
struct Placeholder {
    std::string key;
    std::string text;
    sql::Span span;
};

// The reference's dict from placeholder to value: a later entry with the
// same key replaces the earlier one.
class Placeholders {
public:
    void set(Placeholder placeholder) {
        for (Placeholder& existing : entries_) {
            if (existing.key == placeholder.key) {
                existing = std::move(placeholder);
                return;
            }
        }
        entries_.push_back(std::move(placeholder));
    }
    const Placeholder* find(std::string_view key) const {
        if (!isPlaceholderKey(key)) return nullptr;
        for (const Placeholder& entry : entries_)
            if (entry.key == key) return &entry;
        return nullptr;
    }

private:
    std::vector<Placeholder> entries_;
};

// Replaces the pairs of `quote` by placeholders (quote_placeholders.h);
// `keepQuotes` keeps the quote characters in the stored text (string
// literals) or drops them (backquoted identifiers). False when the quotes do
// not pair.
bool replacePairs(OffsetText& text, char32_t quote, bool keepQuotes, Placeholders& vals) {
    return esm::replaceQuotePairs(
        text, quote, [&](std::string key, sql::Span span, std::u32string_view quoted) {
            if (!keepQuotes) quoted = quoted.substr(1, quoted.size() - 2);
            vals.set(Placeholder{std::move(key), esm::encodeUtf8(quoted), span});
        });
}

// toks[:at] + [merged] + toks[after:], with Python's slice rules for a
// negative `at` (toks[:-1]).
void splice(std::vector<EtmToken>& toks, long long at, size_t after, EtmToken merged) {
    if (at >= 0 && static_cast<size_t>(at) + 2 == after) {  // the usual case, in place
        toks[static_cast<size_t>(at)] = std::move(merged);
        toks.erase(toks.begin() + at + 1);
        return;
    }
    std::vector<EtmToken> next;
    size_t headEnd = at >= 0 ? static_cast<size_t>(at) : toks.size() - 1;
    next.insert(next.end(), toks.begin(), toks.begin() + static_cast<std::ptrdiff_t>(headEnd));
    next.push_back(std::move(merged));
    next.insert(next.end(), toks.begin() + static_cast<std::ptrdiff_t>(after), toks.end());
    toks = std::move(next);
}

// U1 (fixed and strict): INNER JOIN -> join, X OUTER JOIN -> X-join,
// FULL [OUTER] JOIN -> full-join.
void mergeJoinKinds(std::vector<EtmToken>& toks, std::vector<sql::Span>& merges) {
    // Every merge involves an "inner", "outer" or "full".
    bool mayMerge = false;
    for (const EtmToken& token : toks)
        mayMerge = mayMerge || token.text == "inner"sv || token.text == "outer"sv ||
                   token.text == "full"sv;
    if (!mayMerge) return;
    std::vector<EtmToken> out;
    out.reserve(toks.size());
    for (size_t i = 0; i < toks.size(); ++i) {
        const std::string& t = toks[i].text;
        auto is = [&](size_t k, std::string_view text) {
            return k < toks.size() && toks[k].text == text;
        };
        if (t == "inner"sv && is(i + 1, "join")) {
            out.push_back({"join", sql::Span::cover(toks[i].span, toks[i + 1].span)});
            merges.push_back(out.back().span);
            ++i;
        } else if ((t == "left"sv || t == "right"sv || t == "full"sv) && is(i + 1, "outer") &&
                   is(i + 2, "join")) {
            out.push_back({t + "-join", sql::Span::cover(toks[i].span, toks[i + 2].span)});
            merges.push_back(out.back().span);
            i += 2;
        } else if (t == "full"sv && is(i + 1, "join")) {
            out.push_back({"full-join", sql::Span::cover(toks[i].span, toks[i + 1].span)});
            merges.push_back(out.back().span);
            ++i;
        } else {
            out.push_back(std::move(toks[i]));
        }
    }
    toks = std::move(out);
}

// "t.__val_3_9__" -> t."x": a placeholder after a word's first dot becomes
// its literal (`find` gives the literal of a placeholder key, or null).
template <class Find>
void dottedPlaceholder(EtmToken& token, const Find& find) {
    // Tokens are short and rarely dotted: a plain scan, not a call to memchr.
    size_t dot = 0;
    while (dot < token.text.size() && token.text[dot] != '.')
        ++dot;
    if (dot == token.text.size()) return;
    size_t next = token.text.find('.', dot + 1);
    std::string_view second =
        std::string_view(token.text)
            .substr(dot + 1, next == std::string::npos ? std::string::npos : next - dot - 1);
    if (const std::string* value = find(second))
        token.text = token.text.substr(0, dot) + "." + *value;
}

// Steps 1-4 read through the split ESM made of the same query: without
// "<>" and backquotes the two references' steps agree.
bool fromSharedSplit(std::string_view source, EtmTokenization& result) {
    if (source.find("<>") != std::string_view::npos || source.find('`') != std::string_view::npos)
        return false;
    const esm::QuotedWords& split = esm::splitQuotedWords(source);
    if (!split.quotesPair) {
        result.error = "AssertionError: Unexpected quote";
        return true;
    }
    std::vector<EtmToken>& toks = result.tokens;
    toks.reserve(split.words.size());
    for (const esm::QuotedWord& word : split.words) {
        EtmToken& token = toks.emplace_back();
        token.text = word.text;
        token.span = word.span;
        dottedPlaceholder(token, [&](std::string_view key) -> const std::string* {
            if (!isPlaceholderKey(key)) return nullptr;
            for (const esm::QuotedLiteral& literal : split.literals)
                if (literal.key == key) return &literal.text;
            return nullptr;
        });
    }
    return true;
}

// Steps 1-4 on their own (a query with "<>" or backquotes).
void splitOwn(std::string_view source, EtmTokenization& result) {
    OffsetText text = esm::decodeUtf8(source);

    // get_sql: query.replace('<>', '!=') (same length: the origins stay).
    for (size_t i = 0; i + 1 < text.size(); ++i) {
        if (text.chars[i] == U'<' && text.chars[i + 1] == U'>') {
            text.chars[i] = U'!';
            text.chars[i + 1] = U'=';
            ++i;
        }
    }
    for (char32_t& c : text.chars)
        if (c == U'\'') c = U'"';

    Placeholders vals;
    if (!replacePairs(text, U'"', true, vals)) {
        result.error = "AssertionError: Unexpected quote";
        return;
    }
    if (!replacePairs(text, U'`', false, vals)) {
        result.error = "AssertionError: Unexpected `";
        return;
    }

    std::vector<EtmToken>& toks = result.tokens;
    std::vector<esm::NltkWord> words = esm::nltkWordTokenize(text);
    toks.reserve(words.size());
    for (esm::NltkWord& word : words) {
        EtmToken token{esm::pythonLower(std::move(word.text)), word.span};
        if (const Placeholder* value = vals.find(token.text)) {
            token.text = value->text;
            token.span = value->span;
        }
        dottedPlaceholder(token, [&](std::string_view key) -> const std::string* {
            const Placeholder* value = vals.find(key);
            return value ? &value->text : nullptr;
        });
        toks.push_back(std::move(token));
    }
}

}  // namespace

EtmTokenization tokenizeForEtm(std::string_view source, const EtmTokenizerOptions& options) {
    EtmTokenization result;
    if (!fromSharedSplit(source, result)) splitOwn(source, result);
    if (!result.ok()) return result;
    std::vector<EtmToken>& toks = result.tokens;

    // rank ( ) -> rank()
    for (size_t i = 0; i + 2 < toks.size(); ++i) {
        if (toks[i].text == "rank"sv && toks[i + 1].text == "("sv && toks[i + 2].text == ")"sv) {
            EtmToken merged{"rank()", sql::Span::cover(toks[i].span, toks[i + 2].span)};
            toks.erase(toks.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                       toks.begin() + static_cast<std::ptrdiff_t>(i) + 3);
            toks[i] = std::move(merged);
        }
    }

    // "!", ">", "<" followed by "=", scanning the "=" from the last.
    std::vector<size_t> equals;
    for (size_t i = 0; i < toks.size(); ++i)
        if (toks[i].text == "="sv) equals.push_back(i);
    for (auto it = equals.rbegin(); it != equals.rend(); ++it) {
        size_t eq = *it;
        const EtmToken& pre = toks[eq == 0 ? toks.size() - 1 : eq - 1];
        if (pre.text != "!"sv && pre.text != ">"sv && pre.text != "<"sv) continue;
        EtmToken merged{pre.text + "=", sql::Span::cover(pre.span, toks[eq].span)};
        splice(toks, static_cast<long long>(eq) - 1, eq + 1, std::move(merged));
    }

    if (options.joinKinds) mergeJoinKinds(toks, result.joinKindMerges);

    // left/right/outer/cross + join -> "left-join" ..., from the last join.
    std::vector<size_t> joins;
    for (size_t i = 0; i < toks.size(); ++i)
        if (util::equalsIgnoringAsciiCase(toks[i].text, "join")) joins.push_back(i);
    for (auto it = joins.rbegin(); it != joins.rend(); ++it) {
        size_t at = *it;
        const EtmToken& pre = toks[at == 0 ? toks.size() - 1 : at - 1];
        if (!util::equalsIgnoringAsciiCase(pre.text, "left") &&
            !util::equalsIgnoringAsciiCase(pre.text, "right") &&
            !util::equalsIgnoringAsciiCase(pre.text, "outer") &&
            !util::equalsIgnoringAsciiCase(pre.text, "cross"))
            continue;
        EtmToken merged{pre.text + "-join", sql::Span::cover(pre.span, toks[at].span)};
        splice(toks, static_cast<long long>(at) - 1, at + 1, std::move(merged));
    }
    return result;
}

}  // namespace sqlscope::match::esm_plus
