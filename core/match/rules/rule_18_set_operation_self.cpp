// Rule 18 (docs/metrics/esm-plus.md#rule-18-a-set-operation-with-itself): set operation with
// itself.
#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    18, "q INTERSECT q = q UNION q = q",
    "A query intersected or united with itself returns its own rows once each: when those "
    "rows have no duplicates this is the query itself.",
    "reference: the branch equals the query without the branch; nothing else checked "
    "(strictly, q UNION q is SELECT DISTINCT q). strict: q is duplicate-free: SELECT DISTINCT, "
    "or it selects a UNIQUE NOT NULL column of its single table.",
    "q INTERSECT q -> q; q UNION q -> q"};

class Rule18 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    bool duplicateFree(RuleEnv& env, const EtmSql& sql, std::vector<FactUse>& facts) const {
        if (sql.distinct) return true;
        if (tableCount(sql.tableUnits) != 1) return false;
        for (const esm_plus::SelectItem& item : sql.select) {
            if (item.agg != 0 || item.valUnit.rank || item.valUnit.op != 0) continue;
            const esm_plus::ColUnit* c = plainColumn(item.valUnit.col1);
            if (!c) continue;
            TableColumn tc = tableColumnOf(env.facts, c->colId);
            FactUse unique = env.facts.uniqueFact(tc.table, tc.column);
            FactUse notNull = env.facts.notNullFact(tc.table, tc.column);
            facts.push_back(unique);
            facts.push_back(notNull);
            if (unique.holds && notNull.holds) return true;
        }
        return false;
    }

    void check(RuleEnv& env, EtmSql& sql, bool intersect) const {
        EtmSqlPtr& branch = intersect ? sql.intersect : sql.union_;
        if (!branch) return;
        EtmSql copy = sql;
        (intersect ? copy.intersect : copy.union_).reset();
        if (!(copy == *branch)) return;
        std::vector<FactUse> facts;
        if (env.fixes() && !duplicateFree(env, copy, facts) &&
            env.refuseUnsound(18, "q may return duplicates, which the set operation removes",
                              facts))
            return;
        std::string before = env.traceText([&] { return esm_plus::printSql(sql); });
        sql::Span span = branch->spans.query;
        branch.reset();
        RuleEvent& e = env.fire(18);
        e.spans = {span};
        e.facts = facts;
        e.before = before;
        e.after = env.traceText([&] { return esm_plus::printSql(sql); });
    }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        check(env, sql, true);
        check(env, sql, false);
    }
};

}  // namespace

const Rule& rule18() {
    static const Rule18 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
