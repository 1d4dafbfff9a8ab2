// Test-suite string rewrites (docs/metrics/execution.md#exe-test-suite steps 2, 3, 4, 7), mirroring
// exec_eval.py's postprocess, remove_distinct and replace_cur_year.
#include "core/exec/testsuite_preprocess.h"

#include "core/exec/sqlparse_lexer.h"
#include "core/util/ascii_case.h"

namespace sqlscope::exec {

namespace {

// Python's \s for ASCII text.
bool isPySpace(char ch) {
    auto c = static_cast<unsigned char>(ch);
    return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f);
}

bool startsWithIgnoreCase(std::string_view s, size_t at, std::string_view word) {
    if (s.size() - at < word.size()) return false;
    for (size_t i = 0; i < word.size(); ++i)
        if (util::asciiLower(s[at + i]) != word[i]) return false;
    return true;
}

void replaceAll(std::string& s, std::string_view from, std::string_view to) {
    size_t pos = 0;
    while ((pos = s.find(from, pos)) != std::string::npos) {
        s.replace(pos, from.size(), to);
        pos += to.size();
    }
}

// Whether `s` contains `word` (lowercase) in any case.
bool containsIgnoreCase(std::string_view s, std::string_view word) {
    for (size_t i = 0; i + word.size() <= s.size(); ++i)
        if (startsWithIgnoreCase(s, i, word)) return true;
    return false;
}

}  // namespace

std::string replaceValuePlaceholder(std::string_view prediction) {
    std::string out(prediction);
    replaceAll(out, "value", "1");
    return out;
}

bool hasValuePlaceholder(std::string_view prediction) {
    return prediction.find("value") != std::string_view::npos;
}

std::string joinSpacedComparisons(std::string_view sql) {
    std::string out(sql);
    replaceAll(out, "> =", ">=");
    replaceAll(out, "< =", "<=");
    replaceAll(out, "! =", "!=");
    return out;
}

std::string removeDistinct(std::string_view sql) {
    // Without a ';' the first statement is the whole text (or nothing but
    // whitespace, returned unchanged too); without "distinct" no token is
    // dropped; the tokens' texts concatenate back to the text.
    if (sql.find(';') == std::string_view::npos && !containsIgnoreCase(sql, "distinct"))
        return std::string(sql);
    std::vector<SqlparseToken> tokens = sqlparseTokenize(sql);
    size_t count = sqlparseFirstStatementTokenCount(sql, tokens);
    if (count == 0) return std::string(sql);
    std::string out;
    out.reserve(sql.size());
    for (size_t k = 0; k < count; ++k) {
        std::string_view text = tokens[k].text(sql);
        bool distinct = text.size() == 8 && startsWithIgnoreCase(text, 0, "distinct");
        if (!distinct) out += text;
    }
    return out;
}

bool goldOrderMatters(std::string_view gold) {
    return containsIgnoreCase(gold, "order by");
}

std::string replaceCurrentYear(std::string_view sql) {
    std::string out;
    out.reserve(sql.size());
    size_t i = 0;
    size_t copied = 0;  // sql[copied, i) is still to be appended to `out`
    auto skipSpaces = [&](size_t p) {
        while (p < sql.size() && isPySpace(sql[p]))
            ++p;
        return p;
    };
    while (i < sql.size()) {
        if (startsWithIgnoreCase(sql, i, "year")) {
            size_t p = skipSpaces(i + 4);
            bool ok = p < sql.size() && sql[p] == '(';
            if (ok) p = skipSpaces(p + 1);
            ok = ok && startsWithIgnoreCase(sql, p, "curdate");
            if (ok) p = skipSpaces(p + 7);
            ok = ok && p < sql.size() && sql[p] == '(';
            if (ok) p = skipSpaces(p + 1);
            ok = ok && p < sql.size() && sql[p] == ')';
            if (ok) p = skipSpaces(p + 1);
            ok = ok && p < sql.size() && sql[p] == ')';
            if (ok) {
                out.append(sql, copied, i - copied);
                out += "2020";
                i = skipSpaces(p + 1);
                copied = i;
                continue;
            }
        }
        ++i;
    }
    out.append(sql, copied, sql.size() - copied);
    return out;
}

}  // namespace sqlscope::exec
