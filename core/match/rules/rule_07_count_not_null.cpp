// Rule 7 (docs/metrics/esm-plus.md#rule-7-count-of-a-column-and-count-star): `COUNT(c)` <->
// `COUNT(*)` when c is NOT NULL.
#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

#include <algorithm>

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    7, "COUNT(c) = COUNT(*) for NOT NULL c",
    "COUNT(c) counts the rows where c is not NULL; when c is NOT NULL that is every row, "
    "which is COUNT(*). Applied to select items, HAVING left operands, ORDER BY keys and "
    "GROUP BY columns. The paper reports it as the most useful rule for GPT-based models.",
    "reference: NOT NULL(c), c plain and not DISTINCT; a COUNT(DISTINCT ...) stops the scan of "
    "the remaining items of that clause (fixed: skipped instead). strict: c's table is not on "
    "the optional side of an outer join.",
    "COUNT(c) -> COUNT(*)"};

class Rule07 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    // Whether COUNT(colId) may become COUNT(*); records the event.
    bool countable(RuleEnv& env, const std::string& colId, sql::Span span, bool afterStop,
                   std::string before, std::string after) const {
        const std::string& key = keyOfId(env.facts, colId);
        if (key == "*" || key == "__all__") return false;
        TableColumn tc = tableColumnOf(env.facts, colId);
        FactUse notNull = env.facts.notNullFact(tc.table, tc.column);
        if (!notNull.holds) {
            RuleEvent& e = env.blocked(
                7, "count(" + tc.table + "." + tc.column + ") kept: the column may be NULL");
            e.facts = {notNull};
            e.spans = {span};
            return false;
        }
        if (env.fixes()) {
            std::vector<std::string> optional =
                env.fromTables ? optionalTables(*env.fromTables) : std::vector<std::string>{};
            if (std::find(optional.begin(), optional.end(), "__" + tc.table + "__") !=
                    optional.end() &&
                env.refuseUnsound(7,
                                  tc.table + " is on the optional side of an outer join: " +
                                      tc.column + " is NULL there",
                                  {notNull}))
                return false;
            if (afterStop) env.trace.deviate("rule 7 scan continues after COUNT(DISTINCT)");
        }
        RuleEvent& e = env.fire(7);
        e.spans = {span};
        e.facts = {notNull};
        if (env.traceTexts) {
            e.before = std::move(before);
            e.after = std::move(after);
        }
        return true;
    }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        // select items: (3, (0, (0, c, False, t), None))
        bool stopped = false;
        for (esm_plus::SelectItem& item : sql.select) {
            if (item.agg != esm_plus::kAggCount) continue;
            unpackValUnit(item.valUnit);
            if (item.valUnit.col2) esm_plus::raiseAssertion("Rule 7: Unit Operation Error");
            if (item.valUnit.op != 0) continue;
            if (!item.valUnit.col1.isColumn()) continue;
            const esm_plus::ColUnit& col = item.valUnit.col1.col;
            if (col.distinct) {
                if (!env.fixes()) break;
                stopped = true;
                continue;
            }
            if (col.agg != 0) continue;
            ValUnit star;
            star.col1 = Operand::column(esm_plus::ColUnit{0, "__all__", false, std::nullopt, {}});
            if (countable(env, col.colId, item.span, stopped, env.traceText([&] {
                    return "count(" + esm_plus::printColUnit(col) + ")";
                }),
                          "count(*)")) {
                sql::Span span = item.span;
                item = esm_plus::SelectItem{esm_plus::kAggCount, std::move(star), span};
            }
        }
        stopped = false;
        for (Operand& col : sql.groupBy) {
            if (!col.isColumn()) continue;
            if (col.col.distinct) {
                if (!env.fixes()) break;
                stopped = true;
                continue;
            }
            if (col.col.agg != esm_plus::kAggCount) continue;
            if (countable(env, col.col.colId, col.col.span, stopped,
                          env.traceText([&] { return esm_plus::printColUnit(col.col); }),
                          "count(*)")) {
                col.col.colId = "__all__";
                col.col.timers.reset();
            }
        }
        stopped = false;
        for (CondItem& item : sql.having) {
            if (item.isConnector()) continue;
            CondUnit& cond = item.unit;
            unpackValUnit(cond.valUnit);
            if (cond.valUnit.op != 0) continue;
            if (cond.valUnit.col2) esm_plus::raiseAssertion("Rule 7: Unit Operation Error");
            if (!cond.valUnit.col1.isColumn()) continue;
            esm_plus::ColUnit& col = cond.valUnit.col1.col;
            if (col.distinct) {
                if (!env.fixes()) break;
                stopped = true;
                continue;
            }
            if (col.agg != esm_plus::kAggCount) continue;
            if (countable(env, col.colId, cond.span, stopped,
                          env.traceText([&] { return esm_plus::printColUnit(col); }), "count(*)")) {
                col.colId = "__all__";  // timers kept, as the reference does
                cond.valUnit.col2.reset();
            }
        }
        if (sql.orderBy) {
            stopped = false;
            for (ValUnit& unit : sql.orderBy->units) {
                unpackValUnit(unit);
                if (unit.op != 0) continue;
                if (unit.col2) esm_plus::raiseAssertion("Rule 7: Unit Operation Error");
                if (!unit.col1.isColumn()) continue;
                esm_plus::ColUnit& col = unit.col1.col;
                if (col.distinct) {
                    if (!env.fixes()) break;
                    stopped = true;
                    continue;
                }
                if (col.agg != esm_plus::kAggCount) continue;
                if (countable(env, col.colId, unit.span, stopped,
                              env.traceText([&] { return esm_plus::printColUnit(col); }),
                              "count(*)")) {
                    col.colId = "__all__";
                    col.timers.reset();
                    unit.col2.reset();
                }
            }
        }
    }
};

}  // namespace

const Rule& rule07() {
    static const Rule07 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
