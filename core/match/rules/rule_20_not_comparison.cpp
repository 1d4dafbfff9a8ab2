// Rule 20 (docs/metrics/esm-plus.md#rule-20-not-comparison-and-the-complementary-operator): `NOT (x
// op y)` <-> complementary operator.
#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    20, "NOT x > y = x <= y",
    "A negated comparison is the complementary comparison: NOT x = y is x != y, NOT x > y is "
    "x <= y, NOT x < y is x >= y, and back. Sound under SQL's three-valued logic (both sides "
    "are NULL together). NOT stays on IN, LIKE, BETWEEN and IS.",
    "none (syntactic).", "NOT x op y -> x op' y"};

class Rule20 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    void condUnitRead(RuleEnv& env, CondUnit& unit) const override {
        if (!unit.notOp) return;
        int flipped = -1;
        switch (unit.op) {
            case esm_plus::kOpEq:
                flipped = esm_plus::kOpNe;
                break;
            case esm_plus::kOpGt:
                flipped = esm_plus::kOpLe;
                break;
            case esm_plus::kOpLt:
                flipped = esm_plus::kOpGe;
                break;
            case esm_plus::kOpGe:
                flipped = esm_plus::kOpLt;
                break;
            case esm_plus::kOpLe:
                flipped = esm_plus::kOpGt;
                break;
            case esm_plus::kOpNe:
                flipped = esm_plus::kOpEq;
                break;
            default:
                return;
        }
        std::string before = env.traceText([&] { return esm_plus::printCondUnit(unit); });
        unit.notOp = false;
        unit.op = flipped;
        RuleEvent& e = env.fire(20);
        e.spans = {unit.span};
        e.before = before;
        e.after = env.traceText([&] { return esm_plus::printCondUnit(unit); });
    }
};

}  // namespace

const Rule& rule20() {
    static const Rule20 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
