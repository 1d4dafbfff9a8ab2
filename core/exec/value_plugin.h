// Value plug-in of the test-suite evaluation (docs/metrics/execution.md#value-plug-in): the
// prediction with every literal replaced by a slot, the gold's literal
// values, and every assignment of gold values to the slots, capped.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::exec {

// The reference's extract_query_values(): the query as lowercased
// space-separated tokens with each literal replaced by the slot "valuerare",
// and the literals (string literals with their quotes, decimal and integer
// tokens), without duplicates, in order of discovery (the reference keeps a
// Python set, whose order varies between runs; the verdict does not depend on
// it unless the cap is hit).
struct QueryValues {
    std::vector<std::string> tokens;
    std::vector<std::string> values;
    size_t slotCount() const;
};
QueryValues extractQueryValues(std::string_view sql);

inline constexpr std::string_view kValueSlot = "valuerare";
inline constexpr size_t kDefaultPlugInCap = 10'000;

struct PlugInCandidates {
    std::vector<std::string> queries;  // in itertools.product order (last slot varies fastest)
    std::vector<std::string> goldValues;
    size_t slotCount = 0;
    uint64_t total = 0;   // |goldValues| ^ slotCount, saturated at UINT64_MAX
    bool capHit = false;  // total > cap: only the first `cap` queries are listed
};

// get_all_preds_for_execution(gold, pred) with a cap on the number of
// queries produced. Both strings should already have had docs/metrics/execution.md#exe-test-suite
// steps 2-3 applied (as the reference does). With no slot in the prediction the single candidate is
// the prediction re-joined (lowercased, single spaces); with no gold value and at least one slot
// there is none.
PlugInCandidates plugInCandidates(std::string_view gold, std::string_view prediction,
                                  size_t cap = kDefaultPlugInCap);

}  // namespace sqlscope::exec
