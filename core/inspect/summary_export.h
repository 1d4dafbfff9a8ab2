// The run summaries of an evaluation as a file for a paper (docs/export.md,
// "The summary"): per run and metric, the pairs with a verdict (n), the
// passes, the mean and the percentage, each against the gold and against
// any accepted gold (docs/metrics/alternate-golds.md), and the pairs whose
// value an alternate gold changed. CSV (RFC 4180, CRLF) or a LaTeX tabular
// (booktabs), chosen by the file's extension. Stamped like the pairs export:
// a JSON sidecar `OUT.meta.json` with the evaluator's version, settings and
// input digests. Qt-free.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::inspect {

class PairTable;
struct ExportStamp;

enum class SummaryFormat { Csv, Latex };
// ".csv" -> Csv, ".tex" -> Latex (ASCII case-insensitive); else nullopt.
std::optional<SummaryFormat> summaryFormatOf(std::string_view path);

// One line of the summary: one metric of one run.
struct SummaryLine {
    std::string run;
    std::string metric;  // report key: "ex", "esm+", ...
    std::string label;   // "EX", "ESM+", ...
    bool binary = true;
    size_t n = 0;     // pairs with a verdict against the gold
    size_t pass = 0;  // value 1 (a binary pass; a perfect score)
    std::optional<double> mean;
    size_t nAnyGold = 0;
    size_t passAnyGold = 0;
    std::optional<double> meanAnyGold;
    size_t changed = 0;  // pairs whose value an alternate gold changed
};
// Every run, and within it every metric of report::metricDefinitions() that
// has a verdict on some pair of the table, in registry order.
std::vector<SummaryLine> summaryLines(const PairTable& table);

// Columns: run, metric, n, pass, mean, percent, n_any_gold, pass_any_gold,
// mean_any_gold, percent_any_gold, changed. mean with 4 decimals, percent
// with 2; empty when n is 0.
const std::vector<std::string>& summaryExportColumns();
std::string summaryExportCsv(const std::vector<SummaryLine>& lines);
// A booktabs tabular: Run & Metric & n & Gold & Any gold & Changed; a
// binary metric as "68.33\% (41)", a score as its mean "0.7125".
std::string summaryExportLatex(const std::vector<SummaryLine>& lines);

// The sidecar's JSON (format "sqlscope-summary-export").
std::string summaryStampJson(const ExportStamp& stamp, const std::string& fileName,
                             const std::string& content, size_t lines);
// Writes `content` to `path` and its stamp to path + ".meta.json", each
// whole or not at all; "" or the reason.
std::string writeSummaryExport(const std::string& path, const std::string& content, size_t lines,
                               const ExportStamp& stamp);

}  // namespace sqlscope::inspect
