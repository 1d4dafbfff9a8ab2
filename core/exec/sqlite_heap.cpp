#include "core/exec/sqlite_heap.h"

#include <sqlite3.h>

#include <atomic>
#include <cstdlib>
#include <mutex>

namespace sqlscope::exec {

namespace {

// Each block carries its requested size in an 8-byte header (as SQLite's own
// default allocator does), which xSize and xFree read back.
constexpr size_t kHeader = 8;

std::atomic<int64_t> published{0};
std::atomic<uint64_t> limitBytes{0};
thread_local int64_t balance = 0;  // this thread's allocations not yet published
thread_local bool exitPublishes = false;

void publish() {
    published.fetch_add(balance, std::memory_order_relaxed);
    balance = 0;
}

// Publishes what is left when its thread ends, so that threads that come
// and go (a worker pool per evaluation in a long GUI session) leave no
// drift behind. Made on a thread's first allocation: the flag keeps the
// per-allocation cost to one thread-local test.
struct PublishAtExit {
    PublishAtExit() { exitPublishes = true; }
    ~PublishAtExit() { publish(); }
};

void account(int64_t bytes) {
    if (!exitPublishes) [[unlikely]] {
        static thread_local PublishAtExit atExit;
    }
    balance += bytes;
    if (balance >= kSqliteHeapStep || balance <= -kSqliteHeapStep) publish();
}

// Whether `bytes` more would pass the ceiling: first against the shared count
// plus this thread's balance, and, when close, again after publishing.
bool wouldPassLimit(int64_t bytes) {
    const uint64_t limit = limitBytes.load(std::memory_order_relaxed);
    if (limit == 0) return false;
    const auto within = [&] {
        return published.load(std::memory_order_relaxed) + balance + bytes <=
               static_cast<int64_t>(limit);
    };
    if (within()) return false;
    publish();
    return !within();
}

int64_t& sizeOf(void* block) {
    return *reinterpret_cast<int64_t*>(static_cast<char*>(block) - kHeader);
}

void* heapMalloc(int bytes) {
    if (bytes <= 0 || wouldPassLimit(bytes)) return nullptr;
    auto* raw = static_cast<char*>(std::malloc(static_cast<size_t>(bytes) + kHeader));
    if (!raw) return nullptr;
    *reinterpret_cast<int64_t*>(raw) = bytes;
    account(bytes);
    return raw + kHeader;
}

void heapFree(void* block) {
    if (!block) return;
    const int64_t bytes = sizeOf(block);
    std::free(static_cast<char*>(block) - kHeader);
    account(-bytes);
}

void* heapRealloc(void* block, int bytes) {
    if (!block) return heapMalloc(bytes);
    if (bytes <= 0) return nullptr;  // SQLite never asks for this (it frees instead)
    const int64_t old = sizeOf(block);
    if (bytes > old && wouldPassLimit(bytes - old)) return nullptr;
    auto* raw = static_cast<char*>(
        std::realloc(static_cast<char*>(block) - kHeader, static_cast<size_t>(bytes) + kHeader));
    if (!raw) return nullptr;
    *reinterpret_cast<int64_t*>(raw) = bytes;
    account(bytes - old);
    return raw + kHeader;
}

int heapSize(void* block) {
    return block ? static_cast<int>(sizeOf(block)) : 0;
}

int heapRoundup(int bytes) {
    return (bytes + 7) & ~7;
}

int heapInit(void*) {
    return SQLITE_OK;
}

void heapShutdown(void*) {}

std::once_flag installOnce;
std::atomic<bool> installed{false};

}  // namespace

bool installSqliteHeapAccounting() {
    std::call_once(installOnce, [] {
        static const sqlite3_mem_methods methods{heapMalloc,  heapFree, heapRealloc,  heapSize,
                                                 heapRoundup, heapInit, heapShutdown, nullptr};
        // Both fail with SQLITE_MISUSE once SQLite has initialized.
        if (sqlite3_config(SQLITE_CONFIG_MALLOC, &methods) != SQLITE_OK) return;
        sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
        installed.store(true);
    });
    return installed.load();
}

bool sqliteHeapAccountingInstalled() {
    return installed.load();
}

void setSqliteHeapLimit(uint64_t bytes) {
    limitBytes.store(bytes, std::memory_order_relaxed);
}

uint64_t sqliteHeapLimit() {
    return limitBytes.load(std::memory_order_relaxed);
}

int64_t sqliteHeapHeld() {
    publish();
    return published.load(std::memory_order_relaxed);
}

}  // namespace sqlscope::exec
