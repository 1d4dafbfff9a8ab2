// Rule 3 (docs/metrics/esm-plus.md#rule-3-intersect-and-and): INTERSECT <-> AND.
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    3, "INTERSECT = AND",
    "When both branches select the same UNIQUE column from the same FROM, each selected "
    "value identifies one row, so the values in both branches are those of the rows meeting "
    "both conditions: SELECT c FROM t WHERE d1 INTERSECT SELECT c FROM t WHERE d2 equals "
    "SELECT c FROM t WHERE d1 AND d2 (identical conditions: the INTERSECT is dropped).",
    "reference: no UNION/EXCEPT at this level, identical select lists and FROM (tables and "
    "ON conditions), one cond_unit in each WHERE, a selected plain column UNIQUE (`SELECT *`: "
    "the single table has a key; the reference crashes there, fixed: read the INTERSECT "
    "branch). strict: the UNIQUE column is NOT NULL and the FROM is one table.",
    "q WHERE d1 INTERSECT q WHERE d2 -> q WHERE d1 AND d2"};

class Rule03 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }
    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        setOperationToCondition(env, sql, 3);
    }
};

}  // namespace

const Rule& rule03() {
    static const Rule03 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
