// A labelling sample stratified by the cells of metric agreement
// (docs/study.md#sampling): the strata are the combinations of pass/fail of
// chosen binary verdict columns (default EX, EXE, ESM, ESM+: 16 cells), per
// run or over all runs; from each stratum a fixed number of pairs is drawn
// with a seeded generator that gives the same pairs on every platform
// (splitmix64 and a partial Fisher-Yates shuffle). The result records every
// stratum with its population count, so that core/study/fp_fn_table.h can
// weigh the human verdicts.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/annotate/annotation.h"
#include "core/inspect/verdict_columns.h"

namespace sqlscope::inspect {
class PairTable;
}
namespace sqlscope::job {
struct SummaryRow;
}

namespace sqlscope::study {

// A pair with no verdict (n/a) in one of the design's columns.
enum class IncompletePolicy {
    OwnStratum,  // forms the stratum "incomplete" (of its run), sampled like the others
    Exclude,     // belongs to no stratum: neither sampled nor weighed (counted)
};

struct StrataDesign {
    std::vector<size_t> columns = {inspect::kColumnEx, inspect::kColumnExe, inspect::kColumnEsm,
                                   inspect::kColumnEsmPlus};  // binary verdict columns, at most 16
    bool perRun = true;  // strata per run (runs x cells); false: cells over all runs
    IncompletePolicy incomplete = IncompletePolicy::OwnStratum;
    friend bool operator==(const StrataDesign&, const StrataDesign&) = default;
};

// The cell of a row: bit i set when columns[i] passes; kIncompleteCell when
// one of them has no verdict.
inline constexpr uint32_t kIncompleteCell = 0xffffffffu;
uint32_t cellOf(const job::SummaryRow& row, const std::vector<size_t>& columns);
// "EX=1 EXE=0 ESM=0 ESM+=1" (1 pass, 0 fail, in the columns' order); "incomplete".
std::string cellLabel(uint32_t cell, const std::vector<size_t>& columns);

struct Stratum {
    std::optional<size_t> run;  // the run of a per-run design; none: over all runs
    uint32_t cell = 0;          // or kIncompleteCell
    std::string label;          // cellLabel()
    size_t population = 0;      // pairs of the table in the stratum (N_h)
    // The pairs drawn, in draw order (the first m of them are themselves a
    // random sample of m): min(perCell, population) of them.
    std::vector<annotate::PairKey> sample;
};

struct SampleOptions {
    StrataDesign design;
    size_t perCell = 10;  // pairs drawn from each stratum
    uint64_t seed = 1;
};

struct StratifiedSample {
    SampleOptions options;
    // Per run (in run order) or once: cells 0 .. 2^k - 1 in ascending order
    // (empty ones too), then "incomplete" when the policy makes it a stratum.
    std::vector<Stratum> strata;
    size_t excluded = 0;  // pairs left out by IncompletePolicy::Exclude
    size_t sampled() const;
    // Every pair drawn: stratum by stratum, each in draw order.
    std::vector<annotate::PairKey> pairs() const;
    size_t population() const;  // the strata's pairs (sum of N_h)
};

// Draws from the pairs present in `table`. Each stratum's pairs are taken in
// table order (item position, then run) and shuffled by their own generator,
// seeded from (seed, run or all, cell): a stratum's sample depends only on
// the seed and its own pairs.
StratifiedSample drawStratifiedSample(const inspect::PairTable& table,
                                      const SampleOptions& options);

}  // namespace sqlscope::study
