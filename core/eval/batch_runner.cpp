#include "core/eval/batch_runner.h"

#include <algorithm>
#include <exception>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "core/eval/pair_evaluator.h"
#include "core/exec/process_limits.h"
#include "core/exec/statement_key.h"

namespace sqlscope::eval {

namespace {

// Which results a text's result stands for: the text on its database, in
// its statement-key spelling (exec/statement_key.h) when it has one, since
// the cache gives another spelling of a statement the rows of the first.
std::string resultKey(const std::string& dbId, const std::string& sql) {
    std::string key = dbId;
    key += '\0';
    if (std::optional<std::string> statement = exec::statementKey(sql)) {
        key += 's';
        key += *statement;
    } else {
        key += 't';
        key += sql;
    }
    return key;
}

// For each work item, until which group (question) its gold's and its
// prediction's results are needed: the last group that runs the same
// statement on the same database, as a gold or as a prediction.
std::vector<ResultRetention> resultRetentions(const BatchPlan& plan,
                                              const std::vector<size_t>& groupStarts,
                                              bool releaseGold) {
    std::vector<ResultRetention> retentions(plan.work.size());
    std::vector<std::string> goldKeys(plan.work.size()), predKeys(plan.work.size());
    std::unordered_map<std::string, size_t> lastGroup;
    auto use = [&](const std::string& key, size_t until) {
        size_t& last = lastGroup[key];
        last = std::max(last, until);
    };
    for (size_t g = 0; g + 1 < groupStarts.size(); ++g)
        for (size_t w = groupStarts[g]; w < groupStarts[g + 1]; ++w) {
            const WorkItem& item = plan.work[w];
            // The runs of one question share its gold (the same string).
            if (w > groupStarts[g] && plan.work[w - 1].gold == item.gold &&
                plan.work[w - 1].dbId == item.dbId)
                goldKeys[w] = goldKeys[w - 1];
            else
                goldKeys[w] = resultKey(*item.dbId, *item.gold);
            predKeys[w] = resultKey(*item.dbId, *item.pred);
            use(goldKeys[w], releaseGold ? g : exec::ResultCache::kKeepForever);
            use(predKeys[w], g);
        }
    for (size_t w = 0; w < plan.work.size(); ++w) {
        retentions[w].goldUntil = lastGroup[goldKeys[w]];
        retentions[w].predUntil = lastGroup[predKeys[w]];
    }
    return retentions;
}

// The golds to forget once a group is done: those whose last question is
// in that group, as (database, gold) and, for the parses that the gold text
// alone keys, as texts.
struct GoldRelease {
    std::vector<const WorkItem*> golds;      // dbId and gold of each
    std::vector<const std::string*> parses;  // gold texts
};

std::vector<GoldRelease> goldReleases(const BatchPlan& plan,
                                      const std::vector<size_t>& groupStarts) {
    std::unordered_map<std::string_view, std::pair<size_t, const std::string*>> lastByText;
    std::unordered_map<std::string, std::pair<size_t, const WorkItem*>> lastByGold;
    for (size_t g = 0; g + 1 < groupStarts.size(); ++g)
        for (size_t w = groupStarts[g]; w < groupStarts[g + 1]; ++w) {
            const WorkItem& item = plan.work[w];
            if (w > groupStarts[g] && plan.work[w - 1].gold == item.gold &&
                plan.work[w - 1].dbId == item.dbId)
                continue;
            lastByText[*item.gold] = {g, item.gold};
            std::string key = *item.dbId;
            key += '\0';
            key += *item.gold;
            lastByGold[std::move(key)] = {g, &item};
        }
    std::vector<GoldRelease> releases(groupStarts.size());
    for (const auto& [key, last] : lastByGold)
        releases[last.first].golds.push_back(last.second);
    for (const auto& [text, last] : lastByText)
        releases[last.first].parses.push_back(last.second);
    return releases;
}

}  // namespace

BatchRunner::BatchRunner(EvaluationContext& context, BatchOptions options)
    : context_(context),
      options_(options),
      jobs_(options.jobs != 0 ? options.jobs : std::max(1u, std::thread::hardware_concurrency())) {}

BatchStatus BatchRunner::run(const BatchPlan& plan, const Consumer& consumer,
                             const Progress& progress, const std::atomic<bool>* stop) {
    BatchStatus status;
    const size_t total = plan.pairCount;
    // Workers take one benchmark item's work at a time (workGroupStarts).
    const std::vector<size_t> groupStarts = workGroupStarts(plan);
    std::atomic<size_t> nextGroup{0};
    // Results are forgotten once every group before a point is done
    // (workers finish groups out of order): `groupsDone` of them in a row.
    std::vector<ResultRetention> retentions;
    if (options_.releaseResults)
        retentions = resultRetentions(plan, groupStarts, options_.releaseGoldResults);
    std::vector<GoldRelease> releases;
    if (options_.releaseResults && options_.releaseGoldResults && options_.releaseGoldAnalyses)
        releases = goldReleases(plan, groupStarts);
    std::vector<bool> groupDone(groupStarts.size(), false);
    size_t groupsDone = 0;
    std::mutex groupsMutex;
    auto finishGroup = [&](size_t group) {
        if (!options_.releaseResults) return;
        std::lock_guard lock(groupsMutex);
        groupDone[group] = true;
        const size_t before = groupsDone;
        while (groupDone[groupsDone])
            ++groupsDone;
        if (groupsDone == before) return;
        context_.goldResults().forgetBefore(groupsDone);
        for (size_t g = before; g < groupsDone && g < releases.size(); ++g) {
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

    // One work item; false when the batch stops.
    auto evaluate = [&](PairEvaluator& evaluator, size_t index) {
        if (stopped()) return false;
        const WorkItem& item = plan.work[index];
        // A text over --max-query-bytes is not parsed (process_limits.h).
        sql::ParseResult parse;
        if (exec::queryTooLarge(item.pred->size())) {
            parse.error.emplace();
            parse.error->message = exec::queryTooLargeMessage(item.pred->size());
        } else {
            parse = sql::parse(*item.pred);
        }
        // One parse of the prediction serves the report (its parse error)
        // and the metrics that read our AST (component, linking).
        if (!retentions.empty()) evaluator.setResultRetention(retentions[index]);
        PairVerdict verdict = evaluator.evaluate(*item.dbId, *item.gold, *item.pred, &parse);
        // A query stopped half-way gives no verdict worth keeping.
        if (stop && stop->load()) return false;
        consumer(index, item, std::move(verdict), parse);
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
            for (;;) {
                const size_t group = nextGroup.fetch_add(1, std::memory_order_relaxed);
                if (group + 1 >= groupStarts.size()) return;
                for (size_t index = groupStarts[group]; index < groupStarts[group + 1]; ++index)
                    if (!evaluate(evaluator, index)) return;
                finishGroup(group);
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
