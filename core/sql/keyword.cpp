#include "core/sql/keyword.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace sqlscope::sql {
namespace {

struct KeywordInfo {
    std::string_view text;
    Keyword keyword;
    Reservation reservation;
};

// "NULL_" -> "NULL"
constexpr std::string_view spelling(std::string_view name) {
    return name.back() == '_' ? name.substr(0, name.size() - 1) : name;
}

constexpr KeywordInfo kKeywords[] = {
#define SQLSCOPE_KEYWORD_INFO(name, reservation) \
    {spelling(#name), Keyword::name, Reservation::reservation},
    SQLSCOPE_KEYWORDS(SQLSCOPE_KEYWORD_INFO)
#undef SQLSCOPE_KEYWORD_INFO
};
constexpr size_t kKeywordCount = sizeof(kKeywords) / sizeof(kKeywords[0]);
constexpr size_t kLongestKeyword = 17;  // CURRENT_TIMESTAMP

// kKeywords is written in alphabetical order; binary search relies on it.
constexpr bool sortedByText() {
    for (size_t i = 1; i < kKeywordCount; ++i)
        if (!(kKeywords[i - 1].text < kKeywords[i].text)) return false;
    return true;
}
static_assert(sortedByText(), "SQLSCOPE_KEYWORDS must stay in alphabetical order");

}  // namespace

Keyword lookupKeyword(std::string_view word) {
    if (word.size() < 2 || word.size() > kLongestKeyword) return Keyword::None;
    char upper[kLongestKeyword];
    for (size_t i = 0; i < word.size(); ++i) {
        char c = word[i];
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
        upper[i] = c;
    }
    std::string_view key(upper, word.size());
    auto it =
        std::lower_bound(std::begin(kKeywords), std::end(kKeywords), key,
                         [](const KeywordInfo& info, std::string_view k) { return info.text < k; });
    if (it != std::end(kKeywords) && it->text == key) return it->keyword;
    return Keyword::None;
}

Reservation reservationOf(Keyword keyword) {
    if (keyword == Keyword::None) return Reservation::NotKeyword;
    return kKeywords[static_cast<size_t>(keyword) - 1].reservation;
}

std::string_view keywordText(Keyword keyword) {
    if (keyword == Keyword::None) return {};
    return kKeywords[static_cast<size_t>(keyword) - 1].text;
}

}  // namespace sqlscope::sql
