#include "core/audit/audit_flag.h"

#include <array>

namespace sqlscope::audit {

namespace {

// One key per kind, in the enum's order.
constexpr std::array<std::string_view, kFlagKindCount> kKeys = {
    "limit_cuts_ties",        "tied_rows_order",      "row_order_compared",
    "float_aggregate_order",  "bare_column_choice",   "unordered_limit",
    "other_nondeterminism",   "bare_group_column",    "limit_without_order_by",
    "text_number_comparison", "double_quoted_string", "unrelated_join_keys",
};
static_assert(!kKeys.back().empty(), "a FlagKind without its key");

}  // namespace

std::string_view flagKindKey(FlagKind kind) {
    return kKeys[static_cast<size_t>(kind)];
}

std::optional<FlagKind> parseFlagKind(std::string_view key) {
    for (size_t i = 0; i < kKeys.size(); ++i)
        if (kKeys[i] == key) return static_cast<FlagKind>(i);
    return std::nullopt;
}

bool isNondeterminism(FlagKind kind) {
    return static_cast<size_t>(kind) <= static_cast<size_t>(FlagKind::OtherNondeterminism);
}

annotate::GoldIssue goldIssueOf(FlagKind kind) {
    switch (kind) {
        case FlagKind::TextNumberComparison:
            return annotate::GoldIssue::UndeclaredAssumption;
        case FlagKind::DoubleQuotedString:
            return annotate::GoldIssue::Other;
        case FlagKind::UnrelatedJoinKeys:
            return annotate::GoldIssue::WrongGold;
        default:
            return annotate::GoldIssue::TiesOrOrder;
    }
}

std::string_view severityKey(Severity severity) {
    return severity == Severity::Warning ? "warning" : "info";
}

}  // namespace sqlscope::audit
