// report.json (docs/report-schema.md): written from a Report and its
// aggregates, and read back into a Report (for `merge`). Deterministic: the
// same evaluation gives the same bytes whatever the thread count.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/report/report_model.h"
#include "core/report/run_aggregate.h"

namespace sqlscope::report {

// `pairJson`, when given, holds every run's pairs already formatted by
// reportPairJson (pairJson[run][k] for the report's k-th item), e.g. by the
// batch's workers as verdicts arrive; otherwise they are formatted here.
std::string reportJson(const Report& report, const ReportAggregate& aggregate,
                       const std::vector<std::vector<std::string>>* pairJson = nullptr);

// report.json handed to `write` in pieces as its parts become ready, the
// same bytes as reportJson with each run's pairs (a run without
// `runHasPairs[r]` keeps an empty array): `ready(r)` is
// called before anything of aggregate.runs[r] is read and must return once
// that run's aggregate is complete (`ready(runs)`: the spreads and tests);
// `writePairs(r)` writes run r's elements itself where they go (for a run
// with `runHasPairs[r]`). Nothing is written after a call returns false;
// false then.
bool streamReportJson(const Report& report, const ReportAggregate& aggregate,
                      const std::vector<bool>& runHasPairs,
                      const std::function<void(size_t)>& ready,
                      const std::function<bool(std::string_view)>& write,
                      const std::function<bool(size_t)>& writePairs);

// One pair as it stands in its run's "pairs" array of report.json (with the
// line break and indentation before it, without a separating comma).
// `metrics`: metricIndices(report.metrics).
std::string reportPairJson(const ItemRecord& item, const PairRecord& pair,
                           const std::vector<int>& metrics);

struct ReportLoad {
    Report report;
    std::string error;  // "FILE: reason"; empty on success
    bool ok() const { return error.empty(); }
};

ReportLoad readReportJson(const std::string& path);

}  // namespace sqlscope::report
