// Which metric groups a batch computes (`--metrics`, `--etype`; docs/cli.md).
// Leaving every execution metric out runs no gold query, and no prediction
// either unless ESM+ is selected (its "prediction must execute" step runs
// each one, docs/cli.md "What runs"): ESM alone needs only the schemas.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace sqlscope::eval {

struct MetricSelection {
    // The --metrics names: ex, exe, esm, esm+, exp, component, linking, ves.
    // Unset: every metric (VES only with --ves-repetitions).
    std::optional<std::set<std::string, std::less<>>> only;

    bool wants(std::string_view group) const { return !only || only->count(group) > 0; }
    // Whether any metric that needs the queries' results is selected.
    bool needsExecution() const {
        return wants("ex") || wants("exe") || wants("exp") || (only && wants("ves"));
    }
};

}  // namespace sqlscope::eval
