#include "core/sql/keyword.h"

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

// kKeywords is written in alphabetical order (as SQLITE_KEYWORDS lists them).
constexpr bool sortedByText() {
    for (size_t i = 1; i < kKeywordCount; ++i)
        if (!(kKeywords[i - 1].text < kKeywords[i].text)) return false;
    return true;
}
static_assert(sortedByText(), "SQLSCOPE_KEYWORDS must stay in alphabetical order");

// Open-addressing hash table over kKeywords (FNV-1a of the upper-case
// spelling, linear probing), built at compile time: a lookup hashes the word
// while upper-casing it and mostly compares against one candidate at most.
constexpr size_t kSlotCount = 512;  // a power of two, over 3x the keyword count
static_assert(kSlotCount > 3 * kKeywordCount);

constexpr uint32_t kHashSeed = 2166136261u;
constexpr uint32_t hashStep(uint32_t hash, char c) {
    return (hash ^ static_cast<unsigned char>(c)) * 16777619u;
}

// Slot -> 1 + index in kKeywords, 0 for an empty slot.
constexpr std::array<uint8_t, kSlotCount> kSlots = [] {
    std::array<uint8_t, kSlotCount> slots{};
    for (size_t i = 0; i < kKeywordCount; ++i) {
        uint32_t hash = kHashSeed;
        for (char c : kKeywords[i].text)
            hash = hashStep(hash, c);
        size_t slot = hash & (kSlotCount - 1);
        while (slots[slot] != 0)
            slot = (slot + 1) & (kSlotCount - 1);
        slots[slot] = static_cast<uint8_t>(i + 1);
    }
    return slots;
}();

}  // namespace

Keyword lookupKeyword(std::string_view word) {
    if (word.size() < 2 || word.size() > kLongestKeyword) return Keyword::None;
    char upper[kLongestKeyword];
    uint32_t hash = kHashSeed;
    for (size_t i = 0; i < word.size(); ++i) {
        char c = word[i];
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
        upper[i] = c;
        hash = hashStep(hash, c);
    }
    for (size_t slot = hash & (kSlotCount - 1);; slot = (slot + 1) & (kSlotCount - 1)) {
        const uint8_t entry = kSlots[slot];
        if (entry == 0) return Keyword::None;
        const KeywordInfo& info = kKeywords[entry - 1];
        if (info.text.size() == word.size() &&
            std::memcmp(info.text.data(), upper, word.size()) == 0)
            return info.keyword;
    }
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
