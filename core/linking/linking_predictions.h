// A schema-linking model's output file (docs/metrics/linking.md#where-the-prediction-comes-from),
// so that linking models are scored directly, not only through their SQL. JSON object: question id
// -> the predicted elements, either as one list of "table" and "table.column" names or as
// {"tables": [...], "columns":
// ["table.column", ...]}. The question id is the pair's 0-based index among
// the gold file's non-blank lines, as a string ("0", "1", ...). Names are
// compared lowercased; a column does not imply its table (docs/metrics/linking.md#schema-elements).
//
//   {"0": ["singer"], "1": {"tables": ["singer"], "columns": ["singer.age"]}}
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/linking/schema_elements.h"

namespace sqlscope::linking {

struct LinkingPrediction {
    std::vector<std::string> tables;   // lowercased, sorted, unique
    std::vector<std::string> columns;  // "table.column", lowercased, sorted, unique
    uint32_t line = 0;                 // where the entry's id is in the file (1-based)
    uint32_t column = 0;
};

struct LinkingPredictions {
    std::string path;
    std::map<size_t, LinkingPrediction> byQuestion;

    // The question's predicted elements (source File); an id absent from the
    // file predicts nothing (and says so in `diagnostic`).
    QueryElements elements(size_t question) const;
};

struct LinkingPredictionsLoad {
    LinkingPredictions predictions;
    // Empty on success, else "FILE:LINE:COL: reason" (or "FILE: cannot read: reason").
    std::string error;
    bool ok() const { return error.empty(); }
};

// Reads and checks a file. With `questionCount`, an id outside 0 ..
// questionCount-1 is an error.
LinkingPredictionsLoad readLinkingPredictions(const std::string& path,
                                              std::optional<size_t> questionCount = std::nullopt);

// The same for text already in memory; `name` stands for the file in errors.
LinkingPredictionsLoad parseLinkingPredictions(std::string_view text, const std::string& name,
                                               std::optional<size_t> questionCount = std::nullopt);

}  // namespace sqlscope::linking
