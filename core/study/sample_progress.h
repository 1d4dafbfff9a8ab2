// How far the labelling of a stratified sample has come, stratum by
// stratum: of the pairs drawn, how many have a human verdict that counts
// (equivalent / not equivalent) and how many are unsure, beside the
// stratum's population. The FP/FN view shows it under the rates
// (docs/gui-study.md) so that a labeller sees which cells still lack labels.
#pragma once

#include <cstddef>
#include <vector>

#include "core/annotate/annotation.h"
#include "core/study/stratified_sample.h"

namespace sqlscope::study {

struct StratumProgress {
    size_t stratum = 0;     // into StratifiedSample::strata
    size_t population = 0;  // N_h
    size_t drawn = 0;       // pairs drawn from it
    size_t labelled = 0;    // ... with an equivalent / not_equivalent verdict
    size_t unsure = 0;      // ... with an unsure verdict
};

struct SampleProgress {
    std::vector<StratumProgress> strata;  // one per stratum, in the sample's order
    StratumProgress total;                // the sums (stratum: the strata's count)
};

// Matches verdicts to the drawn pairs by item id and run name (a later
// annotation of a pair replaces an earlier one; annotations without a
// verdict are ignored).
SampleProgress sampleProgress(const StratifiedSample& sample,
                              const std::vector<annotate::PairAnnotation>& verdicts);

}  // namespace sqlscope::study
