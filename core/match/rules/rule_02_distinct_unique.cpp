// Rule 2 (docs/metrics/esm-plus.md#rule-2-distinct-on-a-unique-column): `DISTINCT c` <-> `c` when c
// is UNIQUE.
#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    2, "DISTINCT on a UNIQUE column",
    "A UNIQUE column has no repeated values, so DISTINCT on it removes nothing: SELECT "
    "DISTINCT c, ... FROM t equals SELECT c, ... FROM t, and AGG(DISTINCT c) equals AGG(c). "
    "Applied to the select list of a one-table query and to every column as it is read.",
    "reference: UNIQUE(c) (select level: the FROM has exactly one table unit); `*` inside an "
    "aggregate always; `SELECT DISTINCT *` crashes the reference (fixed: skipped). strict: the "
    "select-level column is also NOT NULL (UNIQUE allows several NULLs), and at column level "
    "no join may repeat the rows of c's table.",
    "SELECT DISTINCT c ... -> SELECT c ...; AGG(DISTINCT c) -> AGG(c)"};

class Rule02 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    // fixRule2col
    bool columnDistinct(RuleEnv& env, const std::string& colId, bool distinct,
                        sql::Span span) const override {
        if (!distinct) return distinct;
        const std::string& key = keyOfId(env.facts, colId);
        if (key == "*" || key == "__all__") {
            RuleEvent& e = env.fire(2);
            e.spans = {span};
            e.before = env.traceText([] { return "DISTINCT *"; });
            e.after = env.traceText([] { return "*"; });
            return false;
        }
        TableColumn tc = tableColumnOf(env.facts, colId);
        FactUse unique = env.facts.uniqueFact(tc.table, tc.column);
        if (!unique.holds) {
            env.blocked(2, "DISTINCT " + tc.table + "." + tc.column + " kept: not UNIQUE").facts = {
                unique};
            env.trace.events.back().spans = {span};
            return true;
        }
        if (env.fixes() && !rowsNotRepeated(env, tc.table) &&
            env.refuseUnsound(2, "a join can repeat the rows of " + tc.table, {unique}, {span}))
            return true;
        RuleEvent& e = env.fire(2);
        e.spans = {span};
        e.facts = {unique};
        e.before = env.traceText([&] { return "DISTINCT " + tc.table + "." + tc.column; });
        e.after = env.traceText([&] { return tc.table + "." + tc.column; });
        return false;
    }

    // fixRule2 (select level)
    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        if (sql.tableUnits.size() != 1) return;
        if (!sql.distinct) return;
        std::vector<FactUse> checked;
        for (const esm_plus::SelectItem& item : sql.select) {
            if (item.agg != 0) continue;
            unpackValUnit(item.valUnit);
            if (item.valUnit.op != 0) continue;
            if (!item.valUnit.col1.isColumn()) continue;
            const std::string& key = keyOfId(env.facts, item.valUnit.col1.col.colId);
            std::vector<std::string> parts = esm_plus::pySplit(key, '.');
            if (parts.size() < 2) {
                if (!env.fixes()) esm_plus::raiseIndexError();  // SELECT DISTINCT * (Q+7)
                env.trace.deviate("Q+7 SELECT DISTINCT * does not crash");
                continue;
            }
            FactUse unique = env.facts.uniqueFact(parts[0], parts[1]);
            checked.push_back(unique);
            if (!unique.holds) continue;
            if (env.fixes()) {
                FactUse notNull = env.facts.notNullFact(parts[0], parts[1]);
                if (!notNull.holds && env.refuseUnsound(2,
                                                        "UNIQUE allows several NULLs: " + parts[0] +
                                                            "." + parts[1] + " may be NULL",
                                                        {unique, notNull}, {sql.spans.select}))
                    return;
            }
            std::string before = env.traceText([&] { return esm_plus::printSelect(sql); });
            sql.distinct = false;
            RuleEvent& e = env.fire(2);
            e.spans = {sql.spans.select};
            e.facts = {unique};
            e.before = before;
            e.after = env.traceText([&] { return esm_plus::printSelect(sql); });
            return;
        }
        if (!checked.empty())
            env.blocked(2, "SELECT DISTINCT kept: no selected column is UNIQUE").facts = checked;
    }
};

}  // namespace

const Rule& rule02() {
    static const Rule02 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
