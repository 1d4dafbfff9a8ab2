// Rule 19 (docs/metrics/esm-plus.md#rule-19-between-and-two-comparisons): BETWEEN <-> `>=` AND
// `<=`.
#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    19, "x BETWEEN a AND b = x >= a AND x <= b",
    "BETWEEN is shorthand for the two comparisons, in the WHERE clause. The reference copies a "
    "NOT onto both halves (`NOT BETWEEN` becomes `NOT x >= a AND NOT x <= b`, which nothing "
    "satisfies) and, with several BETWEENs, splices the later ones at shifted positions.",
    "none (syntactic). fixed: positions kept; NOT BETWEEN becomes x < a OR x > b. strict: that "
    "OR only when it is the whole condition or between ORs.",
    "x BETWEEN a AND b -> x >= a AND x <= b"};

CondUnit half(const CondUnit& cond, int op, const Value& value, bool keepNot) {
    CondUnit out = cond;
    out.notOp = keepNot && cond.notOp;
    out.op = op;
    out.val1 = value;
    out.val2 = Value{};
    return out;
}

void referenceRule(RuleEnv& env, EtmSql& sql) {
    Condition& where = sql.where;
    std::vector<CondItem> snapshot;
    for (size_t i = 0; i < where.size(); i += 2)
        snapshot.push_back(where[i]);
    for (size_t idx = 0; idx < snapshot.size(); ++idx) {
        const CondItem& item = snapshot[idx];
        if (item.isConnector() || item.unit.op != esm_plus::kOpBetween) continue;
        const CondUnit& cond = item.unit;
        std::string before = env.traceText([&] { return esm_plus::printCondUnit(cond); });
        Condition replacement{CondItem::of(half(cond, esm_plus::kOpGe, cond.val1, true)),
                              CondItem::conn("and"),
                              CondItem::of(half(cond, esm_plus::kOpLe, cond.val2, true))};
        size_t at = 2 * idx;
        if (at < where.size()) {
            where.erase(where.begin() + static_cast<std::ptrdiff_t>(at));
            where.insert(where.begin() + static_cast<std::ptrdiff_t>(at), replacement.begin(),
                         replacement.end());
        } else {
            where.insert(where.end(), replacement.begin(), replacement.end());
        }
        RuleEvent& e = env.fire(19);
        e.spans = {cond.span};
        e.before = before;
        e.after = env.traceText([&] { return esm_plus::printCondition(replacement); });
    }
}

class Rule19 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        if (!env.fixes()) {
            referenceRule(env, sql);
            return;
        }
        bool any = false;
        for (const CondItem& item : sql.where)
            any = any || (!item.isConnector() && item.unit.op == esm_plus::kOpBetween);
        if (!any) return;
        std::optional<EtmSql> reference;
        if (env.attributeDeviations) {
            reference = sql;
            esm_plus::RuleTrace scratch;
            RuleEnv probe = env.probe(EsmPlusMode::Reference, env.facts, scratch);
            referenceRule(probe, *reference);
        }

        Condition& where = sql.where;
        for (size_t i = 0; i < where.size(); ++i) {
            if (where[i].isConnector() || where[i].unit.op != esm_plus::kOpBetween) continue;
            const CondUnit cond = where[i].unit;
            Condition replacement;
            if (!cond.notOp) {
                replacement = {CondItem::of(half(cond, esm_plus::kOpGe, cond.val1, false)),
                               CondItem::conn("and"),
                               CondItem::of(half(cond, esm_plus::kOpLe, cond.val2, false))};
            } else {
                bool mixed =
                    (i > 0 && where[i - 1].isConnector() && where[i - 1].connector != "or") ||
                    (i + 1 < where.size() && where[i + 1].isConnector() &&
                     where[i + 1].connector != "or");
                if (mixed &&
                    env.refuseUnsound(19, "x < a OR x > b would mix with the AND around it"))
                    continue;
                replacement = {CondItem::of(half(cond, esm_plus::kOpLt, cond.val1, false)),
                               CondItem::conn("or"),
                               CondItem::of(half(cond, esm_plus::kOpGt, cond.val2, false))};
            }
            where.erase(where.begin() + static_cast<std::ptrdiff_t>(i));
            where.insert(where.begin() + static_cast<std::ptrdiff_t>(i), replacement.begin(),
                         replacement.end());
            RuleEvent& e = env.fire(19);
            e.spans = {cond.span};
            e.before = env.traceText([&] { return esm_plus::printCondUnit(cond); });
            e.after = env.traceText([&] { return esm_plus::printCondition(replacement); });
            i += replacement.size() - 1;
        }
        if (reference && !(reference->where == sql.where))
            env.trace.deviate("rule 19 NOT BETWEEN and positions");
    }
};

}  // namespace

const Rule& rule19() {
    static const Rule19 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
