// Every metric's verdict on one (gold, prediction) pair, with its evidence.
#pragma once

#include <optional>

#include "core/eval/execution_verdict.h"
#include "core/eval/reference_quirks.h"
#include "core/linking/linking_evaluator.h"
#include "core/match/component/component_verdict.h"
#include "core/match/esm/esm_evaluator.h"
#include "core/match/esm_plus/esm_plus_evaluator.h"

namespace sqlscope::eval {

struct PairVerdict {
    // Spider-faithful ESM, hardness, partial scores (docs/metrics/esm.md)
    match::esm::EsmVerdict esm;
    // Whether ESM is among the selected metrics. ESM always runs (Spider's
    // hardness, the count row of Spider's table and Spider EX need its
    // parse); when left out of --metrics its verdict is not reported.
    bool esmReported = true;
    // ESM+: verdict, rules fired with their traces, normal forms (docs/metrics/esm-plus.md)
    match::esm_plus::EsmPlusVerdict esmPlus;
    // EX (Spider, BIRD), EXE, EXP/EXR/F1, VES (docs/metrics/execution.md)
    ExecutionVerdict execution;
    // Schema linking R, P, F1+ with the elements of both queries (docs/metrics/linking.md)
    linking::LinkingVerdict linking;
    // EM, component F1, error categories, complexity (docs/metrics/component.md)
    match::component::ComponentVerdict component;
    // The reproduced reference quirks whose verdict on this pair differs from
    // the verdict without them (reference_quirks.h), whichever way the
    // settings chose.
    QuirkSet quirks;
};

}  // namespace sqlscope::eval
