// Cohen's kappa between two labellers' human verdicts (annotate::
// PairAnnotation) on the pairs both judged: the agreement beyond what their
// own verdict frequencies would give by chance (docs/study.md#kappa).
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/annotate/annotation.h"

namespace sqlscope::study {

// What Unsure is. Category (the default): a third verdict like the other
// two, so "A unsure, B equivalent" is a disagreement. LeftOut: a pair either
// labeller marked unsure is not compared (counted in Kappa::leftOutUnsure).
enum class UnsureHandling { Category, LeftOut };

struct Kappa {
    UnsureHandling unsure = UnsureHandling::Category;
    size_t n = 0;              // pairs compared
    size_t leftOutUnsure = 0;  // with LeftOut: pairs both judged that an Unsure removed
    // counts[a][b]: labeller A said a, B said b (HumanVerdict order:
    // equivalent, not equivalent, unsure).
    std::array<std::array<size_t, 3>, 3> counts{};
    double observed = 0;  // p_o = share of the n pairs on which they agree
    double expected = 0;  // p_e = sum over verdicts of A's share times B's share
    // (p_o - p_e) / (1 - p_e); none when n = 0 or p_e = 1 (both labellers
    // gave one and the same verdict to every pair: chance explains all).
    std::optional<double> kappa;
    std::string undefinedReason;  // why `kappa` is empty
};

// A pair is judged by a labeller when their annotation of it has a verdict;
// pairs match by (item id, item index, run). Within one list a later entry
// for the same pair replaces an earlier one.
Kappa cohensKappa(const std::vector<annotate::PairAnnotation>& a,
                  const std::vector<annotate::PairAnnotation>& b,
                  UnsureHandling unsure = UnsureHandling::Category);

}  // namespace sqlscope::study
