#include "core/study/stratified_sample.h"

#include "core/inspect/pair_table.h"
#include "core/job/summary_row.h"
#include "core/study/pair_keys.h"
#include "core/util/splitmix64.h"

namespace sqlscope::study {

uint32_t cellOf(const job::SummaryRow& row, const std::vector<size_t>& columns) {
    uint32_t cell = 0;
    for (size_t i = 0; i < columns.size(); ++i) {
        const inspect::CellVerdict v = inspect::cellOf(row, columns[i]).verdict;
        if (v == inspect::CellVerdict::Pass)
            cell |= 1u << i;
        else if (v != inspect::CellVerdict::Fail)
            return kIncompleteCell;
    }
    return cell;
}

std::string cellLabel(uint32_t cell, const std::vector<size_t>& columns) {
    if (cell == kIncompleteCell) return "incomplete";
    std::string out;
    for (size_t i = 0; i < columns.size(); ++i) {
        if (!out.empty()) out += ' ';
        out += inspect::verdictColumns()[columns[i]].label;
        out += (cell >> i) & 1u ? "=1" : "=0";
    }
    return out;
}

size_t StratifiedSample::sampled() const {
    size_t n = 0;
    for (const Stratum& s : strata)
        n += s.sample.size();
    return n;
}

std::vector<annotate::PairKey> StratifiedSample::pairs() const {
    std::vector<annotate::PairKey> out;
    out.reserve(sampled());
    for (const Stratum& stratum : strata)
        out.insert(out.end(), stratum.sample.begin(), stratum.sample.end());
    return out;
}

size_t StratifiedSample::population() const {
    size_t n = 0;
    for (const Stratum& stratum : strata)
        n += stratum.population;
    return n;
}

StratifiedSample drawStratifiedSample(const inspect::PairTable& table,
                                      const SampleOptions& options) {
    StratifiedSample out;
    out.options = options;
    const StrataDesign& design = options.design;
    const size_t cells = size_t(1) << design.columns.size();
    const bool incompleteStratum = design.incomplete == IncompletePolicy::OwnStratum;
    const size_t perGroup = cells + (incompleteStratum ? 1 : 0);
    const size_t groups = design.perRun ? table.runCount() : 1;
    // The members of each stratum, in table order.
    std::vector<std::vector<std::pair<size_t, size_t>>> members(groups * perGroup);
    for (size_t pos = 0; pos < table.itemCount(); ++pos)
        for (size_t run = 0; run < table.runCount(); ++run) {
            if (!table.has(pos, run)) continue;
            const uint32_t cell = cellOf(table.row(pos, run), design.columns);
            size_t index;
            if (cell == kIncompleteCell) {
                if (!incompleteStratum) {
                    ++out.excluded;
                    continue;
                }
                index = cells;
            } else {
                index = cell;
            }
            members[(design.perRun ? run : 0) * perGroup + index].emplace_back(pos, run);
        }
    for (size_t g = 0; g < groups; ++g)
        for (size_t i = 0; i < perGroup; ++i) {
            Stratum s;
            if (design.perRun) s.run = g;
            s.cell = i == cells ? kIncompleteCell : static_cast<uint32_t>(i);
            s.label = cellLabel(s.cell, design.columns);
            auto& pairs = members[g * perGroup + i];
            s.population = pairs.size();
            // Its own generator: seed, group (run + 1, or 0 for all runs), cell.
            util::SplitMix64 mix(options.seed);
            uint64_t streamSeed = mix.next();
            streamSeed ^= (static_cast<uint64_t>(design.perRun ? g + 1 : 0) << 32) ^
                          static_cast<uint64_t>(s.cell);
            util::SplitMix64 rng(streamSeed);
            const size_t take = std::min(options.perCell, pairs.size());
            for (size_t k = 0; k < take; ++k) {
                const size_t j = k + static_cast<size_t>(rng.unbiasedBelow(pairs.size() - k));
                std::swap(pairs[k], pairs[j]);
                s.sample.push_back(pairKeyOf(table, pairs[k].first, pairs[k].second));
            }
            out.strata.push_back(std::move(s));
        }
    return out;
}

}  // namespace sqlscope::study
