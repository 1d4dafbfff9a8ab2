// Rule 13 (docs/metrics/esm-plus.md#rule-13-unnecessary-join): unnecessary JOIN (Case 1 + Case 2).
#include <algorithm>
#include <utility>

#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

using esm_plus::ColUnit;
using esm_plus::PyError;

const RuleInfo kInfo{
    13, "unnecessary JOIN",
    "Joining t2 with t1 on t1's single-column primary key c1 = t2.c2, where t2.c2 is a foreign "
    "key to it and NOT NULL, meets exactly one t1 row per t2 row (given referential "
    "integrity), so when nothing but t1.c1 (= t2.c2) is used from t1 the join can be dropped "
    "and t1.c1 read as t2.c2. The most important rule for models trained on Spider.",
    "reference: every ON cond_unit is `=`; for each in order a PK/FK pair (single-column PK "
    "t1.c1, t2.c2 a foreign key to it); no clause uses a t1 column other than t1.c1 (COUNT(*) "
    "allowed, a bare * not); NOT NULL(t2.c2). Join kind not checked; values and the right side "
    "of other ON conditions not checked; later ON conditions are checked at shifted positions "
    "once one is removed. fixed: every clause checked, values included, and rewritten; "
    "positions kept. strict: inner join (t2.c2 NOT NULL), or t1 on the optional side of a "
    "LEFT JOIN; never RIGHT/FULL.",
    "t2 JOIN t1 ON t1.c1 = t2.c2 -> t2 (t1.c1 read as t2.c2)"};

struct Pair {
    std::string pkTable, pkCol, fkTable, fkCol;
    std::string pkId() const { return "__" + pkTable + "." + pkCol + "__"; }
    std::string fkId() const { return "__" + fkTable + "." + fkCol + "__"; }
};

// ---- reference ----------------------------------------------------------------

// A Python element of a col_unit slot: a tuple (col_unit), a float, or a str.
struct Slot {
    enum class Kind { None, Tuple, Float, Str };
    Kind kind = Kind::None;
    ColUnit col;
    std::string text;
};

Slot slotOf(const Operand& o) {
    Slot s;
    switch (o.kind) {
        case Operand::Kind::Column:
            s.kind = Slot::Kind::Tuple;
            s.col = o.col;
            break;
        case Operand::Kind::Number:
            s.kind = Slot::Kind::Float;
            break;
        case Operand::Kind::Null:
            s.kind = Slot::Kind::Str;
            s.text = "null";
            break;
    }
    return s;
}

Slot slotOf(const std::optional<Operand>& o) {
    return o ? slotOf(*o) : Slot{};
}

// check_col_units of fixRule13CheckClauses.
bool checkColUnit(const Slot& slot, const Pair& p) {
    if (slot.kind == Slot::Kind::None) return true;
    if (slot.kind != Slot::Kind::Tuple) return true;
    const ColUnit& c = slot.col;
    if (c.colId == "__all__") return c.agg == esm_plus::kAggCount;
    esm_plus::SplitFields parts = esm_plus::pySplitFields(c.colId, '.');
    std::string_view table1 = esm_plus::pyStripView(parts.first, "_");
    if (table1 == p.fkTable) return true;
    if (parts.count < 2) esm_plus::raiseIndexError();
    if (esm_plus::pyStripView(parts.second, "_") == p.pkCol && table1 == p.pkTable) return true;
    return table1 != p.fkTable && table1 != p.pkTable;
}

// A select item's col_unit under COUNT: (3, cu[1], cu[2], None).
Slot countDummy(const Operand& o) {
    Slot s;
    if (o.kind == Operand::Kind::Number)
        esm_plus::raiseTypeError("'float' object is not subscriptable");
    s.kind = Slot::Kind::Tuple;
    s.col.agg = esm_plus::kAggCount;
    s.col.colId = o.kind == Operand::Kind::Null ? "u" : o.col.colId;
    return s;
}

bool checkConditionList(const Condition& conds, const Pair& p) {
    if (conds.empty()) return true;
    bool passed = false;
    for (size_t i = 0; i < conds.size(); i += 2) {
        const CondUnit& c = unpackCond(conds[i]);
        unpackValUnit(c.valUnit);
        if (checkColUnit(slotOf(c.valUnit.col1), p) && checkColUnit(slotOf(c.valUnit.col2), p)) {
            passed = true;
        } else {
            return false;
        }
    }
    return passed;
}

bool referenceCheckClauses(const EtmSql& sql, const Pair& p, size_t currentJoin) {
    bool where = checkConditionList(sql.where, p);
    bool select = false;
    for (const esm_plus::SelectItem& item : sql.select) {
        unpackValUnit(item.valUnit);
        bool ok;
        if (item.agg == esm_plus::kAggCount) {
            Slot d1 = countDummy(item.valUnit.col1);
            Slot d2 = truthy(item.valUnit.col2) ? countDummy(*item.valUnit.col2) : d1;
            ok = checkColUnit(d1, p) && checkColUnit(d2, p);
        } else {
            ok = checkColUnit(slotOf(item.valUnit.col1), p) &&
                 checkColUnit(slotOf(item.valUnit.col2), p);
        }
        if (!ok) {
            select = false;
            break;
        }
        select = true;
    }
    bool having = checkConditionList(sql.having, p);
    bool orderBy = true;
    if (sql.orderBy) {
        orderBy = false;
        for (const ValUnit& unit : sql.orderBy->units) {
            unpackValUnit(unit);
            if (checkColUnit(slotOf(unit.col1), p) && checkColUnit(slotOf(unit.col2), p)) {
                orderBy = true;
            } else {
                orderBy = false;
                break;
            }
        }
    }
    bool groupBy = true;
    for (const Operand& o : sql.groupBy) {
        if (!checkColUnit(slotOf(o), p)) {
            groupBy = false;
            break;
        }
    }
    bool conds = true;
    if (sql.fromConds.size() > 1) {
        bool passed = false;  // None
        for (size_t i = 0; i < sql.fromConds.size(); i += 2) {
            if (i == currentJoin) continue;
            const CondUnit& c = unpackCond(sql.fromConds[i]);
            unpackValUnit(c.valUnit);
            if (checkColUnit(slotOf(c.valUnit.col1), p) &&
                checkColUnit(slotOf(c.valUnit.col2), p)) {
                passed = true;
            } else {
                conds = false;
                passed = false;
                break;
            }
        }
        if (conds) conds = passed;
    }
    return where && select && having && orderBy && groupBy && conds;
}

// `x[1][1]` of a condition's val_unit / value in fixRule13Updateall.
std::string item11(const ValUnit& unit) {
    unpackValUnit(unit);
    return operandItem1(unit.col1);
}
std::string item11(const Value& value) {
    switch (value.kind) {
        case Value::Kind::ValUnit:
            return item11(*value.valUnit);
        case Value::Kind::None:
            esm_plus::raiseTypeError("'NoneType' object is not subscriptable");
        case Value::Kind::Number:
            esm_plus::raiseTypeError("'float' object is not subscriptable");
        case Value::Kind::Text:
            throw PyError{"IndexError: string index out of range"};
        case Value::Kind::Sql:
            throw PyError{"KeyError: 1"};
        case Value::Kind::List:
            esm_plus::raiseIndexError();
    }
    return {};
}

void replaceIn(Operand& o, const Pair& p) {
    if (!o.isColumn() || o.col.colId == "__all__") return;
    esm_plus::SplitFields parts = esm_plus::pySplitFields(o.col.colId, '.');
    if (parts.count != 2) esm_plus::raiseValueError("too many values to unpack (expected 2)");
    if (esm_plus::pyStripView(parts.second, "_") == p.pkCol &&
        esm_plus::pyStripView(parts.first, "_") == p.pkTable)
        o.col.colId = p.fkId();
}

void replaceInUnit(ValUnit& unit, const Pair& p) {
    unpackValUnit(unit);
    replaceIn(unit.col1, p);
    if (truthy(unit.col2)) replaceIn(*unit.col2, p);
}

// fixRule13Updateall
void referenceUpdateAll(RuleEnv& env, EtmSql& sql, const Pair& p, RuleEvent*& event) {
    Condition& conds = sql.fromConds;
    std::vector<bool> removed(conds.size(), false);
    const std::string pkTableId = env.facts.schema().id(p.pkTable);
    for (size_t idx = 0; idx < sql.tableUnits.size(); ++idx) {
        const TableItem& unit = sql.tableUnits[idx];
        if (unit.isJoin()) continue;
        if (!(unit.kind == TableItem::Kind::Table && unit.text == pkTableId)) continue;
        event = &env.fire(13);
        event->spans.push_back(unit.span);
        for (size_t idy = 0; idy < conds.size(); ++idy) {
            if (conds[idy].isConnector() || removed[idy]) continue;
            CondUnit& cond = conds[idy].unit;
            if (cond.op != esm_plus::kOpEq) continue;
            std::string value1 = item11(cond.valUnit);
            std::string value2 = item11(cond.val1);
            if ((value1 == p.pkId() && value2 == p.fkId()) ||
                (value1 == p.fkId() && value2 == p.pkId())) {
                removed[idy] = true;
                if (idy + 1 < conds.size()) {
                    removed[idy + 1] = true;
                }
                event->spans.push_back(cond.span);
            } else {
                CondUnit original = cond;
                if (value1 == p.pkId()) cond.valUnit.col1.col.colId = p.fkId();
                if (value2 == p.pkId()) {
                    CondUnit updated = original;
                    ValUnit v = *original.val1.valUnit;
                    v.col1.col.colId = p.fkId();
                    updated.val1 = Value::ofValUnit(std::move(v));
                    cond = std::move(updated);
                }
            }
        }
        sql.tableUnits.erase(sql.tableUnits.begin() + static_cast<std::ptrdiff_t>(idx));
        if (sql.tableUnits.empty()) esm_plus::raiseIndexError();  // pop from empty list
        if (idx < sql.tableUnits.size()) {
            sql.tableUnits.erase(sql.tableUnits.begin() + static_cast<std::ptrdiff_t>(idx));
        } else {
            sql.tableUnits.pop_back();
        }
    }
    Condition kept;
    for (size_t i = 0; i < conds.size(); ++i)
        if (!removed[i]) kept.push_back(std::move(conds[i]));
    if (!kept.empty() && kept.back().isConnector()) kept.pop_back();
    sql.fromConds = std::move(kept);

    for (esm_plus::SelectItem& item : sql.select)
        replaceInUnit(item.valUnit, p);
    for (Condition* list : {&sql.where, &sql.having}) {
        for (CondItem& item : *list) {
            if (item.isConnector()) continue;
            replaceInUnit(item.unit.valUnit, p);
        }
    }
    for (Operand& o : sql.groupBy)
        replaceIn(o, p);
    if (sql.orderBy)
        for (ValUnit& unit : sql.orderBy->units)
            replaceInUnit(unit, p);
}

// The PK/FK pair of one ON equality, or nullopt (fixRule13's matching).
std::optional<Pair> pairOf(const QueryFacts& facts, const std::string& join1,
                           const std::string& join2) {
    esm_plus::SplitFields p1 = esm_plus::pySplitFields(join1, '.');
    esm_plus::SplitFields p2 = esm_plus::pySplitFields(join2, '.');
    for (const esm_plus::SplitFields* parts : {&p1, &p2}) {
        if (parts->count > 2) esm_plus::raiseValueError("too many values to unpack (expected 2)");
        if (parts->count < 2)
            esm_plus::raiseValueError("not enough values to unpack (expected 2, got 1)");
    }
    std::string t1 = esm_plus::pyStrip(p1.first, "_"), c1 = esm_plus::pyStrip(p1.second, "_");
    std::string t2 = esm_plus::pyStrip(p2.first, "_"), c2 = esm_plus::pyStrip(p2.second, "_");
    // Each table looked up once (primary keys and foreign keys are the
    // schema's own, never propagated). An unknown t1 raises KeyError(t1)
    // first, else an unknown t2 KeyError(t2), as the reference's order of
    // look-ups does.
    const esm_plus::EtmTable& table1 = facts.schema().table(t1);
    const esm_plus::EtmTable& table2 = facts.schema().table(t2);
    std::optional<Pair> pair;
    if (table1.isPrimaryKey(c1) && table1.primaryKeys.size() == 1) {
        const std::string* fk = table2.foreignKeyOf(c2);
        if (fk && esm_plus::pyStripView(join1, "_") == *fk) pair = Pair{t1, c1, t2, c2};
    }
    if (table2.isPrimaryKey(c2) && table2.primaryKeys.size() == 1) {
        const std::string* fk = table1.foreignKeyOf(c1);
        if (fk && esm_plus::pyStripView(join2, "_") == *fk) pair = Pair{t2, c2, t1, c1};
    }
    return pair;
}

void referenceRule(RuleEnv& env, EtmSql& sql) {
    if (sql.fromConds.empty()) return;
    std::vector<CondItem> snapshot;
    for (size_t i = 0; i < sql.fromConds.size(); i += 2)
        snapshot.push_back(sql.fromConds[i]);
    for (size_t idx = 0; idx < snapshot.size(); ++idx) {
        const CondUnit& cond = unpackCond(snapshot[idx]);
        if (cond.op != esm_plus::kOpEq) return;
        unpackValUnit(cond.valUnit);
        const ValUnit* right = unpackValue3(cond.val1);
        if (!right) {
            // A three-character string: its characters are truthy, not subscriptable by 1.
            if (truthy(cond.valUnit.col2)) return;
            operandItem1(cond.valUnit.col1);
            throw PyError{"IndexError: string index out of range"};
        }
        if (truthy(right->col2) && truthy(cond.valUnit.col2)) return;
        std::string join1 = operandItem1(cond.valUnit.col1);
        std::string join2 = operandItem1(right->col1);
        std::optional<Pair> pair = pairOf(env.facts, join1, join2);
        if (!pair) return;
        if (env.facts.primaryKeyCount(pair->pkTable) > 1) return;
        bool change = referenceCheckClauses(sql, *pair, idx * 2);
        std::vector<FactUse> facts{
            env.facts.primaryKeyFact(pair->pkTable, pair->pkCol),
            env.facts.foreignKeyFact(pair->fkTable, pair->fkCol, pair->pkTable + "." + pair->pkCol),
            env.facts.notNullFact(pair->fkTable, pair->fkCol)};
        if (!change) {
            RuleEvent& e = env.blocked(13, "another column of " + pair->pkTable + " is used");
            e.facts = std::move(facts);
            e.spans = {cond.span};
            continue;
        }
        if (!env.facts.notNull(pair->fkTable, pair->fkCol)) {
            RuleEvent& e = env.blocked(13, pair->fkTable + "." + pair->fkCol + " may be NULL");
            e.facts = std::move(facts);
            e.spans = {cond.span};
            continue;
        }
        std::string before = env.traceText([&] { return esm_plus::printSql(sql); });
        RuleEvent* event = nullptr;
        referenceUpdateAll(env, sql, *pair, event);
        if (event) {
            event->facts = std::move(facts);
            event->before = before;
            event->after = env.traceText([&] { return esm_plus::printSql(sql); });
        }
    }
}

// ---- fixed / strict ------------------------------------------------------------

void columnsOf(const Condition& conds, std::vector<std::string>& ids, size_t skip = SIZE_MAX) {
    for (size_t i = 0; i < conds.size(); ++i) {
        if (i == skip || conds[i].isConnector()) continue;
        collectColumns(conds[i].unit.valUnit, ids);
        collectColumns(conds[i].unit.val1, ids);
        collectColumns(conds[i].unit.val2, ids);
    }
}

// Every column the query uses outside ON condition `skip`, and whether a bare * is selected.
std::vector<std::string> usedColumns(const EtmSql& sql, size_t skip, bool& bareStar) {
    std::vector<std::string> ids;
    bareStar = false;
    for (const esm_plus::SelectItem& item : sql.select) {
        std::vector<std::string> own;
        collectColumns(item.valUnit, own);
        for (const std::string& id : own) {
            if (id == "__all__" && item.agg != esm_plus::kAggCount) bareStar = true;
            ids.push_back(id);
        }
    }
    columnsOf(sql.where, ids);
    columnsOf(sql.having, ids);
    columnsOf(sql.fromConds, ids, skip);
    for (const Operand& o : sql.groupBy)
        if (o.isColumn()) ids.push_back(o.col.colId);
    if (sql.orderBy)
        for (const ValUnit& unit : sql.orderBy->units)
            collectColumns(unit, ids);
    return ids;
}

void replaceEverywhere(Operand& o, const Pair& p) {
    if (o.isColumn() && o.col.colId == p.pkId()) o.col.colId = p.fkId();
}
void replaceEverywhere(ValUnit& unit, const Pair& p) {
    if (unit.rank) return;
    replaceEverywhere(unit.col1, p);
    if (unit.col2) replaceEverywhere(*unit.col2, p);
}
void replaceEverywhere(Value& value, const Pair& p) {
    if (value.kind != Value::Kind::ValUnit) return;
    ValUnit unit = *value.valUnit;
    replaceEverywhere(unit, p);
    value.valUnit = std::make_shared<const ValUnit>(std::move(unit));
}
void replaceEverywhere(Condition& conds, const Pair& p) {
    for (CondItem& item : conds) {
        if (item.isConnector()) continue;
        replaceEverywhere(item.unit.valUnit, p);
        replaceEverywhere(item.unit.val1, p);
        replaceEverywhere(item.unit.val2, p);
    }
}

// Position (among table units, not markers) and the marker before each table unit.
struct UnitPlace {
    size_t index;        // in tableUnits
    std::string marker;  // "" for the first unit
};

std::vector<UnitPlace> places(const std::vector<TableItem>& units) {
    std::vector<UnitPlace> out;
    std::string pending;
    for (size_t i = 0; i < units.size(); ++i) {
        if (units[i].isJoin()) {
            pending = units[i].text;
            continue;
        }
        out.push_back({i, pending});
        pending.clear();
    }
    return out;
}

bool fixedRule(RuleEnv& env, EtmSql& sql) {
    for (size_t i = 0; i < sql.fromConds.size(); ++i) {
        if (sql.fromConds[i].isConnector()) continue;
        if (sql.fromConds[i].unit.op != esm_plus::kOpEq) return false;
    }
    for (size_t i = 0; i < sql.fromConds.size(); ++i) {
        if (sql.fromConds[i].isConnector()) continue;
        const CondUnit& cond = sql.fromConds[i].unit;
        if (cond.notOp || cond.valUnit.rank || cond.valUnit.op != 0 ||
            cond.val1.kind != Value::Kind::ValUnit || cond.val1.valUnit->rank ||
            cond.val1.valUnit->op != 0)
            continue;
        const ColUnit* a = plainColumn(cond.valUnit.col1);
        const ColUnit* b = plainColumn(cond.val1.valUnit->col1);
        if (!a || !b) continue;
        std::optional<Pair> pair = pairOf(env.facts, a->colId, b->colId);
        if (!pair) continue;
        // The pk table once, as a plain table unit.
        const std::string pkTableId = "__" + pair->pkTable + "__";
        const std::string fkTableId = "__" + pair->fkTable + "__";
        std::vector<UnitPlace> units = places(sql.tableUnits);
        size_t pkCount = 0, fkCount = 0;
        size_t pkPlace = 0, fkPlace = 0;
        for (size_t u = 0; u < units.size(); ++u) {
            const TableItem& item = sql.tableUnits[units[u].index];
            if (item.kind == TableItem::Kind::Table && item.text == pkTableId) {
                ++pkCount;
                pkPlace = u;
            }
            if (item.kind == TableItem::Kind::Table && item.text == fkTableId) {
                ++fkCount;
                fkPlace = u;
            }
        }
        if (pkCount != 1 || fkCount != 1) continue;
        std::vector<FactUse> facts{
            env.facts.primaryKeyFact(pair->pkTable, pair->pkCol),
            env.facts.foreignKeyFact(pair->fkTable, pair->fkCol, pair->pkTable + "." + pair->pkCol),
            env.facts.notNullFact(pair->fkTable, pair->fkCol)};
        bool bareStar = false;
        std::vector<std::string> used = usedColumns(sql, i, bareStar);
        std::string other;
        const std::string pkId = pair->pkId();
        for (const std::string& id : used) {
            esm_plus::SplitFields parts = esm_plus::pySplitFields(id, '.');
            if (parts.count == 2 && esm_plus::pyStripView(parts.first, "_") == pair->pkTable &&
                id != pkId)
                other = esm_plus::printId(id);
        }
        if (bareStar) other = "*";
        if (!other.empty()) {
            RuleEvent& e = env.blocked(13, other + " of " + pair->pkTable + " is used");
            e.facts = std::move(facts);
            e.spans = {cond.span};
            continue;
        }
        bool notNull = env.facts.notNull(pair->fkTable, pair->fkCol);
        if (!notNull) {
            RuleEvent& e = env.blocked(13, pair->fkTable + "." + pair->fkCol + " may be NULL");
            e.facts = std::move(facts);
            e.spans = {cond.span};
            continue;
        }
        // strict: the join kind.
        std::string why;
        for (const UnitPlace& place : units) {
            if (place.marker == "right-join" || place.marker == "full-join" ||
                place.marker == "outer-join")
                why = "a RIGHT/FULL join";
        }
        if (units[fkPlace].marker == "left-join")
            why = pair->fkTable + " is the optional side of a LEFT JOIN";
        if (units[pkPlace].marker.empty() && fkPlace < units.size() &&
            units[fkPlace].marker == "left-join")
            why = pair->pkTable + " is the preserved side of a LEFT JOIN";
        if (!why.empty() && env.refuseUnsound(13, why, facts)) continue;

        std::string before = env.traceText([&] { return esm_plus::printSql(sql); });
        sql::Span unitSpan = sql.tableUnits[units[pkPlace].index].span;
        sql::Span condSpan = cond.span;
        // Remove the cond and one adjacent connector.
        size_t from = i, to = i + 1;
        if (to < sql.fromConds.size() && sql.fromConds[to].isConnector()) {
            ++to;
        } else if (from > 0 && sql.fromConds[from - 1].isConnector()) {
            --from;
        }
        sql.fromConds.erase(sql.fromConds.begin() + static_cast<std::ptrdiff_t>(from),
                            sql.fromConds.begin() + static_cast<std::ptrdiff_t>(to));
        // Remove the pk table unit and its marker (the one before it, or after the first).
        size_t at = units[pkPlace].index;
        if (at > 0 && sql.tableUnits[at - 1].isJoin()) {
            sql.tableUnits.erase(sql.tableUnits.begin() + static_cast<std::ptrdiff_t>(at - 1),
                                 sql.tableUnits.begin() + static_cast<std::ptrdiff_t>(at + 1));
        } else if (at + 1 < sql.tableUnits.size() && sql.tableUnits[at + 1].isJoin()) {
            sql.tableUnits.erase(sql.tableUnits.begin() + static_cast<std::ptrdiff_t>(at),
                                 sql.tableUnits.begin() + static_cast<std::ptrdiff_t>(at + 2));
        } else {
            sql.tableUnits.erase(sql.tableUnits.begin() + static_cast<std::ptrdiff_t>(at));
        }
        for (esm_plus::SelectItem& item : sql.select)
            replaceEverywhere(item.valUnit, *pair);
        replaceEverywhere(sql.where, *pair);
        replaceEverywhere(sql.having, *pair);
        replaceEverywhere(sql.fromConds, *pair);
        for (Operand& o : sql.groupBy)
            replaceEverywhere(o, *pair);
        if (sql.orderBy)
            for (ValUnit& unit : sql.orderBy->units)
                replaceEverywhere(unit, *pair);
        RuleEvent& e = env.fire(13);
        e.spans = {unitSpan, condSpan};
        e.facts = std::move(facts);
        e.before = before;
        e.after = env.traceText([&] { return esm_plus::printSql(sql); });
        return true;
    }
    return false;
}

class Rule13 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        if (!env.fixes()) {
            referenceRule(env, sql);
            return;
        }
        if (sql.fromConds.empty()) return;
        // What the reference would make of it, to attribute differences.
        std::optional<EtmSql> reference;
        if (env.attributeDeviations) try {
                EtmSql copy = sql;
                esm_plus::RuleTrace scratch;
                RuleEnv probe = env.probe(EsmPlusMode::Reference, env.facts, scratch);
                referenceRule(probe, copy);
                reference = std::move(copy);
            } catch (const PyError&) {
            }
        while (fixedRule(env, sql)) {
        }
        if (env.attributeDeviations && (!reference || !(*reference == sql)))
            env.trace.deviate("rule 13 clauses checked in full");
    }
};

}  // namespace

const Rule& rule13() {
    static const Rule13 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
