// The token stream of the official Spider parser (process_sql.tokenize,
// docs/metrics/esm.md#tokenization): quotes paired into literal tokens, NLTK word splitting,
// lowercasing, and "!", ">", "<" merged with a following "=". Every token
// keeps its byte span in the original query, so structures built from it
// can be highlighted.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/sql/span.h"

namespace sqlscope::match::esm {

// A token's text views the thread's last split (quoted_words.h) or a static
// merged operator: use the tokens before the thread tokenizes again.
struct SpiderToken {
    std::string_view text;  // lowercased; a literal keeps its case and its "quotes" (' became ")
    sql::Span span;
    bool literal = false;  // a quoted string value
};

struct SpiderTokenization {
    std::vector<SpiderToken> tokens;
    std::string error;  // "AssertionError: Unexpected quote" when the quotes do not pair
    bool ok() const { return error.empty(); }
};

struct SpiderTokenizerOptions {
    // Test-suite variant (docs/metrics/esm.md#the-value-replacement-quirk): every "value" becomes
    // "1" first.
    bool replaceValuePlaceholder = false;
};

SpiderTokenization tokenizeForSpider(std::string_view text,
                                     const SpiderTokenizerOptions& options = {});

}  // namespace sqlscope::match::esm
