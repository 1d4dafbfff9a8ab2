#include "core/study/kappa.h"

#include <map>
#include <tuple>

namespace sqlscope::study {

namespace {

using Key = std::tuple<std::string, uint32_t, std::string>;

std::map<Key, annotate::HumanVerdict> judged(const std::vector<annotate::PairAnnotation>& list) {
    std::map<Key, annotate::HumanVerdict> out;
    for (const annotate::PairAnnotation& a : list)
        if (a.verdict)
            out[Key{a.pair.question.itemId, a.pair.question.item, a.pair.run}] = *a.verdict;
    return out;
}

}  // namespace

Kappa cohensKappa(const std::vector<annotate::PairAnnotation>& a,
                  const std::vector<annotate::PairAnnotation>& b, UnsureHandling unsure) {
    Kappa k;
    k.unsure = unsure;
    const auto va = judged(a), vb = judged(b);
    for (const auto& [key, x] : va) {
        auto it = vb.find(key);
        if (it == vb.end()) continue;
        const annotate::HumanVerdict y = it->second;
        if (unsure == UnsureHandling::LeftOut &&
            (x == annotate::HumanVerdict::Unsure || y == annotate::HumanVerdict::Unsure)) {
            ++k.leftOutUnsure;
            continue;
        }
        ++k.counts[static_cast<size_t>(x)][static_cast<size_t>(y)];
        ++k.n;
    }
    if (k.n == 0) {
        k.undefinedReason = "no pair judged by both labellers";
        return k;
    }
    const double n = static_cast<double>(k.n);
    for (size_t i = 0; i < 3; ++i) {
        k.observed += static_cast<double>(k.counts[i][i]) / n;
        double rowA = 0, colB = 0;
        for (size_t j = 0; j < 3; ++j) {
            rowA += static_cast<double>(k.counts[i][j]);
            colB += static_cast<double>(k.counts[j][i]);
        }
        k.expected += (rowA / n) * (colB / n);
    }
    if (k.expected >= 1.0 - 1e-12) {
        k.undefinedReason =
            "expected agreement is 1: both labellers gave every pair the same single verdict";
        return k;
    }
    k.kappa = (k.observed - k.expected) / (1.0 - k.expected);
    return k;
}

}  // namespace sqlscope::study
