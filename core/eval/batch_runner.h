// Runs a batch plan on a fixed pool of worker threads. Each worker owns a
// PairEvaluator (its own SQLite connections); gold results and gold parses
// are shared through the EvaluationContext's thread-safe caches. Verdicts
// are handed to a consumer on the worker thread that computed them, tagged
// with their work index, so the caller can store them in a fixed order
// whatever the thread count (docs/architecture.md#threading).
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <string>

#include "core/eval/batch_plan.h"
#include "core/eval/batch_schedule.h"
#include "core/eval/evaluation_context.h"
#include "core/eval/pair_verdict.h"
#include "core/sql/parser.h"

namespace sqlscope::eval {

struct BatchOptions {
    unsigned jobs = 0;  // worker threads; 0 = std::thread::hardware_concurrency()
    // The context's result cache forgets a result once every question that
    // needs it is done (the plan says which do), so that memory does not grow
    // with the number of pairs; a result asked for again runs again.
    bool releaseResults = true;
    // Whether gold results are forgotten too (with releaseResults). Off keeps
    // every gold result for the context's life, e.g. for a later batch on the
    // same context that asks for the same golds.
    bool releaseGoldResults = true;
    // Whether, with both of the above, the context also forgets what it
    // keeps of each gold for ESM, ESM+, component analysis and schema
    // linking once no later question has that gold on that database
    // (EvaluationContext::forgetGold), so that memory does not grow with the
    // number of distinct golds. An explainer beside the batch stays safe (it
    // holds what it reads), it only makes again what was forgotten.
    bool releaseGoldAnalyses = true;
    // Whether, with the three above, the context's gold parses go too, once
    // no later question has that gold text (EvaluationContext::goldParse
    // hands out references: only when nothing reads them beside the batch,
    // e.g. a command-line run that explains nothing while it runs).
    bool releaseGoldParses = false;
    // Whether the verdicts carry SQLMorph's matched rows and cells
    // (SqlMorphOptions::rowEvidence): off for a consumer that reads only the
    // metrics (the evaluation job's outputs), sparing a list per matched row.
    bool rowEvidence = true;
    // Whether a prediction that is another's of the same question, or of a
    // question just before with the same gold and database, up to letter
    // case and a final semicolon (spelling_twin.h) takes that one's
    // ESM, ESM+, component and linking verdicts instead of computing them
    // again. The reported values are the same; what differs are the text
    // details of those verdicts (spans hold, but quoted names keep the
    // first spelling's case), which an explanation recomputes (explain/).
    bool shareSpellingTwins = true;
};

struct BatchStatus {
    bool cancelled = false;  // the stop flag was raised; some work items have no verdict
    size_t evaluated = 0;    // work items whose verdict was delivered
    std::string error;       // a worker failed (out of memory, ...); empty otherwise
    bool ok() const { return !cancelled && error.empty(); }
};

class BatchRunner {
public:
    // Called once per work item, on a worker thread, possibly concurrently
    // with other calls: `predParse` is sqlscope's parse of the prediction,
    // or, for a spelling twin that took its first spelling's text metrics,
    // that spelling's parse (the same tokens at the same offsets, but for
    // their letter case and a final ';').
    using Consumer = std::function<void(size_t work, const WorkItem& item, PairVerdict&& verdict,
                                        const sql::ParseResult& predParse)>;
    // Called after each work item with the pairs done so far (a work item
    // counts for every pair sharing it), the total, and the item just
    // finished; calls are serialized, `done` never decreases.
    using Progress = std::function<void(size_t done, size_t total, const WorkItem& current)>;

    BatchRunner(EvaluationContext& context, BatchOptions options = {});

    unsigned jobs() const { return jobs_; }

    // Blocks until every work item is evaluated or `stop` is raised (checked
    // between pairs and inside every running query, so a stop takes effect
    // within one query's time budget at most). The calling thread is one of
    // the workers.
    BatchStatus run(const BatchPlan& plan, const Consumer& consumer, const Progress& progress = {},
                    const std::atomic<bool>* stop = nullptr);
    // The same with the schedule made beforehand: scheduleBatch(plan, O) for
    // options O whose release flags are this runner's.
    BatchStatus run(const BatchPlan& plan, const BatchSchedule& schedule, const Consumer& consumer,
                    const Progress& progress = {}, const std::atomic<bool>* stop = nullptr);

private:
    EvaluationContext& context_;
    BatchOptions options_;
    unsigned jobs_;
};

}  // namespace sqlscope::eval
