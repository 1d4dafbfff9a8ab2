// Rule 6 (docs/metrics/esm-plus.md#rule-6-not-in-and-except): `NOT IN (subquery)` <-> `EXCEPT`.
#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    6, "NOT IN (q) = EXCEPT q",
    "SELECT c FROM t WHERE c NOT IN (q) keeps the values of c that q does not return; when c "
    "is UNIQUE and NOT NULL those are exactly the rows of SELECT c FROM t EXCEPT q.",
    "reference: one plain select column c, NOT NULL and UNIQUE; WHERE is exactly `c NOT IN "
    "(subquery)`; no EXCEPT already. strict: q's output column is NOT NULL (one NULL in q makes "
    "NOT IN return no row while EXCEPT still returns rows) and the FROM is one table.",
    "SELECT c FROM t WHERE c NOT IN (q) -> SELECT c FROM t EXCEPT q"};

class Rule06 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        if (sql.select.size() != 1) return;
        const esm_plus::SelectItem& item = sql.select[0];
        if (item.agg != 0) return;
        unpackValUnit(item.valUnit);
        if (item.valUnit.op != 0) return;
        if (!item.valUnit.col1.isColumn()) return;
        const std::string colId = item.valUnit.col1.col.colId;
        const std::string& col = keyOfId(env.facts, colId);
        if (col == "*" || col == "__all__") return;
        TableColumn tc = tableColumnOf(env.facts, colId);
        FactUse notNull = env.facts.notNullFact(tc.table, tc.column);
        FactUse unique = env.facts.uniqueFact(tc.table, tc.column);
        bool factsHold = notNull.holds && unique.holds;
        // The reference checks the facts first and returns; the shape is then
        // only looked at (without its exceptions) to record what blocked it.
        auto shape = [&]() -> bool {
            if (sql.where.empty()) return false;
            if (sql.except) return false;
            if (sql.where.size() != 1) return false;
            const CondUnit& cond = unpackCond(sql.where[0]);
            unpackValUnit(cond.valUnit);
            if (cond.valUnit.op != 0) return false;
            if (!cond.valUnit.col1.isColumn()) return false;
            const std::string& whereCol = keyOfId(env.facts, cond.valUnit.col1.col.colId);
            if (whereCol == "*" || whereCol == "__all__") return false;
            if (col != whereCol) return false;
            if (!cond.notOp) return false;
            if (cond.op != esm_plus::kOpIn) return false;
            if (!cond.val2.isNone()) return false;
            return cond.val1.kind == Value::Kind::Sql;
        };
        if (!factsHold) {
            bool matched = false;
            try {
                matched = shape();
            } catch (const esm_plus::PyError&) {
            }
            if (matched)
                env.blocked(6, "the column must be NOT NULL and UNIQUE").facts = {notNull, unique};
            return;
        }
        if (!shape()) return;
        const CondUnit& cond = sql.where[0].unit;
        const EtmSqlPtr subquery = cond.val1.sql;
        std::vector<FactUse> facts{notNull, unique};
        if (env.fixes()) {
            std::string why;
            const esm_plus::ColUnit* out = nullptr;
            if (subquery->select.size() == 1 && subquery->select[0].agg == 0 &&
                !subquery->select[0].valUnit.rank && subquery->select[0].valUnit.op == 0)
                out = plainColumn(subquery->select[0].valUnit.col1);
            if (!out) {
                why = "q's output column is not a plain column whose nullability is known";
            } else {
                TableColumn qc = tableColumnOf(env.facts, out->colId);
                FactUse qNotNull = env.facts.notNullFact(qc.table, qc.column);
                facts.push_back(qNotNull);
                if (!qNotNull.holds)
                    why = qc.table + "." + qc.column +
                          " may be NULL: NOT IN then returns no row, EXCEPT still does";
            }
            if (why.empty() && tableCount(sql.tableUnits) != 1)
                why = "a join can repeat rows, which EXCEPT removes";
            if (!why.empty() && env.refuseUnsound(6, why, facts)) return;
        }
        sql::Span span = cond.span;
        std::string before =
            env.traceText([&] { return "WHERE " + esm_plus::printCondition(sql.where); });
        sql.except = subquery;
        sql.where.clear();
        RuleEvent& e = env.fire(6);
        e.spans = {span};
        e.facts = facts;
        e.before = before;
        e.after = env.traceText([&] { return "EXCEPT " + esm_plus::printSql(*subquery); });
    }
};

}  // namespace

const Rule& rule06() {
    static const Rule06 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
