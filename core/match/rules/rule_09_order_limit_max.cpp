// Rule 9 (docs/metrics/esm-plus.md#rule-9-order-by-limit-1-and-max-or-min): `ORDER BY c DESC/ASC
// LIMIT 1` <-> `MAX/MIN(c)`.
#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    9, "ORDER BY c LIMIT 1 = MAX/MIN(c)",
    "Selecting only c, ordered by c descending (ascending) and limited to one row, returns the "
    "largest (smallest) value of c, which is SELECT MAX(c) (MIN(c)). Ties are harmless because "
    "the selected value is the ordering value. The paper's Figure 1b example.",
    "reference: exactly one select item, not aggregated, equal to the only ORDER BY key, LIMIT "
    "1; no schema check, GROUP BY not checked (fixed: no GROUP BY or HAVING). strict: c is NOT "
    "NULL (SQLite sorts NULL first ascending). Even then an empty input differs (no row vs one "
    "NULL row); ESM+ accepts this caveat.",
    "SELECT c ... ORDER BY c DESC LIMIT 1 -> SELECT MAX(c) ... (ASC -> MIN)"};

class Rule09 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        if (!sql.orderBy) return;
        if (sql.select.size() != 1) return;
        if (sql.select[0].agg != 0) return;
        const std::string direction = sql.orderBy->direction;
        if (!(sql.limit && *sql.limit == "1")) return;
        if (direction != "desc" && direction != "asc") return;
        if (sql.orderBy->units.size() != 1) return;
        ValUnit unit = sql.select[0].valUnit;
        if (!(unit == sql.orderBy->units[0])) return;
        std::vector<FactUse> facts;
        if (env.fixes()) {
            if (!sql.groupBy.empty() || !sql.having.empty()) {
                env.blocked(9, "GROUP BY: the limit picks one group, MAX/MIN is per group");
                env.trace.deviate("rule 9 not with GROUP BY");
                return;
            }
            std::string why;
            const esm_plus::ColUnit* col =
                unit.rank || unit.op != 0 ? nullptr : plainColumn(unit.col1);
            if (!col) {
                why = "the ordered expression is not a plain column whose nullability is known";
            } else {
                TableColumn tc = tableColumnOf(env.facts, col->colId);
                FactUse notNull = env.facts.notNullFact(tc.table, tc.column);
                facts.push_back(notNull);
                if (!notNull.holds)
                    why = tc.table + "." + tc.column +
                          " may be NULL: ORDER BY ... ASC LIMIT 1 returns the NULL, MIN does not";
            }
            if (!why.empty() && env.refuseUnsound(9, why, facts)) return;
        }
        std::string before = env.traceText(
            [&] { return esm_plus::printSelect(sql) + " ... " + esm_plus::printOrderBy(sql); });
        sql::Span span = sql::Span::cover(sql.spans.select, sql.orderBy->span);
        sql.select[0].agg = direction == "desc" ? esm_plus::kAggMax : esm_plus::kAggMin;
        sql.select[0].valUnit = std::move(unit);
        sql.orderBy.reset();
        sql.limit.reset();
        RuleEvent& e = env.fire(9);
        e.spans = {span, sql.spans.limit};
        e.facts = facts;
        e.before = before;
        e.after = env.traceText([&] { return esm_plus::printSelect(sql); });
        e.note = "an empty input gives no row on one side and one NULL row on the other";
    }
};

}  // namespace

const Rule& rule09() {
    static const Rule09 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
