// A job::SummaryRow as the bytes of the workspace's summaries.row column
// (docs/workspace.md#summaries): fixed-size, little-endian, independent of
// the compiler's struct layout, so a file moves between machines. The item
// and run are the table's own columns, not part of the bytes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/job/summary_row.h"

namespace sqlscope::workspace {

// u32 rules fired (bit r-1: rule r), 16 x f32 metrics (IEEE 754, NaN kept),
// u8 execution outcome, u8 error categories, i8 hardness, u8 flags (bit 0
// parse failed, bit 1 missing).
inline constexpr size_t kSummaryRowBytes = 4 + 4 * job::kSummaryMetricCount + 4;

std::string encodeSummaryRow(const job::SummaryRow& row);

// nullopt when `bytes` is not kSummaryRowBytes long or holds an unknown
// outcome.
std::optional<job::SummaryRow> decodeSummaryRow(uint32_t item, uint32_t run,
                                                std::string_view bytes);

}  // namespace sqlscope::workspace
