// Rule 21 (docs/metrics/esm-plus.md#rule-21-like-patterns-that-differ-only-in-ascii-case): LIKE
// patterns compared without ASCII letter case. Not in the published implementation: never fires
// in `reference`.
#include <algorithm>

#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    21, "LIKE 'Ab%' = LIKE 'ab%'",
    "SQLite's LIKE ignores the case of ASCII letters (unless PRAGMA case_sensitive_like is on, "
    "which neither the benchmarks nor sqlscope set): x LIKE '%Al%' and x LIKE '%al%' keep the "
    "same rows. Letters outside ASCII are compared by case, and are kept.",
    "none (syntactic). Not in the reference: off in reference mode whatever the rule set says; "
    "fixed and strict alike.",
    "x LIKE 'Pattern' -> x LIKE 'pattern' (ASCII A-Z only)"};

// The pattern with A-Z lowered; true when it changed.
bool foldAscii(std::string& text) {
    bool changed = false;
    for (char& ch : text) {
        if (ch >= 'A' && ch <= 'Z') {
            ch = static_cast<char>(ch - 'A' + 'a');
            changed = true;
        }
    }
    return changed;
}

class Rule21 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    void fold(RuleEnv& env, Condition& condition) const {
        for (CondItem& item : condition) {
            if (item.isConnector()) continue;
            CondUnit& unit = item.unit;
            if (unit.op != esm_plus::kOpLike || unit.val1.kind != Value::Kind::Text) continue;
            if (std::none_of(unit.val1.text.begin(), unit.val1.text.end(),
                             [](char ch) { return ch >= 'A' && ch <= 'Z'; }))
                continue;
            std::string before = env.traceText([&] { return esm_plus::printCondUnit(unit); });
            foldAscii(unit.val1.text);
            RuleEvent& e = env.fire(21, false);
            e.spans = {unit.span};
            e.before = before;
            e.after = env.traceText([&] { return esm_plus::printCondUnit(unit); });
        }
    }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        if (env.reference()) return;  // not a rule of the published implementation
        fold(env, sql.fromConds);
        fold(env, sql.where);
        fold(env, sql.having);
    }
};

}  // namespace

const Rule& rule21() {
    static const Rule21 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
