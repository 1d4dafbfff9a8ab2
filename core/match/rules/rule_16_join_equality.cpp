// Rule 16 (docs/metrics/esm-plus.md#rule-16-join-equality-substitution): join-equality column
// substitution.
#include <algorithm>

#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

using esm_plus::ColUnit;

const RuleInfo kInfo{
    16, "a = b in ON: a and b are interchangeable",
    "After an inner join on a = b every row has equal a and b, so the query may name either "
    "one: every reference to a column of an ON equality class is replaced by the class's "
    "smallest column id. The join also lets facts flow: if one member is NOT NULL (UNIQUE), "
    "the reference marks all members NOT NULL (UNIQUE) for the rest of the (sub)query; the "
    "UNIQUE propagation is unsound (owners.owner_id = dogs.owner_id does not make "
    "dogs.owner_id unique).",
    "reference: ON equalities between plain columns; join kind not checked (unsound for outer "
    "joins); only the left operand of WHERE/HAVING cond_units is substituted, and a select "
    "item with two substituted operands keeps only the last substitution. fixed: every "
    "operand substituted. strict: inner joins only; NOT NULL propagated, UNIQUE never.",
    "T2.c -> T1.c when ON T1.c = T2.c (the smaller id represents the class)"};

using Classes = std::vector<std::vector<std::string>>;

// The ON equality classes, as networkx connected_components + sorted().
Classes equalityClasses(const EtmSql& sql) {
    std::vector<std::pair<std::string_view, std::string_view>> edges;  // into `sql`
    for (size_t i = 0; i < sql.fromConds.size(); i += 2) {
        const CondUnit& c = unpackCond(sql.fromConds[i]);
        unpackValUnit(c.valUnit);
        const ValUnit* right = unpackValue3(c.val1);
        if (!c.val2.isNone()) continue;
        if (c.op != esm_plus::kOpEq) continue;
        if (c.valUnit.op != 0) continue;
        if (!c.valUnit.col1.isColumn()) continue;
        const ColUnit& a = c.valUnit.col1.col;
        if (a.agg != 0 || a.distinct || (a.timers && !a.timers->empty())) continue;
        if (!right || !right->col1.isColumn()) continue;
        const ColUnit& b = right->col1.col;
        if (b.agg != 0 || b.distinct || (b.timers && !b.timers->empty())) continue;
        edges.emplace_back(a.colId, b.colId);
    }
    // Union-find over the distinct column ids; a class is the sorted ids of
    // one connected component, and the classes are sorted.
    std::vector<std::string_view> nodes;
    nodes.reserve(edges.size() * 2);
    for (const auto& [a, b] : edges) {
        nodes.push_back(a);
        nodes.push_back(b);
    }
    std::sort(nodes.begin(), nodes.end());
    nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
    auto indexOf = [&](std::string_view id) {
        return static_cast<size_t>(std::lower_bound(nodes.begin(), nodes.end(), id) -
                                   nodes.begin());
    };
    std::vector<size_t> parent(nodes.size());
    for (size_t i = 0; i < parent.size(); ++i)
        parent[i] = i;
    auto find = [&](size_t x) {
        while (parent[x] != x)
            x = parent[x] = parent[parent[x]];
        return x;
    };
    for (const auto& [a, b] : edges) {
        size_t ra = find(indexOf(a)), rb = find(indexOf(b));
        if (ra != rb) parent[ra] = rb;
    }
    std::vector<std::vector<std::string>> byRoot(nodes.size());
    for (size_t i = 0; i < nodes.size(); ++i)
        byRoot[find(i)].emplace_back(nodes[i]);  // in sorted order
    Classes classes;
    for (std::vector<std::string>& members : byRoot)
        if (!members.empty()) classes.push_back(std::move(members));
    std::sort(classes.begin(), classes.end());
    return classes;
}

const std::vector<std::string>* classOf(const Classes& classes, const std::string& id) {
    for (const auto& j : classes)
        if (std::find(j.begin(), j.end(), id) != j.end()) return &j;
    return nullptr;
}

void propagate(RuleEnv& env, const Classes& classes, bool uniqueToo) {
    for (const auto& j : classes) {
        // (table, column) of every member, read once, in the class's order
        // (the order the reference first reads them in, so a member it
        // cannot read raises the same error).
        std::vector<TableColumn> members;
        members.reserve(j.size());
        for (const std::string& col : j)
            members.push_back(tableColumnOf(env.facts, col));
        for (size_t k = 0; k < members.size(); ++k) {
            // The reference reuses its loop variable: after the NOT NULL
            // loop, `tc` is the class's last member.
            const TableColumn* tc = &members[k];
            if (env.facts.notNull(tc->table, tc->column)) {
                std::string via = tc->table + "." + tc->column;
                for (const TableColumn& other : members)
                    env.facts.addNotNull(other.table, other.column, via);
                tc = &members.back();
            }
            if (!uniqueToo && env.facts.unique(tc->table, tc->column)) {
                for (const TableColumn& other : members)
                    env.facts.suppressUnique(other.table, other.column);
            }
            if (uniqueToo && env.facts.unique(tc->table, tc->column)) {
                std::string via = tc->table + "." + tc->column;
                for (const TableColumn& other : members)
                    env.facts.addUnique(other.table, other.column, via);
            }
        }
    }
}

bool rule2(RuleEnv& env, const std::string& colId, bool distinct, sql::Span span) {
    if (!env.active.has(2)) return distinct;
    return env.registry.rule(2).columnDistinct(env, colId, distinct, span);
}

// The substituted col_unit: (agg, representative, fixRule2col(distinct), None).
ColUnit substitute(RuleEnv& env, const ColUnit& col, const std::vector<std::string>& j) {
    ColUnit out;
    out.agg = col.agg;
    out.colId = j[0];
    out.distinct = rule2(env, j[0], col.distinct, col.span);
    out.span = col.span;
    return out;
}

void record(RuleEnv& env, const ColUnit& before, const ColUnit& after, bool onlyIfChanged) {
    bool changed = !(before == after);
    if (onlyIfChanged && !changed) return;
    RuleEvent& e = env.fire(16, true, changed);
    e.spans = {before.span};
    e.before = env.traceText([&] { return esm_plus::printColUnit(before); });
    e.after = env.traceText([&] { return esm_plus::printColUnit(after); });
}

void referenceSubstitute(RuleEnv& env, EtmSql& sql, const Classes& classes) {
    for (esm_plus::SelectItem& item : sql.select) {
        if (item.valUnit.rank) continue;
        const Operand cu1 = item.valUnit.col1;
        const std::optional<Operand> cu2 = item.valUnit.col2;
        for (const auto& j : classes) {
            if (std::find(j.begin(), j.end(), operandItem1(cu1)) != j.end()) {
                ColUnit next = substitute(env, cu1.col, j);
                record(env, cu1.col, next, false);
                item.valUnit.col1 = Operand::column(next);
                item.valUnit.col2 = cu2;
            }
            if (truthy(cu2) && std::find(j.begin(), j.end(), operandItem1(*cu2)) != j.end()) {
                ColUnit next = substitute(env, cu2->col, j);
                record(env, cu2->col, next, false);
                item.valUnit.col1 = cu1;
                item.valUnit.col2 = Operand::column(next);
            }
        }
    }
    for (Condition* list : {&sql.where, &sql.having}) {
        const size_t units = (list->size() + 1) / 2;
        for (size_t k = 0; k < units; ++k) {
            const CondUnit cond = unpackCond((*list)[2 * k]);
            unpackValUnit(cond.valUnit);
            const Operand& cu1 = cond.valUnit.col1;
            for (const auto& j : classes) {
                if (std::find(j.begin(), j.end(), operandItem1(cu1)) != j.end()) {
                    ColUnit next = substitute(env, cu1.col, j);
                    record(env, cu1.col, next, false);
                    CondUnit updated = cond;
                    updated.valUnit.col1 = Operand::column(next);
                    (*list)[2 * k].unit = std::move(updated);
                }
                // `if col_unit2 in j` compares a tuple with strings: never true.
            }
        }
    }
    for (Operand& col : sql.groupBy) {
        const Operand original = col;
        for (const auto& j : classes) {
            if (std::find(j.begin(), j.end(), operandItem1(original)) != j.end()) {
                ColUnit next = substitute(env, original.col, j);
                record(env, original.col, next, false);
                col = Operand::column(next);
            }
        }
    }
    if (sql.orderBy) {
        for (ValUnit& unit : sql.orderBy->units) {
            unpackValUnit(unit);
            const Operand cu1 = unit.col1;
            const std::optional<Operand> cu2 = unit.col2;
            for (const auto& j : classes) {
                if (std::find(j.begin(), j.end(), operandItem1(cu1)) != j.end()) {
                    ColUnit next = substitute(env, cu1.col, j);
                    record(env, cu1.col, next, false);
                    unit.col1 = Operand::column(next);
                    unit.col2 = cu2;
                }
                if (truthy(cu2) && std::find(j.begin(), j.end(), operandItem1(*cu2)) != j.end()) {
                    ColUnit next = substitute(env, cu2->col, j);
                    record(env, cu2->col, next, false);
                    unit.col1 = cu1;
                    unit.col2 = Operand::column(next);
                }
            }
        }
    }
}

void fixedOperand(RuleEnv& env, Operand& o, const Classes& classes) {
    if (!o.isColumn()) return;
    if (const auto* j = classOf(classes, o.col.colId)) {
        ColUnit next = substitute(env, o.col, *j);
        next.timers = o.col.timers;
        record(env, o.col, next, true);
        o = Operand::column(std::move(next));
    }
}

void fixedUnit(RuleEnv& env, ValUnit& unit, const Classes& classes) {
    if (unit.rank) return;
    fixedOperand(env, unit.col1, classes);
    if (unit.col2) fixedOperand(env, *unit.col2, classes);
}

void fixedValue(RuleEnv& env, Value& value, const Classes& classes) {
    if (value.kind != Value::Kind::ValUnit) return;
    ValUnit unit = *value.valUnit;
    fixedUnit(env, unit, classes);
    value.valUnit = std::make_shared<const ValUnit>(std::move(unit));
}

void fixedSubstitute(RuleEnv& env, EtmSql& sql, const Classes& classes) {
    for (esm_plus::SelectItem& item : sql.select)
        fixedUnit(env, item.valUnit, classes);
    for (Condition* list : {&sql.where, &sql.having}) {
        for (CondItem& item : *list) {
            if (item.isConnector()) continue;
            fixedUnit(env, item.unit.valUnit, classes);
            fixedValue(env, item.unit.val1, classes);
            fixedValue(env, item.unit.val2, classes);
        }
    }
    for (Operand& col : sql.groupBy)
        fixedOperand(env, col, classes);
    if (sql.orderBy)
        for (ValUnit& unit : sql.orderBy->units)
            fixedUnit(env, unit, classes);
}

void referenceRule(RuleEnv& env, EtmSql& sql) {
    if (sql.fromConds.empty()) return;
    Classes classes = equalityClasses(sql);
    propagate(env, classes, true);
    referenceSubstitute(env, sql, classes);
}

class Rule16 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        if (!env.fixes()) {
            referenceRule(env, sql);
            return;
        }
        if (sql.fromConds.empty()) return;
        std::optional<EtmSql> reference;
        if (env.attributeDeviations) try {
                EtmSql copy = sql;
                QueryFacts facts = env.facts;
                esm_plus::RuleTrace scratch;
                RuleEnv probe = env.probe(EsmPlusMode::Reference, facts, scratch);
                referenceRule(probe, copy);
                reference = std::move(copy);
            } catch (const esm_plus::PyError&) {
            }
        Classes classes;
        try {
            classes = equalityClasses(sql);
        } catch (const esm_plus::PyError&) {
            env.trace.deviate("rule 16 does not crash on an ON condition it cannot read");
            return;
        }
        if (classes.empty()) return;
        if (env.fromTables && !onlyInnerJoins(*env.fromTables)) {
            bool substitutes = false;
            EtmSql copy = sql;
            esm_plus::RuleTrace scratch;
            QueryFacts facts = env.facts;
            RuleEnv probe = env.probe(EsmPlusMode::Fixed, facts, scratch);
            fixedSubstitute(probe, copy, classes);
            substitutes = !(copy == sql);
            if (substitutes &&
                env.refuseUnsound(16,
                                  "an outer join: its optional side is NULL where the other "
                                  "side is not")) {
                if (env.attributeDeviations && reference && !(*reference == sql))
                    env.trace.deviate("strict: rule 16");
                return;
            }
        }
        propagate(env, classes, !env.strict());
        fixedSubstitute(env, sql, classes);
        if (env.attributeDeviations && (!reference || !(*reference == sql)))
            env.trace.deviate("rule 16 substitutes every operand");
    }
};

}  // namespace

const Rule& rule16() {
    static const Rule16 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
