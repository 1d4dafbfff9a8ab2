// The names pair_explanation.h documents for its enums.
#include "core/explain/pair_explanation.h"

namespace sqlscope::explain {

std::string_view sideName(Side side) {
    return side == Side::Gold ? "gold" : "prediction";
}

std::string_view markKindName(MarkKind kind) {
    switch (kind) {
        case MarkKind::OnlyInGold:
            return "only_in_gold";
        case MarkKind::OnlyInPrediction:
            return "only_in_prediction";
        case MarkKind::ClauseMismatch:
            return "clause_mismatch";
        case MarkKind::RuleRewrite:
            return "rule_rewrite";
        case MarkKind::RuleBlocked:
            return "rule_blocked";
        case MarkKind::ParseError:
            return "parse_error";
        case MarkKind::SchemaMissing:
            return "schema_missing";
        case MarkKind::SchemaExtra:
            return "schema_extra";
    }
    return "unknown";
}

}  // namespace sqlscope::explain
