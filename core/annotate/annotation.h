// What a researcher records about a benchmark while inspecting it: per
// question, whether its gold is questionable (with a category, a note and
// alternate gold queries, each an extra accepted answer); per pair, a human
// verdict (equivalent / not equivalent / unsure) with a note and who gave
// it. Plain values: stored by core/workspace, read and written as JSON
// Lines by core/annotate, and weighed by core/study.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::annotate {

// Why a gold query is questionable.
enum class GoldIssue : uint8_t {
    AmbiguousQuestion,     // the question admits more than one reading
    WrongGold,             // the gold does not answer the question
    UndeclaredAssumption,  // the gold relies on something the schema does not declare
    TiesOrOrder,           // ties or the order of rows are not determined
    Other,
};
// "ambiguous_question", "wrong_gold", "undeclared_assumption", "ties_or_order", "other"
std::string_view goldIssueKey(GoldIssue issue);
std::optional<GoldIssue> parseGoldIssue(std::string_view key);

enum class HumanVerdict : uint8_t { Equivalent, NotEquivalent, Unsure };
// "equivalent", "not_equivalent", "unsure"
std::string_view humanVerdictKey(HumanVerdict verdict);
std::optional<HumanVerdict> parseHumanVerdict(std::string_view key);

// A question is named by the benchmark item's id (dataset::BenchmarkItem::id,
// stable across files and orderings) and its index in the gold file.
struct QuestionKey {
    std::string itemId;
    uint32_t item = 0;
    friend bool operator==(const QuestionKey&, const QuestionKey&) = default;
};

struct QuestionAnnotation {
    QuestionKey question;
    bool goldQuestionable = false;
    GoldIssue issue = GoldIssue::Other;  // meaningful when goldQuestionable
    std::string note;
    std::vector<std::string> alternateGolds;  // extra accepted answers, SQL as written
    friend bool operator==(const QuestionAnnotation&, const QuestionAnnotation&) = default;
};

// A pair: a question and a run (by name: the prediction file's name).
struct PairKey {
    QuestionKey question;
    std::string run;
    friend bool operator==(const PairKey&, const PairKey&) = default;
};

struct PairAnnotation {
    PairKey pair;
    std::optional<HumanVerdict> verdict;  // none: not judged
    std::string note;
    std::string labeller;  // who judged (free text; "" when unknown)
    friend bool operator==(const PairAnnotation&, const PairAnnotation&) = default;
};

}  // namespace sqlscope::annotate
