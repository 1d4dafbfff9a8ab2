// What a batch runner derives from its plan before its workers start: the
// groups of work the workers take, until which question each work item's
// results are needed, and which golds' analyses to forget after each
// question. A pure function of the plan and the release options, so a
// caller may make it beside other work and hand it to BatchRunner::run (the
// evaluation job makes it on its inputs thread while tables.json loads,
// instead of one worker making it while the other waits).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/eval/batch_plan.h"
#include "core/eval/execution_evaluator.h"

namespace sqlscope::eval {

struct BatchOptions;

// The golds to forget once a group is done: those whose last question is in
// that group, as (database, gold) and, for the parses that the gold text
// alone keys, as texts.
struct GoldRelease {
    std::vector<const WorkItem*> golds;      // dbId and gold of each
    std::vector<const std::string*> parses;  // gold texts
};

struct BatchSchedule {
    std::vector<size_t> groupStarts;          // workGroupStarts(plan)
    std::vector<size_t> sameGoldStarts;       // sameGoldGroupStarts; empty: each group alone
    std::vector<ResultRetention> retentions;  // per work item; empty when results are kept
    std::vector<GoldRelease> releases;        // per group; empty when gold analyses are kept
};

// For each work item, until which group (question) its gold's and its
// prediction's results are needed: the last group that runs the same
// statement on the same database, as a gold or as a prediction (golds kept
// for ever unless `releaseGold`).
std::vector<ResultRetention> planResultRetentions(const BatchPlan& plan,
                                                  const std::vector<size_t>& groupStarts,
                                                  bool releaseGold);

// Consecutive groups whose questions ask for one gold text on one database
// (Spider lists the paraphrases of a question one after another), as
// indices into `groupStarts`: [starts[s], starts[s+1]) go to one worker
// together, so that it finds spelling twins (spelling_twin.h) across those
// questions too. A run is cut before it would hold more than
// kMaxSameGoldWork work items; the last entry is the number of groups.
constexpr size_t kMaxSameGoldWork = 256;
std::vector<size_t> sameGoldGroupStarts(const BatchPlan& plan,
                                        const std::vector<size_t>& groupStarts);

// The schedule BatchRunner::run(plan, ...) makes for `options` (its
// releaseResults, releaseGoldResults and releaseGoldAnalyses).
BatchSchedule scheduleBatch(const BatchPlan& plan, const BatchOptions& options);

}  // namespace sqlscope::eval
