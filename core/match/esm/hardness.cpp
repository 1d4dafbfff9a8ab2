#include "core/match/esm/hardness.h"

namespace sqlscope::match::esm {
namespace {

// The three conditions the reference concatenates (ON, WHERE, HAVING).
template <typename Fn>
void forEachCondition(const SpiderSql& sql, Fn fn) {
    fn(sql.fromConds);
    fn(sql.where);
    fn(sql.having);
}

int countComponent1(const SpiderSql& sql) {
    int count = 0;
    if (!sql.where.empty()) ++count;
    if (!sql.groupBy.empty()) ++count;
    if (sql.orderBy) ++count;
    if (sql.limit) ++count;
    if (!sql.tableUnits.empty()) count += static_cast<int>(sql.tableUnits.size()) - 1;
    forEachCondition(sql, [&](const Condition& condition) {
        for (const Connector& connector : condition.connectors)
            if (connector.isOr) ++count;
        for (const CondUnit& unit : condition.units)
            if (unit.op == WhereOp::Like) ++count;
    });
    return count;
}

// len(get_nestedSQL(sql))
int countComponent2(const SpiderSql& sql) {
    int count = 0;
    forEachCondition(sql, [&](const Condition& condition) {
        for (const CondUnit& unit : condition.units) {
            if (unit.val1.sql()) ++count;
            if (unit.val2.sql()) ++count;
        }
    });
    if (sql.intersect) ++count;
    if (sql.except) ++count;
    if (sql.union_) ++count;
    return count;
}

int countOthers(const SpiderSql& sql) {
    int count = 0;
    int aggCount = 0;
    for (const SelectItem& item : sql.select)
        if (item.agg != AggId::None) ++aggCount;
    // has_agg(cond_unit) reads cond_unit[0], the NOT flag (Q10).
    for (const CondUnit& unit : sql.where.units)
        if (unit.notOp) ++aggCount;
    for (const ColUnit& unit : sql.groupBy)
        if (unit.agg != AggId::None) ++aggCount;
    if (sql.orderBy) {
        for (const ValUnit& unit : sql.orderBy->valUnits)
            if (unit.col1.agg != AggId::None) ++aggCount;
        for (const ValUnit& unit : sql.orderBy->valUnits)
            if (unit.col2 && unit.col2->agg != AggId::None) ++aggCount;
    }
    // count_agg(sql['having']) over the whole list: NOT flags of the
    // cond_units and every 'and'/'or' string (a str is never == 0) (Q10).
    for (const CondUnit& unit : sql.having.units)
        if (unit.notOp) ++aggCount;
    aggCount += static_cast<int>(sql.having.connectors.size());
    if (aggCount > 1) ++count;
    if (sql.select.size() > 1) ++count;
    if (sql.where.listSize() > 1) ++count;
    if (sql.groupBy.size() > 1) ++count;
    return count;
}

}  // namespace

HardnessCounts hardnessCounts(const SpiderSql& gold) {
    return {countComponent1(gold), countComponent2(gold), countOthers(gold)};
}

Hardness classifyHardness(const HardnessCounts& c) {
    if (c.component1 <= 1 && c.others == 0 && c.component2 == 0) return Hardness::Easy;
    if ((c.others <= 2 && c.component1 <= 1 && c.component2 == 0) ||
        (c.component1 <= 2 && c.others < 2 && c.component2 == 0)) {
        return Hardness::Medium;
    }
    if ((c.others > 2 && c.component1 <= 2 && c.component2 == 0) ||
        (2 < c.component1 && c.component1 <= 3 && c.others <= 2 && c.component2 == 0) ||
        (c.component1 <= 1 && c.others == 0 && c.component2 <= 1)) {
        return Hardness::Hard;
    }
    return Hardness::Extra;
}

Hardness evalHardness(const SpiderSql& gold) {
    return classifyHardness(hardnessCounts(gold));
}

std::string_view hardnessName(Hardness hardness) {
    switch (hardness) {
        case Hardness::Easy:
            return "easy";
        case Hardness::Medium:
            return "medium";
        case Hardness::Hard:
            return "hard";
        case Hardness::Extra:
            return "extra";
    }
    return "extra";
}

std::optional<Hardness> hardnessFromName(std::string_view name) {
    for (Hardness h : {Hardness::Easy, Hardness::Medium, Hardness::Hard, Hardness::Extra})
        if (hardnessName(h) == name) return h;
    return std::nullopt;
}

}  // namespace sqlscope::match::esm
