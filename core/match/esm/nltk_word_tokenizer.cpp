// Each function below is one regular-expression substitution of
// nltk/tokenize/destructive.py, applied with Python's re.sub semantics
// (leftmost, non-overlapping matches; `$` also matches before a final "\n").
// Substitutions that need a quote character are left out: they cannot match.
#include "core/match/esm/nltk_word_tokenizer.h"

#include <array>
#include <string_view>

#include "core/match/esm/python_semantics.h"

namespace sqlscope::match::esm {
namespace {

bool isAsciiDigit(char32_t c) {
    return c >= U'0' && c <= U'9';
}

// Characters that are neither letters nor digits for the purpose of \w: the
// quote marks NLTK handles and the general punctuation blocks.
bool isUnicodePunctuation(char32_t c) {
    return (c >= 0xA1 && c <= 0xBF && c != 0xAA && c != 0xB5 && c != 0xBA) || c == 0xD7 ||
           c == 0xF7 || (c >= 0x2010 && c <= 0x206F) || (c >= 0x3000 && c <= 0x303F);
}

// Python's \w for str patterns (approximated outside ASCII: any non-space,
// non-punctuation character counts as a word character).
bool isWordChar(char32_t c) {
    if (c < 0x80) {
        return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z') || isAsciiDigit(c) || c == U'_';
    }
    return !isPythonSpace(c) && !isUnicodePunctuation(c);
}

char32_t lowerAscii(char32_t c) {
    return c >= U'A' && c <= U'Z' ? c - U'A' + U'a' : c;
}

// `pattern` replaced by " pattern " wherever a character of `set` occurs.
OffsetText spaceAround(const OffsetText& in, std::u32string_view set) {
    OffsetText out;
    out.chars.reserve(in.size() + 8);
    out.origins.reserve(in.size() + 8);
    for (size_t i = 0; i < in.size(); ++i) {
        if (set.find(in.chars[i]) != std::u32string_view::npos) {
            out.pushInserted(U' ');
            out.append(in, i, i + 1);
            out.pushInserted(U' ');
        } else {
            out.append(in, i, i + 1);
        }
    }
    return out;
}

// `([«“‘„]|[`]+)` -> " \1 "
OffsetText startingQuotes(const OffsetText& in) {
    static constexpr std::u32string_view kQuotes = U"\u00AB\u201C\u2018\u201E";
    OffsetText out;
    size_t i = 0;
    while (i < in.size()) {
        char32_t c = in.chars[i];
        if (kQuotes.find(c) != std::u32string_view::npos || c == U'`') {
            size_t end = i + 1;
            if (c == U'`')
                while (end < in.size() && in.chars[end] == U'`')
                    ++end;
            out.pushInserted(U' ');
            out.append(in, i, end);
            out.pushInserted(U' ');
            i = end;
        } else {
            out.append(in, i, i + 1);
            ++i;
        }
    }
    return out;
}

// Every non-overlapping occurrence of `needle` -> " needle "
OffsetText spaceAroundString(const OffsetText& in, std::u32string_view needle) {
    OffsetText out;
    size_t i = 0;
    while (i < in.size()) {
        if (std::u32string_view(in.chars).substr(i, needle.size()) == needle) {
            out.pushInserted(U' ');
            out.append(in, i, i + needle.size());
            out.pushInserted(U' ');
            i += needle.size();
        } else {
            out.append(in, i, i + 1);
            ++i;
        }
    }
    return out;
}

// `([^\.])(\.)([<closers>]*)\s*$` -> "\1 \2<sep>\3 ": the final period.
// `closers` is the character class after the period; `spaceAfterPeriod`
// says whether the replacement puts a space between \2 and \3.
OffsetText finalPeriod(const OffsetText& in, std::u32string_view closers, bool spaceAfterPeriod) {
    size_t n = in.size();
    size_t lastDot = in.chars.rfind(U'.');
    if (lastDot == std::u32string::npos || lastDot == 0 || in.chars[lastDot - 1] == U'.') return in;
    // \3: the greedy run of closers; then only whitespace may follow.
    size_t end = lastDot + 1;
    while (end < n && closers.find(in.chars[end]) != std::u32string_view::npos)
        ++end;
    for (size_t k = end; k < n; ++k)
        if (!isPythonSpace(in.chars[k])) return in;
    OffsetText out;
    out.append(in, 0, lastDot);
    out.pushInserted(U' ');
    out.append(in, lastDot, lastDot + 1);
    if (spaceAfterPeriod) out.pushInserted(U' ');
    out.append(in, lastDot + 1, end);
    out.pushInserted(U' ');
    return out;
}

// `([:,])([^\d])` -> " \1 \2"
OffsetText commaColonBeforeNonDigit(const OffsetText& in) {
    OffsetText out;
    size_t i = 0;
    while (i < in.size()) {
        char32_t c = in.chars[i];
        if ((c == U':' || c == U',') && i + 1 < in.size() && !isAsciiDigit(in.chars[i + 1])) {
            out.pushInserted(U' ');
            out.append(in, i, i + 1);
            out.pushInserted(U' ');
            out.append(in, i + 1, i + 2);
            i += 2;
        } else {
            out.append(in, i, i + 1);
            ++i;
        }
    }
    return out;
}

// `([:,])$` -> " \1 "  (`$`: the end, or just before a final "\n")
OffsetText commaColonAtEnd(const OffsetText& in) {
    size_t n = in.size();
    auto isTarget = [&](size_t i) { return in.chars[i] == U':' || in.chars[i] == U','; };
    size_t at = std::u32string::npos;
    if (n >= 1 && isTarget(n - 1)) {
        at = n - 1;
    } else if (n >= 2 && in.chars[n - 1] == U'\n' && isTarget(n - 2)) {
        at = n - 2;
    }
    if (at == std::u32string::npos) return in;
    OffsetText out;
    out.append(in, 0, at);
    out.pushInserted(U' ');
    out.append(in, at, at + 1);
    out.pushInserted(U' ');
    out.append(in, at + 1, n);
    return out;
}

// `\.{2,}` -> " \g<0> "
OffsetText ellipses(const OffsetText& in) {
    OffsetText out;
    size_t i = 0;
    while (i < in.size()) {
        if (in.chars[i] == U'.' && i + 1 < in.size() && in.chars[i + 1] == U'.') {
            size_t end = i;
            while (end < in.size() && in.chars[end] == U'.')
                ++end;
            out.pushInserted(U' ');
            out.append(in, i, end);
            out.pushInserted(U' ');
            i = end;
        } else {
            out.append(in, i, i + 1);
            ++i;
        }
    }
    return out;
}

// `(?i)\b(first)(second)\b` -> " \1 \2 "; with `spaceAfter`, the final \b is
// the lookahead `(?=\s)` instead.
OffsetText contraction(const OffsetText& in, std::u32string_view first, std::u32string_view second,
                       bool spaceAfter) {
    size_t length = first.size() + second.size();
    auto matchesAt = [&](size_t i) {
        if (i + length > in.size()) return false;
        if (i > 0 && isWordChar(in.chars[i - 1])) return false;
        for (size_t k = 0; k < length; ++k) {
            char32_t expected = k < first.size() ? first[k] : second[k - first.size()];
            if (lowerAscii(in.chars[i + k]) != expected) return false;
        }
        size_t after = i + length;
        if (spaceAfter) return after < in.size() && isPythonSpace(in.chars[after]);
        return after == in.size() || !isWordChar(in.chars[after]);
    };
    OffsetText out;
    size_t i = 0;
    bool changed = false;
    while (i < in.size()) {
        if (matchesAt(i)) {
            changed = true;
            out.pushInserted(U' ');
            out.append(in, i, i + first.size());
            out.pushInserted(U' ');
            out.append(in, i + first.size(), i + length);
            out.pushInserted(U' ');
            i += length;
        } else {
            out.append(in, i, i + 1);
            ++i;
        }
    }
    return changed ? out : in;
}

}  // namespace

std::vector<NltkWord> nltkWordTokenize(const OffsetText& input) {
    // STARTING_QUOTES (those without ' or ")
    OffsetText text = startingQuotes(input);
    text = spaceAroundString(text, U"``");
    // PUNCTUATION
    text = finalPeriod(text, U"])}>\"'\u00BB\u201D\u2019 ", true);
    text = commaColonBeforeNonDigit(text);
    text = commaColonAtEnd(text);
    text = ellipses(text);
    text = spaceAround(text, U";@#$%&");
    text = finalPeriod(text, U"])}>\"'", false);
    text = spaceAround(text, U"?!");
    text = spaceAround(text, U"*");
    // PARENS_BRACKETS, DOUBLE_DASHES
    text = spaceAround(text, U"][(){}<>");
    text = spaceAroundString(text, U"--");
    // text = " " + text + " " (the lookahead of "wanna" can see the final space)
    OffsetText padded;
    padded.pushInserted(U' ');
    padded.append(text, 0, text.size());
    padded.pushInserted(U' ');
    // ENDING_QUOTES (those without ' or ")
    text = spaceAround(padded, U"\u00BB\u201D\u2019");
    // CONTRACTIONS2 (d'ye and more'n need a quote)
    text = contraction(text, U"can", U"not", false);
    text = contraction(text, U"gim", U"me", false);
    text = contraction(text, U"gon", U"na", false);
    text = contraction(text, U"got", U"ta", false);
    text = contraction(text, U"lem", U"me", false);
    text = contraction(text, U"wan", U"na", true);

    std::vector<NltkWord> words;
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && isPythonSpace(text.chars[i]))
            ++i;
        if (i >= text.size()) break;
        size_t end = i;
        while (end < text.size() && !isPythonSpace(text.chars[end]))
            ++end;
        words.push_back({text.chars.substr(i, end - i), text.span(i, end)});
        i = end;
    }
    return words;
}

}  // namespace sqlscope::match::esm
