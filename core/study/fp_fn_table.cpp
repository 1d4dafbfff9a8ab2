#include "core/study/fp_fn_table.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "core/inspect/pair_table.h"
#include "core/inspect/verdict_columns.h"
#include "core/study/pair_keys.h"

namespace sqlscope::study {

namespace {

constexpr double kZ = 1.96;
constexpr size_t kMetricColumns[] = {inspect::kColumnEx, inspect::kColumnExBird,
                                     inspect::kColumnExe, inspect::kColumnEsm,
                                     inspect::kColumnEsmPlus};
constexpr size_t kMetrics = std::size(kMetricColumns);

// The human verdict of each pair of the table (a later annotation wins).
std::map<std::pair<size_t, size_t>, annotate::HumanVerdict> verdictsByPair(
    const inspect::PairTable& table, const std::vector<annotate::PairAnnotation>& verdicts,
    size_t& unmatched) {
    std::map<std::pair<size_t, size_t>, annotate::HumanVerdict> out;
    for (const annotate::PairAnnotation& a : verdicts) {
        if (!a.verdict) continue;
        const auto at = locatePair(table, a.pair);
        if (!at || !table.has(at->first, at->second)) {
            ++unmatched;
            continue;
        }
        out[*at] = *a.verdict;
    }
    return out;
}

// FP / FN counts of one group of labelled pairs (a stratum, or a run).
struct Counts {
    size_t labelled = 0;
    std::array<size_t, kMetrics> fp{}, fn{};
    void add(const job::SummaryRow& row, annotate::HumanVerdict human) {
        ++labelled;
        for (size_t m = 0; m < kMetrics; ++m) {
            const inspect::CellVerdict v = inspect::cellOf(row, kMetricColumns[m]).verdict;
            if (v == inspect::CellVerdict::Pass && human == annotate::HumanVerdict::NotEquivalent)
                ++fp[m];
            if (v == inspect::CellVerdict::Fail && human == annotate::HumanVerdict::Equivalent)
                ++fn[m];
        }
    }
};

RateEstimate interval(double rate, double variance, size_t count) {
    RateEstimate e;
    e.rate = rate;
    const double half = kZ * std::sqrt(std::max(0.0, variance));
    e.low = std::clamp(rate - half, 0.0, 1.0);
    e.high = std::clamp(rate + half, 0.0, 1.0);
    e.count = count;
    return e;
}

RateEstimate plain(size_t x, size_t n) {
    RateEstimate e;
    e.count = x;
    if (n == 0) {
        e.high = 1;
        return e;
    }
    e.rate = static_cast<double>(x) / static_cast<double>(n);
    std::tie(e.low, e.high) = wilsonInterval(x, n, kZ);
    return e;
}

std::vector<MetricErrorRates> metricRows(const inspect::PairTable& table) {
    std::vector<MetricErrorRates> out;
    for (size_t column : kMetricColumns) {
        MetricErrorRates m;
        m.column = column;
        m.label = std::string(inspect::verdictColumns()[column].label);
        m.computed = table.columnComputed(column);
        out.push_back(std::move(m));
    }
    return out;
}

}  // namespace

std::pair<double, double> wilsonInterval(size_t x, size_t n, double z) {
    if (n == 0) return {0.0, 1.0};
    const double nn = static_cast<double>(n);
    const double p = static_cast<double>(x) / nn;
    const double z2 = z * z;
    const double denominator = 1 + z2 / nn;
    const double center = (p + z2 / (2 * nn)) / denominator;
    const double half = z / denominator * std::sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn));
    return {std::clamp(center - half, 0.0, 1.0), std::clamp(center + half, 0.0, 1.0)};
}

ErrorRateTable estimateErrorRates(const inspect::PairTable& table,
                                  const std::vector<annotate::PairAnnotation>& verdicts,
                                  const std::optional<StrataDesign>& design) {
    ErrorRateTable out;
    out.stratified = design.has_value();
    out.design = design;
    const auto human = verdictsByPair(table, verdicts, out.unmatched);
    for (size_t run = 0; run < table.runCount(); ++run) {
        RunErrorRates r;
        r.run = run;
        r.runName = table.runName(run);
        r.metrics = metricRows(table);
        if (!design) {
            Counts c;
            for (size_t pos = 0; pos < table.itemCount(); ++pos) {
                if (!table.has(pos, run)) continue;
                ++r.population;
                auto it = human.find({pos, run});
                if (it == human.end()) continue;
                if (it->second == annotate::HumanVerdict::Unsure) {
                    ++r.unsure;
                    continue;
                }
                c.add(table.row(pos, run), it->second);
            }
            r.labelled = r.pairs = c.labelled;
            for (size_t m = 0; m < kMetrics; ++m) {
                r.metrics[m].fp = plain(c.fp[m], c.labelled);
                r.metrics[m].fn = plain(c.fn[m], c.labelled);
            }
            out.runs.push_back(std::move(r));
            continue;
        }
        const size_t cells = size_t(1) << design->columns.size();
        const bool ownStratum = design->incomplete == IncompletePolicy::OwnStratum;
        std::vector<size_t> population(cells + 1, 0);
        std::vector<Counts> counts(cells + 1);
        for (size_t pos = 0; pos < table.itemCount(); ++pos) {
            if (!table.has(pos, run)) continue;
            const uint32_t cell = cellOf(table.row(pos, run), design->columns);
            auto it = human.find({pos, run});
            if (cell == kIncompleteCell && !ownStratum) {
                if (it != human.end()) ++r.outside;
                continue;
            }
            const size_t h = cell == kIncompleteCell ? cells : cell;
            ++population[h];
            ++r.population;
            if (it == human.end()) continue;
            if (it->second == annotate::HumanVerdict::Unsure) {
                ++r.unsure;
                continue;
            }
            counts[h].add(table.row(pos, run), it->second);
        }
        for (size_t h = 0; h <= cells; ++h) {
            if (population[h] == 0) continue;
            ++r.strata;
            if (counts[h].labelled == 0) {
                ++r.strataWithoutLabels;
                r.pairsWithoutLabels += population[h];
            } else {
                r.pairs += population[h];
                r.labelled += counts[h].labelled;
            }
        }
        // p = sum_h W_h p_h; var = sum_h W_h^2 p_h (1 - p_h) / n_h (1 - n_h / N_h).
        for (size_t m = 0; m < kMetrics; ++m) {
            double fp = 0, fn = 0, varFp = 0, varFn = 0;
            size_t xFp = 0, xFn = 0;
            for (size_t h = 0; h <= cells; ++h) {
                const Counts& c = counts[h];
                if (c.labelled == 0) continue;
                const double w = static_cast<double>(population[h]) / static_cast<double>(r.pairs);
                const double n = static_cast<double>(c.labelled);
                const double fpc = 1.0 - n / static_cast<double>(population[h]);
                const double pFp = static_cast<double>(c.fp[m]) / n;
                const double pFn = static_cast<double>(c.fn[m]) / n;
                fp += w * pFp;
                fn += w * pFn;
                varFp += w * w * pFp * (1 - pFp) / n * fpc;
                varFn += w * w * pFn * (1 - pFn) / n * fpc;
                xFp += c.fp[m];
                xFn += c.fn[m];
            }
            if (r.labelled == 0) {
                r.metrics[m].fp = plain(0, 0);
                r.metrics[m].fn = plain(0, 0);
                continue;
            }
            r.metrics[m].fp = interval(fp, varFp, xFp);
            r.metrics[m].fn = interval(fn, varFn, xFn);
        }
        out.runs.push_back(std::move(r));
    }
    out.note = out.stratified
                   ? "FP and FN as % of the run's pairs: stratified estimates (each labelled pair "
                     "stands for its cell's pairs / the cell's labelled pairs), 95% intervals "
                     "p +- 1.96 sqrt(var) with the finite-population correction; unsure verdicts "
                     "left out of their cell"
                   : "labels not drawn as a stratified sample: plain FP and FN as % of the "
                     "labelled pairs, 95% Wilson intervals; unsure verdicts left out";
    return out;
}

namespace {

std::string percent(const RateEstimate& e) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.1f [%.1f, %.1f]", 100 * e.rate, 100 * e.low,
                  100 * e.high);
    return buffer;
}

std::string padded(std::string s, size_t width) {
    if (s.size() < width) s.append(width - s.size(), ' ');
    return s;
}

}  // namespace

std::string formatErrorRateTable(const ErrorRateTable& table) {
    std::string out = table.note + "\n";
    for (const RunErrorRates& r : table.runs) {
        out += "\n" + r.runName + ": ";
        if (table.stratified) {
            out += std::to_string(r.pairs) + " pairs";
            if (r.strataWithoutLabels)
                out += " (" + std::to_string(r.pairsWithoutLabels) + " more in " +
                       std::to_string(r.strataWithoutLabels) + " strata without labels, left out)";
            out += ", " + std::to_string(r.labelled) + " labelled in " +
                   std::to_string(r.strata - r.strataWithoutLabels) + " strata";
        } else {
            out += std::to_string(r.labelled) + " labelled pairs of " +
                   std::to_string(r.population) + " (not a stratified sample: plain rates)";
        }
        out += ", " + std::to_string(r.unsure) + " unsure left out";
        if (r.outside) out += ", " + std::to_string(r.outside) + " in no stratum";
        out += "\n" + padded("metric", 10) + padded("FP %", 22) + "FN %\n";
        for (const MetricErrorRates& m : r.metrics) {
            if (!m.computed) continue;
            out += padded(m.label, 10) + padded(percent(m.fp), 22) + percent(m.fn) + "\n";
        }
    }
    if (table.unmatched)
        out += "\n" + std::to_string(table.unmatched) + " verdicts name no pair of the table\n";
    return out;
}

}  // namespace sqlscope::study
