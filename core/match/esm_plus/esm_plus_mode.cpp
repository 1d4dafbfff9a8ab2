#include "core/match/esm_plus/esm_plus_mode.h"

namespace sqlscope::match::esm_plus {

std::string_view modeName(EsmPlusMode mode) {
    switch (mode) {
        case EsmPlusMode::Reference:
            return "reference";
        case EsmPlusMode::Fixed:
            return "fixed";
        case EsmPlusMode::Strict:
            return "strict";
    }
    return "fixed";
}

std::optional<EsmPlusMode> parseMode(std::string_view text) {
    if (text == "reference") return EsmPlusMode::Reference;
    if (text == "fixed") return EsmPlusMode::Fixed;
    if (text == "strict") return EsmPlusMode::Strict;
    return std::nullopt;
}

RuleSet RuleSet::firstN(int n) {
    RuleSet set = none();
    for (int rule = 1; rule <= n && rule <= kRuleCount; ++rule)
        set.set(rule);
    return set;
}

std::optional<RuleSet> RuleSet::parse(std::string_view text, std::string* error) {
    RuleSet set = none();
    auto fail = [&](const std::string& message) -> std::optional<RuleSet> {
        if (error) *error = message;
        return std::nullopt;
    };
    size_t pos = 0;
    bool any = false;
    while (pos <= text.size()) {
        size_t comma = text.find(',', pos);
        std::string_view item = text.substr(
            pos, comma == std::string_view::npos ? std::string_view::npos : comma - pos);
        while (!item.empty() && item.front() == ' ')
            item.remove_prefix(1);
        while (!item.empty() && item.back() == ' ')
            item.remove_suffix(1);
        if (item.empty()) {
            if (text.empty()) break;
            return fail("empty rule id in '" + std::string(text) + "'");
        }
        int value = 0;
        for (char c : item) {
            if (c < '0' || c > '9' || value > 100)
                return fail("rule ids are numbers 1 to " + std::to_string(kRuleCount) + ", not '" +
                            std::string(item) + "'");
            value = value * 10 + (c - '0');
        }
        if (value < 1 || value > kRuleCount)
            return fail("rule ids are numbers 1 to " + std::to_string(kRuleCount) + ", not '" +
                        std::string(item) + "'");
        set.set(value);
        any = true;
        if (comma == std::string_view::npos) break;
        pos = comma + 1;
    }
    if (!any) return fail("no rule ids given");
    return set;
}

std::string RuleSet::text(std::string_view separator) const {
    std::string out;
    for (int rule = 1; rule <= kRuleCount; ++rule) {
        if (!has(rule)) continue;
        if (!out.empty()) out += separator;
        out += std::to_string(rule);
    }
    return out;
}

}  // namespace sqlscope::match::esm_plus
