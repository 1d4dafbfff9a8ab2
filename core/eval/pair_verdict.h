// Every metric's verdict on one (gold, prediction) pair, with its evidence.
#pragma once

#include <optional>

#include "core/eval/execution_verdict.h"
#include "core/match/esm/esm_evaluator.h"

namespace sqlscope::eval {

struct PairVerdict {
    match::esm::EsmVerdict esm;  // Spider-faithful ESM, hardness, partial scores (esm.md)
    ExecutionVerdict execution;  // EX (Spider, BIRD), EXE, EXP/EXR/F1, VES (execution.md)
};

}  // namespace sqlscope::eval
