#include "core/match/rules/rule_support.h"

#include <algorithm>

#include "core/match/esm_plus/normal_form.h"

namespace sqlscope::match::rules {

const std::string& keyOfId(const QueryFacts& facts, const std::string& colId) {
    const auto& keys = facts.schema().keyOfId;
    auto it = keys.find(colId);
    if (it == keys.end())
        throw esm_plus::PyError{
            "UnboundLocalError: cannot access local variable 'col_name' where it is not "
            "associated with a value"};
    return it->second;
}

TableColumn tableColumnOf(const QueryFacts& facts, const std::string& colId) {
    esm_plus::SplitFields parts = esm_plus::pySplitFields(keyOfId(facts, colId), '.');
    if (parts.count < 2) esm_plus::raiseIndexError();
    return {std::string(parts.first), std::string(parts.second)};
}

TableColumn splitStripped(const std::string& colId) {
    esm_plus::SplitFields parts = esm_plus::pySplitFields(colId, '.');
    if (parts.count != 2) {
        if (parts.count > 2) esm_plus::raiseValueError("too many values to unpack (expected 2)");
        esm_plus::raiseValueError("not enough values to unpack (expected 2, got " +
                                  std::to_string(parts.count) + ")");
    }
    return {esm_plus::pyStrip(parts.first, "_"), esm_plus::pyStrip(parts.second, "_")};
}

const CondUnit& unpackCond(const CondItem& item) {
    if (item.isConnector())
        esm_plus::raiseValueError("not enough values to unpack (expected 5, got " +
                                  std::to_string(item.connector.size()) + ")");
    return item.unit;
}

void unpackValUnit(const ValUnit& unit) {
    if (!unit.rank) return;
    size_t keys = (unit.rank->partition ? 1 : 0) + (unit.rank->order ? 1 : 0);
    esm_plus::raiseValueError("not enough values to unpack (expected 3, got " +
                              std::to_string(keys) + ")");
}

std::string operandItem1(const Operand& operand) {
    switch (operand.kind) {
        case Operand::Kind::Column:
            return operand.col.colId;
        case Operand::Kind::Number:
            esm_plus::raiseTypeError("'float' object is not subscriptable");
        case Operand::Kind::Null:
            return "u";
    }
    return {};
}

const ValUnit* unpackValue3(const Value& value) {
    switch (value.kind) {
        case Value::Kind::ValUnit:
            unpackValUnit(*value.valUnit);
            return value.valUnit.get();
        case Value::Kind::None:
            esm_plus::raiseTypeError("cannot unpack non-iterable NoneType object");
        case Value::Kind::Number:
            esm_plus::raiseTypeError("cannot unpack non-iterable float object");
        case Value::Kind::Text: {
            // A Python str unpacks into its characters.
            size_t length = 0;
            for (unsigned char c : value.text)
                length += (c & 0xC0) != 0x80 ? 1 : 0;
            if (length == 3) return nullptr;
            if (length > 3) esm_plus::raiseValueError("too many values to unpack (expected 3)");
            esm_plus::raiseValueError("not enough values to unpack (expected 3, got " +
                                      std::to_string(length) + ")");
        }
        case Value::Kind::Sql:
            esm_plus::raiseValueError("too many values to unpack (expected 3)");
        case Value::Kind::List: {
            size_t n = value.list->size();
            if (n == 3) return nullptr;
            if (n > 3) esm_plus::raiseValueError("too many values to unpack (expected 3)");
            esm_plus::raiseValueError("not enough values to unpack (expected 3, got " +
                                      std::to_string(n) + ")");
        }
    }
    return nullptr;
}

const esm_plus::ColUnit* plainColumn(const Operand& operand) {
    if (!operand.isColumn() || operand.col.agg != esm_plus::kAggNone) return nullptr;
    if (operand.col.colId == "__all__") return nullptr;
    return &operand.col;
}

void collectColumns(const ValUnit& unit, std::vector<std::string>& ids) {
    if (unit.rank) {
        if (unit.rank->partition)
            for (const Operand& o : *unit.rank->partition)
                if (o.isColumn()) ids.push_back(o.col.colId);
        if (unit.rank->order)
            for (const ValUnit& u : unit.rank->order->second)
                collectColumns(u, ids);
        return;
    }
    if (unit.col1.isColumn()) ids.push_back(unit.col1.col.colId);
    if (unit.col2 && unit.col2->isColumn()) ids.push_back(unit.col2->col.colId);
}

void collectColumns(const Value& value, std::vector<std::string>& ids) {
    if (value.kind == Value::Kind::ValUnit) collectColumns(*value.valUnit, ids);
    if (value.kind == Value::Kind::List)
        for (const Value& v : *value.list)
            collectColumns(v, ids);
}

std::vector<std::string> optionalTables(const std::vector<TableItem>& from) {
    std::vector<std::string> units;  // table ids in order
    std::vector<std::string> optional;
    std::string pending;
    for (const TableItem& item : from) {
        if (item.isJoin()) {
            pending = item.text;
            continue;
        }
        std::string id = item.kind == TableItem::Kind::Table ? item.text : std::string("(sql)");
        if (pending == "left-join" || pending == "full-join" || pending == "outer-join")
            optional.push_back(id);
        if (pending == "right-join" || pending == "full-join" || pending == "outer-join")
            optional.insert(optional.end(), units.begin(), units.end());
        units.push_back(id);
        pending.clear();
    }
    return optional;
}

bool onlyInnerJoins(const std::vector<TableItem>& from) {
    return std::all_of(from.begin(), from.end(), [](const TableItem& item) {
        return !item.isJoin() || item.text == "join" || item.text == "cross-join";
    });
}

size_t tableCount(const std::vector<TableItem>& from) {
    return static_cast<size_t>(std::count_if(from.begin(), from.end(),
                                             [](const TableItem& item) { return !item.isJoin(); }));
}

bool rowsNotRepeated(const RuleEnv& env, const std::string& table) {
    if (!env.fromTables || !env.fromConds) return false;
    std::vector<std::string> tables;
    for (const TableItem& item : *env.fromTables) {
        if (item.isJoin()) continue;
        if (item.kind != TableItem::Kind::Table) return false;
        std::string name = esm_plus::pyStrip(item.text, "_");
        if (std::find(tables.begin(), tables.end(), name) != tables.end()) return false;
        tables.push_back(name);
    }
    if (std::find(tables.begin(), tables.end(), table) == tables.end()) return false;
    std::vector<std::string> reached{table};
    bool grew = true;
    while (grew) {
        grew = false;
        for (const CondItem& item : *env.fromConds) {
            if (item.isConnector() || item.unit.op != esm_plus::kOpEq || item.unit.notOp) continue;
            const CondUnit& c = item.unit;
            if (c.valUnit.rank || c.valUnit.op != 0 || c.val1.kind != Value::Kind::ValUnit)
                continue;
            const ValUnit& right = *c.val1.valUnit;
            if (right.rank || right.op != 0) continue;
            const esm_plus::ColUnit* a = plainColumn(c.valUnit.col1);
            const esm_plus::ColUnit* b = plainColumn(right.col1);
            if (!a || !b) continue;
            TableColumn ta = tableColumnOf(env.facts, a->colId);
            TableColumn tb = tableColumnOf(env.facts, b->colId);
            auto has = [&](const std::string& t) {
                return std::find(reached.begin(), reached.end(), t) != reached.end();
            };
            if (has(ta.table) && !has(tb.table) && env.facts.unique(tb.table, tb.column)) {
                reached.push_back(tb.table);
                grew = true;
            } else if (has(tb.table) && !has(ta.table) && env.facts.unique(ta.table, ta.column)) {
                reached.push_back(ta.table);
                grew = true;
            }
        }
    }
    return reached.size() == tables.size();
}

bool truthy(const Operand& operand) {
    return operand.kind != Operand::Kind::Number || operand.number != 0 ||
           operand.number != operand.number;
}

bool truthy(const std::optional<Operand>& operand) {
    return operand && truthy(*operand);
}

bool limitTruthy(const std::optional<std::string>& limit) {
    return limit && *limit != "0";
}

}  // namespace sqlscope::match::rules

namespace sqlscope::match::rules {

void setOperationToCondition(RuleEnv& env, EtmSql& sql, int rule) {
    const bool intersect = rule == 3;
    if (intersect) {
        if (sql.union_) return;
        if (sql.except) return;
        if (!sql.intersect) return;
    } else {
        if (sql.intersect) return;
        if (sql.except) return;
        if (!sql.union_) return;
    }
    const EtmSql& branch = intersect ? *sql.intersect : *sql.union_;
    if (!(sql.distinct == branch.distinct && sql.select == branch.select)) return;

    bool isUnique = false;
    std::vector<FactUse> facts;
    std::string uniqueTable, uniqueColumn;
    for (const esm_plus::SelectItem& item : sql.select) {
        if (item.agg != 0) continue;
        unpackValUnit(item.valUnit);
        if (item.valUnit.op != 0) continue;
        if (!item.valUnit.col1.isColumn()) continue;
        const std::string& key = keyOfId(env.facts, item.valUnit.col1.col.colId);
        if (key != "*") {
            esm_plus::SplitFields parts = esm_plus::pySplitFields(key, '.');
            if (parts.count < 2) esm_plus::raiseIndexError();
            std::string table(parts.first), column(parts.second);
            FactUse unique = env.facts.uniqueFact(table, column);
            facts.push_back(unique);
            if (unique.holds) {
                isUnique = true;
                uniqueTable = table;
                uniqueColumn = column;
            }
            continue;
        }
        // SELECT *: rows are distinct when the single table has a key.
        if (sql.tableUnits.size() != 1) continue;
        const std::vector<TableItem>* other = nullptr;
        if (intersect) {
            if (!env.fixes())
                esm_plus::raiseTypeError("'NoneType' object is not subscriptable");  // Q+7
            env.trace.deviate("Q+7 SELECT * INTERSECT does not crash");
            other = &branch.tableUnits;
        } else {
            other = &sql.union_->tableUnits;
        }
        if (!(sql.tableUnits == *other)) continue;
        if (sql.tableUnits[0].kind != TableItem::Kind::Table)
            esm_plus::raiseTypeError("'dict' object has no attribute 'strip'");
        std::string table = esm_plus::pyStrip(sql.tableUnits[0].text, "_");
        const esm_plus::EtmTable& t = env.facts.schema().table(table);
        bool anyUnique = !t.unique.empty();
        if (!t.primaryKeys.empty() || anyUnique) {
            isUnique = true;
            uniqueTable = table;
            facts.push_back(FactUse{table + " has a primary key or a UNIQUE column", true, true,
                                    env.facts.schema().source});
        }
    }
    if (!isUnique) {
        if (!facts.empty()) env.blocked(rule, "no selected column is UNIQUE").facts = facts;
        return;
    }
    if (!(branch.tableUnits == sql.tableUnits && branch.fromConds == sql.fromConds)) return;
    if (sql.where.size() != 1 || branch.where.size() != 1) return;

    if (env.fixes()) {
        std::string why;
        if (tableCount(sql.tableUnits) != 1) {
            why = "a join can repeat rows, which " +
                  std::string(intersect ? "INTERSECT" : "UNION") + " removes";
        } else if (!uniqueColumn.empty() && !env.facts.notNull(uniqueTable, uniqueColumn)) {
            why = uniqueTable + "." + uniqueColumn +
                  " may be NULL (set operations treat NULLs as equal)";
            facts.push_back(env.facts.notNullFact(uniqueTable, uniqueColumn));
        } else if (uniqueColumn.empty()) {
            const esm_plus::EtmTable& t = env.facts.schema().table(uniqueTable);
            bool keyed = t.primaryKeys.size() == 1;
            for (const std::string& c : t.columns)
                keyed = keyed ||
                        (env.facts.unique(uniqueTable, c) && env.facts.notNull(uniqueTable, c));
            if (!keyed) why = uniqueTable + " has no single-column key that is NOT NULL";
        }
        if (!why.empty() && env.refuseUnsound(rule, why, facts)) return;
    }

    const CondItem cond2 = branch.where[0];
    std::string keyword = intersect ? "INTERSECT" : "UNION";
    std::string before = env.traceText([&] {
        return "WHERE " + esm_plus::printCondition(sql.where) + " " + keyword + " " +
               esm_plus::printSql(branch);
    });
    sql::Span branchSpan = branch.spans.query;
    if (sql.where[0] == cond2) {
        if (intersect) {
            sql.intersect.reset();
        } else {
            sql.union_.reset();
        }
        RuleEvent& e = env.fire(rule);
        e.spans = {sql.spans.where, branchSpan};
        e.facts = facts;
        e.before = before;
        e.after = env.traceText([&] { return "WHERE " + esm_plus::printCondition(sql.where); });
        e.note = "identical conditions: the set operation is dropped";
        return;
    }
    sql.where.push_back(CondItem::conn(intersect ? "and" : "or"));
    sql.where.push_back(cond2);
    if (intersect) {
        sql.intersect.reset();
    } else {
        sql.union_.reset();
    }
    RuleEvent& e = env.fire(rule);
    e.spans = {sql.spans.where, branchSpan};
    e.facts = facts;
    e.before = before;
    e.after = env.traceText([&] { return "WHERE " + esm_plus::printCondition(sql.where); });
}

}  // namespace sqlscope::match::rules
