// Helpers the rule files share: the reference's Python operations on its
// structure (reverse id lookups, unpacking, indexing), with Python's
// exceptions, and small builders for trace entries.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/match/esm_plus/rule.h"

namespace sqlscope::match::rules {

// The idMap key of a column id ("t.c", "*"): the reference's
// `for key, value in schema.idMap.items(): if value == col_id: col_name = key`.
const std::string& keyOfId(const QueryFacts& facts, const std::string& colId);

// key.split(".")[0] and [1] (IndexError for "*").
struct TableColumn {
    std::string table;
    std::string column;
};
TableColumn tableColumnOf(const QueryFacts& facts, const std::string& colId);

// `t, c = col_id.split('.')` then strip('_') on both (rules 5, 12, 13).
TableColumn splitStripped(const std::string& colId);

// `not_op, op_id, val_unit, val1, val2 = cond`: a connector raises ValueError.
const CondUnit& unpackCond(const CondItem& item);
// `unit_op, col_unit1, col_unit2 = val_unit`: a rank dict raises ValueError.
void unpackValUnit(const ValUnit& unit);
// `x[1]` of an operand: the col id of a col_unit, 'u' of 'null'; a float raises TypeError.
std::string operandItem1(const Operand& operand);
// `a, b, c = value` (rules 13, 16): the val_unit when the value is one, null
// for a 3-character string (its characters are not tuples); raises the
// reference's TypeError/ValueError otherwise.
const ValUnit* unpackValue3(const Value& value);

// True when the operand is a plain (agg 0) col_unit of a real column.
const esm_plus::ColUnit* plainColumn(const Operand& operand);

// Column ids of every col_unit in a val_unit / value (for clause checks).
void collectColumns(const ValUnit& unit, std::vector<std::string>& ids);
void collectColumns(const Value& value, std::vector<std::string>& ids);

// Tables on the optional side of an outer join, from the FROM's join
// markers ("left-join": the table after it; "right-join": every table before
// it; "full-join"/"outer-join": both).
std::vector<std::string> optionalTables(const std::vector<TableItem>& from);
bool onlyInnerJoins(const std::vector<TableItem>& from);
size_t tableCount(const std::vector<TableItem>& from);

// strict: no join of the FROM can repeat a row of `table`: it is the only
// table, or every other table is reached from it through equalities
// `a.x = b.y` with b.y UNIQUE (each row meets at most one row). False while
// the FROM is still being read.
bool rowsNotRepeated(const RuleEnv& env, const std::string& table);

// Rules 3 and 4: `q1 INTERSECT q2` -> WHERE d1 AND d2 (rule 3), `q1 UNION
// q2` -> WHERE d1 OR d2 (rule 4), when both branches select the same UNIQUE
// column from the same FROM (fixRule3 / fixRule4).
void setOperationToCondition(RuleEnv& env, EtmSql& sql, int rule);

// Python truthiness: a col_unit tuple and 'null' are true, a float is true unless 0.0.
bool truthy(const Operand& operand);
bool truthy(const std::optional<Operand>& operand);

// Python truthiness of a LIMIT value ("0" is false).
bool limitTruthy(const std::optional<std::string>& limit);

// One instance per rule file (listed by rule_registry.cpp).
const Rule& rule01();
const Rule& rule02();
const Rule& rule03();
const Rule& rule04();
const Rule& rule05();
const Rule& rule06();
const Rule& rule07();
const Rule& rule08();
const Rule& rule09();
const Rule& rule10();
const Rule& rule11();
const Rule& rule12();
const Rule& rule13();
const Rule& rule14();
const Rule& rule15();
const Rule& rule16();
const Rule& rule17();
const Rule& rule18();
const Rule& rule19();
const Rule& rule20();
const Rule& rule21();
const Rule& rule22();
const Rule& rule23();
const Rule& rule24();
const Rule& rule25();

}  // namespace sqlscope::match::rules
