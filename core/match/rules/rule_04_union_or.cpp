// Rule 4 (docs/metrics/esm-plus.md#rule-4-union-and-or): UNION <-> OR.
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    4, "UNION = OR",
    "When both branches select the same UNIQUE column from the same FROM, the union of the "
    "two sets of values is the set of values of rows meeting either condition: SELECT c FROM "
    "t WHERE d1 UNION SELECT c FROM t WHERE d2 equals SELECT c FROM t WHERE d1 OR d2 "
    "(identical conditions: the UNION is dropped).",
    "reference: no INTERSECT/EXCEPT at this level, identical select lists and FROM, one "
    "cond_unit in each WHERE, a selected plain column UNIQUE (`SELECT *`: the single table "
    "has a key). strict: the UNIQUE column is NOT NULL and the FROM is one table.",
    "q WHERE d1 UNION q WHERE d2 -> q WHERE d1 OR d2"};

class Rule04 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }
    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        setOperationToCondition(env, sql, 4);
    }
};

}  // namespace

const Rule& rule04() {
    static const Rule04 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
