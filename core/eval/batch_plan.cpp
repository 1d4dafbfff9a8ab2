#include "core/eval/batch_plan.h"

#include <charconv>
#include <string_view>
#include <unordered_map>

namespace sqlscope::eval {

std::optional<Shard> parseShard(std::string_view text) {
    size_t slash = text.find('/');
    if (slash == std::string_view::npos) return std::nullopt;
    auto number = [](std::string_view part) -> std::optional<uint32_t> {
        uint32_t value = 0;
        auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), value);
        if (part.empty() || ec != std::errc() || end != part.data() + part.size())
            return std::nullopt;
        return value;
    };
    auto index = number(text.substr(0, slash));
    auto count = number(text.substr(slash + 1));
    if (!index || !count || *count == 0 || *index == 0 || *index > *count) return std::nullopt;
    return Shard{*index, *count};
}

std::vector<uint32_t> shardItems(const dataset::Benchmark& benchmark, Shard shard) {
    const auto& items = benchmark.items;
    // Unit of each item: its interaction, or itself.
    std::vector<size_t> unitOf(items.size());
    size_t units = 0;
    for (size_t i = 0; i < items.size(); ++i) {
        const bool sameUnit =
            i > 0 && items[i].interaction >= 0 && items[i].interaction == items[i - 1].interaction;
        if (!sameUnit) ++units;
        unitOf[i] = units - 1;
    }
    std::vector<uint32_t> chosen;
    for (size_t i = 0; i < items.size(); ++i) {
        const uint64_t slice = static_cast<uint64_t>(unitOf[i]) * shard.count / units;
        if (slice + 1 == shard.index) chosen.push_back(static_cast<uint32_t>(i));
    }
    return chosen;
}

namespace {

struct TripleKey {
    std::string_view db, gold, pred;
    bool operator==(const TripleKey&) const = default;
};

struct TripleHash {
    size_t operator()(const TripleKey& k) const {
        std::hash<std::string_view> h;
        size_t seed = h(k.db);
        seed ^= h(k.gold) + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2);
        seed ^= h(k.pred) + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2);
        return seed;
    }
};

}  // namespace

BatchPlan planBatch(const dataset::Benchmark& benchmark,
                    const std::vector<dataset::PredictionFile>& runs, Shard shard, bool dedupe) {
    BatchPlan plan;
    plan.items = shardItems(benchmark, shard);
    plan.pairCount = plan.items.size() * runs.size();
    std::unordered_map<TripleKey, size_t, TripleHash> workOf;
    workOf.reserve(plan.pairCount);
    for (uint32_t item : plan.items) {
        for (uint32_t r = 0; r < runs.size(); ++r) {
            const dataset::BenchmarkItem& gold = benchmark.items[item];
            const dataset::Prediction& pred = runs[r].predictions[item];
            PairRef ref{r, item};
            if (dedupe) {
                auto [it, inserted] =
                    workOf.try_emplace(TripleKey{gold.dbId, gold.gold, pred.sql}, plan.work.size());
                if (!inserted) {
                    plan.work[it->second].pairs.push_back(ref);
                    continue;
                }
            }
            plan.work.push_back(WorkItem{&gold.dbId, &gold.gold, &pred.sql, {ref}});
        }
    }
    return plan;
}

std::vector<size_t> workGroupStarts(const BatchPlan& plan) {
    std::vector<size_t> starts;
    for (size_t w = 0; w < plan.work.size(); ++w) {
        if (w == 0 || plan.work[w].pairs.front().item != plan.work[w - 1].pairs.front().item)
            starts.push_back(w);
    }
    starts.push_back(plan.work.size());
    return starts;
}

}  // namespace sqlscope::eval
