// Rule 25 (docs/metrics/esm-plus.md#rule-25-distinct-in-an-in-subquery): SELECT DISTINCT in the
// subquery of `c IN (SELECT ...)` or `c NOT IN (SELECT ...)`. Not in the published
// implementation: never fires in `reference`.
#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    25, "c IN (SELECT DISTINCT d ...) = c IN (SELECT d ...)",
    "IN and NOT IN only ask whether a value is among the rows of the subquery (and whether a "
    "NULL is among them): a DISTINCT that removes repeated rows changes neither. So WHERE c IN "
    "(SELECT DISTINCT d FROM t) equals WHERE c IN (SELECT d FROM t), and likewise for NOT IN, "
    "in a WHERE, HAVING or ON.",
    "none (syntactic). The subquery has no LIMIT in any of its set-operation branches (under a "
    "LIMIT, DISTINCT decides which rows are kept); only IN and NOT IN, never a comparison with "
    "a subquery such as `c = (SELECT DISTINCT ...)`, nor EXISTS; a DISTINCT inside an "
    "aggregate (count(DISTINCT d)) is left alone. Not in the reference: off in reference mode "
    "whatever the rule set says; fixed and strict alike.",
    "c [NOT] IN (SELECT DISTINCT X ...) -> c [NOT] IN (SELECT X ...)"};

// Whether the subquery, or a set-operation branch of it, has a LIMIT.
bool limited(const EtmSql& sql) {
    if (sql.limit) return true;
    for (const EtmSqlPtr* branch : {&sql.intersect, &sql.union_, &sql.except})
        if (*branch && limited(**branch)) return true;
    return false;
}

class Rule25 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        if (env.reference()) return;  // not a rule of the published implementation
        for (Condition* cond : {&sql.fromConds, &sql.where, &sql.having})
            for (CondItem& item : *cond)
                if (!item.isConnector()) rewrite(env, item.unit);
    }

private:
    static void rewrite(RuleEnv& env, CondUnit& unit) {
        if (unit.op != esm_plus::kOpIn || unit.val1.kind != Value::Kind::Sql || !unit.val1.sql)
            return;
        const EtmSql& sub = *unit.val1.sql;
        if (!sub.distinct) return;
        if (limited(sub)) {
            RuleEvent& e =
                env.blocked(25, "the subquery has a LIMIT: DISTINCT decides which rows it keeps");
            e.spans = {sub.spans.select};
            return;
        }
        std::string before = env.traceText([&] { return esm_plus::printCondUnit(unit); });
        auto copy = std::make_shared<EtmSql>(sub);
        copy->distinct = false;
        sql::Span span = copy->spans.select;
        unit.val1.sql = std::move(copy);
        RuleEvent& e = env.fire(25, false);
        e.spans = {span};
        e.before = before;
        e.after = env.traceText([&] { return esm_plus::printCondUnit(unit); });
    }
};

}  // namespace

const Rule& rule25() {
    static const Rule25 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
