#include "core/inspect/summary_export.h"

#include <cmath>
#include <nlohmann/json.hpp>

#include "core/inspect/alternate_golds.h"
#include "core/inspect/pair_table.h"
#include "core/inspect/pairs_export.h"
#include "core/inspect/stamp_fields.h"
#include "core/inspect/stamped_export.h"
#include "core/report/csv_writer.h"
#include "core/report/metric_registry.h"
#include "core/util/ascii_case.h"
#include "core/util/latex_text.h"
#include "core/util/number_text.h"
#include "core/util/sha256.h"

namespace sqlscope::inspect {

std::optional<SummaryFormat> summaryFormatOf(std::string_view path) {
    std::string lower;
    for (char c : path)
        lower += util::asciiLower(c);
    if (lower.ends_with(".csv")) return SummaryFormat::Csv;
    if (lower.ends_with(".tex")) return SummaryFormat::Latex;
    return std::nullopt;
}

std::vector<SummaryLine> summaryLines(const PairTable& table) {
    const auto& definitions = report::metricDefinitions();
    const size_t metricCount = std::min(definitions.size(), job::kSummaryMetricCount);
    std::vector<bool> computed(metricCount, false);
    for (size_t pos = 0; pos < table.itemCount(); ++pos)
        for (size_t run = 0; run < table.runCount(); ++run)
            if (table.has(pos, run))
                for (size_t m = 0; m < metricCount; ++m)
                    if (!std::isnan(table.row(pos, run).metrics[m])) computed[m] = true;
    const AnyGoldTable* anyGold = table.anyGold();
    std::vector<SummaryLine> lines;
    for (size_t run = 0; run < table.runCount(); ++run) {
        for (size_t m = 0; m < metricCount; ++m) {
            if (!computed[m]) continue;
            SummaryLine line;
            line.run = table.runName(run);
            line.metric = definitions[m].key;
            line.label = definitions[m].label;
            line.binary = definitions[m].binary;
            double sum = 0, anySum = 0;
            for (size_t pos = 0; pos < table.itemCount(); ++pos) {
                if (!table.has(pos, run)) continue;
                const float value = table.row(pos, run).metrics[m];
                const AnyGoldRow* any = anyGold ? anyGold->find(pos, run) : nullptr;
                const float anyValue = any && any->complete ? any->metrics[m] : value;
                if (!std::isnan(value)) {
                    ++line.n;
                    sum += value;
                    line.pass += value >= 1.0f;
                }
                if (!std::isnan(anyValue)) {
                    ++line.nAnyGold;
                    anySum += anyValue;
                    line.passAnyGold += anyValue >= 1.0f;
                }
                const bool same = (std::isnan(value) && std::isnan(anyValue)) || value == anyValue;
                line.changed += !same;
            }
            if (line.n) line.mean = sum / double(line.n);
            if (line.nAnyGold) line.meanAnyGold = anySum / double(line.nAnyGold);
            lines.push_back(std::move(line));
        }
    }
    return lines;
}

const std::vector<std::string>& summaryExportColumns() {
    static const std::vector<std::string> columns = {
        "run",           "metric",           "n",          "pass",
        "mean",          "percent",          "n_any_gold", "pass_any_gold",
        "mean_any_gold", "percent_any_gold", "changed"};
    return columns;
}

std::string summaryExportCsv(const std::vector<SummaryLine>& lines) {
    std::string out = report::csvRecord(summaryExportColumns());
    for (const SummaryLine& l : lines) {
        std::vector<std::string> fields = {l.run, l.metric, std::to_string(l.n),
                                           std::to_string(l.pass)};
        fields.push_back(l.mean ? util::fixedText(*l.mean, 4) : "");
        fields.push_back(l.mean ? util::fixedText(*l.mean * 100.0, 2) : "");
        fields.push_back(std::to_string(l.nAnyGold));
        fields.push_back(std::to_string(l.passAnyGold));
        fields.push_back(l.meanAnyGold ? util::fixedText(*l.meanAnyGold, 4) : "");
        fields.push_back(l.meanAnyGold ? util::fixedText(*l.meanAnyGold * 100.0, 2) : "");
        fields.push_back(std::to_string(l.changed));
        out += report::csvRecord(fields);
    }
    return out;
}

std::string summaryExportLatex(const std::vector<SummaryLine>& lines) {
    auto value = [](const std::optional<double>& mean, size_t pass, bool binary) -> std::string {
        if (!mean) return "--";
        if (binary) return util::fixedText(*mean * 100.0, 2) + "\\% (" + std::to_string(pass) + ")";
        return util::fixedText(*mean, 4);
    };
    std::string out =
        "% sqlscope summary: per run and metric, against the gold and against any accepted\n"
        "% gold (docs/metrics/alternate-golds.md). Requires \\usepackage{booktabs}.\n"
        "\\begin{tabular}{llrrrr}\n\\toprule\n"
        "Run & Metric & $n$ & Gold & Any gold & Changed \\\\\n\\midrule\n";
    std::string previous;
    for (const SummaryLine& l : lines) {
        if (!previous.empty() && previous != l.run) out += "\\midrule\n";
        out += util::latexEscape(previous == l.run ? "" : l.run) + " & " +
               util::latexEscape(l.label) + " & " + std::to_string(l.n) + " & " +
               value(l.mean, l.pass, l.binary) + " & " +
               value(l.meanAnyGold, l.passAnyGold, l.binary) + " & " + std::to_string(l.changed) +
               " \\\\\n";
        previous = l.run;
    }
    out += "\\bottomrule\n\\end{tabular}\n";
    return out;
}

std::string summaryStampJson(const ExportStamp& stamp, const std::string& fileName,
                             const std::string& content, size_t lines) {
    nlohmann::ordered_json j;
    j["format"] = "sqlscope-summary-export";
    j["format_version"] = 1;
    j["sqlscope_version"] = stamp.version;
    j["created_utc"] = stamp.createdUtc;
    j["file"] = fileName;
    j["file_sha256"] = util::sha256Hex(content);
    j["lines"] = lines;
    j["workspace"] = stampWorkspace(stamp);
    j["columns"] = summaryExportColumns();
    appendStampProvenance(j, stamp);
    return j.dump(2) + "\n";
}

std::string writeSummaryExport(const std::string& path, const std::string& content, size_t lines,
                               const ExportStamp& stamp) {
    return writeFileWithStamp(path, content,
                              summaryStampJson(stamp, exportFileName(path), content, lines));
}

}  // namespace sqlscope::inspect
