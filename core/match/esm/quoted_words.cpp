#include "core/match/esm/quoted_words.h"

#include <array>

#include "core/match/esm/ascii_quoted_split.h"
#include "core/match/esm/nltk_word_tokenizer.h"
#include "core/match/esm/offset_text.h"
#include "core/match/esm/python_semantics.h"
#include "core/match/esm/quote_placeholders.h"

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

// str.lower(): done inline, in one pass, for the usual pure-ASCII word; a
// non-ASCII byte hands the word to pythonLower (which lowers the ASCII part
// already done the same way).
void lowerWord(std::string& word) {
    for (char& c : word) {
        if (static_cast<unsigned char>(c) >= 0x80) {
            word = pythonLower(std::move(word));
            return;
        }
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    }
}

const QuotedLiteral* findLiteral(const std::vector<QuotedLiteral>& literals,
                                 std::string_view word) {
    for (const QuotedLiteral& literal : literals)
        if (literal.key == word) return &literal;
    return nullptr;
}

void split(std::string_view query, bool valueAsOne, QuotedWords& result) {
    if (!valueAsOne && splitAsciiQuotedWords(query, result)) return;
    result.words.clear();
    result.literals.clear();
    result.quotesPair = true;
    OffsetText text = decodeUtf8(query);
    if (valueAsOne) text = replaceValuePlaceholder(text);

    // Every ' becomes "; the " pair up into placeholders.
    for (char32_t& c : text.chars)
        if (c == U'\'') c = U'"';
    std::vector<QuotedLiteral>& literals = result.literals;
    result.quotesPair = replaceQuotePairs(
        text, U'"', [&](std::string key, sql::Span span, std::u32string_view quoted) {
            literals.push_back(QuotedLiteral{std::move(key), encodeUtf8(quoted), span});
        });
    if (!result.quotesPair) return;

    // NLTK words, lowercased; placeholders become their literals again.
    std::vector<NltkWord> words = nltkWordTokenize(text);
    result.words.reserve(words.size());
    for (NltkWord& word : words) {
        QuotedWord& out = result.words.emplace_back();
        out.span = word.span;
        out.text = std::move(word.text);
        lowerWord(out.text);
        if (const QuotedLiteral* literal = findLiteral(literals, out.text)) {
            out.text = literal->text;
            out.span = literal->span;
            out.literal = true;
        }
    }
}

// The last two queries a thread split, with their words.
struct RecentSplits {
    struct Entry {
        std::string query;
        bool valueAsOne = false;
        QuotedWords split;
        bool used = false;
    };
    std::array<Entry, 2> entries;
    size_t oldest = 0;
};

}  // namespace

const QuotedWords& splitQuotedWords(std::string_view query, bool replaceValuePlaceholder) {
    thread_local RecentSplits recent;
    for (const RecentSplits::Entry& entry : recent.entries)
        if (entry.used && entry.valueAsOne == replaceValuePlaceholder && entry.query == query)
            return entry.split;
    RecentSplits::Entry& entry = recent.entries[recent.oldest];
    recent.oldest ^= 1;
    entry.query.assign(query);
    entry.valueAsOne = replaceValuePlaceholder;
    entry.used = true;
    split(query, replaceValuePlaceholder, entry.split);
    return entry.split;
}

}  // namespace sqlscope::match::esm
