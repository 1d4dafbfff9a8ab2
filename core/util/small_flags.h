// Flags over positions 0 .. size-1 that allocate nothing up to 64 positions
// (one word) and use a vector beyond: the "taken" marks of the small
// matching loops run once per pair (ESM's table units, ESM+'s items).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace sqlscope::util {

class SmallFlags {
public:
    // Up to 64 positions nothing is constructed but the word.
    explicit SmallFlags(size_t size) {
        if (size > 64) spill_.assign(size, false);
    }

    bool test(size_t i) const { return spill_.empty() ? ((word_ >> i) & 1) != 0 : spill_[i]; }
    void set(size_t i) {
        if (spill_.empty())
            word_ |= uint64_t{1} << i;
        else
            spill_[i] = true;
    }

private:
    uint64_t word_ = 0;
    std::vector<bool> spill_;  // empty up to 64 positions
};

}  // namespace sqlscope::util
