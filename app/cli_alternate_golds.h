// The alternate golds of a workspace's annotations for `sqlscope-cli eval
// --workspace` and `export` (docs/metrics/alternate-golds.md): the pairs'
// verdicts against any accepted gold, from the workspace's cache where it
// has them, scored now (same evaluator and settings as the gold) where it
// does not and the databases can be reached.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace sqlscope::eval {
class EvaluationContext;
}
namespace sqlscope::inspect {
class PairTable;
}
namespace sqlscope::job {
struct EvaluationRequest;
}
namespace sqlscope::workspace {
class Workspace;
}

namespace sqlscope::cli {

struct AlternateGoldsApplied {
    size_t tasks = 0;                   // (pair, alternate) to score
    size_t evaluated = 0;               // scored now (the rest came from the cache)
    size_t unscored = 0;                // pairs left without any-gold verdicts
    std::vector<std::string> problems;  // AlternateProblem::text(), once per alternate
    std::vector<std::string> notes;     // for the export's stamp: why some are unscored
    std::string error;                  // reading or writing the workspace failed
};

// Sets table.setAnyGold(...) from `ws`'s annotations. `context`: the
// evaluation's (eval); null: one is made from `request` when its tables
// file and the databases the tasks need can be read (export). `save`:
// the new scores go into the workspace's cache.
AlternateGoldsApplied applyAlternateGolds(workspace::Workspace& ws, inspect::PairTable& table,
                                          const job::EvaluationRequest& request,
                                          eval::EvaluationContext* context, bool save);

}  // namespace sqlscope::cli
