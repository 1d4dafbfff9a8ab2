// Rule 8 (docs/metrics/esm-plus.md#rule-8-is-not-null-on-a-not-null-column): drop `c IS NOT NULL`
// when c is NOT NULL.
#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    8, "c IS NOT NULL is true for NOT NULL c",
    "A condition `c IS NOT NULL` holds on every row when c is declared NOT NULL, so as a "
    "conjunct it can be dropped. The reference drops it whatever connects it to the rest of "
    "the condition, which changes the meaning of a disjunction (`x OR c IS NOT NULL` is always "
    "true, not x).",
    "reference: NOT NULL(c), c a plain column; removed as it is read, in any context (and a "
    "removed middle conjunct leaves two connectors side by side). fixed and strict: removed "
    "only from a condition whose connectors are all AND (with one adjacent connector).",
    "d AND c IS NOT NULL -> d"};

class Rule08 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    // fixRule8: returns True when the reference drops the cond_unit.
    bool dropCondUnit(RuleEnv& env, const CondUnit& unit, ConditionScratch& scratch,
                      size_t index) const override {
        if (!unit.notOp) return false;
        if (unit.op != esm_plus::kOpIs) return false;
        if (!(unit.val1.kind == Value::Kind::Text && unit.val1.text == "null")) return false;
        if (!unit.val2.isNone()) return false;
        unpackValUnit(unit.valUnit);
        if (unit.valUnit.op != 0) return false;
        if (unit.valUnit.col2) esm_plus::raiseAssertion("Rule 8: Unit Operation Error");
        if (!unit.valUnit.col1.isColumn()) return false;
        const esm_plus::ColUnit& col = unit.valUnit.col1.col;
        if (col.agg != 0) return false;
        TableColumn tc = tableColumnOf(env.facts, col.colId);
        FactUse notNull = env.facts.notNullFact(tc.table, tc.column);
        if (!notNull.holds) {
            RuleEvent& e = env.blocked(8, "kept: the column may be NULL");
            e.facts = {notNull};
            e.spans = {unit.span};
            return false;
        }
        RuleEvent& e = env.fire(8, true, env.reference());
        e.spans = {unit.span};
        e.facts = {notNull};
        e.before = env.traceText([&] { return esm_plus::printCondUnit(unit); });
        e.after = env.traceText([] { return "(dropped)"; });
        if (env.reference()) return true;
        // fixed / strict: decided once the whole condition is known.
        scratch.dropCandidates.push_back(index);
        scratch.dropEvents.push_back(env.trace.events.size() - 1);
        return false;
    }

    void conditionRead(RuleEnv& env, Condition& conds, ConditionScratch& scratch) const override {
        if (scratch.dropCandidates.empty()) return;
        bool allAnd = true;
        for (const CondItem& item : conds)
            if (item.isConnector() && item.connector != "and") allAnd = false;
        if (!allAnd) {
            for (size_t eventIndex : scratch.dropEvents) {
                RuleEvent& e = env.trace.events[eventIndex];
                e.kind = RuleEvent::Kind::Blocked;
                e.reported = false;
                e.changed = false;
                e.note = "kept: inside a disjunction, `c IS NOT NULL` is not a removable conjunct";
            }
            env.trace.deviate("rule 8 only in AND chains");
            return;
        }
        std::string before = env.traceText([&] { return esm_plus::printCondition(conds); });
        // What the reference's list would be: the units gone, their connectors
        // kept, then one leading and one trailing connector trimmed.
        Condition referenceList;
        for (size_t i = 0; i < conds.size(); ++i) {
            bool candidate = false;
            for (size_t c : scratch.dropCandidates)
                candidate = candidate || c == i;
            if (!candidate) referenceList.push_back(conds[i]);
        }
        if (!referenceList.empty() && referenceList.back().isConnector()) referenceList.pop_back();
        if (!referenceList.empty() && referenceList.front().isConnector())
            referenceList.erase(referenceList.begin());
        // Remove from the last candidate, each with one adjacent connector.
        for (size_t k = scratch.dropCandidates.size(); k-- > 0;) {
            size_t i = scratch.dropCandidates[k];
            if (i >= conds.size()) continue;
            size_t from = i, to = i + 1;
            if (to < conds.size() && conds[to].isConnector()) {
                ++to;
            } else if (from > 0 && conds[from - 1].isConnector()) {
                --from;
            }
            conds.erase(conds.begin() + static_cast<std::ptrdiff_t>(from),
                        conds.begin() + static_cast<std::ptrdiff_t>(to));
        }
        if (!(referenceList == conds)) env.trace.deviate("rule 8 keeps the condition well formed");
        for (size_t eventIndex : scratch.dropEvents) {
            RuleEvent& e = env.trace.events[eventIndex];
            e.changed = true;
            e.before = before;
            e.after = env.traceText(
                [&] { return conds.empty() ? "(no condition)" : esm_plus::printCondition(conds); });
        }
    }
};

}  // namespace

const Rule& rule08() {
    static const Rule08 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
