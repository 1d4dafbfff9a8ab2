// Prints the ESM+ structure as readable SQL: the normal form of a query
// after all rules (what ESM+ compares), and the fragments rule traces show.
// Columns are `table.column`, literals as the reference stores them (double
// quotes, numbers as floats), ON conditions after the table list.
#pragma once

#include <string>

#include "core/match/esm_plus/etm_sql.h"

namespace sqlscope::match::esm_plus {

std::string printSql(const EtmSql& sql);
std::string printSelect(const EtmSql& sql);
std::string printFrom(const EtmSql& sql);
std::string printCondition(const Condition& condition);
std::string printCondUnit(const CondUnit& unit);
std::string printValUnit(const ValUnit& unit);
std::string printOperand(const Operand& operand);
std::string printColUnit(const ColUnit& col);
std::string printValue(const Value& value);
std::string printOrderBy(const EtmSql& sql);  // "ORDER BY ... LIMIT n", or ""
std::string printGroupBy(const EtmSql& sql);  // "GROUP BY ... HAVING ...", or ""
// "t.c" for "__t.c__", "*" for "__all__", "t" for "__t__".
std::string printId(const std::string& id);

}  // namespace sqlscope::match::esm_plus
