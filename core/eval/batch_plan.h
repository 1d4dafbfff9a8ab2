// The work of a batch: every (run, item) pair of the benchmark's items in
// one shard, grouped so that identical (database, gold, prediction) triples
// are evaluated once and their verdict shared (several runs often predict
// the same SQL). The order is fixed by the inputs alone, never by threads:
// item by item, and within an item run by run, so that the runs' predictions
// for one question are evaluated one after another while that gold's
// result, parses and database pages are still in the CPU caches (measured:
// a fifth of the CPU time of a 7-run Spider dev evaluation, against run by
// run).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/dataset/benchmark.h"

namespace sqlscope::eval {

struct PairRef {
    uint32_t run = 0;   // index into the prediction files
    uint32_t item = 0;  // index into the benchmark's items
};

struct WorkItem {
    const std::string* dbId = nullptr;  // into the benchmark and the prediction files
    const std::string* gold = nullptr;
    const std::string* pred = nullptr;
    std::vector<PairRef> pairs;  // every pair with this triple, in (item, run) order
};

// `--shard i/n`: the i-th (1-based) of n deterministic slices.
struct Shard {
    uint32_t index = 1;
    uint32_t count = 1;
    bool whole() const { return count == 1; }
};
// "3/8" -> {3, 8}; nullopt unless 1 <= i <= n.
std::optional<Shard> parseShard(std::string_view text);

// The items of one shard, ascending: contiguous slices of the units (an
// interaction for CoSQL/SParC, so its turns stay together; else an item),
// unit u going to the shard floor(u * n / units) + 1.
std::vector<uint32_t> shardItems(const dataset::Benchmark& benchmark, Shard shard);

struct BatchPlan {
    std::vector<uint32_t> items;  // the benchmark items evaluated (the shard's)
    std::vector<WorkItem> work;   // in order of first occurrence, item by item
    size_t pairCount = 0;         // runs x items
};

// `dedupe` false gives one work item per pair (for tests and comparisons).
BatchPlan planBatch(const dataset::Benchmark& benchmark,
                    const std::vector<dataset::PredictionFile>& runs, Shard shard = {},
                    bool dedupe = true);

// The work in groups that one worker takes at once: [starts[g], starts[g+1])
// are the work items first met at one benchmark item (the runs' predictions
// for one question). Its gold then runs on the worker that compares with it,
// instead of a second worker waiting for that result; the last entry is
// work.size().
std::vector<size_t> workGroupStarts(const BatchPlan& plan);

}  // namespace sqlscope::eval
