// The steps the Spider tokenizer (esm/spider_tokenizer.h) and the ESM+ one
// (esm_plus/etm_tokenizer.h) share, both readings of process_sql.tokenize:
// every ' becomes ", quote pairs become "__val_<first>_<second>__"
// placeholders, NLTK splits the text into words, the words are lowercased
// and a placeholder word becomes its literal again. ESM and ESM+ read the
// same query one after the other, so each thread remembers its last two
// splits and hands the second reader the first one's words.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/sql/span.h"

namespace sqlscope::match::esm {

struct QuotedWord {
    std::string text;  // lowercased; a literal keeps its case and its "quotes" (' became ")
    sql::Span span;
    bool literal = false;  // a quoted string value
};

// A quoted literal and the placeholder that stood for it.
struct QuotedLiteral {
    std::string key;   // "__val_<first>_<second>__"
    std::string text;  // with its quotes (' became ")
    sql::Span span;
};

struct QuotedWords {
    std::vector<QuotedWord> words;
    std::vector<QuotedLiteral> literals;
    bool quotesPair = true;  // false: an odd number of quotes (then no words)
};

// `replaceValuePlaceholder`: the test-suite variant's str.replace("value",
// "1") first (docs/metrics/esm.md#the-value-replacement-quirk). The result is valid until the
// thread's next call.
const QuotedWords& splitQuotedWords(std::string_view query, bool replaceValuePlaceholder = false);

}  // namespace sqlscope::match::esm
