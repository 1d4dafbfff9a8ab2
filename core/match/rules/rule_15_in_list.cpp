// Rule 15 (docs/metrics/esm-plus.md#rule-15-in-list-and-a-chain-of-equalities): `IN (list)` <->
// chain of `=` / `!=`.
#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    15, "IN (a, b) = (= a OR = b)",
    "c IN (v1, ..., vn) is c = v1 OR ... OR c = vn, and c NOT IN (v1, ..., vn) is c != v1 AND "
    "... AND c != vn, also under SQL's NULL logic. The reference splices the expansion into "
    "the surrounding flat AND/OR list without grouping, so `a AND c IN (x, y)` reads as "
    "`a AND c = x OR c = y` (a different meaning); reference and fixed keep that reading.",
    "none (syntactic). strict: only when the IN is the whole condition or the connectors "
    "around it equal the expansion's (OR for IN, AND for NOT IN).",
    "c IN (v1, v2) -> c = v1 OR c = v2; c NOT IN (v1, v2) -> c != v1 AND c != v2"};

class Rule15 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    bool expandInList(RuleEnv& env, Condition& conds, ConditionScratch& scratch,
                      const std::vector<Value>& values, bool notOp, const ValUnit& valUnit,
                      sql::Span span) const override {
        size_t begin = conds.size();
        for (const Value& value : values) {
            CondUnit unit;
            unit.op = notOp ? esm_plus::kOpNe : esm_plus::kOpEq;
            unit.valUnit = valUnit;
            unit.val1 = value;
            unit.span = span;
            conds.push_back(CondItem::of(std::move(unit)));
            conds.push_back(CondItem::conn(notOp ? "and" : "or"));
        }
        if (!conds.empty()) conds.pop_back();  // conds[:-1]
        RuleEvent& e = env.fire(15);
        e.spans = {span};
        CondUnit in;
        in.notOp = notOp;
        in.op = esm_plus::kOpIn;
        in.valUnit = valUnit;
        Value list;
        list.kind = Value::Kind::List;
        list.list = std::make_shared<const std::vector<Value>>(values);
        in.val1 = list;
        e.before = env.traceText([&] { return esm_plus::printCondUnit(in); });
        Condition expansion(
            conds.begin() + static_cast<std::ptrdiff_t>(std::min(begin, conds.size())),
            conds.end());
        e.after = env.traceText([&] { return esm_plus::printCondition(expansion); });
        if (env.fixes()) {
            ConditionScratch::Expansion x;
            x.begin = begin;
            x.end = conds.size();
            x.notOp = notOp;
            x.valUnit = valUnit;
            x.values = values;
            x.span = span;
            x.event = env.trace.events.size() - 1;
            scratch.expansions.push_back(std::move(x));
        }
        return true;
    }

    // An expansion whose neighbours are the other connector: strict undoes it,
    // fixed marks it unsound.
    void conditionRead(RuleEnv& env, Condition& conds, ConditionScratch& scratch) const override {
        for (size_t k = scratch.expansions.size(); k-- > 0;) {
            const ConditionScratch::Expansion& x = scratch.expansions[k];
            if (x.values.size() < 2 || x.end > conds.size()) continue;
            const std::string connector = x.notOp ? "and" : "or";
            bool mixed = (x.begin > 0 && conds[x.begin - 1].isConnector() &&
                          conds[x.begin - 1].connector != connector) ||
                         (x.end < conds.size() && conds[x.end].isConnector() &&
                          conds[x.end].connector != connector);
            if (!mixed) continue;
            if (!env.strict()) {
                RuleEvent& e = env.trace.events[x.event];
                e.unsound = true;
                e.note = "unsound: the expansion's " + connector +
                         " mixes with the other connector around it";
                continue;
            }
            CondUnit in;
            in.notOp = x.notOp;
            in.op = esm_plus::kOpIn;
            in.valUnit = x.valUnit;
            in.span = x.span;
            Value list;
            list.kind = Value::Kind::List;
            list.span = x.span;
            list.list = std::make_shared<const std::vector<Value>>(x.values);
            in.val1 = std::move(list);
            conds.erase(conds.begin() + static_cast<std::ptrdiff_t>(x.begin),
                        conds.begin() + static_cast<std::ptrdiff_t>(x.end));
            conds.insert(conds.begin() + static_cast<std::ptrdiff_t>(x.begin),
                         CondItem::of(std::move(in)));
            size_t removed = x.end - x.begin - 1;
            for (size_t& i : scratch.dropCandidates)
                if (i > x.begin) i -= removed;
            RuleEvent& e = env.trace.events[x.event];
            e.kind = RuleEvent::Kind::Blocked;
            e.reported = false;
            e.changed = false;
            e.unsound = true;
            e.note = "strict: the expansion's " + connector +
                     " would mix with the other connector around it";
            env.trace.deviate("strict: rule 15");
        }
    }
};

}  // namespace

const Rule& rule15() {
    static const Rule15 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
