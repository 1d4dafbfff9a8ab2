#include "core/exec/statement_key.h"

#include <array>
#include <cstdint>
#include <cstring>

#include "core/util/ascii_case.h"

namespace sqlscope::exec {

namespace {

// What a byte is to the key: kept (lowercased), SQLite whitespace (space,
// \t, \n, \v, \f, \r: sqlite3Isspace), a quote opening a token kept byte
// for byte, or '-' and '/', which may open a comment.
enum ByteClass : uint8_t { kKept, kSpace, kQuote, kMaybeComment };

constexpr std::array<uint8_t, 256> kClass = [] {
    std::array<uint8_t, 256> classes{};
    for (unsigned char c : {' ', '\t', '\n', '\v', '\f', '\r'})
        classes[c] = kSpace;
    for (unsigned char c : {'\'', '"', '`', '['})
        classes[c] = kQuote;
    for (unsigned char c : {'-', '/'})
        classes[c] = kMaybeComment;
    return classes;
}();

constexpr std::array<char, 256> kLower = [] {
    std::array<char, 256> lower{};
    for (int c = 0; c < 256; ++c)
        lower[static_cast<size_t>(c)] = util::asciiLower(static_cast<char>(c));
    return lower;
}();

// Tokens that never merge with a neighbour, so spaces next to them go.
bool standsAlone(char c) {
    return c == '(' || c == ')' || c == ',';
}

}  // namespace

bool appendStatementKey(std::string_view sql, std::string& key, size_t maxBytes) {
    if (sql.size() > maxBytes) return false;
    // The key is never longer than the text: written through a pointer into
    // room of the text's size after what `key` holds, cut to length at the
    // end (or back to what it held when the text has no key).
    const size_t held = key.size();
    key.resize(held + sql.size());
    char* const begin = key.data() + held;
    char* out = begin;
    const auto fail = [&] {
        key.resize(held);
        return false;
    };
    bool pendingSpace = false;  // whitespace seen since the last byte kept
    const auto* p = reinterpret_cast<const unsigned char*>(sql.data());
    const auto* const end = p + sql.size();
    while (p < end) {
        const unsigned char c = *p;
        const uint8_t cls = kClass[c];
        if (cls == kSpace) {
            pendingSpace = true;
            ++p;
            continue;
        }
        if (cls == kMaybeComment && p + 1 < end && p[1] == (c == '-' ? '-' : '*'))
            return fail();  // a comment
        if (pendingSpace) {
            if (out != begin && !standsAlone(out[-1]) && !standsAlone(static_cast<char>(c)))
                *out++ = ' ';
            pendingSpace = false;
        }
        if (cls == kQuote) {
            const unsigned char close = c == '[' ? ']' : c;
            const unsigned char* q = p + 1;
            while (true) {
                if (q >= end) return fail();  // unterminated
                if (*q == close) {
                    // A doubled quote is an escaped one, except in [...].
                    if (close != ']' && q + 1 < end && q[1] == close) {
                        q += 2;
                        continue;
                    }
                    break;
                }
                ++q;
            }
            ++q;
            std::memcpy(out, p, static_cast<size_t>(q - p));
            out += q - p;
            p = q;
            continue;
        }
        // This byte (a lone '-' or '/' too) and the run of kept bytes after it.
        *out++ = kLower[c];
        ++p;
        while (p < end && kClass[*p] == kKept)
            *out++ = kLower[*p++];
    }
    key.resize(held + static_cast<size_t>(out - begin));
    return true;
}

std::optional<std::string> statementKey(std::string_view sql, size_t maxBytes) {
    std::string key;
    if (!appendStatementKey(sql, key, maxBytes)) return std::nullopt;
    return key;
}

}  // namespace sqlscope::exec
