#include "core/report/statistics.h"

#include <algorithm>
#include <cmath>

namespace sqlscope::report {

Spread spreadOf(const std::vector<double>& values) {
    Spread s;
    s.count = values.size();
    if (values.empty()) return s;
    double sum = 0.0;
    for (double v : values)
        sum += v;
    s.mean = sum / static_cast<double>(values.size());
    if (values.size() >= 2) {
        double squares = 0.0;
        for (double v : values)
            squares += (v - s.mean) * (v - s.mean);
        s.stddev = std::sqrt(squares / static_cast<double>(values.size() - 1));
    }
    return s;
}

namespace {

uint64_t splitmix64(uint64_t& state) {
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

}  // namespace

std::vector<std::vector<uint32_t>> bootstrapDraws(size_t clusters, size_t replicates,
                                                  uint64_t seed) {
    std::vector<std::vector<uint32_t>> draws(replicates);
    if (clusters == 0) return draws;
    uint64_t state = seed;
    for (auto& draw : draws) {
        draw.resize(clusters);
        for (uint32_t& index : draw) {
            // Multiply-shift maps 64 random bits onto [0, clusters).
            const unsigned __int128 product =
                static_cast<unsigned __int128>(splitmix64(state)) * clusters;
            index = static_cast<uint32_t>(product >> 64);
        }
    }
    return draws;
}

double quantileSorted(const std::vector<double>& sorted, double q) {
    if (sorted.empty()) return 0.0;
    const double h = q * static_cast<double>(sorted.size() - 1);
    const size_t lo = static_cast<size_t>(std::floor(h));
    const size_t hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (h - static_cast<double>(lo)) * (sorted[hi] - sorted[lo]);
}

namespace {

// quantileSorted(sorted values, q), finding only the two order statistics it
// needs (reorders `values`).
double quantileUnsorted(std::vector<double>& values, double q) {
    const double h = q * static_cast<double>(values.size() - 1);
    const size_t lo = static_cast<size_t>(std::floor(h));
    const auto at = values.begin() + static_cast<std::ptrdiff_t>(lo);
    std::nth_element(values.begin(), at, values.end());
    const double low = *at;
    const double high = lo + 1 < values.size() ? *std::min_element(at + 1, values.end()) : low;
    return low + (h - static_cast<double>(lo)) * (high - low);
}

}  // namespace

std::vector<std::optional<Interval>> bootstrapIntervals(
    const std::vector<std::vector<ClusterSum>>& clustersByMetric,
    const std::vector<std::vector<uint32_t>>& draws, double level) {
    const size_t metrics = clustersByMetric.size();
    size_t clusters = 0;
    for (const auto& sums : clustersByMetric)
        clusters = std::max(clusters, sums.size());
    // Cluster-major copies, so that one drawn cluster adds to every
    // metric's running sum in one contiguous (vectorizable) loop. A
    // metric without the cluster adds nothing (+0.0, count 0).
    std::vector<double> sumAt(clusters * metrics, 0.0);
    std::vector<uint64_t> countAt(clusters * metrics, 0);
    for (size_t m = 0; m < metrics; ++m) {
        for (size_t c = 0; c < clustersByMetric[m].size(); ++c) {
            sumAt[c * metrics + m] = clustersByMetric[m][c].sum;
            countAt[c * metrics + m] = clustersByMetric[m][c].count;
        }
    }
    std::vector<std::vector<double>> means(metrics);
    for (auto& values : means)
        values.reserve(draws.size());
    std::vector<double> sum(metrics);
    std::vector<uint64_t> count(metrics);
    for (const auto& draw : draws) {
        std::fill(sum.begin(), sum.end(), 0.0);
        std::fill(count.begin(), count.end(), 0);
        for (uint32_t c : draw) {
            if (c >= clusters) continue;
            const double* clusterSum = &sumAt[c * metrics];
            const uint64_t* clusterCount = &countAt[c * metrics];
            for (size_t m = 0; m < metrics; ++m) {
                sum[m] += clusterSum[m];
                count[m] += clusterCount[m];
            }
        }
        for (size_t m = 0; m < metrics; ++m)
            if (count[m] > 0) means[m].push_back(sum[m] / static_cast<double>(count[m]));
    }
    std::vector<std::optional<Interval>> intervals(metrics);
    const double tail = (1.0 - level) / 2.0;
    for (size_t m = 0; m < metrics; ++m) {
        if (means[m].empty()) continue;
        intervals[m] =
            Interval{quantileUnsorted(means[m], tail), quantileUnsorted(means[m], 1.0 - tail)};
    }
    return intervals;
}

std::optional<Interval> bootstrapInterval(const std::vector<ClusterSum>& clusters,
                                          const std::vector<std::vector<uint32_t>>& draws,
                                          double level) {
    return bootstrapIntervals({clusters}, draws, level).front();
}

McNemarResult mcnemar(size_t aOnly, size_t bOnly) {
    McNemarResult r;
    const size_t n = aOnly + bOnly;
    if (n == 0) return r;
    const double diff = std::fabs(static_cast<double>(aOnly) - static_cast<double>(bOnly));
    r.chi2 = std::pow(std::max(0.0, diff - 1.0), 2) / static_cast<double>(n);
    // P[X <= k] for X ~ Bin(n, 1/2), summed in log space.
    const size_t k = std::min(aOnly, bOnly);
    const double logHalfN = -static_cast<double>(n) * std::log(2.0);
    double tail = 0.0;
    for (size_t i = 0; i <= k; ++i) {
        const double logChoose = std::lgamma(static_cast<double>(n) + 1) -
                                 std::lgamma(static_cast<double>(i) + 1) -
                                 std::lgamma(static_cast<double>(n - i) + 1);
        tail += std::exp(logChoose + logHalfN);
    }
    r.p = std::min(1.0, 2.0 * tail);
    return r;
}

}  // namespace sqlscope::report
