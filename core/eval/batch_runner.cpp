#include "core/eval/batch_runner.h"

#include <algorithm>
#include <exception>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "core/eval/pair_evaluator.h"
#include "core/eval/spelling_twin.h"
#include "core/exec/process_limits.h"

namespace sqlscope::eval {

BatchRunner::BatchRunner(EvaluationContext& context, BatchOptions options)
    : context_(context),
      options_(options),
      jobs_(options.jobs != 0 ? options.jobs : std::max(1u, std::thread::hardware_concurrency())) {}

BatchStatus BatchRunner::run(const BatchPlan& plan, const Consumer& consumer,
                             const Progress& progress, const std::atomic<bool>* stop) {
    return run(plan, scheduleBatch(plan, options_), consumer, progress, stop);
}

BatchStatus BatchRunner::run(const BatchPlan& plan, const BatchSchedule& schedule,
                             const Consumer& consumer, const Progress& progress,
                             const std::atomic<bool>* stop) {
    BatchStatus status;
    const size_t total = plan.pairCount;
    // Workers take one benchmark item's work at a time (workGroupStarts),
    // or the items in a row that ask for one gold (sameGoldGroupStarts).
    const std::vector<size_t>& groupStarts = schedule.groupStarts;
    const std::vector<size_t>& sameGold = schedule.sameGoldStarts;
    std::atomic<size_t> nextTake{0};
    // Results are forgotten once every group before a point is done
    // (workers finish groups out of order): `groupsDone` of them in a row.
    const std::vector<ResultRetention>& retentions = schedule.retentions;
    const std::vector<GoldRelease>& releases = schedule.releases;
    std::vector<bool> groupDone(groupStarts.size(), false);
    size_t groupsDone = 0;
    std::mutex groupsMutex;
    auto finishGroup = [&](size_t group) {
        if (!options_.releaseResults) return;
        size_t before = 0, after = 0;
        {
            std::lock_guard lock(groupsMutex);
            groupDone[group] = true;
            before = groupsDone;
            while (groupDone[groupsDone])
                ++groupsDone;
            after = groupsDone;
        }
        if (after == before) return;
        // Outside the lock, which the other workers take as they finish
        // their groups: freeing a whole table's rows takes a while. Each
        // caller forgets its own groups [before, after); the caches are
        // thread-safe, and forgetting before an earlier point than another
        // caller's forgets nothing more.
        context_.goldResults().forgetBefore(after);
        for (size_t g = before; g < after && g < releases.size(); ++g) {
            for (const WorkItem* item : releases[g].golds)
                context_.forgetGold(*item->dbId, *item->gold);
            if (options_.releaseGoldParses)
                for (const std::string* gold : releases[g].parses)
                    context_.forgetGoldParse(*gold);
        }
    };
    std::atomic<size_t> evaluated{0};
    // The workers stop on the caller's flag or on a worker's failure.
    std::atomic<bool> halt{false};
    std::mutex progressMutex;
    size_t done = 0;
    std::string error;

    auto stopped = [&] { return halt.load(std::memory_order_relaxed) || (stop && stop->load()); };

    // The flag every query polls: the caller's, else one a failure raises.
    std::atomic<bool> ownStop{false};
    const std::atomic<bool>* queryStop = stop ? stop : &ownStop;

    // A worker's current groups: their spelling twins (spelling_twin.h)
    // and the text metrics of those that later ones take, by work index.
    struct KeptTwin {
        size_t at = 0;  // work index
        SpellingTwin twin;
        sql::ParseResult parse;  // sqlscope's parse of its text
    };
    struct GroupTwins {
        size_t begin = 0;
        GroupSpellings spellings;  // findSpellings; empty when not shared
        std::vector<KeptTwin> kept;
    };
    const MetricSelection& metrics = context_.settings().metrics;

    // One work item; false when the batch stops.
    auto evaluate = [&](PairEvaluator& evaluator, GroupTwins& twins, size_t index) {
        if (stopped()) return false;
        const WorkItem& item = plan.work[index];
        const GroupSpellings& spellings = twins.spellings;
        const bool shared = !spellings.twinOf.empty();
        const uint32_t twinIndex = shared ? spellings.twinOf[index - twins.begin] : kNoTwin;
        const bool spelledAsGold = shared && spellings.asGold[index - twins.begin];
        const KeptTwin* kept = nullptr;
        if (twinIndex != kNoTwin && twinIndex != index)
            for (const KeptTwin& k : twins.kept)
                if (k.at == twinIndex) kept = &k;
        const SpellingTwin* twin = kept ? &kept->twin : nullptr;
        // A text over --max-query-bytes is not parsed (process_limits.h).
        sql::ParseResult parse;
        if (exec::queryTooLarge(item.pred->size())) {
            parse.error.emplace();
            parse.error->message = exec::queryTooLargeMessage(item.pred->size());
        } else if (!twin) {
            parse = sql::parse(*item.pred);
        }
        // One parse of the prediction serves the report (its parse error)
        // and the metrics that read our AST (component, linking). A twin
        // taken needs none: the consumer gets its first spelling's parse,
        // which read the same tokens but for their letter case and the
        // final ';' (sqlscope's parser reads those alike).
        if (!retentions.empty()) evaluator.setResultRetention(retentions[index]);
        PairVerdict verdict = evaluator.evaluate(*item.dbId, *item.gold, *item.pred,
                                                 twin ? nullptr : &parse, twin, spelledAsGold);
        const bool tookTwin = twin && evaluator.tookTwin();
        if (twin && !tookTwin) parse = sql::parse(*item.pred);
        // A query stopped half-way gives no verdict worth keeping.
        if (stop && stop->load()) return false;
        bool keeps = false;
        if (twinIndex == index)
            if (std::optional<SpellingTwin> first = spellingTwinOf(verdict, parse, metrics)) {
                twins.kept.push_back({index, std::move(*first), {}});
                keeps = true;
            }
        consumer(index, item, std::move(verdict), tookTwin ? kept->parse : parse);
        if (keeps) twins.kept.back().parse = std::move(parse);
        evaluated.fetch_add(1, std::memory_order_relaxed);
        if (progress) {
            std::lock_guard lock(progressMutex);
            done += item.pairs.size();
            progress(done, total, item);
        }
        return true;
    };

    auto worker = [&] {
        try {
            PairEvaluator evaluator(context_, queryStop);
            evaluator.setRowEvidence(options_.rowEvidence);
            GroupTwins twins;
            for (;;) {
                // The groups [first, last): one, or those asking for one gold.
                const size_t take = nextTake.fetch_add(1, std::memory_order_relaxed);
                size_t first = take, last = take + 1;
                if (!sameGold.empty()) {
                    if (take + 1 >= sameGold.size()) return;
                    first = sameGold[take];
                    last = sameGold[take + 1];
                }
                if (last >= groupStarts.size()) return;
                twins.begin = groupStarts[first];
                if (options_.shareSpellingTwins)
                    findSpellings(plan, groupStarts[first], groupStarts[last], twins.spellings);
                for (size_t group = first; group < last; ++group) {
                    for (size_t index = groupStarts[group]; index < groupStarts[group + 1]; ++index)
                        if (!evaluate(evaluator, twins, index)) return;
                    finishGroup(group);
                }
                twins.kept.clear();
            }
        } catch (const std::exception& e) {
            std::lock_guard lock(progressMutex);
            if (error.empty()) error = e.what();
            halt = true;
            ownStop = true;
        }
    };

    const unsigned threads =
        static_cast<unsigned>(std::min<size_t>(jobs_, std::max<size_t>(1, plan.work.size())));
    std::vector<std::thread> pool;
    pool.reserve(threads - 1);
    for (unsigned t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread& thread : pool)
        thread.join();

    status.evaluated = evaluated.load();
    status.cancelled = stop && stop->load() && status.evaluated < plan.work.size();
    status.error = error;
    return status;
}

}  // namespace sqlscope::eval
