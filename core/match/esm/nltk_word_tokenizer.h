// NLTK 3.8's word_tokenize(text, preserve_line=True) (NLTKWordTokenizer, the
// improved Treebank tokenizer), as the official Spider parser calls it after
// it has replaced every quoted literal by a placeholder (docs/metrics/esm.md#tokenization). Only
// the rules that can fire on quote-free text are needed; every one of them only inserts spaces, so
// each word keeps the byte span it came from.
#pragma once

#include <string>
#include <vector>

#include "core/match/esm/offset_text.h"

namespace sqlscope::match::esm {

struct NltkWord {
    std::string text;  // UTF-8, as in the text (not lowercased)
    sql::Span span;    // bytes of the original query
};

// Precondition: `text` holds no ' or " (the Spider tokenizer replaced them).
std::vector<NltkWord> nltkWordTokenize(const OffsetText& text);

}  // namespace sqlscope::match::esm
