// Listed order of marks (mark_order.h).
#include "core/explain/mark_order.h"

#include <algorithm>
#include <numeric>
#include <tuple>

#include "core/explain/pair_explanation.h"

namespace sqlscope::explain {

std::vector<size_t> listedMarkOrder(const PairExplanation& explanation) {
    const std::vector<Mark>& marks = explanation.marks;
    std::vector<size_t> order(marks.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        const Mark& l = marks[a];
        const Mark& r = marks[b];
        return std::tuple(l.side, l.span.begin, l.span.end, l.kind) <
               std::tuple(r.side, r.span.begin, r.span.end, r.kind);
    });
    return order;
}

}  // namespace sqlscope::explain
