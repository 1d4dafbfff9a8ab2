#include "core/match/esm_plus/rule.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {

RuleEvent& RuleEnv::event(int rule, RuleEvent::Kind kind) {
    RuleEvent& e = trace.events.emplace_back();
    e.rule = rule;
    e.side = side;
    e.kind = kind;
    return e;
}

RuleEvent& RuleEnv::fire(int rule, bool reported, bool changed) {
    RuleEvent& e = event(rule, RuleEvent::Kind::Fired);
    e.reported = reported;
    e.changed = changed;
    markUnsound(e);
    return e;
}

RuleEvent& RuleEnv::blocked(int rule, std::string note) {
    RuleEvent& e = event(rule, RuleEvent::Kind::Blocked);
    e.note = std::move(note);
    return e;
}

bool RuleEnv::refuseUnsound(int rule, const std::string& note, std::vector<FactUse> facts,
                            std::vector<sql::Span> spans) {
    if (reference()) return false;
    if (strict()) {
        RuleEvent& e = blocked(rule, "strict: " + note);
        e.unsound = true;
        e.facts = std::move(facts);
        e.spans = std::move(spans);
        trace.deviate("strict: rule " + std::to_string(rule));
        return true;
    }
    pendingUnsound = note;
    pendingUnsoundRule = rule;
    return false;
}

void RuleEnv::markUnsound(RuleEvent& e) {
    if (pendingUnsoundRule != e.rule || pendingUnsound.empty()) return;
    e.unsound = true;
    e.note =
        e.note.empty() ? "unsound: " + pendingUnsound : e.note + "; unsound: " + pendingUnsound;
    pendingUnsound.clear();
    pendingUnsoundRule = 0;
}

RuleRegistry::RuleRegistry()
    : rules_{&rule01(), &rule02(), &rule03(), &rule04(), &rule05(), &rule06(), &rule07(),
             &rule08(), &rule09(), &rule10(), &rule11(), &rule12(), &rule13(), &rule14(),
             &rule15(), &rule16(), &rule17(), &rule18(), &rule19(), &rule20(), &rule21(),
             &rule22(), &rule23(), &rule24(), &rule25()} {}

const RuleRegistry& RuleRegistry::instance() {
    static const RuleRegistry registry;
    return registry;
}

const std::vector<int>& RuleRegistry::queryOrder() {
    // 21 to 25 are not the reference's (they never fire in `reference`): 21 lowers LIKE
    // patterns before any rule compares conditions; 25 drops DISTINCT in IN subqueries before any
    // rule compares or moves them (12, 17, 6); 24 drops a DISTINCT that cannot remove a row
    // once the FROM and WHERE are final (after 12 and 13 rewrote them); 23 drops DISTINCT in set
    // operands and 22 orders them once every other rule has rewritten them.
    static const std::vector<int> order = {21, 25, 13, 16, 3,  4, 1,  9,  10, 17,
                                           7,  6,  2,  12, 19, 5, 18, 24, 23, 22};
    return order;
}

}  // namespace sqlscope::match::rules
