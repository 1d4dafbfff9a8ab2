// Annotations built field by field for the workspace tests (GCC 12 warns
// about nested braces of these aggregates). Header-only: the test glob
// builds only *_test.cpp files.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/annotate/annotation.h"

namespace sqlscope::testing {

inline annotate::PairAnnotation pairAnnotation(const std::string& itemId, uint32_t item,
                                               const std::string& run,
                                               std::optional<annotate::HumanVerdict> verdict,
                                               const std::string& note,
                                               const std::string& labeller) {
    annotate::PairAnnotation a;
    a.pair.question.itemId = itemId;
    a.pair.question.item = item;
    a.pair.run = run;
    a.verdict = verdict;
    a.note = note;
    a.labeller = labeller;
    return a;
}

inline annotate::QuestionAnnotation questionAnnotation(const std::string& itemId, uint32_t item,
                                                       bool questionable, annotate::GoldIssue issue,
                                                       const std::string& note,
                                                       std::vector<std::string> alternates) {
    annotate::QuestionAnnotation a;
    a.question.itemId = itemId;
    a.question.item = item;
    a.goldQuestionable = questionable;
    a.issue = issue;
    a.note = note;
    a.alternateGolds = std::move(alternates);
    return a;
}

}  // namespace sqlscope::testing
