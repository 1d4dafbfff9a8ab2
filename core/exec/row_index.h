// A hash index over rows referred to by position, so that the comparators can
// find equal rows (as sets, bags or under a column permutation) without
// copying a single row or value. Internal to the result comparators.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/exec/value.h"

namespace sqlscope::exec {

// The hash of the cells cell(0) .. cell(count - 1) in that order: RowHash of a
// row, and the same number for any view showing the same cells (a projection,
// a permutation), so that views and rows can be probed against each other.
template <class Cell>
size_t hashCells(size_t count, Cell&& cell) {
    size_t h = 0xcbf29ce484222325ull ^ count;
    ValueHash hv;
    for (size_t i = 0; i < count; ++i)
        h = (h ^ hv(cell(i))) * 0x100000001b3ull + (h >> 29);
    return h;
}

// Open addressing over (hash, position); equality is the caller's, asked only
// on equal hashes. Positions are inserted once each; an equal item already in
// the index is kept instead (its position is returned).
class PositionIndex {
public:
    static constexpr size_t npos = static_cast<size_t>(-1);

    explicit PositionIndex(size_t expectedItems) {
        size_t capacity = 16;
        while (capacity < 2 * expectedItems)
            capacity *= 2;
        slots_.assign(capacity, Slot{});
        mask_ = capacity - 1;
    }

    // The position of the first inserted item with `hash` for which
    // equal(position) holds, or npos.
    template <class Equal>
    size_t find(size_t hash, Equal&& equal) const {
        for (size_t i = home(hash);; i = (i + 1) & mask_) {
            const Slot& s = slots_[i];
            if (s.positionPlusOne == 0) return npos;
            if (s.hash == hash && equal(s.positionPlusOne - 1)) return s.positionPlusOne - 1;
        }
    }

    // Inserts `position` unless an equal item is indexed; returns the
    // position of the item the index keeps for this value.
    template <class Equal>
    size_t insert(size_t hash, size_t position, Equal&& equal) {
        size_t i = home(hash);
        for (;; i = (i + 1) & mask_) {
            const Slot& s = slots_[i];
            if (s.positionPlusOne == 0) break;
            if (s.hash == hash && equal(s.positionPlusOne - 1)) return s.positionPlusOne - 1;
        }
        slots_[i] = Slot{hash, position + 1};
        if (++size_ * 2 > slots_.size()) grow();
        return position;
    }

    size_t size() const { return size_; }  // distinct items indexed

private:
    struct Slot {
        size_t hash = 0;
        size_t positionPlusOne = 0;  // 0: empty
    };

    // Where probing for `hash` starts: its high bits after a multiplicative
    // mix (value hashes of small integers are the integers themselves).
    size_t home(size_t hash) const { return ((hash * 0x9e3779b97f4a7c15ull) >> 32) & mask_; }

    void grow() {
        std::vector<Slot> old = std::move(slots_);
        slots_.assign(old.size() * 2, Slot{});
        mask_ = slots_.size() - 1;
        for (const Slot& s : old) {
            if (s.positionPlusOne == 0) continue;
            size_t i = home(s.hash);
            while (slots_[i].positionPlusOne != 0)
                i = (i + 1) & mask_;
            slots_[i] = s;
        }
    }

    std::vector<Slot> slots_;
    size_t mask_ = 0;
    size_t size_ = 0;
};

}  // namespace sqlscope::exec
