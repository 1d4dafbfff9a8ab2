#include "core/match/esm/value_removal.h"

namespace sqlscope::match::esm {
namespace {

void stripValue(SpiderValue& value) {
    if (const SpiderSqlPtr* nested = value.sql()) {
        value.data = std::make_shared<const SpiderSql>(removeValues(**nested));
    } else {
        value.data = std::monostate{};  // the span stays: it shows what was ignored
    }
}

void stripCondition(Condition& condition) {
    for (CondUnit& unit : condition.units) {
        stripValue(unit.val1);
        stripValue(unit.val2);
    }
}

SpiderSqlPtr stripBranch(const SpiderSqlPtr& branch) {
    return branch ? std::make_shared<const SpiderSql>(removeValues(*branch)) : nullptr;
}

}  // namespace

SpiderSql removeValues(SpiderSql sql) {
    stripCondition(sql.fromConds);
    stripCondition(sql.having);
    stripCondition(sql.where);
    sql.intersect = stripBranch(sql.intersect);
    sql.except = stripBranch(sql.except);
    sql.union_ = stripBranch(sql.union_);
    return sql;
}

}  // namespace sqlscope::match::esm
