#include "core/counterexample/query_literals.h"

#include <cctype>
#include <cmath>
#include <string>

namespace sqlscope::counterexample {

namespace {

void addUnique(std::vector<exec::Value>& values, exec::Value v) {
    for (const exec::Value& known : values)
        if (known.type() == v.type() && known == v) return;
    values.push_back(std::move(v));
}

bool identifierChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$';
}

void addNumber(QueryLiterals& out, const std::string& token) {
    const bool real = token.find_first_of(".eE") != std::string::npos;
    if (!real) {
        try {
            const long long v = std::stoll(token);
            for (long long n : {v - 1, v, v + 1})
                addUnique(out.numbers, exec::Value::integer(n));
            return;
        } catch (const std::exception&) {
        }
    }
    try {
        const double v = std::stod(token);
        if (!std::isfinite(v)) return;
        for (double n : {v - 1, v, v + 1})
            addUnique(out.numbers, exec::Value::real(n));
        // A real literal against an integer column: the integers around it.
        addUnique(out.numbers, exec::Value::integer(static_cast<long long>(std::floor(v))));
        addUnique(out.numbers, exec::Value::integer(static_cast<long long>(std::ceil(v))));
    } catch (const std::exception&) {
    }
}

void addText(QueryLiterals& out, const std::string& text) {
    addUnique(out.texts, exec::Value::text(text));
    if (text.find_first_of("%_") == std::string::npos) return;
    // The LIKE pattern at its simplest: % matches nothing, _ one 'x'.
    std::string core, trimmed;
    for (char c : text) {
        if (c == '_') core += 'x';
        if (c != '%' && c != '_') core += c;
        if (c != '%' && c != '_') trimmed += c;
    }
    addUnique(out.texts, exec::Value::text(core));
    addUnique(out.texts, exec::Value::text("x" + core));
    addUnique(out.texts, exec::Value::text(core + "x"));
    addUnique(out.texts, exec::Value::text("x" + core + "x"));
    if (trimmed.size() > 1)
        addUnique(out.texts, exec::Value::text(trimmed.substr(0, trimmed.size() - 1)));
}

}  // namespace

QueryLiterals queryLiterals(std::string_view sql) {
    QueryLiterals out;
    size_t i = 0;
    while (i < sql.size()) {
        const char c = sql[i];
        if (c == '\'' || c == '"') {
            std::string text;
            size_t j = i + 1;
            while (j < sql.size()) {
                if (sql[j] == c) {
                    if (j + 1 < sql.size() && sql[j + 1] == c) {
                        text += c;
                        j += 2;
                        continue;
                    }
                    break;
                }
                text += sql[j++];
            }
            addText(out, text);
            i = j + 1;
        } else if (c == '`' || c == '[') {
            const char close = c == '`' ? '`' : ']';
            const size_t j = sql.find(close, i + 1);
            i = j == std::string_view::npos ? sql.size() : j + 1;
        } else if (c == '-' && i + 1 < sql.size() && sql[i + 1] == '-') {
            const size_t j = sql.find('\n', i);
            i = j == std::string_view::npos ? sql.size() : j + 1;
        } else if (std::isdigit(static_cast<unsigned char>(c)) ||
                   (c == '.' && i + 1 < sql.size() &&
                    std::isdigit(static_cast<unsigned char>(sql[i + 1])))) {
            if (i > 0 && identifierChar(sql[i - 1])) {
                while (i < sql.size() && identifierChar(sql[i]))
                    ++i;
                continue;
            }
            size_t j = i;
            while (j < sql.size() &&
                   (std::isdigit(static_cast<unsigned char>(sql[j])) || sql[j] == '.' ||
                    ((sql[j] == 'e' || sql[j] == 'E') && j + 1 < sql.size() &&
                     (std::isdigit(static_cast<unsigned char>(sql[j + 1])) || sql[j + 1] == '-' ||
                      sql[j + 1] == '+')) ||
                    ((sql[j] == '-' || sql[j] == '+') && j > i &&
                     (sql[j - 1] == 'e' || sql[j - 1] == 'E'))))
                ++j;
            if (j < sql.size() && identifierChar(sql[j])) {  // 3rd, 1x: part of a word
                while (j < sql.size() && identifierChar(sql[j]))
                    ++j;
            } else {
                addNumber(out, std::string(sql.substr(i, j - i)));
            }
            i = j;
        } else if (identifierChar(c)) {
            while (i < sql.size() && identifierChar(sql[i]))
                ++i;
        } else {
            ++i;
        }
    }
    return out;
}

QueryLiterals mergeLiterals(const QueryLiterals& a, const QueryLiterals& b) {
    QueryLiterals out = a;
    for (const exec::Value& v : b.numbers)
        addUnique(out.numbers, v);
    for (const exec::Value& v : b.texts)
        addUnique(out.texts, v);
    return out;
}

}  // namespace sqlscope::counterexample
