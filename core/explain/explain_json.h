// One pair's explanation (pair_explanation.h) as JSON, in the versioned
// schema "sqlscope-explain/1" that docs/explain-schema.md documents field by
// field: spans as byte offsets [begin, end) with line:column positions, the
// marks numbered as the text printer (explain_text.h) numbers them.
#pragma once

#include <string>
#include <string_view>

namespace sqlscope::explain {

struct PairExplanation;

// The value of the document's "schema" field.
constexpr std::string_view kExplainSchema = "sqlscope-explain/1";

// The explanation as one JSON document, ending with a newline.
std::string explainJson(const PairExplanation& explanation);

}  // namespace sqlscope::explain
