#include "core/eval/spelling_key.h"

#include <algorithm>
#include <cstring>

#include "core/util/ascii_case.h"

namespace sqlscope::eval {

namespace {

bool isTrailingSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

}  // namespace

bool appendSpellingKey(std::string_view pred, std::string& key) {
    // Spider's tokenizer reads ' as ", and pairs quotes without regard to
    // SQL's doubling; with one kind of quote every reader pairs them alike.
    // Backticks and brackets quote identifiers for SQLite, not for Spider.
    const auto holds = [&](char c) { return pred.find(c) != std::string_view::npos; };
    if (holds('`') || holds('[') || (holds('\'') && holds('"'))) return false;
    // Written through a pointer into room of the text's size, cut to length
    // at the end (or back to what `key` held when the text has none).
    const size_t held = key.size();
    key.resize(held + pred.size());
    char* const begin = key.data() + held;
    char* out = begin;
    const auto fail = [&] {
        key.resize(held);
        return false;
    };
    const char* p = pred.data();
    const char* const end = p + pred.size();
    while (p < end) {
        const char c = *p++;
        if (c == '\'' || c == '"') {
            *out++ = c;
            const char* close = static_cast<const char*>(std::memchr(p, c, end - p));
            if (!close) return fail();  // unterminated
            out = std::copy(p, close + 1, out);
            p = close + 1;
            continue;
        }
        if ((c == '-' || c == '/') && p < end && *p == (c == '-' ? '-' : '*'))
            return fail();  // a comment
        *out++ = util::asciiLower(c);
    }
    // The test-suite variant replaces the lowercase word only: "VALUE" and
    // "value" are not the same query to it. (Quoted text is the same in two
    // texts with one key, whatever its case.)
    if (std::string_view(begin, out - begin).find("value") != std::string_view::npos) return fail();
    // Trailing whitespace, then one terminator right after the query: the
    // component EM's normalization keeps a space before a ';' it strips
    // ("x ;" reads "x "), so whitespace before the ';' stays in the key.
    while (out > begin && isTrailingSpace(out[-1]))
        --out;
    if (out > begin && out[-1] == ';') --out;
    key.resize(static_cast<size_t>(out - key.data()));
    return true;
}

}  // namespace sqlscope::eval
