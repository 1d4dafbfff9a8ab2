// Rule 12 (docs/metrics/esm-plus.md#rule-12-in-subquery-on-a-key-and-join): `IN (SELECT pk ...)`
// <-> JOIN.
#include <algorithm>

#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    12, "c IN (SELECT pk FROM t1 WHERE d) = JOIN t1",
    "Keeping the rows of t2 whose c2 is among the primary keys of the t1 rows meeting d is "
    "joining t1 on its primary key and filtering by d: every t2 row meets at most one t1 row, "
    "so the join repeats no row. The paper's Case 1: c2 is a foreign key to t1's key.",
    "reference: the first WHERE cond_unit that is a non-negated IN, or any `=`, with a "
    "one-item subquery; the subquery column is in its table's primary key; the outer column's "
    "foreign key references it. Bugs (fixed): a negated `=` stops the search, a scalar `=` is "
    "accepted, composite keys are accepted, the item's aggregate is ignored, no AND is put "
    "before the new ON condition. fixed: IN (or `=` with the subquery's WHERE an equality on a "
    "UNIQUE column), the whole single-column primary key, a plain subquery. strict: the "
    "subquery reads one table, and the IN is a conjunct of an AND-only WHERE.",
    "t2 WHERE t2.c2 IN (SELECT t1.c1 FROM t1 WHERE d) -> t2 JOIN t1 ON t1.c1 = t2.c2 WHERE d"};

ValUnit plainUnit(const std::string& colId) {
    ValUnit unit;
    unit.col1 = Operand::column(esm_plus::ColUnit{0, colId, false, std::nullopt, {}});
    return unit;
}

class Rule12 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    // The fixed guard on one cond_unit: "" when it qualifies.
    std::string fixedGuard(RuleEnv& env, const CondUnit& cond, std::vector<FactUse>& facts) const {
        if (cond.notOp || cond.val1.kind != Value::Kind::Sql) return "not a subquery condition";
        if (cond.op != esm_plus::kOpIn && cond.op != esm_plus::kOpEq) return "not IN or =";
        if (cond.valUnit.rank || cond.valUnit.op != 0) return "left side is not a column";
        const esm_plus::ColUnit* outer = plainColumn(cond.valUnit.col1);
        if (!outer) return "left side is not a plain column";
        const EtmSql& sub = *cond.val1.sql;
        if (sub.select.size() != 1 || sub.select[0].agg != 0 || sub.select[0].valUnit.rank ||
            sub.select[0].valUnit.op != 0)
            return "the subquery does not select one plain column";
        const esm_plus::ColUnit* inner = plainColumn(sub.select[0].valUnit.col1);
        if (!inner || inner->distinct) return "the subquery does not select one plain column";
        if (!sub.groupBy.empty() || !sub.having.empty() || sub.orderBy || sub.limit ||
            sub.intersect || sub.union_ || sub.except)
            return "the subquery has GROUP BY, ORDER BY, LIMIT or a set operation";
        TableColumn ic = tableColumnOf(env.facts, inner->colId);
        TableColumn oc = tableColumnOf(env.facts, outer->colId);
        FactUse pk = env.facts.primaryKeyFact(ic.table, ic.column);
        facts.push_back(pk);
        if (!pk.holds || env.facts.primaryKeyCount(ic.table) != 1)
            return ic.table + "." + ic.column + " is not the whole single-column primary key";
        FactUse fk = env.facts.foreignKeyFact(oc.table, oc.column, ic.table + "." + ic.column);
        facts.push_back(fk);
        if (!fk.holds) return oc.table + "." + oc.column + " is not a foreign key to it";
        if (cond.op == esm_plus::kOpEq) {
            bool uniqueEquality = false;
            if (sub.where.size() == 1 && !sub.where[0].isConnector()) {
                const CondUnit& d = sub.where[0].unit;
                const esm_plus::ColUnit* c =
                    d.valUnit.rank || d.valUnit.op != 0 ? nullptr : plainColumn(d.valUnit.col1);
                if (!d.notOp && d.op == esm_plus::kOpEq && c) {
                    TableColumn dc = tableColumnOf(env.facts, c->colId);
                    uniqueEquality = env.facts.unique(dc.table, dc.column);
                    facts.push_back(env.facts.uniqueFact(dc.table, dc.column));
                }
            }
            if (!uniqueEquality)
                return "`= (subquery)` needs the subquery's WHERE to be an equality on a UNIQUE "
                       "column";
        }
        return {};
    }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        if (sql.where.empty()) return;
        // The reference's pick: the first (non-negated IN) or `=`; else the last one.
        size_t pick = 0;
        size_t units = (sql.where.size() + 1) / 2;
        for (size_t k = 0; k < units; ++k) {
            pick = k;
            const CondUnit& cond = unpackCond(sql.where[2 * k]);
            if ((!cond.notOp && cond.op == esm_plus::kOpIn) || cond.op == esm_plus::kOpEq) break;
        }
        if (!env.fixes()) {
            referenceRewrite(env, sql, pick);
            return;
        }
        // fixed: the first cond_unit meeting the fixed guard.
        std::vector<FactUse> facts;
        std::string lastWhy;
        for (size_t k = 0; k < units; ++k) {
            const CondItem& item = sql.where[2 * k];
            if (item.isConnector()) continue;
            std::vector<FactUse> candidate;
            std::string why = fixedGuard(env, item.unit, candidate);
            if (!why.empty()) {
                if (item.unit.val1.kind == Value::Kind::Sql && !candidate.empty()) {
                    RuleEvent& e = env.blocked(12, why);
                    e.facts = candidate;
                    e.spans = {item.unit.span};
                }
                continue;
            }
            if (k != pick)
                env.trace.deviate("rule 12 guard (IN, single-column key, plain subquery)");
            fixedRewrite(env, sql, k, candidate);
            return;
        }
        // The reference might have fired on its pick.
        if (!env.attributeDeviations) return;
        try {
            EtmSql copy = sql;
            esm_plus::RuleTrace scratch;
            RuleEnv probe = env.probe(EsmPlusMode::Reference, env.facts, scratch);
            referenceRewrite(probe, copy, pick);
            if (!scratch.events.empty())
                env.trace.deviate("rule 12 guard (IN, single-column key, plain subquery)");
        } catch (const esm_plus::PyError&) {
            env.trace.deviate("rule 12 guard (IN, single-column key, plain subquery)");
        }
    }

    void referenceRewrite(RuleEnv& env, EtmSql& sql, size_t idx) const {
        const CondUnit cond = unpackCond(sql.where[2 * idx]);
        unpackValUnit(cond.valUnit);
        if (!((cond.op == esm_plus::kOpEq || cond.op == esm_plus::kOpIn) && !cond.notOp &&
              cond.val1.kind == Value::Kind::Sql && cond.val1.sql->select.size() == 1))
            return;
        const EtmSql& sub = *cond.val1.sql;
        const ValUnit& subUnit = sub.select[0].valUnit;
        unpackValUnit(subUnit);
        if (subUnit.col2) return;
        std::string subId = operandItem1(subUnit.col1);
        TableColumn sc = splitStripped(subId);
        if (!env.facts.primaryKey(sc.table, sc.column)) {
            RuleEvent& e = env.blocked(12, sc.table + "." + sc.column + " is not a primary key");
            e.facts = {env.facts.primaryKeyFact(sc.table, sc.column)};
            e.spans = {cond.span};
            return;
        }
        std::string outerId = operandItem1(cond.valUnit.col1);
        std::vector<std::string> outerParts = esm_plus::pySplit(outerId, '.');
        std::string outerTable = esm_plus::pyStrip(outerParts[0], "_");
        if (outerParts.size() < 2) {
            env.facts.schema().table(outerTable);
            esm_plus::raiseIndexError();
        }
        std::string outerColumn = esm_plus::pyStrip(outerParts[1], "_");
        const std::string* fk = env.facts.foreignKey(outerTable, outerColumn);
        if (!fk || *fk != esm_plus::pyStrip(subId, "_")) {
            RuleEvent& e =
                env.blocked(12, outerTable + "." + outerColumn + " is not a foreign key to " +
                                    sc.table + "." + sc.column);
            e.facts = {
                env.facts.primaryKeyFact(sc.table, sc.column),
                env.facts.foreignKeyFact(outerTable, outerColumn, sc.table + "." + sc.column)};
            e.spans = {cond.span};
            return;
        }
        std::string before = env.traceText([&] {
            return esm_plus::printFrom(sql) + " WHERE " + esm_plus::printCondition(sql.where);
        });
        std::vector<std::string> ids{subId, outerId};
        std::sort(ids.begin(), ids.end());
        CondUnit on;
        on.op = esm_plus::kOpEq;
        on.valUnit = plainUnit(ids[0]);
        on.val1 = Value::ofValUnit(plainUnit(ids[1]));
        sql.fromConds.push_back(CondItem::of(std::move(on)));
        if (!sub.fromConds.empty()) {
            sql.fromConds.push_back(CondItem::conn("and"));
            sql.fromConds.insert(sql.fromConds.end(), sub.fromConds.begin(), sub.fromConds.end());
        }
        TableItem join;
        join.kind = TableItem::Kind::Join;
        join.text = "join";
        sql.tableUnits.push_back(join);
        sql.tableUnits.insert(sql.tableUnits.end(), sub.tableUnits.begin(), sub.tableUnits.end());
        Condition subWhere = sub.where;
        sql.where.erase(sql.where.begin() + static_cast<std::ptrdiff_t>(2 * idx));
        sql.where.insert(sql.where.begin() + static_cast<std::ptrdiff_t>(2 * idx), subWhere.begin(),
                         subWhere.end());
        RuleEvent& e = env.fire(12);
        e.spans = {cond.span};
        e.facts = {env.facts.primaryKeyFact(sc.table, sc.column),
                   env.facts.foreignKeyFact(outerTable, outerColumn, sc.table + "." + sc.column)};
        e.before = before;
        e.after = env.traceText([&] {
            return esm_plus::printFrom(sql) + " WHERE " + esm_plus::printCondition(sql.where);
        });
    }

    void fixedRewrite(RuleEnv& env, EtmSql& sql, size_t k,
                      const std::vector<FactUse>& facts) const {
        const CondUnit cond = sql.where[2 * k].unit;
        const EtmSql& sub = *cond.val1.sql;
        // strict: one table in the subquery; the IN a conjunct of an AND-only WHERE.
        std::string why;
        if (tableCount(sub.tableUnits) != 1) why = "the subquery's join can repeat rows";
        for (const CondItem& item : sql.where)
            if (item.isConnector() && item.connector != "and")
                why = "the WHERE has OR: the join drops rows the other branch keeps";
        for (const CondItem& item : sub.where)
            if (item.isConnector() && item.connector != "and" && sql.where.size() > 1)
                why = "the subquery's OR would mix with the outer connectors";
        if (!why.empty() && env.refuseUnsound(12, why, facts)) return;

        std::string before = env.traceText([&] {
            return esm_plus::printFrom(sql) + " WHERE " + esm_plus::printCondition(sql.where);
        });
        const std::string subId = sub.select[0].valUnit.col1.col.colId;
        const std::string outerId = cond.valUnit.col1.col.colId;
        std::vector<std::string> ids{subId, outerId};
        std::sort(ids.begin(), ids.end());
        CondUnit on;
        on.op = esm_plus::kOpEq;
        on.valUnit = plainUnit(ids[0]);
        on.val1 = Value::ofValUnit(plainUnit(ids[1]));
        if (!sql.fromConds.empty()) {
            sql.fromConds.push_back(CondItem::conn("and"));
            env.trace.deviate("rule 12 AND before the new ON condition");
        }
        sql.fromConds.push_back(CondItem::of(std::move(on)));
        if (!sub.fromConds.empty()) {
            sql.fromConds.push_back(CondItem::conn("and"));
            sql.fromConds.insert(sql.fromConds.end(), sub.fromConds.begin(), sub.fromConds.end());
        }
        TableItem join;
        join.kind = TableItem::Kind::Join;
        join.text = "join";
        sql.tableUnits.push_back(join);
        sql.tableUnits.insert(sql.tableUnits.end(), sub.tableUnits.begin(), sub.tableUnits.end());
        Condition subWhere = sub.where;
        size_t at = 2 * k;
        sql.where.erase(sql.where.begin() + static_cast<std::ptrdiff_t>(at));
        if (subWhere.empty()) {
            // Drop one adjacent connector too.
            if (at < sql.where.size() && sql.where[at].isConnector()) {
                sql.where.erase(sql.where.begin() + static_cast<std::ptrdiff_t>(at));
            } else if (at > 0 && sql.where[at - 1].isConnector()) {
                sql.where.erase(sql.where.begin() + static_cast<std::ptrdiff_t>(at - 1));
            }
            if (!sql.where.empty()) env.trace.deviate("rule 12 keeps the WHERE well formed");
        } else {
            sql.where.insert(sql.where.begin() + static_cast<std::ptrdiff_t>(at), subWhere.begin(),
                             subWhere.end());
        }
        RuleEvent& e = env.fire(12);
        e.spans = {cond.span};
        e.facts = facts;
        e.before = before;
        e.after = env.traceText([&] {
            return esm_plus::printFrom(sql) + " WHERE " + esm_plus::printCondition(sql.where);
        });
    }
};

}  // namespace

const Rule& rule12() {
    static const Rule12 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
