// Value plug-in (docs/metrics/execution.md#value-plug-in), following the test-suite's parse.py:
// reformat_query -> replace_values (keyword upper-casing is skipped: every
// token is lowercased afterwards, so it cannot change the result) ->
// strip_query -> plugin_all_permutations. Lowercasing is ASCII-only (Python
// lowercases every script; SQLite only folds ASCII in names anyway).
#include "core/exec/value_plugin.h"

#include <algorithm>
#include <cctype>
#include <limits>

#include "core/exec/sqlparse_lexer.h"

namespace sqlscope::exec {

namespace {

bool isPySpace(char ch) {
    auto c = static_cast<unsigned char>(ch);
    return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f);
}
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

std::string pyStrip(std::string_view s) {
    size_t b = 0, e = s.size();
    while (b < e && isPySpace(s[b]))
        ++b;
    while (e > b && isPySpace(s[e - 1]))
        --e;
    return std::string(s.substr(b, e - b));
}

std::vector<std::string> pySplit(std::string_view s) {
    std::vector<std::string> out;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && isPySpace(s[i]))
            ++i;
        size_t b = i;
        while (i < s.size() && !isPySpace(s[i]))
            ++i;
        if (i > b) out.emplace_back(s.substr(b, i - b));
    }
    return out;
}

std::string join(const std::vector<std::string>& parts) {
    std::string out;
    for (size_t i = 0; i < parts.size(); ++i) {
        if (i) out += ' ';
        out += parts[i];
    }
    return out;
}

void replaceAll(std::string& s, std::string_view from, std::string_view to) {
    if (from.empty()) return;
    size_t pos = 0;
    while ((pos = s.find(from, pos)) != std::string::npos) {
        s.replace(pos, from.size(), to);
        pos += to.size();
    }
}

std::string asciiLower(std::string s) {
    for (char& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// reformat_query: strip, drop ';' and tabs, re-join sqlparse tokens (all but
// whitespace, newlines included) with single spaces, t1.* -> *.
std::string reformatQuery(std::string_view sql) {
    std::string q = pyStrip(sql);
    std::erase_if(q, [](char c) { return c == ';' || c == '\t'; });
    std::vector<SqlparseToken> tokens = sqlparseTokenize(q);
    size_t count = sqlparseFirstStatementTokenCount(q, tokens);
    std::string out;
    bool first = true;
    for (size_t k = 0; k < count; ++k) {
        if (tokens[k].kind == SqlparseTokenKind::Whitespace) continue;
        if (!first) out += ' ';
        out += tokens[k].text(q);
        first = false;
    }
    for (std::string_view star : {"t1.*", "t2.*", "t3.*", "T1.*", "T2.*", "T3.*"})
        replaceAll(out, star, "*");
    return out;
}

// re.sub(r"(T\d+\.)\s", r"\1", sql)
std::string glueTableAliases(const std::string& s) {
    std::string out;
    size_t i = 0;
    while (i < s.size()) {
        if (s[i] == 'T' && i + 1 < s.size() && isDigit(s[i + 1])) {
            size_t p = i + 1;
            while (p < s.size() && isDigit(s[p]))
                ++p;
            if (p + 1 < s.size() && s[p] == '.' && isPySpace(s[p + 1])) {
                out.append(s, i, p + 1 - i);
                i = p + 2;
                continue;
            }
        }
        out += s[i++];
    }
    return out;
}

// re.findall(r"[-+]?\d*\.\d+", s)
std::vector<std::string> findDecimals(const std::string& s) {
    std::vector<std::string> out;
    auto matchAt = [&](size_t p) -> size_t {  // end of \d*\.\d+ at p, or npos
        size_t d = p;
        while (d < s.size() && isDigit(s[d]))
            ++d;
        if (d >= s.size() || s[d] != '.') return std::string::npos;
        size_t f = d + 1;
        while (f < s.size() && isDigit(s[f]))
            ++f;
        return f > d + 1 ? f : std::string::npos;
    };
    size_t i = 0;
    while (i < s.size()) {
        size_t end = std::string::npos;
        if (s[i] == '-' || s[i] == '+') end = matchAt(i + 1);
        if (end == std::string::npos) end = matchAt(i);
        if (end != std::string::npos) {
            out.push_back(s.substr(i, end - i));
            i = end;
        } else {
            ++i;
        }
    }
    return out;
}

// [m.strip() for m in re.findall(r"[^tT]\d+", s)]
std::vector<std::string> findIntegers(const std::string& s) {
    std::vector<std::string> out;
    size_t i = 0;
    while (i + 1 < s.size()) {
        if (s[i] != 't' && s[i] != 'T' && isDigit(s[i + 1])) {
            size_t e = i + 1;
            while (e < s.size() && isDigit(s[e]))
                ++e;
            out.push_back(pyStrip(std::string_view(s).substr(i, e - i)));
            i = e;
        } else {
            ++i;
        }
    }
    return out;
}

bool contains(const std::vector<std::string>& list, const std::string& s) {
    return std::find(list.begin(), list.end(), s) != list.end();
}

// re.findall(r"[Tt]\d+\.", tok) is non-empty
bool hasTableAliasDot(const std::string& tok) {
    for (size_t i = 0; i + 2 < tok.size(); ++i) {
        if (tok[i] != 't' && tok[i] != 'T') continue;
        size_t p = i + 1;
        while (p < tok.size() && isDigit(tok[p]))
            ++p;
        if (p > i + 1 && p < tok.size() && tok[p] == '.') return true;
    }
    return false;
}

}  // namespace

size_t QueryValues::slotCount() const {
    return static_cast<size_t>(std::count(tokens.begin(), tokens.end(), std::string(kValueSlot)));
}

QueryValues extractQueryValues(std::string_view sql) {
    const std::string kSymbol = "VALUERARE";
    QueryValues out;
    std::string query = glueTableAliases(reformatQuery(sql));
    std::vector<std::string> allValues;

    // String literals (sqlparse String.Single and String.Symbol).
    std::vector<SqlparseToken> tokens = sqlparseTokenize(query);
    size_t count = sqlparseFirstStatementTokenCount(query, tokens);
    std::vector<std::string> literals;
    for (size_t k = 0; k < count; ++k)
        if (tokens[k].kind == SqlparseTokenKind::StringSingle ||
            tokens[k].kind == SqlparseTokenKind::StringSymbol)
            literals.emplace_back(tokens[k].text(query));
    for (const std::string& literal : literals) {
        allValues.push_back(literal);
        replaceAll(query, pyStrip(literal), kSymbol);
    }

    std::vector<std::string> words = pySplit(query);
    std::vector<std::string> decimals = findDecimals(query);
    for (std::string& w : words) {
        if (!contains(decimals, w)) continue;
        allValues.push_back(w);
        w = kSymbol;
    }
    std::vector<std::string> integers = findIntegers(join(words));
    for (std::string& w : words) {
        if (!contains(integers, w)) continue;
        allValues.push_back(w);
        w = kSymbol;
    }

    for (const std::string& w : words) {
        if (w.find('.') != std::string::npos && hasTableAliasDot(w)) {
            std::string spaced = w;
            replaceAll(spaced, ".", " . ");
            for (std::string& part : pySplit(spaced))
                out.tokens.push_back(asciiLower(part));
        } else if (!w.empty()) {
            out.tokens.push_back(asciiLower(w));
        }
    }
    for (std::string& v : allValues)
        if (!contains(out.values, v)) out.values.push_back(std::move(v));
    return out;
}

PlugInCandidates plugInCandidates(std::string_view gold, std::string_view prediction, size_t cap) {
    PlugInCandidates out;
    out.goldValues = extractQueryValues(gold).values;
    QueryValues pred = extractQueryValues(prediction);
    std::vector<size_t> slotAt;
    for (size_t i = 0; i < pred.tokens.size(); ++i)
        if (pred.tokens[i] == kValueSlot) slotAt.push_back(i);
    out.slotCount = slotAt.size();

    const uint64_t kMax = std::numeric_limits<uint64_t>::max();
    const uint64_t base = out.goldValues.size();
    out.total = 1;
    for (size_t s = 0; s < out.slotCount; ++s) {
        if (base == 0) {
            out.total = 0;
            break;
        }
        out.total = out.total > kMax / base ? kMax : out.total * base;
    }
    out.capHit = out.total > cap;
    uint64_t produce = std::min<uint64_t>(out.total, cap);

    std::vector<size_t> digit(out.slotCount, 0);  // odometer over gold values
    std::vector<std::string> tokens = pred.tokens;
    for (uint64_t n = 0; n < produce; ++n) {
        for (size_t s = 0; s < out.slotCount; ++s)
            tokens[slotAt[s]] = out.goldValues[digit[s]];
        out.queries.push_back(join(tokens));
        for (size_t s = out.slotCount; s-- > 0;) {
            if (++digit[s] < base) break;
            digit[s] = 0;
        }
    }
    return out;
}

}  // namespace sqlscope::exec
