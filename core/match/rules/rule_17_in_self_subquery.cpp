// Rule 17 (docs/metrics/esm-plus.md#rule-17-in-a-subquery-on-the-same-table): `c IN (SELECT c FROM
// t WHERE d)` on the same table <-> `d`.
#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    17, "c IN (SELECT c FROM t WHERE d) = d",
    "On one table, keeping the rows whose c is among the c of the rows meeting d keeps exactly "
    "the rows meeting d when c identifies a row (UNIQUE and NOT NULL). The reference does not "
    "check that: with a repeated c, rows that share a value with a qualifying row come back "
    "too.",
    "reference: the first non-negated IN with a subquery; the subquery's table units equal the "
    "outer ones (sorted); the subquery has a WHERE; its first select item's expression equals "
    "the left operand. No uniqueness check. Bug (fixed): the WHERE lists are spliced wrongly "
    "when the IN is not the last conjunct. fixed: also a plain subquery (no aggregate, GROUP "
    "BY, ORDER BY, LIMIT, set operation). strict: c UNIQUE and NOT NULL, one table, and an OR "
    "in the subquery's WHERE only when the IN is the whole condition.",
    "SELECT X FROM t WHERE c IN (SELECT c FROM t WHERE d) -> SELECT X FROM t WHERE d"};

class Rule17 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        if (sql.where.empty()) return;
        bool found = false;
        size_t idx = 0;
        const size_t units = (sql.where.size() + 1) / 2;
        for (size_t k = 0; k < units; ++k) {
            const CondUnit& cond = unpackCond(sql.where[2 * k]);
            idx = k;
            if (!cond.notOp && cond.op == esm_plus::kOpIn && cond.val1.kind == Value::Kind::Sql) {
                found = true;
                break;
            }
        }
        if (!found) return;
        const CondUnit cond = sql.where[2 * idx].unit;
        const EtmSql& sub = *cond.val1.sql;
        auto evenUnits = [](const std::vector<TableItem>& units) {
            std::vector<TableItem> out;
            for (size_t i = 0; i < units.size(); i += 2)
                out.push_back(units[i]);
            esm_plus::pythonSort(
                out, [](const TableItem& a, const TableItem& b) { return esm_plus::pyLess(a, b); });
            return out;
        };
        if (!(evenUnits(sub.tableUnits) == evenUnits(sql.tableUnits))) return;
        if (sub.where.empty()) return;
        if (!(cond.valUnit == sub.select.at(0).valUnit)) return;

        std::vector<FactUse> facts;
        if (env.fixes()) {
            if (sub.select.size() != 1 || sub.select[0].agg != 0 || !sub.groupBy.empty() ||
                !sub.having.empty() || sub.orderBy || sub.limit || sub.intersect || sub.union_ ||
                sub.except) {
                env.blocked(17, "the subquery is not a plain SELECT c FROM t WHERE d");
                env.trace.deviate("rule 17 guard (plain subquery)");
                return;
            }
            std::string why;
            const esm_plus::ColUnit* c = cond.valUnit.rank || cond.valUnit.op != 0
                                             ? nullptr
                                             : plainColumn(cond.valUnit.col1);
            if (!c) {
                why = "the compared expression is not a plain column";
            } else {
                TableColumn tc = tableColumnOf(env.facts, c->colId);
                FactUse unique = env.facts.uniqueFact(tc.table, tc.column);
                FactUse notNull = env.facts.notNullFact(tc.table, tc.column);
                facts = {unique, notNull};
                if (!unique.holds || !notNull.holds)
                    why = tc.table + "." + tc.column +
                          " does not identify a row (needs UNIQUE and NOT NULL)";
            }
            if (why.empty() && tableCount(sql.tableUnits) != 1) why = "more than one table";
            bool subOr = false;
            for (const CondItem& item : sub.where)
                subOr = subOr || (item.isConnector() && item.connector == "or");
            if (why.empty() && subOr && sql.where.size() > 1)
                why = "the subquery's OR would mix with the outer connectors";
            if (!why.empty() && env.refuseUnsound(17, why, facts)) return;
        }
        std::string before =
            env.traceText([&] { return "WHERE " + esm_plus::printCondition(sql.where); });
        Condition next(sql.where.begin(), sql.where.begin() + static_cast<std::ptrdiff_t>(2 * idx));
        next.insert(next.end(), sub.where.begin(), sub.where.end());
        if (env.fixes()) {
            Condition referenceList = next;
            if (2 * idx + 1 < referenceList.size())
                referenceList.insert(
                    referenceList.end(),
                    referenceList.begin() + static_cast<std::ptrdiff_t>(2 * idx + 1),
                    referenceList.end());
            if (2 * idx + 1 < sql.where.size())
                next.insert(next.end(),
                            sql.where.begin() + static_cast<std::ptrdiff_t>(2 * idx + 1),
                            sql.where.end());
            if (!(referenceList == next)) env.trace.deviate("rule 17 splices the WHERE correctly");
        } else if (2 * idx + 1 < next.size()) {
            // sql['where'] += sql['where'][2*idx+1:] reads the list just built.
            Condition tail(next.begin() + static_cast<std::ptrdiff_t>(2 * idx + 1), next.end());
            next.insert(next.end(), tail.begin(), tail.end());
        }
        sql.where = std::move(next);
        RuleEvent& e = env.fire(17);
        e.spans = {cond.span};
        e.facts = facts;
        e.before = before;
        e.after = env.traceText([&] { return "WHERE " + esm_plus::printCondition(sql.where); });
    }
};

}  // namespace

const Rule& rule17() {
    static const Rule17 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
