// Puts the summary rows that the batch's workers make in any order into
// pair order (the plan's item positions, runs within a position), and hands
// them to one reader in batches: when a batch is full, when a time has
// passed, or when the batch ends. A row waits only for the rows before it.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <vector>

#include "core/job/summary_row.h"

namespace sqlscope::job {

class RowSequencer {
public:
    RowSequencer(size_t runs, size_t batchRows);

    // The row of the pair at item position `position`. Thread-safe.
    void add(size_t position, const SummaryRow& row);
    // No more rows will come: wakes the reader.
    void finish();

    // Waits until a batch is full, `wait` has passed or finish() was called,
    // then returns the rows ready in order (possibly none), moved out.
    // `finished` tells whether finish() was called before they were taken.
    std::vector<SummaryRow> take(std::chrono::milliseconds wait, bool& finished);

private:
    const size_t runs_;
    const size_t batchRows_;
    std::mutex mutex_;
    std::condition_variable ready_;
    uint64_t next_ = 0;                       // the sequence number awaited
    std::map<uint64_t, SummaryRow> pending_;  // arrived before it
    std::vector<SummaryRow> inOrder_;         // not yet taken
    bool finished_ = false;
};

}  // namespace sqlscope::job
