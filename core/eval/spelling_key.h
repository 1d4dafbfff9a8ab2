// The key under which the text metrics (ESM, ESM+, component analysis and
// schema linking) cannot tell two predictions of one question apart: the
// text with its unquoted ASCII letters lowercased, then its trailing
// whitespace and one semicolon right after the query taken off ("x;" and
// "x \n" key as "x", but "x ;" as "x ": component EM keeps the space before
// a ';' it strips). Each of those metrics reads keywords and identifiers
// without regard to letter case (Spider's and ESM+'s tokenizers lowercase
// every word, EM lowercases its normalised text, sqlscope's parser and
// SQLite compare names case-insensitively), compares quoted text as
// written, and stops at the terminator. Only letters change and only the
// end is cut, so every token keeps its byte offsets and the spans in one
// twin's verdict are the other's too (docs/metrics/README.md#work-done-once).
//
// A text gets no key, and is never shared, when anything in it could be read
// differently by one of the tokenizers: a comment, a backtick or bracket, both
// kinds of quote, an unterminated quote, or the word "value" outside quotes
// in any letter case (the test-suite variant replaces the lowercase word
// only).
#pragma once

#include <string>
#include <string_view>

namespace sqlscope::eval {

// Appends `pred`'s key to `key` and returns true; false, with `key` as it
// was, when the text has none.
bool appendSpellingKey(std::string_view pred, std::string& key);

}  // namespace sqlscope::eval
