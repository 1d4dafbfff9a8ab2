#include "core/annotate/annotation.h"

#include <array>
#include <utility>

namespace sqlscope::annotate {

namespace {

constexpr std::array<std::pair<GoldIssue, std::string_view>, 5> kIssues{{
    {GoldIssue::AmbiguousQuestion, "ambiguous_question"},
    {GoldIssue::WrongGold, "wrong_gold"},
    {GoldIssue::UndeclaredAssumption, "undeclared_assumption"},
    {GoldIssue::TiesOrOrder, "ties_or_order"},
    {GoldIssue::Other, "other"},
}};

constexpr std::array<std::pair<HumanVerdict, std::string_view>, 3> kVerdicts{{
    {HumanVerdict::Equivalent, "equivalent"},
    {HumanVerdict::NotEquivalent, "not_equivalent"},
    {HumanVerdict::Unsure, "unsure"},
}};

}  // namespace

std::string_view goldIssueKey(GoldIssue issue) {
    for (const auto& [value, key] : kIssues)
        if (value == issue) return key;
    return "other";
}

std::optional<GoldIssue> parseGoldIssue(std::string_view key) {
    for (const auto& [value, name] : kIssues)
        if (name == key) return value;
    return std::nullopt;
}

std::string_view humanVerdictKey(HumanVerdict verdict) {
    for (const auto& [value, key] : kVerdicts)
        if (value == verdict) return key;
    return "unsure";
}

std::optional<HumanVerdict> parseHumanVerdict(std::string_view key) {
    for (const auto& [value, name] : kVerdicts)
        if (name == key) return value;
    return std::nullopt;
}

}  // namespace sqlscope::annotate
