#include "core/match/esm/ascii_quoted_split.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/match/esm/nltk_ascii_classes.h"

namespace sqlscope::match::esm {
namespace {

using namespace nltk_ascii;

constexpr size_t kNone = static_cast<size_t>(-1);

// What the first pass looks for, by byte.
enum ScanClass : uint8_t {
    kScanNonAscii = 1,
    kScanQuote = 2,         // ' or ": pairs become placeholders
    kScanBacktick = 4,      // STARTING_QUOTES may fire
    kScanDotOrDash = 8,     // ".", "..", "--", the final period
    kScanContraction = 16,  // c, g, l, w in any case: "cannot", "gimme", ... may start here
};

constexpr std::array<uint8_t, 0x100> kScanClasses = [] {
    std::array<uint8_t, 0x100> classes{};
    for (size_t c = 0x80; c < 0x100; ++c)
        classes[c] = kScanNonAscii;
    classes['\''] = classes['"'] = kScanQuote;
    classes['`'] = kScanBacktick;
    classes['.'] = classes['-'] = kScanDotOrDash;
    for (char c : std::string_view("cglwCGLW"))
        classes[static_cast<unsigned char>(c)] = kScanContraction;
    return classes;
}();

bool isQuote(char c) {
    return c == '\'' || c == '"';
}

// Neither a quote nor a character the one-pass split looks at.
constexpr std::array<bool, 0x100> kPlain = [] {
    std::array<bool, 0x100> plain{};
    for (size_t c = 0; c < 0x80; ++c)
        plain[c] =
            (kAsciiClasses[c] & (kIsolated | kCommaColon | kSpace)) == 0 && c != '\'' && c != '"';
    return plain;
}();

bool isPlain(char c) {
    return kPlain[static_cast<unsigned char>(c)];
}

constexpr std::array<char, 0x100> kAsciiLower = [] {
    std::array<char, 0x100> lower{};
    for (size_t c = 0; c < 0x100; ++c)
        lower[c] = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return lower;
}();

char lowerAscii(char c) {
    return kAsciiLower[static_cast<unsigned char>(c)];
}

// Whether a contraction NLTK splits ("cannot", "gimme", ...) starts at
// text[i], in any case (the text is ASCII).
bool contractionAt(std::string_view text, size_t i) {
    static constexpr std::array<std::string_view, 6> kContractions = {"cannot", "gimme", "gonna",
                                                                      "gotta",  "lemme", "wanna"};
    if (i + 5 > text.size()) return false;  // the shortest has five letters
    const char first = static_cast<char>(text[i] | 0x20);
    const char second = static_cast<char>(text[i + 1] | 0x20);
    if (second != 'a' && second != 'i' && second != 'o' && second != 'e') return false;
    for (std::string_view word : kContractions) {
        if (word[0] != first || i + word.size() > text.size()) continue;
        size_t k = 1;
        while (k < word.size() && static_cast<char>(text[i + k] | 0x20) == word[k])
            ++k;
        if (k == word.size()) return true;
    }
    return false;
}

// The first pass: the quote positions into `quotes`; false when the query
// needs the general split (not ASCII; outside the quote pairs a backtick,
// "..", "--", a contraction, or a final period NLTK would detach). With an
// odd number of quotes only that is known.
bool scan(std::string_view query, std::vector<uint32_t>& quotes) {
    const size_t n = query.size();
    size_t lastDot = kNone;  // outside the quote pairs
    for (size_t i = 0; i < n; ++i) {
        const uint8_t cls = kScanClasses[static_cast<unsigned char>(query[i])];
        if (cls == 0) continue;
        if (cls & kScanNonAscii) return false;
        if (cls & kScanQuote) {
            quotes.push_back(static_cast<uint32_t>(i));
            continue;
        }
        if (quotes.size() % 2 != 0) continue;  // inside a pair: part of a placeholder
        if (cls & kScanBacktick) return false;
        if (cls & kScanContraction) {
            if (contractionAt(query, i)) return false;
            continue;
        }
        if (i + 1 < n && query[i + 1] == query[i]) return false;  // ".." or "--"
        if (query[i] == '.') lastDot = i;
    }
    if (lastDot != kNone && quotes.size() % 2 == 0) {
        // The final-period substitutions match when only closing brackets and
        // whitespace follow the last '.' (a placeholder is neither).
        size_t k = lastDot + 1;
        while (k < n && (isPeriodCloser(query[k]) ||
                         (kAsciiClasses[static_cast<unsigned char>(query[k])] & kSpace)))
            ++k;
        if (k == n) return false;
    }
    return true;
}

// splitIsolating() of the query with its quote pairs as placeholders.
class PlaceholderSplit {
public:
    PlaceholderSplit(std::string_view query, const std::vector<uint32_t>& quotes,
                     QuotedWords& result)
        : query_(query), quotes_(quotes), result_(result) {}

    void run() {
        // Every literal first: a word spelled like a later one's key stands for it too.
        for (size_t k = 0; k + 1 < quotes_.size(); k += 2)
            addLiteral(quotes_[k], quotes_[k + 1]);
        const size_t n = query_.size();
        auto isCommaColon = [](char c) { return c == ',' || c == ':'; };
        size_t atEnd = kNone;  // the ',' or ':' that `([:,])$` matches
        if (n >= 1 && isCommaColon(query_[n - 1])) {
            atEnd = n - 1;
        } else if (n >= 2 && query_[n - 1] == '\n' && isCommaColon(query_[n - 2])) {
            atEnd = n - 2;
        }
        result_.words.reserve(n / 4 + 1);
        size_t nextLiteral = 0;   // the literal of the next placeholder
        size_t begin = kNone;     // of the word being read
        size_t beginLiteral = 0;  // the first literal at or after `begin`
        bool consumed = false;    // this character was the \2 of a comma/colon match
        size_t i = 0;
        while (i < n) {
            const char c = query_[i];
            if (isQuote(c)) {  // a placeholder: word characters only
                if (begin == kNone) {
                    begin = i;
                    beginLiteral = nextLiteral;
                }
                consumed = false;
                i = quotes_[2 * nextLiteral + 1] + 1;
                ++nextLiteral;
                continue;
            }
            const uint8_t cls = kAsciiClasses[static_cast<unsigned char>(c)];
            if (isPlain(c) && i != atEnd) {  // a run of word characters
                consumed = false;
                if (begin == kNone) {
                    begin = i;
                    beginLiteral = nextLiteral;
                }
                do {
                    ++i;
                } while (i < n && i != atEnd && isPlain(query_[i]));
                continue;
            }
            bool isolated = (cls & kIsolated) || i == atEnd;
            if (consumed) {
                consumed = false;
            } else if ((cls & kCommaColon) && i + 1 < n &&
                       !(query_[i + 1] >= '0' && query_[i + 1] <= '9')) {
                isolated = true;
                consumed = true;
            }
            if (isolated || (cls & kSpace)) {
                if (begin != kNone) emit(begin, i, beginLiteral);
                if (isolated) emit(i, i + 1, nextLiteral);
                begin = kNone;
            } else if (begin == kNone) {
                begin = i;
                beginLiteral = nextLiteral;
            }
            ++i;
        }
        if (begin != kNone) emit(begin, n, beginLiteral);
    }

private:
    void addLiteral(uint32_t first, uint32_t second) {
        QuotedLiteral& literal = result_.literals.emplace_back();
        literal.key = "__val_" + std::to_string(first) + "_" + std::to_string(second) + "__";
        literal.span = sql::Span{first, second + 1};
        literal.text.assign(query_.substr(first, second + 1 - first));
        for (char& c : literal.text)
            if (c == '\'') c = '"';
    }

    // The word of bytes [begin, end), whose first placeholder (if any) is
    // literal `literal`: lowercased, placeholders as their keys; a word that
    // is a placeholder, or spelled like one's key, becomes its literal.
    void emit(size_t begin, size_t end, size_t literal) {
        QuotedWord& word = result_.words.emplace_back();
        word.span = sql::Span{static_cast<uint32_t>(begin), static_cast<uint32_t>(end)};
        const bool hasPlaceholder = literal < result_.literals.size() && quotes_[2 * literal] < end;
        if (hasPlaceholder && quotes_[2 * literal] == begin &&
            quotes_[2 * literal + 1] + 1 == end) {
            word.text = result_.literals[literal].text;
            word.literal = true;
            return;
        }
        std::string& text = word.text;
        if (!hasPlaceholder) {
            text.assign(query_.substr(begin, end - begin));
            for (char& c : text)
                c = lowerAscii(c);
        } else {
            for (size_t i = begin; i < end; ++i) {
                if (isQuote(query_[i])) {
                    text += result_.literals[literal].key;
                    i = quotes_[2 * literal + 1];
                    ++literal;
                } else {
                    text += lowerAscii(query_[i]);
                }
            }
        }
        if (text.size() > 6 && text.starts_with("__val_")) {
            for (const QuotedLiteral& known : result_.literals) {
                if (known.key == text) {
                    word.text = known.text;
                    word.span = known.span;
                    word.literal = true;
                    return;
                }
            }
        }
    }

    std::string_view query_;
    const std::vector<uint32_t>& quotes_;
    QuotedWords& result_;
};

}  // namespace

bool splitAsciiQuotedWords(std::string_view query, QuotedWords& result) {
    thread_local std::vector<uint32_t> quotes;
    quotes.clear();
    if (!scan(query, quotes)) return false;
    result.words.clear();
    result.literals.clear();
    result.quotesPair = quotes.size() % 2 == 0;
    if (result.quotesPair) PlaceholderSplit(query, quotes, result).run();
    return true;
}

}  // namespace sqlscope::match::esm
