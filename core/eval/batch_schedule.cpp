#include "core/eval/batch_schedule.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "core/eval/batch_runner.h"
#include "core/exec/statement_key.h"

namespace sqlscope::eval {

namespace {

// Which results a text's result stands for: the text on its database, in
// its statement-key spelling (exec/statement_key.h) when it has one, since
// the cache gives another spelling of a statement the rows of the first;
// as a 64-bit digest of that key, written through `buffer` (its capacity
// reused), so that planning allocates nothing per text. Two keys with one
// digest share the later of their retentions: a result is then kept
// longer than needed, never forgotten before its last use.
uint64_t resultDigest(const std::string& dbId, const std::string& sql, std::string& buffer) {
    buffer.assign(dbId);
    buffer += '\0';
    buffer += 's';
    if (!exec::appendStatementKey(sql, buffer)) {
        buffer.back() = 't';
        buffer += sql;
    }
    return std::hash<std::string_view>{}(buffer);
}

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

std::vector<ResultRetention> planResultRetentions(const BatchPlan& plan,
                                                  const std::vector<size_t>& groupStarts,
                                                  bool releaseGold) {
    std::vector<ResultRetention> retentions(plan.work.size());
    std::vector<uint64_t> goldKeys(plan.work.size()), predKeys(plan.work.size());
    std::unordered_map<uint64_t, size_t> lastGroup;
    lastGroup.reserve(2 * plan.work.size());
    auto use = [&](uint64_t key, size_t until) {
        size_t& last = lastGroup[key];
        last = std::max(last, until);
    };
    std::string buffer;
    for (size_t g = 0; g + 1 < groupStarts.size(); ++g)
        for (size_t w = groupStarts[g]; w < groupStarts[g + 1]; ++w) {
            const WorkItem& item = plan.work[w];
            // The runs of one question share its gold (the same string).
            if (w > groupStarts[g] && plan.work[w - 1].gold == item.gold &&
                plan.work[w - 1].dbId == item.dbId)
                goldKeys[w] = goldKeys[w - 1];
            else
                goldKeys[w] = resultDigest(*item.dbId, *item.gold, buffer);
            predKeys[w] = resultDigest(*item.dbId, *item.pred, buffer);
            use(goldKeys[w], releaseGold ? g : exec::ResultCache::kKeepForever);
            use(predKeys[w], g);
        }
    for (size_t w = 0; w < plan.work.size(); ++w) {
        retentions[w].goldUntil = lastGroup[goldKeys[w]];
        retentions[w].predUntil = lastGroup[predKeys[w]];
    }
    return retentions;
}

std::vector<size_t> sameGoldGroupStarts(const BatchPlan& plan,
                                        const std::vector<size_t>& groupStarts) {
    std::vector<size_t> starts;
    const size_t groups = groupStarts.empty() ? 0 : groupStarts.size() - 1;
    for (size_t g = 0; g < groups; ++g) {
        if (!starts.empty()) {
            const WorkItem& first = plan.work[groupStarts[starts.back()]];
            const WorkItem& item = plan.work[groupStarts[g]];
            if (*item.gold == *first.gold && *item.dbId == *first.dbId &&
                groupStarts[g + 1] - groupStarts[starts.back()] <= kMaxSameGoldWork)
                continue;
        }
        starts.push_back(g);
    }
    starts.push_back(groups);
    return starts;
}

BatchSchedule scheduleBatch(const BatchPlan& plan, const BatchOptions& options) {
    BatchSchedule schedule;
    schedule.groupStarts = workGroupStarts(plan);
    if (options.shareSpellingTwins)
        schedule.sameGoldStarts = sameGoldGroupStarts(plan, schedule.groupStarts);
    if (options.releaseResults)
        schedule.retentions =
            planResultRetentions(plan, schedule.groupStarts, options.releaseGoldResults);
    if (options.releaseResults && options.releaseGoldResults && options.releaseGoldAnalyses)
        schedule.releases = goldReleases(plan, schedule.groupStarts);
    return schedule;
}

}  // namespace sqlscope::eval
