// False-positive and false-negative rates of every binary metric (EX,
// EX-BIRD, EXE, ESM, ESM+) against human verdicts, per run, in the layout of
// Table 4 of the ESM+ paper: rows = metrics, columns = FP % and FN % of all
// the run's pairs, each with a 95% interval (docs/study.md#fpfn-rates).
// FP = the metric passes and the human says not equivalent; FN = it fails
// and the human says equivalent. With a stratified design the rates are
// stratified estimates (each labelled pair stands for its cell's count /
// the cell's labelled pairs); without one, plain rates over the labelled
// pairs with Wilson intervals, and the table says so.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/annotate/annotation.h"
#include "core/study/stratified_sample.h"

namespace sqlscope::inspect {
class PairTable;
}

namespace sqlscope::study {

struct RateEstimate {
    double rate = 0;  // a share in [0, 1]
    double low = 0;   // 95% interval, clipped to [0, 1]
    double high = 0;
    size_t count = 0;  // labelled pairs that are FP (resp. FN), unweighted
};

struct MetricErrorRates {
    size_t column = 0;     // into inspect::verdictColumns()
    std::string label;     // "EX", ...
    bool computed = true;  // the table has a verdict of this metric on some pair
    RateEstimate fp, fn;
};

struct RunErrorRates {
    size_t run = 0;
    std::string runName;
    // Stratified: the run's pairs in the strata that have labels (N, what
    // the rates are shares of); plain: the labelled pairs.
    size_t pairs = 0;
    size_t population = 0;  // the run's pairs in any stratum (stratified), or present (plain)
    size_t labelled = 0;    // pairs with an equivalent / not_equivalent verdict used
    size_t unsure = 0;      // unsure verdicts, left out of their cell
    size_t outside = 0;     // verdicts on pairs in no stratum (excluded incomplete ones)
    size_t strata = 0;      // non-empty strata of the run (stratified)
    size_t strataWithoutLabels = 0;         // ... of which no pair is labelled: left out of N
    size_t pairsWithoutLabels = 0;          // their pairs
    std::vector<MetricErrorRates> metrics;  // EX, EX-BIRD, EXE, ESM, ESM+
};

struct ErrorRateTable {
    bool stratified = false;
    std::optional<StrataDesign> design;
    std::vector<RunErrorRates> runs;
    size_t unmatched = 0;  // verdicts naming no pair of the table
    std::string note;      // what the rates are, for the table's caption
};

// `verdicts`: the human verdicts (annotations without one are ignored; a
// later annotation of the same pair replaces an earlier one). `design`:
// the strata the labelling sample was drawn from (StratifiedSample::options
// .design); none: the labels are not a stratified sample. The strata's
// counts N_h are the run's pairs in each cell of `table`.
ErrorRateTable estimateErrorRates(const inspect::PairTable& table,
                                  const std::vector<annotate::PairAnnotation>& verdicts,
                                  const std::optional<StrataDesign>& design);

// Wilson's score interval for x successes in n (95%: z = 1.96).
std::pair<double, double> wilsonInterval(size_t x, size_t n, double z = 1.96);

// The table as text, one block per run:
//   model_a: 60 pairs, 12 labelled, 1 unsure left out (stratified estimate, 16 strata)
//   metric    FP %                  FN %
//   EX        3.3 [0.0, 8.1]        ...
std::string formatErrorRateTable(const ErrorRateTable& table);

}  // namespace sqlscope::study
