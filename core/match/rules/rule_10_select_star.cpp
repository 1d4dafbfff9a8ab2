// Rule 10 (docs/metrics/esm-plus.md#rule-10-all-columns-and-select-star): `SELECT *` <-> all
// columns.
#include <algorithm>

#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    10, "all columns = *",
    "A select list of plain columns that covers exactly every column of the FROM tables, in "
    "any order, returns the same rows and columns (up to column order, which ESM ignores) as "
    "SELECT *.",
    "reference: every item a plain column (no aggregate, operator or strftime) and the sorted "
    "selected ids equal the sorted ids of all columns of the plain tables in FROM (subquery "
    "units contribute nothing). No schema fact beyond the column lists.",
    "SELECT a, b, c FROM t (all of t's columns) -> SELECT * FROM t"};

class Rule10 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        // Views of the selected ids (`sql` is not changed until they are
        // compared) and of the schema's ids: no string is copied.
        std::vector<std::string_view> cols;
        cols.reserve(sql.select.size());
        for (const esm_plus::SelectItem& item : sql.select) {
            if (item.agg != 0) return;
            if (item.valUnit.rank) return;
            if (item.valUnit.op != 0) return;
            if (item.valUnit.col2) esm_plus::raiseAssertion("Rule 10: Unit Operation Error");
            if (!item.valUnit.col1.isColumn()) return;
            const esm_plus::ColUnit& col = item.valUnit.col1.col;
            if (col.timers && !col.timers->empty()) return;
            if (col.agg != 0) return;
            cols.push_back(col.colId);
        }
        // The ids of all columns of the plain FROM tables. Every column of a
        // schema table has an id, so when the counts differ the lists differ
        // and the ids need not be looked up.
        std::vector<std::pair<const std::string*, const esm_plus::EtmTable*>> tables;
        size_t columnCount = 0;
        for (const TableItem& unit : sql.tableUnits) {
            if (unit.kind != TableItem::Kind::Table) continue;
            const std::string& table = keyOfId(env.facts, unit.text);
            const esm_plus::EtmTable* found = env.facts.schema().findTable(table);
            if (!found) esm_plus::raiseAssertion("Table not in schema");
            tables.emplace_back(&table, found);
            columnCount += found->columns.size();
        }
        if (cols.size() != columnCount) return;
        std::vector<std::string_view> all;
        all.reserve(columnCount);
        std::string key;
        for (const auto& [table, found] : tables)
            for (const std::string& column : found->columns) {
                key.assign(*table);
                key += '.';
                key += column;
                all.push_back(env.facts.schema().id(key));
            }
        std::sort(cols.begin(), cols.end());
        std::sort(all.begin(), all.end());
        if (cols != all) return;
        std::string before = env.traceText([&] { return esm_plus::printSelect(sql); });
        sql::Span span = sql.spans.select;
        ValUnit star;
        star.col1 = Operand::column(esm_plus::ColUnit{0, "__all__", false, std::nullopt, {}});
        sql.select = {esm_plus::SelectItem{0, std::move(star), {}}};
        RuleEvent& e = env.fire(10);
        e.spans = {span};
        e.before = before;
        e.after = env.traceText([&] { return esm_plus::printSelect(sql); });
    }
};

}  // namespace

const Rule& rule10() {
    static const Rule10 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
