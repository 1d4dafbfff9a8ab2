#include "core/job/metric_selection.h"

#include "core/report/metric_registry.h"

namespace sqlscope::job {

std::optional<MetricGroups> etypeMetricGroups(std::string_view etype, bool testSuite) {
    const std::string exec = testSuite ? "exe" : "ex";
    if (etype == "match") return MetricGroups{"esm"};
    if (etype == "exec") return MetricGroups{exec};
    if (etype == "all") return MetricGroups{exec, "esm"};
    return std::nullopt;
}

std::vector<std::string> selectMetrics(const MetricGroups& groups, eval::EvalSettings& settings) {
    if (!groups.empty()) {
        settings.metrics.only = groups;
        if (groups.count("ves") && settings.vesRepetitions == 0) settings.vesRepetitions = 10;
    }
    std::vector<std::string> keys;
    for (const report::MetricDefinition& d : report::metricDefinitions()) {
        const bool wanted = groups.empty() ? (d.group != "ves" || settings.vesRepetitions > 0)
                                           : groups.count(d.group) > 0;
        if (wanted) keys.push_back(d.key);
    }
    return keys;
}

}  // namespace sqlscope::job
