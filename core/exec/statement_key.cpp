#include "core/exec/statement_key.h"

#include <cstring>

#include "core/util/ascii_case.h"

namespace sqlscope::exec {

namespace {

// SQLite's whitespace (sqlite3Isspace): space, \t, \n, \v, \f, \r.
bool isSpace(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r');
}

// Tokens that never merge with a neighbour, so spaces next to them go.
bool standsAlone(char c) {
    return c == '(' || c == ')' || c == ',';
}

}  // namespace

std::optional<std::string> statementKey(std::string_view sql, size_t maxBytes) {
    if (sql.size() > maxBytes) return std::nullopt;
    // The key is never longer than the text: written through a pointer into
    // a buffer of the text's size, cut to length at the end.
    std::string key(sql.size(), '\0');
    char* const begin = key.data();
    char* out = begin;
    bool pendingSpace = false;  // whitespace seen since the last byte kept
    const char* p = sql.data();
    const char* const end = p + sql.size();
    while (p < end) {
        const char c = *p;
        if (isSpace(c)) {
            pendingSpace = true;
            ++p;
            continue;
        }
        if ((c == '-' || c == '/') && p + 1 < end && p[1] == (c == '-' ? '-' : '*'))
            return std::nullopt;  // a comment
        if (pendingSpace) {
            if (out != begin && !standsAlone(out[-1]) && !standsAlone(c)) *out++ = ' ';
            pendingSpace = false;
        }
        if (c == '\'' || c == '"' || c == '`' || c == '[') {
            const char close = c == '[' ? ']' : c;
            const char* q = p + 1;
            while (true) {
                if (q >= end) return std::nullopt;  // unterminated
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
        *out++ = util::asciiLower(c);
        ++p;
    }
    key.resize(static_cast<size_t>(out - begin));
    return key;
}

}  // namespace sqlscope::exec
