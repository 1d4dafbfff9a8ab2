// BIRD VES (see ves.h for the formula and its source).
#include "core/exec/ves.h"

#include <cmath>

namespace sqlscope::exec {

std::vector<double> cleanAbnormal(const std::vector<double>& values) {
    std::vector<double> kept;
    if (values.empty()) return kept;
    double n = static_cast<double>(values.size());
    double sum = 0.0;
    for (double v : values)
        sum += v;
    double mean = sum / n;
    double sq = 0.0;
    for (double v : values)
        sq += (v - mean) * (v - mean);
    double sd = std::sqrt(sq / n);
    for (double v : values)
        if (v < mean + 3 * sd && v > mean - 3 * sd) kept.push_back(v);
    return kept;
}

std::string_view vesNoteName(VesNote note) {
    switch (note) {
        case VesNote::Ok:
            return "ok";
        case VesNote::NotPassing:
            return "not passing EX";
        case VesNote::NoTimings:
            return "no timings";
        case VesNote::LengthMismatch:
            return "timing counts differ";
        case VesNote::ZeroPredictionTime:
            return "prediction time 0";
        case VesNote::NoRatioKept:
            return "no ratio kept by clean_abnormal";
    }
    return "";
}

VesPairResult vesPairReward(const std::vector<double>& goldSeconds,
                            const std::vector<double>& predSeconds, bool passesEx,
                            const VesOptions& options) {
    VesPairResult r;
    r.repetitions = goldSeconds.size();
    if (!passesEx) {
        r.note = VesNote::NotPassing;
        return r;
    }
    if (goldSeconds.size() != predSeconds.size()) {
        r.note = VesNote::LengthMismatch;
        return r;
    }
    if (goldSeconds.empty()) {
        r.note = VesNote::NoTimings;
        return r;
    }
    std::vector<double> ratios;
    for (size_t i = 0; i < goldSeconds.size(); ++i) {
        if (predSeconds[i] == 0.0) {
            r.note = VesNote::ZeroPredictionTime;
            return r;
        }
        ratios.push_back(goldSeconds[i] / predSeconds[i]);
    }
    std::vector<double> kept = cleanAbnormal(ratios);
    if (kept.empty()) {
        if (!options.keepAllWhenNoneKept) {
            r.note = VesNote::NoRatioKept;
            return r;
        }
        kept = ratios;
    }
    r.kept = kept.size();
    double sum = 0.0;
    for (double v : kept)
        sum += v;
    r.timeRatio = sum / static_cast<double>(kept.size());
    r.reward = std::sqrt(r.timeRatio) * 100.0;
    return r;
}

double vesDataset(const std::vector<VesPairResult>& pairs) {
    if (pairs.empty()) return 0.0;
    double total = 0.0;
    for (const VesPairResult& p : pairs)
        total += p.reward;
    return total / static_cast<double>(pairs.size());
}

}  // namespace sqlscope::exec
