#include "core/inspect/pair_counterexamples.h"

#include <cmath>
#include <map>

#include "core/counterexample/counterexample_pass.h"
#include "core/counterexample/exc_verdict.h"
#include "core/dataset/benchmark.h"
#include "core/inspect/pair_table.h"
#include "core/job/summary_row.h"
#include "core/report/metric_registry.h"
#include "core/report/report_model.h"

namespace sqlscope::inspect {

std::string_view cxStatusKey(CxStatus status) {
    switch (status) {
        case CxStatus::NotSearched:
            return "unsearched";
        case CxStatus::Found:
            return "found";
        case CxStatus::None:
            return "none";
        case CxStatus::NotApplicable:
            return "na";
    }
    return "unsearched";
}

std::optional<CxStatus> parseCxStatus(std::string_view key) {
    for (CxStatus s :
         {CxStatus::NotSearched, CxStatus::Found, CxStatus::None, CxStatus::NotApplicable})
        if (cxStatusKey(s) == key) return s;
    return std::nullopt;
}

PairCounterexample pairCounterexampleOf(const counterexample::ExcVerdict& verdict) {
    using counterexample::CounterexampleStatus;
    PairCounterexample record;
    record.exc = verdict.exc;
    record.sqlscope = verdict.sqlscope;
    const counterexample::Counterexample& cx = verdict.counterexample;
    switch (cx.status) {
        case CounterexampleStatus::Found:
            record.status = CxStatus::Found;
            record.script = cx.script;
            record.rows = cx.rowsShrunk;
            record.goldResult = cx.goldResult;
            record.predResult = cx.predResult;
            break;
        case CounterexampleStatus::None:
            record.status = CxStatus::None;
            break;
        case CounterexampleStatus::NotApplicable:
            record.status = CxStatus::NotApplicable;
            record.reason = cx.reason;
            break;
        case CounterexampleStatus::Cancelled:
            record.status = CxStatus::NotSearched;
            record.reason = cx.reason;
            break;
    }
    return record;
}

std::shared_ptr<const CounterexampleTable> counterexampleTableOf(
    const PairTable& table, const report::Report& report, const counterexample::PassResult& pass,
    const counterexample::CounterexampleSettings& settings) {
    auto out = std::make_shared<CounterexampleTable>(table.itemCount(), table.runCount(), settings);
    std::map<std::string, size_t, std::less<>> runOf;
    for (size_t r = 0; r < table.runCount(); ++r)
        runOf.emplace(table.runName(r), r);
    for (size_t r = 0; r < report.runs.size() && r < pass.runs.size(); ++r) {
        const auto run = runOf.find(report.runs[r].name);
        if (run == runOf.end()) continue;
        const auto& pairs = report.runs[r].pairs;
        for (size_t p = 0; p < pairs.size() && p < pass.runs[r].size(); ++p) {
            const std::optional<size_t> pos = table.itemPosOf(pairs[p].item);
            if (!pos) continue;
            out->at(*pos, run->second) = pairCounterexampleOf(pass.runs[r][p]);
        }
    }
    return out;
}

std::shared_ptr<const CounterexampleTable> counterexampleTableOf(
    const PairTable& table, const RecordedCounterexamples& recorded) {
    auto out = std::make_shared<CounterexampleTable>(table.itemCount(), table.runCount(),
                                                     recorded.settings);
    std::map<std::string, size_t, std::less<>> runOf;
    for (size_t r = 0; r < table.runCount(); ++r)
        runOf.emplace(table.runName(r), r);
    for (const KeyedCounterexample& pair : recorded.pairs) {
        const auto run = runOf.find(pair.run);
        const std::optional<size_t> pos = table.itemPosOf(pair.item);
        if (run == runOf.end() || !pos) continue;
        out->at(*pos, run->second) = pair.record;
    }
    return out;
}

RecordedCounterexamples recordedCounterexamples(const PairTable& table,
                                                const CounterexampleTable& counterexamples) {
    RecordedCounterexamples out;
    out.settings = counterexamples.settings();
    for (size_t pos = 0; pos < table.itemCount() && pos < counterexamples.itemCount(); ++pos)
        for (size_t run = 0; run < table.runCount() && run < counterexamples.runCount(); ++run)
            if (table.has(pos, run))
                out.pairs.push_back(
                    {table.itemIndex(pos), table.runName(run), counterexamples.at(pos, run)});
    return out;
}

report::Report onePairReport(const PairTable& table, size_t itemPos, size_t run) {
    report::Report out;
    report::ItemRecord item;
    item.index = table.itemIndex(itemPos);
    if (const dataset::BenchmarkItem* benchmarkItem = table.item(itemPos))
        item.item = *benchmarkItem;
    out.items.push_back(std::move(item));
    report::RunReport runReport;
    runReport.name = table.runName(run);
    report::PairRecord pair;
    pair.item = table.itemIndex(itemPos);
    pair.pred = std::string(table.prediction(itemPos, run));
    const job::SummaryRow& row = table.row(itemPos, run);
    const size_t metrics = report::metricDefinitions().size();
    for (size_t m = 0; m < metrics; ++m)
        pair.metrics.push_back(m < row.metrics.size() && !std::isnan(row.metrics[m])
                                   ? std::optional<double>(row.metrics[m])
                                   : std::nullopt);
    runReport.pairs.push_back(std::move(pair));
    out.runs.push_back(std::move(runReport));
    return out;
}

namespace {

std::string verdictWord(std::optional<int> v) {
    return !v ? "n/a" : *v ? "pass" : "fail";
}

std::string statusText(const PairCounterexample& record,
                       const counterexample::CounterexampleSettings& settings) {
    switch (record.status) {
        case CxStatus::Found:
            return "counterexample found (" + std::to_string(record.rows) +
                   (record.rows == 1 ? " row)" : " rows)");
        case CxStatus::None:
            return "none found within " + searchLimitText(settings);
        case CxStatus::NotApplicable:
            return "not applicable" + (record.reason.empty() ? "" : ": " + record.reason);
        case CxStatus::NotSearched:
            return "not searched";
    }
    return "";
}

}  // namespace

std::string searchLimitText(const counterexample::CounterexampleSettings& settings) {
    const std::string ms = std::to_string(settings.budgetMs) + " ms";
    if (settings.maxTrials <= 0) return ms;
    return std::to_string(settings.maxTrials) + " trials or " + ms;
}

std::string counterexampleCellReason(const PairCounterexample& record, bool sqlscopeColumn,
                                     const counterexample::CounterexampleSettings& settings) {
    if (!sqlscopeColumn)
        return "EXC " + verdictWord(record.exc) + " \u00b7 " + statusText(record, settings);
    std::string why;
    if (!record.sqlscope)
        why = "neither ESM+ (strict) nor EXC has a verdict";
    else if (*record.sqlscope)
        why = record.exc == 1 ? "EXC passes" : "ESM+ (strict) accepts";
    else
        why = "ESM+ (strict) and EXC both reject";
    return "sqlscope " + verdictWord(record.sqlscope) + " \u00b7 " + why + " \u00b7 " +
           statusText(record, settings);
}

}  // namespace sqlscope::inspect
