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

SpiderSql removeValues(const SpiderSql& sql) {
    SpiderSql out = sql;
    stripCondition(out.fromConds);
    stripCondition(out.having);
    stripCondition(out.where);
    out.intersect = stripBranch(sql.intersect);
    out.except = stripBranch(sql.except);
    out.union_ = stripBranch(sql.union_);
    return out;
}

}  // namespace sqlscope::match::esm
