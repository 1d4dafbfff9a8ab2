#include "core/inspect/verdict_columns.h"

#include <cmath>
#include <cstdio>

#include "core/inspect/alternate_golds.h"
#include "core/inspect/inspect_names.h"
#include "core/inspect/pair_table.h"
#include "core/job/summary_row.h"
#include "core/report/metric_registry.h"

namespace sqlscope::inspect {

std::string_view cellVerdictName(CellVerdict verdict) {
    switch (verdict) {
        case CellVerdict::Pass:
            return "pass";
        case CellVerdict::Partial:
            return "partial";
        case CellVerdict::Fail:
            return "fail";
        case CellVerdict::NoVerdict:
            break;
    }
    return "n/a";
}

const std::vector<VerdictColumn>& verdictColumns() {
    static const std::vector<VerdictColumn> columns = [] {
        struct Entry {
            std::string_view key, label;
        };
        static const Entry entries[] = {{"ex", "EX"},
                                        {"ex_bird", "EX-BIRD"},
                                        {"exe", "EXE"},
                                        {"esm", "ESM"},
                                        {"esm+", "ESM+"},
                                        {"exp", "EXP"},
                                        {"exr", "EXR"},
                                        {"ex_f1", "F1"},
                                        {"comp_avg_f1", "Comp F1"},
                                        {"link_columns_f1plus", "Link F1+"}};
        std::vector<VerdictColumn> out;
        const auto& definitions = report::metricDefinitions();
        for (const Entry& e : entries) {
            const int metric = report::metricIndex(std::string(e.key));
            out.push_back({e.key, e.label, metric,
                           metric >= 0 && definitions[static_cast<size_t>(metric)].binary});
        }
        return out;
    }();
    return columns;
}

int verdictColumnIndex(std::string_view key) {
    const auto& columns = verdictColumns();
    for (size_t i = 0; i < columns.size(); ++i)
        if (columns[i].key == key) return static_cast<int>(i);
    return -1;
}

Cell cellOf(const job::SummaryRow& row, size_t column) {
    const VerdictColumn& c = verdictColumns()[column];
    if (c.metric < 0) return {};
    return cellOfValue(row.metrics[static_cast<size_t>(c.metric)], column);
}

AnyGoldCell anyGoldCellOf(const PairTable& table, size_t itemPos, size_t run, size_t column) {
    AnyGoldCell out;
    out.original = cellOf(table.row(itemPos, run), column);
    out.anyGold = out.original;
    const VerdictColumn& c = verdictColumns()[column];
    const AnyGoldTable* anyGold = table.anyGold();
    const AnyGoldRow* row = anyGold ? anyGold->find(itemPos, run) : nullptr;
    if (!row || !row->complete || c.metric < 0) {
        out.acceptedBy = out.original.verdict == CellVerdict::NoVerdict ? kNoGold : kOriginalGold;
        return out;
    }
    const size_t m = static_cast<size_t>(c.metric);
    out.scored = true;
    out.anyGold = cellOfValue(row->metrics[m], column);
    out.acceptedBy = row->acceptedBy[m];
    out.changed =
        out.anyGold.verdict != out.original.verdict ||
        (out.anyGold.verdict != CellVerdict::NoVerdict && out.anyGold.value != out.original.value);
    return out;
}

Cell cellOfValue(float v, size_t column) {
    const VerdictColumn& c = verdictColumns()[column];
    if (c.metric < 0 || std::isnan(v)) return {};
    Cell cell;
    cell.value = v;
    if (v >= 1.0f)
        cell.verdict = CellVerdict::Pass;
    else if (v <= 0.0f || c.binary)
        cell.verdict = CellVerdict::Fail;
    else
        cell.verdict = CellVerdict::Partial;
    return cell;
}

namespace {

bool isExecutionColumn(std::string_view key) {
    return key == "ex" || key == "ex_bird" || key == "exe" || key == "exp" || key == "exr" ||
           key == "ex_f1";
}

}  // namespace

std::string cellText(const Cell& cell, bool binary) {
    if (cell.verdict == CellVerdict::NoVerdict || binary)
        return std::string(cellVerdictName(cell.verdict));
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", cell.value);
    return buffer;
}

std::string cellReason(const job::SummaryRow& row, size_t column) {
    const VerdictColumn& c = verdictColumns()[column];
    const Cell cell = cellOf(row, column);
    std::string out = std::string(c.label) + " " + cellText(cell, c.binary);
    auto add = [&out](std::string_view part) {
        out += " \u00b7 ";
        out += part;
    };
    if (row.missing) add("no prediction in the file");
    if (isExecutionColumn(c.key)) {
        if (row.outcome == eval::ExecOutcome::GoldError)
            add("the gold query failed");
        else if (row.outcome == eval::ExecOutcome::NotRun)
            add("not executed");
        else if (row.outcome != eval::ExecOutcome::Ok)
            add("outcome " + std::string(outcomeLabel(row.outcome)));
        else if (cell.verdict == CellVerdict::NoVerdict)
            add("not computed");
    } else if (cell.verdict == CellVerdict::NoVerdict) {
        if (c.key == "esm" || c.key == "esm+")
            add("ESM could not score the pair");
        else
            add("not computed");
    }
    if (row.parseFailed && !row.missing) add("prediction does not parse");
    if (c.key == "esm+" && !row.rulesFired.empty()) {
        const Cell esm = cellOf(row, kColumnEsm);
        std::string rules = esm.verdict == CellVerdict::Fail && cell.verdict == CellVerdict::Pass
                                ? "rescued by rule"
                                : "rule";
        if (row.rulesFired.count() > 1) rules += "s";
        bool first = true;
        for (int r = 1; r <= match::esm_plus::kRuleCount; ++r) {
            if (!row.rulesFired.has(r)) continue;
            rules += first ? " " : ", ";
            rules += ruleLabel(r);
            first = false;
        }
        add(rules + (esm.verdict == CellVerdict::Fail && cell.verdict == CellVerdict::Pass
                         ? ""
                         : " fired"));
    }
    if (c.key == "comp_avg_f1" && row.errorCategories != 0) {
        std::string categories = "errors:";
        for (match::component::ErrorCategory category : match::component::kErrorCategories)
            if (row.errorCategories & (1u << static_cast<int>(category))) {
                categories += " ";
                categories += errorCategoryLabel(category);
            }
        add(categories);
    }
    return out;
}

}  // namespace sqlscope::inspect
