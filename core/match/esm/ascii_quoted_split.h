// The split of quoted_words.h in one pass over the bytes, for the usual
// query: ASCII and, once its quote pairs are placeholders, a text on which
// NLTK can only isolate single characters (onlyIsolatingSubstitutions in
// nltk_word_tokenizer.cpp). A placeholder is a run of word characters that
// no substitution looks at, so each quoted literal is read as one opaque
// unit of the word it stands in, and nothing is decoded or copied.
#pragma once

#include <string_view>

#include "core/match/esm/quoted_words.h"

namespace sqlscope::match::esm {

// Fills `result` as the general split would (without the "value" rewrite)
// and returns true; returns false, `result` unspecified, for a query that
// needs the general split.
bool splitAsciiQuotedWords(std::string_view query, QuotedWords& result);

}  // namespace sqlscope::match::esm
