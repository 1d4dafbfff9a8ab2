// The human verdicts the study tests made for the demo (core's
// StudyDemoTest and the window's StudyViewsTest weigh the same ones): the
// stratified sample of two pairs per cell (seed 1), each judged as EXE
// judges it, except model_a's items 45 and 12 (not equivalent although EXE
// passes), 38 (equivalent although EXE fails) and 28 (unsure), and
// model_b's item 5 (equivalent).
#pragma once

#include <vector>

#include "core/annotate/annotation.h"
#include "core/inspect/pair_table.h"
#include "core/inspect/verdict_columns.h"
#include "core/study/pair_keys.h"
#include "core/study/stratified_sample.h"

namespace sqlscope::testing {

inline std::vector<annotate::PairAnnotation> studyDemoVerdicts(const inspect::PairTable& t) {
    study::SampleOptions o;
    o.perCell = 2;
    o.seed = 1;
    std::vector<annotate::PairAnnotation> out;
    for (const study::Stratum& s : study::drawStratifiedSample(t, o).strata)
        for (const annotate::PairKey& key : s.sample) {
            const auto at = study::locatePair(t, key);
            annotate::PairAnnotation a;
            a.pair = key;
            a.labeller = "test";
            const bool exe =
                inspect::cellOf(t.row(at->first, at->second), inspect::kColumnExe).verdict ==
                inspect::CellVerdict::Pass;
            a.verdict =
                exe ? annotate::HumanVerdict::Equivalent : annotate::HumanVerdict::NotEquivalent;
            const uint32_t item = key.question.item;
            if (key.run == "model_a" && (item == 45 || item == 12))
                a.verdict = annotate::HumanVerdict::NotEquivalent;
            if (key.run == "model_a" && item == 38) a.verdict = annotate::HumanVerdict::Equivalent;
            if (key.run == "model_a" && item == 28) a.verdict = annotate::HumanVerdict::Unsure;
            if (key.run == "model_b" && item == 5) a.verdict = annotate::HumanVerdict::Equivalent;
            out.push_back(a);
        }
    return out;
}

}  // namespace sqlscope::testing
