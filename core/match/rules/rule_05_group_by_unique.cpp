// Rule 5 (docs/metrics/esm-plus.md#rule-5-group-by-a-unique-column): GROUP BY a unique column.
#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    5, "GROUP BY a UNIQUE column",
    "Grouping by a UNIQUE column makes every row its own group: (a) in a one-table query "
    "without aggregates or HAVING, SELECT X FROM t GROUP BY c equals SELECT X FROM t; (b) "
    "GROUP BY c1, c2, ... has the groups of GROUP BY ck for the first UNIQUE column ck.",
    "reference: (a) one table unit, no HAVING, c a single-column PK or UNIQUE, no aggregate "
    "in the select list (an aggregate stops the rule, (b) included); (b) the first listed "
    "single-column PK or UNIQUE column, nothing else checked. fixed: (a) also no aggregate in "
    "ORDER BY. strict: c / ck NOT NULL (NULL keys collapse into one group), and for (b) every "
    "other grouping column belongs to ck's table.",
    "(a) GROUP BY c -> (none); (b) GROUP BY c1, ck, ... -> GROUP BY ck"};

bool hasAggregate(const ValUnit& unit) {
    if (unit.rank) return false;
    if (unit.col1.isColumn() && unit.col1.col.agg != 0) return true;
    return unit.col2 && unit.col2->isColumn() && unit.col2->col.agg != 0;
}

class Rule05 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    bool uniqueKey(RuleEnv& env, const TableColumn& tc, std::vector<FactUse>& facts) const {
        bool key = (env.facts.primaryKeyCount(tc.table) == 1 &&
                    env.facts.primaryKey(tc.table, tc.column)) ||
                   env.facts.unique(tc.table, tc.column);
        facts.push_back(env.facts.primaryKeyCount(tc.table) == 1 &&
                                env.facts.primaryKey(tc.table, tc.column)
                            ? env.facts.primaryKeyFact(tc.table, tc.column)
                            : env.facts.uniqueFact(tc.table, tc.column));
        return key;
    }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        std::vector<FactUse> checked;
        // (a)
        if (!sql.groupBy.empty() && sql.having.empty() && sql.tableUnits.size() == 1) {
            const std::vector<Operand> groupBy = sql.groupBy;  // the loop reads the original list
            for (const Operand& col : groupBy) {
                TableColumn tc = splitStripped(operandItem1(col));
                std::vector<FactUse> facts;
                if (!uniqueKey(env, tc, facts)) {
                    checked.insert(checked.end(), facts.begin(), facts.end());
                    continue;
                }
                for (const esm_plus::SelectItem& item : sql.select) {
                    unpackValUnit(item.valUnit);
                    if (item.agg != 0) return;
                }
                if (env.fixes()) {
                    bool orderAggregate = false;
                    if (sql.orderBy)
                        for (const ValUnit& unit : sql.orderBy->units)
                            orderAggregate = orderAggregate || hasAggregate(unit);
                    if (orderAggregate) {
                        env.blocked(5, "ORDER BY has an aggregate over the groups").facts = facts;
                        env.trace.deviate("rule 5 aggregate in ORDER BY");
                        return;
                    }
                    FactUse notNull = env.facts.notNullFact(tc.table, tc.column);
                    if (!notNull.holds) {
                        facts.push_back(notNull);
                        if (env.refuseUnsound(5,
                                              tc.table + "." + tc.column +
                                                  " may be NULL: NULL keys form one group",
                                              facts))
                            return;
                    }
                }
                std::string before = env.traceText([&] { return esm_plus::printGroupBy(sql); });
                sql.groupBy.clear();
                RuleEvent& e = env.fire(5);
                e.spans = {sql.spans.groupBy};
                e.facts = facts;
                e.before = before;
                e.after = env.traceText([] { return "(no GROUP BY)"; });
            }
        }
        // (b)
        if (!sql.groupBy.empty() && sql.groupBy.size() > 1) {
            for (const Operand& col : sql.groupBy) {
                TableColumn tc = splitStripped(operandItem1(col));
                std::vector<FactUse> facts;
                if (!uniqueKey(env, tc, facts)) {
                    checked.insert(checked.end(), facts.begin(), facts.end());
                    continue;
                }
                if (env.fixes()) {
                    std::string why;
                    FactUse notNull = env.facts.notNullFact(tc.table, tc.column);
                    if (!notNull.holds) {
                        facts.push_back(notNull);
                        why = tc.table + "." + tc.column + " may be NULL";
                    }
                    for (const Operand& other : sql.groupBy) {
                        if (!other.isColumn()) continue;
                        std::vector<std::string> parts = esm_plus::pySplit(other.col.colId, '.');
                        if (parts.size() == 2 && esm_plus::pyStrip(parts[0], "_") != tc.table)
                            why = "a grouping column of another table (" +
                                  esm_plus::printId(other.col.colId) + ") may vary within a group";
                    }
                    if (!why.empty() && env.refuseUnsound(5, why, facts)) return;
                }
                Operand keep = col;
                std::string before = env.traceText([&] { return esm_plus::printGroupBy(sql); });
                sql.groupBy = {keep};
                RuleEvent& e = env.fire(5);
                e.spans = {sql.spans.groupBy};
                e.facts = facts;
                e.before = before;
                e.after = env.traceText([&] { return esm_plus::printGroupBy(sql); });
                return;
            }
        }
        if (!checked.empty() && !sql.groupBy.empty())
            env.blocked(5, "no grouping column is a single-column key or UNIQUE").facts = checked;
    }
};

}  // namespace

const Rule& rule05() {
    static const Rule05 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
