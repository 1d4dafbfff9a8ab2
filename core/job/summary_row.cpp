#include "core/job/summary_row.h"

#include <limits>

#include "core/eval/pair_verdict.h"
#include "core/report/metric_registry.h"
#include "core/report/report_model.h"

namespace sqlscope::job {

SummaryRow makeSummaryRow(uint32_t run, const report::PairRecord& record,
                          const eval::PairVerdict& verdict) {
    SummaryRow row;
    row.item = record.item;
    row.run = run;
    for (size_t m = 0; m < row.metrics.size(); ++m) {
        const std::optional<double>& value =
            m < record.metrics.size() ? record.metrics[m] : std::optional<double>();
        row.metrics[m] =
            value ? static_cast<float>(*value) : std::numeric_limits<float>::quiet_NaN();
    }
    row.outcome = verdict.execution.outcome;
    if (verdict.esmPlus.scored) row.rulesFired = verdict.esmPlus.rules();
    for (match::component::ErrorCategory category : match::component::kErrorCategories)
        if (verdict.component.errors.has(category))
            row.errorCategories |= static_cast<ErrorCategoryBits>(1u << static_cast<int>(category));
    if (verdict.esm.scored) row.hardness = static_cast<int8_t>(verdict.esm.hardness);
    row.parseFailed = !record.parseError.empty();
    row.missing = record.missing;
    return row;
}

}  // namespace sqlscope::job
