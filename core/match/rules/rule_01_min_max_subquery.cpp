// Rule 1 (docs/metrics/esm-plus.md#rule-1-min-or-max-subquery-and-order-by-limit-1): `c = (SELECT
// MIN/MAX(c) FROM t)` <-> `ORDER BY c ASC/DESC LIMIT 1`.
#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    1, "c = (SELECT MIN/MAX(c)) = ORDER BY c LIMIT 1",
    "Selecting the rows whose c equals the subquery's minimum (maximum) of c gives the row "
    "with the smallest (largest) c, which is what ORDER BY c ASC (DESC) LIMIT 1 returns, "
    "provided no two rows share that value: c must be UNIQUE.",
    "reference: WHERE is one non-negated `=` against a one-item subquery whose column equals "
    "the left column, no ORDER BY, UNIQUE(c); aggregate, subquery FROM/WHERE not checked and "
    "the direction is always ASC. fixed: the subquery is exactly SELECT MIN|MAX(c) FROM t on "
    "the outer query's single table t, no WHERE/GROUP BY there, no LIMIT outside; the "
    "direction follows the aggregate. strict: also NOT NULL(c).",
    "WHERE c = (SELECT MIN(c) FROM t) -> ORDER BY c ASC LIMIT 1 (MAX -> DESC)"};

bool singleTable(const std::vector<TableItem>& units, std::string& id) {
    if (units.size() != 1 || units[0].kind != TableItem::Kind::Table) return false;
    id = units[0].text;
    return true;
}

class Rule01 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        if (sql.where.size() != 1) return;
        const CondUnit& cond = unpackCond(sql.where[0]);
        if (sql.orderBy) return;
        if (cond.op != esm_plus::kOpEq) return;
        if (cond.notOp) return;
        if (cond.val1.kind != Value::Kind::Sql) return;
        const EtmSql& sub = *cond.val1.sql;
        if (sub.select.size() != 1) return;
        const esm_plus::SelectItem& item = sub.select[0];
        unpackValUnit(item.valUnit);
        if (truthy(item.valUnit.col2)) return;
        if (cond.valUnit.rank) throw esm_plus::PyError{"KeyError: 0"};
        if (cond.valUnit.op != 0) return;
        if (!(cond.valUnit.col1 == item.valUnit.col1)) return;
        std::string colId = operandItem1(item.valUnit.col1);
        auto key = env.facts.schema().keyOfId.find(colId);
        if (key == env.facts.schema().keyOfId.end()) return;
        if (key->second == "*" || key->second == "__all__") return;
        TableColumn tc = tableColumnOf(env.facts, colId);
        FactUse unique = env.facts.uniqueFact(tc.table, tc.column);
        if (!unique.holds) {
            env.blocked(1, "the column is not UNIQUE (ties would all match)").facts = {unique};
            return;
        }

        bool descending = false;
        if (env.fixes()) {
            std::string outerTable, subTable;
            std::string why;
            if (item.agg != esm_plus::kAggMin && item.agg != esm_plus::kAggMax) {
                why = "the subquery does not select MIN(c) or MAX(c)";
            } else if (!singleTable(sql.tableUnits, outerTable) ||
                       !singleTable(sub.tableUnits, subTable) || outerTable != subTable) {
                why = "the subquery does not read the outer query's single table";
            } else if (!sub.where.empty() || !sub.groupBy.empty() || !sub.having.empty() ||
                       sub.orderBy || sub.limit || sub.intersect || sub.union_ || sub.except) {
                why = "the subquery has WHERE, GROUP BY, ORDER BY, LIMIT or a set operation";
            } else if (sql.limit) {
                why = "the outer query has a LIMIT";
            }
            if (!why.empty()) {
                env.blocked(1, why).facts = {unique};
                env.trace.deviate("rule 1 guard (subquery is MIN/MAX(c) FROM t)");
                return;
            }
            descending = item.agg == esm_plus::kAggMax;
            if (descending) env.trace.deviate("rule 1 direction follows MAX");
            FactUse notNull = env.facts.notNullFact(tc.table, tc.column);
            if (!notNull.holds &&
                env.refuseUnsound(1, "c may be NULL: ORDER BY c ASC LIMIT 1 returns a NULL row",
                                  {unique, notNull}))
                return;
        }

        sql::Span condSpan = cond.span;
        std::string before =
            env.traceText([&] { return "WHERE " + esm_plus::printCondition(sql.where); });
        sql.where.clear();
        esm_plus::OrderBy order;
        order.direction = descending ? "desc" : "asc";
        ValUnit key1;
        key1.col1 = Operand::column(esm_plus::ColUnit{0, colId, false, std::nullopt, {}});
        order.units.push_back(std::move(key1));
        sql.orderBy = std::move(order);
        sql.limit = "1";
        RuleEvent& e = env.fire(1);
        e.spans = {condSpan};
        e.facts = {unique};
        e.before = before;
        e.after = env.traceText([&] { return esm_plus::printOrderBy(sql); });
    }
};

}  // namespace

const Rule& rule01() {
    static const Rule01 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
