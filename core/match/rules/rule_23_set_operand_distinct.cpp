// Rule 23 (docs/metrics/esm-plus.md#rule-23-distinct-in-an-operand-of-a-set-operation): SELECT
// DISTINCT in an operand of INTERSECT, UNION or EXCEPT. Not in the published implementation:
// never fires in `reference`.
#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    23, "SELECT DISTINCT q1 INTERSECT q2 = q1 INTERSECT q2",
    "INTERSECT, UNION and EXCEPT return distinct rows whatever their operands return: a "
    "DISTINCT on an operand's select list removes rows the set operation removes anyway. So "
    "SELECT DISTINCT c FROM t1 INTERSECT SELECT DISTINCT c FROM t2 equals SELECT c FROM t1 "
    "INTERSECT SELECT c FROM t2, and likewise for UNION and EXCEPT, on either side.",
    "none (syntactic; UNION ALL, which keeps duplicates, is not read by the ESM+ parser). Not "
    "in the reference: off in reference mode whatever the rule set says; fixed and strict "
    "alike.",
    "SELECT DISTINCT X ... op SELECT DISTINCT Y ... -> SELECT X ... op SELECT Y ... (op: "
    "INTERSECT, UNION, EXCEPT)"};

class Rule23 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        if (env.reference()) return;  // not a rule of the published implementation
        EtmSqlPtr* branch = sql.intersect ? &sql.intersect
                            : sql.union_  ? &sql.union_
                            : sql.except  ? &sql.except
                                          : nullptr;
        if (!branch || !*branch) return;
        if (!sql.distinct && !(*branch)->distinct) return;
        std::string before = env.traceText([&] { return esm_plus::printSql(sql); });
        std::vector<sql::Span> spans;
        if (sql.distinct) {
            sql.distinct = false;
            spans.push_back(sql.spans.select);
        }
        if ((*branch)->distinct) {
            auto copy = std::make_shared<EtmSql>(**branch);
            copy->distinct = false;
            spans.push_back(copy->spans.select);
            *branch = std::move(copy);
        }
        RuleEvent& e = env.fire(23, false);
        e.spans = std::move(spans);
        e.before = before;
        e.after = env.traceText([&] { return esm_plus::printSql(sql); });
    }
};

}  // namespace

const Rule& rule23() {
    static const Rule23 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
