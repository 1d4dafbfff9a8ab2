#include "core/inspect/pairs_export.h"

#include <charconv>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <utility>

#include "core/dataset/benchmark.h"
#include "core/inspect/alternate_golds.h"
#include "core/inspect/inspect_names.h"
#include "core/inspect/pair_counterexamples.h"
#include "core/inspect/pair_filter.h"
#include "core/inspect/pair_table.h"
#include "core/inspect/stamp_fields.h"
#include "core/inspect/stamped_export.h"
#include "core/job/summary_row.h"
#include "core/match/esm_plus/esm_plus_mode.h"
#include "core/report/csv_writer.h"
#include "core/report/metric_registry.h"
#include "core/util/sha256.h"

namespace sqlscope::inspect {

namespace {

// The metric's value: "1"/"0" for a binary metric, the shortest decimal that
// reads back as the stored single-precision score otherwise, "" without a verdict.
void appendMetric(std::string& out, float value, bool binary) {
    if (std::isnan(value)) return;
    if (binary) {
        out += value != 0 ? '1' : '0';
        return;
    }
    char buffer[32];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    if (ec == std::errc()) out.append(buffer, end);
}

void field(std::string& out, std::string_view value, bool first = false) {
    if (!first) out += ',';
    report::appendCsvField(out, value);
}

}  // namespace

std::string anyGoldColumnName(std::string_view metricKey) {
    std::string name;
    for (char c : metricKey) {
        if (c == '+')
            name += "_plus";
        else
            name += c;
    }
    return name + "_any_gold";
}

const std::vector<std::string>& pairsExportColumns() {
    static const std::vector<std::string> columns = [] {
        std::vector<std::string> c = {"index",    "id",       "run",  "db_id",     "hardness",
                                      "question", "evidence", "gold", "prediction"};
        for (const report::MetricDefinition& m : report::metricDefinitions())
            c.push_back(m.key);
        for (const char* name : {"outcome", "parse_failed", "missing", "error_categories",
                                 "rules_fired", "gold_questionable", "gold_issue", "gold_note",
                                 "alternate_golds", "human_verdict", "human_note", "labeller"})
            c.emplace_back(name);
        for (const report::MetricDefinition& m : report::metricDefinitions())
            c.push_back(anyGoldColumnName(m.key));
        c.emplace_back("accepted_by");
        return c;
    }();
    return columns;
}

std::vector<std::string> pairsExportColumns(const PairTable& table) {
    std::vector<std::string> columns = pairsExportColumns();
    if (table.counterexamples())
        for (const char* name : {"exc", "counterexample", "sqlscope"})
            columns.emplace_back(name);
    return columns;
}

PairsExport pairsExportCsv(const PairTable& table, const PairFilter& filter,
                           const ExportAnnotations& annotations) {
    std::map<std::string_view, const annotate::QuestionAnnotation*> questions;
    for (const annotate::QuestionAnnotation& a : annotations.questions)
        questions.emplace(a.question.itemId, &a);
    std::map<std::pair<std::string_view, std::string_view>, const annotate::PairAnnotation*> pairs;
    for (const annotate::PairAnnotation& a : annotations.pairs)
        pairs.emplace(
            std::pair<std::string_view, std::string_view>(a.pair.question.itemId, a.pair.run), &a);
    const auto& metrics = report::metricDefinitions();

    PairsExport out;
    out.columns = pairsExportColumns(table);
    out.csv = report::csvRecord(out.columns);
    const CounterexampleTable* counterexamples = table.counterexamples();
    auto optionalBit = [](std::optional<int> v) -> std::string_view {
        return !v ? "" : *v ? "1" : "0";
    };
    std::string& csv = out.csv;
    for (size_t pos = 0; pos < table.itemCount(); ++pos) {
        const dataset::BenchmarkItem* item = table.item(pos);
        const std::string_view id = table.itemId(pos);
        const auto question = questions.find(id);
        const annotate::QuestionAnnotation* qa =
            question == questions.end() ? nullptr : question->second;
        for (size_t run = 0; run < table.runCount(); ++run) {
            if (!filter.accepts(table, pos, run)) continue;
            const job::SummaryRow& row = table.row(pos, run);
            field(csv, std::to_string(table.itemIndex(pos)), true);
            field(csv, id);
            field(csv, table.runName(run));
            field(csv, table.dbId(pos));
            field(csv, hardnessLabel(row.hardness));
            field(csv, table.question(pos));
            field(csv, item ? std::string_view(item->evidence) : std::string_view());
            field(csv, table.goldSql(pos));
            field(csv, table.prediction(pos, run));
            for (size_t m = 0; m < metrics.size() && m < job::kSummaryMetricCount; ++m) {
                csv += ',';
                appendMetric(csv, row.metrics[m], metrics[m].binary);
            }
            field(csv, outcomeLabel(row.outcome));
            field(csv, row.parseFailed ? "1" : "0");
            field(csv, row.missing ? "1" : "0");
            std::string list;
            for (auto category : match::component::kErrorCategories)
                if (row.errorCategories & (1u << static_cast<int>(category))) {
                    if (!list.empty()) list += ';';
                    list += errorCategoryLabel(category);
                }
            field(csv, list);
            list.clear();
            for (int rule = 1; rule <= match::esm_plus::kRuleCount; ++rule)
                if (row.rulesFired.has(rule)) {
                    if (!list.empty()) list += ';';
                    list += std::to_string(rule);
                }
            field(csv, list);
            field(csv, qa ? (qa->goldQuestionable ? "1" : "0") : "");
            field(csv, qa && qa->goldQuestionable ? annotate::goldIssueKey(qa->issue) : "");
            field(csv, qa ? std::string_view(qa->note) : "");
            field(csv, qa ? std::to_string(qa->alternateGolds.size()) : "");
            const auto pair = pairs.find({id, table.runName(run)});
            const annotate::PairAnnotation* pa = pair == pairs.end() ? nullptr : pair->second;
            field(csv, pa && pa->verdict ? annotate::humanVerdictKey(*pa->verdict) : "");
            field(csv, pa ? std::string_view(pa->note) : "");
            field(csv, pa ? std::string_view(pa->labeller) : "");
            // Against any accepted gold (docs/metrics/alternate-golds.md).
            const bool alternates = qa && !qa->alternateGolds.empty();
            const AnyGoldRow* any =
                alternates && table.anyGold() ? table.anyGold()->find(pos, run) : nullptr;
            const bool known = !alternates || (any && any->complete);
            std::string accepted;
            for (size_t m = 0; m < metrics.size() && m < job::kSummaryMetricCount; ++m) {
                csv += ',';
                if (!known) continue;
                appendMetric(csv, any ? any->metrics[m] : row.metrics[m], metrics[m].binary);
                if (any && any->acceptedBy[m] >= 0) {
                    if (!accepted.empty()) accepted += ';';
                    accepted += metrics[m].key + ":" + acceptedByName(any->acceptedBy[m]);
                }
            }
            field(csv, accepted);
            if (counterexamples) {
                const bool inRange =
                    pos < counterexamples->itemCount() && run < counterexamples->runCount();
                const PairCounterexample none;
                const PairCounterexample& cx = inRange ? counterexamples->at(pos, run) : none;
                field(csv, optionalBit(cx.exc));
                field(csv, cxStatusKey(cx.status));
                field(csv, optionalBit(cx.sqlscope));
            }
            csv += "\r\n";
            ++out.rows;
        }
    }
    return out;
}

std::string exportStampPath(const std::string& csvPath) {
    return csvPath + ".meta.json";
}

std::string exportStampJson(const ExportStamp& stamp, const std::string& csvName,
                            const PairsExport& exported) {
    nlohmann::ordered_json j;
    j["format"] = "sqlscope-pairs-export";
    j["format_version"] = 1;
    j["sqlscope_version"] = stamp.version;
    j["created_utc"] = stamp.createdUtc;
    j["csv"] = csvName;
    j["csv_sha256"] = util::sha256Hex(exported.csv);
    j["rows"] = exported.rows;
    j["filter"] = stamp.filterExpression;
    j["workspace"] = stampWorkspace(stamp);
    j["columns"] = exported.columns.empty() ? pairsExportColumns() : exported.columns;
    appendStampProvenance(j, stamp);
    return j.dump(2) + "\n";
}

std::string writePairsExport(const std::string& csvPath, const PairsExport& exported,
                             const ExportStamp& stamp) {
    return writeFileWithStamp(csvPath, exported.csv,
                              exportStampJson(stamp, exportFileName(csvPath), exported));
}

}  // namespace sqlscope::inspect
