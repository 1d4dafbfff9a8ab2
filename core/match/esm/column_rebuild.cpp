#include "core/match/esm/column_rebuild.h"

#include <string>
#include <utility>
#include <vector>

namespace sqlscope::match::esm {
namespace {

class Rebuilder {
public:
    Rebuilder(const SpiderSql& top, const ForeignKeyMap& foreignKeys) : foreignKeys_(foreignKeys) {
        // prefixs = [col_id[:-2] for each ('table_unit', col_id)]
        for (const TableUnit& unit : top.tableUnits)
            if (!unit.isSql && unit.tableId.size() >= 2)
                prefixes_.push_back(unit.tableId.substr(0, unit.tableId.size() - 2));
    }

    SpiderSql rebuild(SpiderSql out) const {
        for (SelectItem& item : out.select)
            rebuildValUnit(item.valUnit);
        out.selectDistinct = DistinctFlag::None;
        rebuildCondition(out.fromConds);
        rebuildCondition(out.where);
        for (ColUnit& unit : out.groupBy)
            rebuildColUnit(unit);
        if (out.orderBy)
            for (ValUnit& unit : out.orderBy->valUnits)
                rebuildValUnit(unit);
        rebuildCondition(out.having);
        out.intersect = rebuildBranch(out.intersect);
        out.except = rebuildBranch(out.except);
        out.union_ = rebuildBranch(out.union_);
        return out;
    }

private:
    // value[:value.index('.')] in prefixs (every column id is an id-map value).
    bool isValid(const std::string& colId) const {
        size_t dot = colId.find('.');
        if (dot == std::string::npos) return false;
        for (const std::string& prefix : prefixes_)
            if (colId.compare(0, dot, prefix) == 0) return true;
        return false;
    }

    void rebuildColUnit(ColUnit& unit) const {
        auto it = foreignKeys_.find(unit.colId);
        if (it != foreignKeys_.end() && isValid(unit.colId)) unit.colId = it->second;
        unit.distinct = DistinctFlag::None;
    }

    void rebuildValUnit(ValUnit& unit) const {
        rebuildColUnit(unit.col1);
        if (unit.col2) rebuildColUnit(*unit.col2);
    }

    void rebuildCondition(Condition& condition) const {
        for (CondUnit& unit : condition.units)
            rebuildValUnit(unit.valUnit);
    }

    SpiderSqlPtr rebuildBranch(const SpiderSqlPtr& branch) const {
        return branch ? std::make_shared<const SpiderSql>(rebuild(*branch)) : nullptr;
    }

    const ForeignKeyMap& foreignKeys_;
    std::vector<std::string> prefixes_;
};

}  // namespace

SpiderSql rebuildColumns(SpiderSql sql, const ForeignKeyMap& foreignKeys) {
    const Rebuilder rebuilder(sql, foreignKeys);  // reads the table units, which it keeps
    return rebuilder.rebuild(std::move(sql));
}

}  // namespace sqlscope::match::esm
