#include "core/exec/process_limits.h"

#include <sqlite3.h>

#include "core/exec/sqlite_heap.h"

#include <atomic>
#include <mutex>

namespace sqlscope::exec {

namespace {

std::mutex limitsMutex;
ProcessLimits current;
std::atomic<uint64_t> resultBudget{kDefaultMemoryLimitBytes / 4};
std::atomic<uint64_t> resultHeld{0};
std::once_flag defaultsApplied;

// SQLite's share: enforced by the counting allocator when the program
// installed it (sqlite_heap.h), else by SQLite's hard heap limit, which
// needs SQLite's memory statistics on (their default). The soft limit, half
// the hard one, makes page caches reuse their pages under pressure instead of
// growing into the hard limit (also only with the statistics on).
void applyHeapLimit(uint64_t memoryBytes) {
    setSqliteHeapLimit(memoryBytes / 4);
    sqlite3_hard_heap_limit64(static_cast<sqlite3_int64>(memoryBytes / 4));
    sqlite3_soft_heap_limit64(static_cast<sqlite3_int64>(memoryBytes / 8));
}

}  // namespace

void setProcessLimits(const ProcessLimits& limits) {
    std::call_once(defaultsApplied, [] {});
    std::lock_guard lock(limitsMutex);
    current = limits;
    resultBudget = limits.memoryBytes == 0 ? UINT64_MAX : limits.memoryBytes / 4;
    applyHeapLimit(limits.memoryBytes);
}

ProcessLimits processLimits() {
    // The default ceiling holds even when nobody set the limits.
    std::call_once(defaultsApplied, [] { applyHeapLimit(kDefaultMemoryLimitBytes); });
    std::lock_guard lock(limitsMutex);
    return current;
}

uint64_t resultMemoryBudget() {
    return resultBudget.load(std::memory_order_relaxed);
}

uint64_t resultMemoryHeld() {
    return resultHeld.load(std::memory_order_relaxed);
}

bool chargeResultMemory(uint64_t bytes) {
    const uint64_t budget = resultBudget.load(std::memory_order_relaxed);
    uint64_t held = resultHeld.load(std::memory_order_relaxed);
    do {
        if (held + bytes > budget) return false;
    } while (!resultHeld.compare_exchange_weak(held, held + bytes, std::memory_order_relaxed));
    return true;
}

void releaseResultMemory(uint64_t bytes) {
    resultHeld.fetch_sub(bytes, std::memory_order_relaxed);
}

bool queryTooLarge(size_t bytes) {
    return bytes > processLimits().maxQueryBytes;
}

std::string queryTooLargeMessage(size_t bytes) {
    return "query text of " + std::to_string(bytes) + " bytes is larger than the limit of " +
           std::to_string(processLimits().maxQueryBytes) + " bytes (--max-query-bytes)";
}

std::string memoryLimitMessage() {
    const uint64_t memory = processLimits().memoryBytes;
    return "memory limit of " + std::to_string(memory >> 20) + " MiB (--memory-limit) reached";
}

}  // namespace sqlscope::exec
