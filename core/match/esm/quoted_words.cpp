#include "core/match/esm/quoted_words.h"

#include <array>

#include "core/match/esm/ascii_quoted_split.h"
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

    // Every ' becomes "; the number of " must be even.
    std::vector<size_t> quotes;
    for (size_t i = 0; i < text.size(); ++i) {
        if (text.chars[i] == U'\'') text.chars[i] = U'"';
        if (text.chars[i] == U'"') quotes.push_back(i);
    }
    if (quotes.size() % 2 != 0) {
        result.quotesPair = false;
        return;
    }

    // Pairs, from the last one backwards, become placeholders (code point
    // indices, as in Python). Replacing a pair moves nothing before it, so
    // one forward pass builds the same text.
    std::vector<QuotedLiteral>& literals = result.literals;
    if (!quotes.empty()) {
        OffsetText replaced;
        replaced.chars.reserve(text.size() + quotes.size() * 8);
        replaced.origins.reserve(text.size() + quotes.size() * 8);
        size_t cursor = 0;
        for (size_t k = 0; k + 1 < quotes.size(); k += 2) {
            size_t first = quotes[k];
            size_t second = quotes[k + 1];
            QuotedLiteral& literal = literals.emplace_back();
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
