// Renders one pair's explanation (pair_explanation.h) for a terminal: the
// pair and its metric values, both queries with their marks, the component
// table, the ESM+ rule events, both results side by side, schema linking and
// the ESM+ normal forms. With colour the marks are ANSI styles over the
// query text; without it each query line is followed by marker lines and
// the marks are numbered, so that the text is stable for golden tests.
// docs/cli.md#explain shows an example.
#pragma once

#include <cstdint>
#include <string>

namespace sqlscope::explain {

struct PairExplanation;
enum class MarkKind : uint8_t;

struct TextOptions {
    int width = 100;     // columns; fixed, whatever the terminal is
    bool color = false;  // ANSI styles (a colour and bold / underline / reverse per mark kind)
};

constexpr int kMinTextWidth = 60;
constexpr int kMaxTextWidth = 1000;

// The explanation as text, each line at most `options.width` columns (code
// points); longer cells end in an ellipsis, longer texts wrap.
std::string explainText(const PairExplanation& explanation, const TextOptions& options);

// The letter that draws a mark of `kind` in the plain text: g (only in
// gold), p (only in prediction), c (clause mismatch), r (rule rewrite),
// b (rule blocked), e (parse error), m (schema missing), x (schema extra).
char markKindLetter(MarkKind kind);

}  // namespace sqlscope::explain
