#include "core/inspect/pair_text.h"

#include "core/dataset/benchmark.h"
#include "core/inspect/inspect_names.h"
#include "core/inspect/pair_table.h"
#include "core/inspect/verdict_columns.h"
#include "core/job/summary_row.h"

namespace sqlscope::inspect {

std::string pairAsText(const PairTable& table, size_t itemPos, size_t run) {
    std::string out;
    auto line = [&out](std::string_view label, std::string_view value) {
        out += label;
        out += ": ";
        out += value;
        out += '\n';
    };
    const dataset::BenchmarkItem* item = table.item(itemPos);
    line("id", item ? std::string_view(item->id) : std::to_string(table.itemIndex(itemPos)));
    line("run", table.runName(run));
    line("database", table.dbId(itemPos));
    const bool present = table.has(itemPos, run);
    const job::SummaryRow& row = table.row(itemPos, run);
    line("hardness", hardnessLabel(present ? row.hardness : table.questionHardness(itemPos)));
    line("question", table.question(itemPos));
    if (item && !item->evidence.empty()) line("evidence", item->evidence);
    line("gold", table.goldSql(itemPos));
    line("prediction",
         table.predictionMissing(itemPos, run) ? "(missing)" : table.prediction(itemPos, run));
    if (!present) {
        line("verdicts", "(not evaluated yet)");
        return out;
    }
    line("outcome", outcomeLabel(row.outcome));
    if (row.parseFailed) line("parse", "the prediction does not parse");
    const auto& columns = verdictColumns();
    for (size_t c = 0; c < columns.size(); ++c)
        line(columns[c].label, cellText(cellOf(row, c), columns[c].binary));
    if (!row.rulesFired.empty()) {
        std::string rules;
        for (int r = 1; r <= match::esm_plus::kRuleCount; ++r)
            if (row.rulesFired.has(r)) rules += (rules.empty() ? "" : ", ") + ruleLabel(r);
        line("ESM+ rules fired", rules);
    }
    if (row.errorCategories != 0) {
        std::string categories;
        for (match::component::ErrorCategory category : match::component::kErrorCategories)
            if (row.errorCategories & (1u << static_cast<int>(category)))
                categories +=
                    (categories.empty() ? "" : " ") + std::string(errorCategoryLabel(category));
        line("error categories", categories);
    }
    return out;
}

}  // namespace sqlscope::inspect
