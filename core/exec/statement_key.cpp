#include "core/exec/statement_key.h"

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

char asciiLower(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

}  // namespace

std::optional<std::string> statementKey(std::string_view sql, size_t maxBytes) {
    if (sql.size() > maxBytes) return std::nullopt;
    std::string key;
    key.reserve(sql.size());
    bool pendingSpace = false;  // whitespace seen since the last byte kept
    size_t i = 0;
    const size_t n = sql.size();
    while (i < n) {
        const char c = sql[i];
        if (isSpace(c)) {
            pendingSpace = true;
            ++i;
            continue;
        }
        if ((c == '-' && i + 1 < n && sql[i + 1] == '-') ||
            (c == '/' && i + 1 < n && sql[i + 1] == '*'))
            return std::nullopt;  // a comment
        if (pendingSpace && !key.empty() && !standsAlone(key.back()) && !standsAlone(c)) key += ' ';
        pendingSpace = false;
        if (c == '\'' || c == '"' || c == '`' || c == '[') {
            const char close = c == '[' ? ']' : c;
            size_t j = i + 1;
            while (true) {
                if (j >= n) return std::nullopt;  // unterminated
                if (sql[j] == close) {
                    // A doubled quote is an escaped one, except in [...].
                    if (close != ']' && j + 1 < n && sql[j + 1] == close) {
                        j += 2;
                        continue;
                    }
                    break;
                }
                ++j;
            }
            key.append(sql.substr(i, j + 1 - i));
            i = j + 1;
            continue;
        }
        key += asciiLower(c);
        ++i;
    }
    return key;
}

}  // namespace sqlscope::exec
