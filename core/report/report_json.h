// report.json (docs/report-schema.md): written from a Report and its
// aggregates, and read back into a Report (for `merge`). Deterministic: the
// same evaluation gives the same bytes whatever the thread count.
#pragma once

#include <string>

#include "core/report/report_model.h"
#include "core/report/run_aggregate.h"

namespace sqlscope::report {

std::string reportJson(const Report& report, const ReportAggregate& aggregate);

struct ReportLoad {
    Report report;
    std::string error;  // "FILE: reason"; empty on success
    bool ok() const { return error.empty(); }
};

ReportLoad readReportJson(const std::string& path);

}  // namespace sqlscope::report
