// Each function below is one regular-expression substitution of
// nltk/tokenize/destructive.py, applied with Python's re.sub semantics
// (leftmost, non-overlapping matches; `$` also matches before a final "\n").
// Substitutions that need a quote character are left out: they cannot match.
//
// Every substitution only inserts (or drops) whitespace, so the other
// characters of the text never change: one look at the input tells which
// substitutions may fire, and the others are skipped. One that fires copies
// the stretches between its matches whole (Rewrite); one that finds nothing
// copies nothing. Each thread reuses its buffers.
//
// Most queries need none of that: on ASCII text where only the
// substitutions that isolate single characters can fire, the words are
// read off in one pass (splitIsolating).
#include "core/match/esm/nltk_word_tokenizer.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <utility>

#include "core/match/esm/nltk_ascii_classes.h"
#include "core/match/esm/python_semantics.h"

namespace sqlscope::match::esm {
namespace {

bool isAsciiDigit(char32_t c) {
    return c >= U'0' && c <= U'9';
}

char32_t lowerAscii(char32_t c) {
    return c >= U'A' && c <= U'Z' ? c - U'A' + U'a' : c;
}

// A set of characters, looked up by table for ASCII.
class CharSet {
public:
    explicit CharSet(std::u32string_view chars) : beyondAscii_(chars) {
        for (char32_t c : chars)
            if (c < 0x80) ascii_[c] = true;
    }
    bool contains(char32_t c) const {
        return c < 0x80 ? ascii_[c] : beyondAscii_.find(c) != std::u32string_view::npos;
    }

private:
    std::array<bool, 0x80> ascii_{};
    std::u32string_view beyondAscii_;
};

// Which characters a text holds. Any non-ASCII character stands for all of
// them: "may be present".
class CharsPresent {
public:
    explicit CharsPresent(const OffsetText& text) {
        for (char32_t c : text.chars) {
            if (c < 0x80) {
                ascii_[c] = true;
            } else {
                nonAscii_ = true;
            }
        }
    }
    bool has(char32_t c) const { return c < 0x80 ? ascii_[c] : nonAscii_; }
    bool hasAny(std::u32string_view set) const {
        for (char32_t c : set)
            if (has(c)) return true;
        return false;
    }

private:
    std::array<bool, 0x80> ascii_{};
    bool nonAscii_ = false;
};

// The output of one substitution, built lazily: nothing is written until
// the first match; then the text between matches is copied whole.
class Rewrite {
public:
    Rewrite(const OffsetText& in, OffsetText& out) : in_(in), out_(out) {}

    // Copies the input from where the last call stopped up to `end`.
    void keepUpTo(size_t end) {
        start();
        out_.append(in_, kept_, end);
        kept_ = end;
    }
    void insertSpace() {
        start();
        out_.pushInserted(U' ');
    }
    // Skips the input from where the last call stopped up to `end`.
    void dropUpTo(size_t end) {
        start();
        kept_ = end;
    }
    // True when there was a match; `out` then holds the whole new text.
    bool finish() {
        if (!started_) return false;
        out_.append(in_, kept_, in_.size());
        return true;
    }

private:
    void start() {
        if (started_) return;
        started_ = true;
        out_.chars.clear();
        out_.origins.clear();
        out_.chars.reserve(in_.size() + 16);
        out_.origins.reserve(in_.size() + 16);
    }

    const OffsetText& in_;
    OffsetText& out_;
    size_t kept_ = 0;
    bool started_ = false;
};

// Puts a space before and after in[begin, end).
void surround(Rewrite& rewrite, size_t begin, size_t end) {
    rewrite.keepUpTo(begin);
    rewrite.insertSpace();
    rewrite.keepUpTo(end);
    rewrite.insertSpace();
}

// `pattern` replaced by " pattern " wherever a character of `set` occurs.
bool spaceAround(const OffsetText& in, OffsetText& out, const CharSet& set) {
    Rewrite rewrite(in, out);
    for (size_t i = 0; i < in.size(); ++i)
        if (set.contains(in.chars[i])) surround(rewrite, i, i + 1);
    return rewrite.finish();
}

// `([«“‘„]|[`]+)` -> " \1 "
bool startingQuotes(const OffsetText& in, OffsetText& out) {
    static constexpr std::u32string_view kQuotes = U"\u00AB\u201C\u2018\u201E";
    Rewrite rewrite(in, out);
    size_t i = 0;
    while (i < in.size()) {
        char32_t c = in.chars[i];
        if (kQuotes.find(c) != std::u32string_view::npos || c == U'`') {
            size_t end = i + 1;
            if (c == U'`')
                while (end < in.size() && in.chars[end] == U'`')
                    ++end;
            surround(rewrite, i, end);
            i = end;
        } else {
            ++i;
        }
    }
    return rewrite.finish();
}

// Every non-overlapping occurrence of `needle` -> " needle "
bool spaceAroundString(const OffsetText& in, OffsetText& out, std::u32string_view needle) {
    Rewrite rewrite(in, out);
    size_t i = 0;
    while (i < in.size()) {
        if (std::u32string_view(in.chars).substr(i, needle.size()) == needle) {
            surround(rewrite, i, i + needle.size());
            i += needle.size();
        } else {
            ++i;
        }
    }
    return rewrite.finish();
}

// `([^\.])(\.)([<closers>]*)\s*$` -> "\1 \2<sep>\3 ": the final period.
// `closers` is the character class after the period; `spaceAfterPeriod`
// says whether the replacement puts a space between \2 and \3.
bool finalPeriod(const OffsetText& in, OffsetText& out, std::u32string_view closers,
                 bool spaceAfterPeriod) {
    size_t n = in.size();
    size_t lastDot = in.chars.rfind(U'.');
    if (lastDot == std::u32string::npos || lastDot == 0 || in.chars[lastDot - 1] == U'.')
        return false;
    // \3: the greedy run of closers; then only whitespace may follow.
    size_t end = lastDot + 1;
    while (end < n && closers.find(in.chars[end]) != std::u32string_view::npos)
        ++end;
    for (size_t k = end; k < n; ++k)
        if (!isPythonSpace(in.chars[k])) return false;
    Rewrite rewrite(in, out);
    rewrite.keepUpTo(lastDot);
    rewrite.insertSpace();
    rewrite.keepUpTo(lastDot + 1);
    if (spaceAfterPeriod) rewrite.insertSpace();
    rewrite.keepUpTo(end);
    rewrite.insertSpace();
    rewrite.dropUpTo(n);
    return rewrite.finish();
}

// `([:,])([^\d])` -> " \1 \2"
bool commaColonBeforeNonDigit(const OffsetText& in, OffsetText& out) {
    Rewrite rewrite(in, out);
    size_t i = 0;
    while (i < in.size()) {
        char32_t c = in.chars[i];
        if ((c == U':' || c == U',') && i + 1 < in.size() && !isAsciiDigit(in.chars[i + 1])) {
            surround(rewrite, i, i + 1);
            i += 2;
        } else {
            ++i;
        }
    }
    return rewrite.finish();
}

// `([:,])$` -> " \1 "  (`$`: the end, or just before a final "\n")
bool commaColonAtEnd(const OffsetText& in, OffsetText& out) {
    size_t n = in.size();
    auto isTarget = [&](size_t i) { return in.chars[i] == U':' || in.chars[i] == U','; };
    size_t at = std::u32string::npos;
    if (n >= 1 && isTarget(n - 1)) {
        at = n - 1;
    } else if (n >= 2 && in.chars[n - 1] == U'\n' && isTarget(n - 2)) {
        at = n - 2;
    }
    if (at == std::u32string::npos) return false;
    Rewrite rewrite(in, out);
    surround(rewrite, at, at + 1);
    return rewrite.finish();
}

// `\.{2,}` -> " \g<0> "
bool ellipses(const OffsetText& in, OffsetText& out) {
    Rewrite rewrite(in, out);
    size_t i = 0;
    while (i < in.size()) {
        if (in.chars[i] == U'.' && i + 1 < in.size() && in.chars[i + 1] == U'.') {
            size_t end = i;
            while (end < in.size() && in.chars[end] == U'.')
                ++end;
            surround(rewrite, i, end);
            i = end;
        } else {
            ++i;
        }
    }
    return rewrite.finish();
}

// `(?i)\b(first)(second)\b` -> " \1 \2 "; with `spaceAfter`, the final \b is
// the lookahead `(?=\s)` instead. The text is read as if padded with a
// space at both ends (NLTK pads it before these substitutions).
bool contraction(const OffsetText& in, OffsetText& out, std::u32string_view first,
                 std::u32string_view second, bool spaceAfter) {
    size_t length = first.size() + second.size();
    auto matchesAt = [&](size_t i) {
        if (i + length > in.size()) return false;
        if (lowerAscii(in.chars[i]) != first[0]) return false;
        if (i > 0 && isPythonWordChar(in.chars[i - 1])) return false;
        for (size_t k = 1; k < length; ++k) {
            char32_t expected = k < first.size() ? first[k] : second[k - first.size()];
            if (lowerAscii(in.chars[i + k]) != expected) return false;
        }
        size_t after = i + length;
        if (after == in.size()) return true;  // the padding space
        if (spaceAfter) return isPythonSpace(in.chars[after]);
        return !isPythonWordChar(in.chars[after]);
    };
    Rewrite rewrite(in, out);
    size_t i = 0;
    while (i < in.size()) {
        if (matchesAt(i)) {
            rewrite.keepUpTo(i);
            rewrite.insertSpace();
            rewrite.keepUpTo(i + first.size());
            rewrite.insertSpace();
            rewrite.keepUpTo(i + length);
            rewrite.insertSpace();
            i += length;
        } else {
            ++i;
        }
    }
    return rewrite.finish();
}

// CONTRACTIONS2 without d'ye and more'n (they need a quote).
constexpr std::array<std::pair<std::u32string_view, std::u32string_view>, 6> kContractions = {{
    {U"can", U"not"},
    {U"gim", U"me"},
    {U"gon", U"na"},
    {U"got", U"ta"},
    {U"lem", U"me"},
    {U"wan", U"na"},
}};

// Whether some contraction's letters occur anywhere, in any case (without
// them, no contraction substitution can match).
bool mayHoldContraction(const OffsetText& text) {
    for (size_t i = 0; i < text.size(); ++i) {
        char32_t c = lowerAscii(text.chars[i]);
        if (c != U'c' && c != U'g' && c != U'l' && c != U'w') continue;
        for (const auto& [first, second] : kContractions) {
            size_t length = first.size() + second.size();
            if (first[0] != c || i + length > text.size()) continue;
            size_t k = 1;
            while (k < length && lowerAscii(text.chars[i + k]) ==
                                     (k < first.size() ? first[k] : second[k - first.size()]))
                ++k;
            if (k == length) return true;
        }
    }
    return false;
}

// str.split(): the words with their UTF-8 text and byte spans (as
// OffsetText::span gives them: the cover of the non-empty origins).
std::vector<NltkWord> splitOnWhitespace(const OffsetText& text) {
    std::vector<NltkWord> words;
    words.reserve(text.size() / 4 + 1);
    const char32_t* chars = text.chars.data();
    const sql::Span* origins = text.origins.data();
    const size_t n = text.size();
    size_t i = 0;
    while (i < n) {
        while (i < n && isPythonSpace(chars[i]))
            ++i;
        if (i >= n) break;
        const size_t begin = i;
        char32_t any = 0;  // the bits of every code point: >= 0x80 when one is not ASCII
        while (i < n && !isPythonSpace(chars[i]))
            any |= chars[i++];
        NltkWord& word = words.emplace_back();
        bool covered = false;
        for (size_t k = begin; k < i; ++k) {
            sql::Span origin = origins[k];
            if (origin.empty()) continue;
            word.span = covered ? sql::Span::cover(word.span, origin) : origin;
            covered = true;
        }
        if (any < 0x80) {
            word.text.resize(i - begin);
            char* out = word.text.data();
            for (size_t k = begin; k < i; ++k)
                *out++ = static_cast<char>(chars[k]);
        } else {
            word.text = encodeUtf8(std::u32string_view(text.chars).substr(begin, i - begin));
        }
    }
    return words;
}

std::vector<NltkWord> splitText(const OffsetText& input, std::array<OffsetText, 2>& buffers) {
    const CharsPresent present(input);
    const OffsetText* text = &input;
    size_t next = 0;
    auto apply = [&](auto substitution, auto... arguments) {
        if (substitution(*text, buffers[next], arguments...)) {
            text = &buffers[next];
            next ^= 1;
        }
    };
    using View = std::u32string_view;

    // STARTING_QUOTES (those without ' or ")
    if (present.hasAny(U"`\u00AB\u201C\u2018\u201E")) apply(startingQuotes);
    if (present.has(U'`')) apply(spaceAroundString, View(U"``"));
    // PUNCTUATION
    if (present.has(U'.')) apply(finalPeriod, View(U"])}>\"'\u00BB\u201D\u2019 "), true);
    if (present.hasAny(U":,")) {
        apply(commaColonBeforeNonDigit);
        apply(commaColonAtEnd);
    }
    if (present.has(U'.')) apply(ellipses);
    static const CharSet kSymbols(U";@#$%&");
    if (present.hasAny(U";@#$%&")) apply(spaceAround, kSymbols);
    if (present.has(U'.')) apply(finalPeriod, View(U"])}>\"'"), false);
    // `[?!]`, `[*]`, then PARENS_BRACKETS `[\]\[\(\)\{\}\<\>]`: each puts
    // spaces around its own characters whatever their neighbours, so the
    // three run as one.
    static const CharSet kMarksAndBrackets(U"?!*][(){}<>");
    if (present.hasAny(U"?!*][(){}<>")) apply(spaceAround, kMarksAndBrackets);
    // DOUBLE_DASHES
    if (present.has(U'-')) apply(spaceAroundString, View(U"--"));
    // text = " " + text + " ": `contraction` reads the text as padded.
    // ENDING_QUOTES (those without ' or ")
    static const CharSet kEndingQuotes(U"\u00BB\u201D\u2019");
    if (present.hasAny(U"\u00BB\u201D\u2019")) apply(spaceAround, kEndingQuotes);
    if (mayHoldContraction(*text)) {
        for (const auto& [first, second] : kContractions)
            apply(contraction, first, second, first == U"wan");
    }
    return splitOnWhitespace(*text);
}

// ---- one-pass split -------------------------------------------------------------

using namespace nltk_ascii;

// Whether only the kIsolated characters and the two comma/colon
// substitutions can change `text`: it is ASCII, has no quote or backtick
// (STARTING_QUOTES, ENDING_QUOTES), no "--" (DOUBLE_DASHES), no ".."
// (ellipses), no period the final-period substitutions could match (the
// last '.' followed by nothing but closing brackets, quotes and whitespace;
// inserted spaces never make one match), and no contraction.
bool onlyIsolatingSubstitutions(const OffsetText& text) {
    const size_t n = text.size();
    const char32_t* chars = text.chars.data();
    size_t lastDot = n;
    bool doubledLetter = false;
    for (size_t i = 0; i < n; ++i) {
        char32_t c = chars[i];
        if (c >= 0x80) return false;
        uint8_t cls = kAsciiClasses[c];
        if ((cls & (kQuote | kDot | kDash | kNmt)) == 0) continue;
        if (cls & kQuote) return false;
        if (cls & kDot) lastDot = i;
        if (i + 1 == n) break;
        char32_t next = chars[i + 1];
        if ((cls & (kDot | kDash)) && next == c) return false;
        if ((cls & kNmt) && (next | 0x20) == (c | 0x20)) doubledLetter = true;
    }
    if (lastDot < n) {
        size_t k = lastDot + 1;
        while (k < n && chars[k] < 0x80 &&
               (isPeriodCloser(static_cast<char>(chars[k])) || isPythonSpace(chars[k])))
            ++k;
        if (k == n) return false;
    }
    return !doubledLetter || !mayHoldContraction(text);
}

// The words of a text onlyIsolatingSubstitutions() accepts: split on
// whitespace and around every isolated character. A ',' or ':' is isolated
// when `([:,])([^\d])` matches it (leftmost, non-overlapping: the character
// after a match is consumed) or `([:,])$` does.
std::vector<NltkWord> splitIsolating(const OffsetText& text) {
    const size_t n = text.size();
    const char32_t* chars = text.chars.data();
    const sql::Span* origins = text.origins.data();
    auto isCommaColon = [](char32_t c) { return c == U',' || c == U':'; };
    size_t atEnd = n;  // the ',' or ':' that `([:,])$` matches
    if (n >= 1 && isCommaColon(chars[n - 1])) {
        atEnd = n - 1;
    } else if (n >= 2 && chars[n - 1] == U'\n' && isCommaColon(chars[n - 2])) {
        atEnd = n - 2;
    }
    std::vector<NltkWord> words;
    words.reserve(n / 4 + 1);
    auto emit = [&](size_t begin, size_t end) {
        NltkWord& word = words.emplace_back();
        word.text.resize(end - begin);
        bool covered = false;
        for (size_t k = begin; k < end; ++k) {
            word.text[k - begin] = static_cast<char>(chars[k]);
            sql::Span origin = origins[k];
            if (origin.empty()) continue;
            word.span = covered ? sql::Span::cover(word.span, origin) : origin;
            covered = true;
        }
    };
    size_t begin = 0;       // of the word being read
    bool consumed = false;  // this character was the \2 of a comma/colon match
    for (size_t i = 0; i < n; ++i) {
        const uint8_t cls = kAsciiClasses[chars[i]];
        bool isolated = (cls & kIsolated) || i == atEnd;
        if (consumed) {
            consumed = false;
        } else if ((cls & kCommaColon) && i + 1 < n && !isAsciiDigit(chars[i + 1])) {
            isolated = true;
            consumed = true;
        }
        if (isolated || (cls & kSpace)) {
            if (begin < i) emit(begin, i);
            if (isolated) emit(i, i + 1);
            begin = i + 1;
        }
    }
    if (begin < n) emit(begin, n);
    return words;
}

}  // namespace

std::vector<NltkWord> nltkWordTokenize(const OffsetText& input) {
    if (onlyIsolatingSubstitutions(input)) return splitIsolating(input);
    thread_local std::array<OffsetText, 2> buffers;  // what the substitutions write into
    return splitText(input, buffers);
}

}  // namespace sqlscope::match::esm
