// How a batch is evaluated: where the databases are and the settings of every
// metric. Recorded with every report so that a number can be reproduced.
#pragma once

#include <memory>
#include <string>

#include "core/eval/batch_metrics.h"
#include "core/exec/compare_options.h"
#include "core/exec/executor.h"
#include "core/exec/process_limits.h"
#include "core/exec/sqlmorph_metrics.h"
#include "core/exec/testsuite_compare.h"
#include "core/linking/linking_predictions.h"
#include "core/match/esm/esm_variant.h"
#include "core/match/esm_plus/esm_plus_mode.h"

namespace sqlscope::eval {

struct EvalSettings {
    std::string databaseDir;      // <databaseDir>/<db_id>/<db_id>.sqlite
    std::string testSuiteDir;     // EXE's databases: <testSuiteDir>/<db_id>/*.sqlite; empty = the
                                  // pair's own folder
    exec::ExecOptions execution;  // time budget, row and memory caps, per query
    // The process's memory ceiling and query text cap (--memory-limit,
    // --max-query-bytes); the front end applies them with exec::setProcessLimits.
    exec::ProcessLimits limits;
    exec::CompareOptions compare;  // float tolerance (off by default: faithful first)
    exec::ExeOptions exe;          // test-suite flags: plug_value, keep_distinct
    // The technique behind the exp/exr/ex_f1 columns (docs/cli.md).
    exec::SqlMorphTechnique exfTechnique = exec::SqlMorphTechnique::ExactColumnPartialCell;
    bool penalizeExtraPredCols = true;
    // --sqlmorph-t6-legacy-overlaps: T6 as SQLMorph's earlier version (exec::SqlMorphOptions).
    bool sqlMorphT6LegacyOverlaps = false;
    // Repetitions of gold and prediction for VES; 0 = VES not computed.
    int vesRepetitions = 0;
    // docs/metrics/esm.md#the-test-suite-fork
    match::esm::EsmVariant esmVariant = match::esm::EsmVariant::Spider;
    // ESM+ (docs/metrics/esm-plus.md): --esm-plus-mode, and the active rules (--rules /
    // --no-rules).
    match::esm_plus::EsmPlusMode esmPlusMode = match::esm_plus::EsmPlusMode::Fixed;
    match::esm_plus::RuleSet esmPlusRules;
    // Keep the texts of ESM+'s rule traces (EsmPlusOptions::traceTexts); a
    // batch that reports only verdicts and rule ids turns them off.
    bool esmPlusTraceTexts = true;
    MetricSelection metrics;  // which metrics to compute (--metrics, --etype)
    // --linking-pred: a schema-linking model's output
    // (docs/metrics/linking.md#where-the-prediction-comes-from), read and checked by the caller
    // into `linkingPredictions`; the link_* columns then score it instead of the predicted SQL's
    // elements.
    std::string linkingPredictionFile;
    std::shared_ptr<const linking::LinkingPredictions> linkingPredictions;
};

}  // namespace sqlscope::eval
