// The statistics of a report (docs/cli.md, "Several runs"): mean and
// standard deviation across runs, bootstrap confidence intervals that
// resample databases (questions of one database are not independent), and
// McNemar's paired test between two runs on a binary metric.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace sqlscope::report {

// Mean and sample standard deviation (n - 1); std is empty for fewer than 2 values.
struct Spread {
    size_t count = 0;
    double mean = 0.0;
    std::optional<double> stddev;
};
Spread spreadOf(const std::vector<double>& values);

// One cluster (database): the sum of a metric over its pairs with a verdict, and their number.
struct ClusterSum {
    double sum = 0.0;
    size_t count = 0;
};

struct Interval {
    double low = 0.0;
    double high = 0.0;
};

inline constexpr size_t kBootstrapReplicates = 1000;
inline constexpr uint64_t kBootstrapSeed = 20240607;

// The clusters drawn by each replicate: `replicates` lists of `clusters`
// indices, drawn with replacement by a fixed generator (splitmix64 with
// kBootstrapSeed), the same on every platform, so intervals are reproducible.
std::vector<std::vector<uint32_t>> bootstrapDraws(size_t clusters,
                                                  size_t replicates = kBootstrapReplicates,
                                                  uint64_t seed = kBootstrapSeed);

// Percentile interval (level 0.95: the 2.5th and 97.5th percentiles, linear
// interpolation between order statistics) of the pooled mean
// sum(sums) / sum(counts) over the draws; replicates with no pair are
// skipped. Empty when no replicate has a pair.
std::optional<Interval> bootstrapInterval(const std::vector<ClusterSum>& clusters,
                                          const std::vector<std::vector<uint32_t>>& draws,
                                          double level = 0.95);

// bootstrapInterval() of several metrics' clusters over the same draws at
// once (the same values; each metric's sums are added in the same order).
std::vector<std::optional<Interval>> bootstrapIntervals(
    const std::vector<std::vector<ClusterSum>>& clustersByMetric,
    const std::vector<std::vector<uint32_t>>& draws, double level = 0.95);

// McNemar's test on paired binary outcomes: `aOnly` pairs pass in A and
// fail in B, `bOnly` the reverse. p is the exact two-sided binomial p-value
// (min(1, 2 P[X <= min(aOnly, bOnly)]), X ~ Bin(aOnly + bOnly, 1/2)); chi2
// the statistic with continuity correction, (|aOnly - bOnly| - 1)^2 / (aOnly + bOnly).
struct McNemarResult {
    double chi2 = 0.0;
    double p = 1.0;
};
McNemarResult mcnemar(size_t aOnly, size_t bOnly);

// The q-quantile (0..1) of sorted values, linear interpolation (type 7).
double quantileSorted(const std::vector<double>& sorted, double q);

}  // namespace sqlscope::report
