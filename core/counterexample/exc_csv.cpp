#include "core/counterexample/exc_csv.h"

#include <filesystem>
#include <fstream>
#include <optional>
#include <unordered_map>

#include "core/report/csv_writer.h"
#include "core/report/metric_registry.h"
#include "core/report/report_model.h"
#include "core/util/atomic_file.h"

namespace sqlscope::counterexample {

namespace {

std::string optionalText(const std::optional<int>& v) {
    return v ? std::to_string(*v) : "";
}

// One line of a comment: newlines of a query become spaces.
std::string oneLine(std::string text) {
    for (char& c : text)
        if (c == '\n' || c == '\r') c = ' ';
    return text;
}

}  // namespace

std::string resultComment(const std::string& label, const exec::ResultSet& result) {
    std::string out = "-- " + label + " (" + std::to_string(result.rows.size()) +
                      (result.rows.size() == 1 ? " row" : " rows") + ")\n";
    for (const exec::Row& row : result.rows) {
        out += "--  ";
        for (size_t c = 0; c < row.size(); ++c)
            out += (c ? " | " : " ") + oneLine(row[c].pythonStr());
        out += "\n";
    }
    return out;
}

std::string counterexampleFile(const std::string& run, size_t index, const std::string& dbId,
                               const std::string& gold, const std::string& prediction,
                               const Counterexample& counterexample) {
    std::string out = "-- sqlscope counterexample: run " + run + ", index " +
                      std::to_string(index) + ", db " + dbId + ", compared as " +
                      std::string(comparedMetricName(counterexample.metric)) + "\n";
    out += "-- gold:       " + oneLine(gold) + "\n";
    out += "-- prediction: " + oneLine(prediction) + "\n";
    out += counterexample.script;
    out += resultComment("gold result", counterexample.goldResult);
    out += resultComment("prediction result", counterexample.predResult);
    return out;
}

std::string writeExcCsv(std::ostream& out, const report::Report& report, const PassResult& pass,
                        const ExcOptions& options, const std::string& folder) {
    const std::string key(comparedMetricName(options.metric));
    const int metric = report::metricIndex(key);
    std::unordered_map<uint32_t, size_t> itemAt;
    for (size_t i = 0; i < report.items.size(); ++i)
        itemAt[report.items[i].index] = i;
    report::CsvWriter csv(out);
    csv.writeRecord({"run", "index", "db_id", key, "exc", "esm_plus_strict", "verdict",
                     "counterexample", "counterexample_rows", "counterexample_sql"});
    std::string problem;
    for (size_t r = 0; r < report.runs.size() && r < pass.runs.size(); ++r) {
        const report::RunReport& run = report.runs[r];
        for (size_t p = 0; p < run.pairs.size() && p < pass.runs[r].size(); ++p) {
            const report::PairRecord& pair = run.pairs[p];
            const ExcVerdict& v = pass.runs[r][p];
            auto value = [&](int m) -> std::string {
                if (m < 0 || static_cast<size_t>(m) >= pair.metrics.size() ||
                    !pair.metrics[static_cast<size_t>(m)])
                    return "";
                return *pair.metrics[static_cast<size_t>(m)] == 1.0 ? "1" : "0";
            };
            const auto found = itemAt.find(pair.item);
            const dataset::BenchmarkItem* item =
                found == itemAt.end() ? nullptr : &report.items[found->second].item;
            const Counterexample& cx = v.counterexample;
            std::string sql;
            if (cx.status == CounterexampleStatus::Found) {
                sql = cx.script;
                if (!folder.empty()) {
                    const std::filesystem::path dir = std::filesystem::path(folder) / run.name;
                    std::error_code ec;
                    std::filesystem::create_directories(dir, ec);
                    const std::filesystem::path file = dir / (std::to_string(pair.item) + ".sql");
                    const std::string error = util::writeFileAtomically(
                        file.string(),
                        counterexampleFile(run.name, pair.item, item ? item->dbId : "",
                                           item ? item->gold : "", pair.pred, cx));
                    if (!error.empty() && problem.empty()) problem = error;
                    sql = file.string();
                }
            }
            csv.writeRecord(
                {run.name, std::to_string(pair.item), item ? item->dbId : "", value(metric),
                 optionalText(v.exc), optionalText(v.esmPlusStrict), optionalText(v.sqlscope),
                 std::string(counterexampleStatusName(cx.status)),
                 cx.status == CounterexampleStatus::Found ? std::to_string(cx.rowsShrunk) : "",
                 sql});
        }
    }
    if (!csv.good() && problem.empty()) problem = "the CSV could not be written";
    return problem;
}

}  // namespace sqlscope::counterexample
