// Where the counterexample search left a pair (pair_counterexamples.h), on
// its own so that the filter language can name it without the records.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace sqlscope::inspect {

enum class CxStatus : uint8_t {
    NotSearched,    // the pass did not reach it (cancelled, the total cap), or did not run
    Found,          // a database on which gold and prediction differ
    None,           // none within the budget
    NotApplicable,  // no search: the pair fails the checked metric already, no verdict, ...
};
// "unsearched", "found", "none", "na" (the filter's cx: values, the export's
// `counterexample` column).
std::string_view cxStatusKey(CxStatus status);
std::optional<CxStatus> parseCxStatus(std::string_view key);

}  // namespace sqlscope::inspect
