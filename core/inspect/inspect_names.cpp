#include "core/inspect/inspect_names.h"

#include "core/match/esm_plus/rule.h"

namespace sqlscope::inspect {

std::string_view ruleName(int rule) {
    if (rule < 1 || rule > match::esm_plus::kRuleCount) return {};
    return match::rules::RuleRegistry::instance().rule(rule).info().name;
}

std::string ruleLabel(int rule) {
    return std::to_string(rule) + " " + std::string(ruleName(rule));
}

std::string_view hardnessLabel(int hardness) {
    switch (hardness) {
        case 0:
            return "easy";
        case 1:
            return "medium";
        case 2:
            return "hard";
        case 3:
            return "extra";
        default:
            return "unscored";
    }
}

std::string_view outcomeLabel(eval::ExecOutcome outcome) {
    return eval::execOutcomeName(outcome);
}

bool isExecutionFailure(eval::ExecOutcome outcome) {
    switch (outcome) {
        case eval::ExecOutcome::Ok:
        case eval::ExecOutcome::GoldError:
        case eval::ExecOutcome::NotRun:
            return false;
        default:
            return true;
    }
}

std::string_view errorCategoryLabel(match::component::ErrorCategory category) {
    return match::component::errorCategoryKey(category);
}

}  // namespace sqlscope::inspect
