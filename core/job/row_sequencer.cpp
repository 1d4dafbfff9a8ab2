#include "core/job/row_sequencer.h"

namespace sqlscope::job {

RowSequencer::RowSequencer(size_t runs, size_t batchRows) : runs_(runs), batchRows_(batchRows) {}

void RowSequencer::add(size_t position, const SummaryRow& row) {
    const uint64_t sequence = static_cast<uint64_t>(position) * runs_ + row.run;
    std::lock_guard lock(mutex_);
    if (sequence != next_) {
        pending_.emplace(sequence, row);
        return;
    }
    inOrder_.push_back(row);
    ++next_;
    for (auto it = pending_.begin(); it != pending_.end() && it->first == next_;
         it = pending_.erase(it)) {
        inOrder_.push_back(it->second);
        ++next_;
    }
    if (inOrder_.size() >= batchRows_) ready_.notify_one();
}

void RowSequencer::finish() {
    {
        std::lock_guard lock(mutex_);
        finished_ = true;
    }
    ready_.notify_one();
}

std::vector<SummaryRow> RowSequencer::take(std::chrono::milliseconds wait, bool& finished) {
    std::unique_lock lock(mutex_);
    ready_.wait_for(lock, wait, [&] { return finished_ || inOrder_.size() >= batchRows_; });
    finished = finished_;
    std::vector<SummaryRow> rows;
    rows.swap(inOrder_);
    return rows;
}

}  // namespace sqlscope::job
