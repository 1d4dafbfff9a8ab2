// The budgets that hold for the whole sqlscope process, whatever the number
// of workers (docs/cli.md --memory-limit, --max-query-bytes): one memory
// ceiling shared by SQLite's heap and the result rows sqlscope holds, and the
// largest query text that is parsed, analysed or prepared.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace sqlscope::exec {

// The longest Spider, CoSQL and BIRD gold or predicted query is under 4 KB:
// 100 KB is 25 times that, and a query of that size still prepares and is
// analysed in milliseconds.
constexpr size_t kDefaultMaxQueryBytes = 100'000;
constexpr uint64_t kDefaultMemoryLimitBytes = uint64_t(2) << 30;  // 2 GiB

struct ProcessLimits {
    uint64_t memoryBytes = kDefaultMemoryLimitBytes;  // 0: no ceiling
    size_t maxQueryBytes = kDefaultMaxQueryBytes;
};

// Sets the limits of the process; call before any connection is opened.
// A quarter of the memory ceiling goes to SQLite's heap (page caches,
// sorters, temporary b-trees, values being built: sqlite_heap.h), a
// quarter to the result rows held at once (running queries and the result
// cache); the other half is left to comparators, parses and the rest.
void setProcessLimits(const ProcessLimits& limits);
ProcessLimits processLimits();

// Bytes of result rows the process may hold (a quarter of the ceiling).
uint64_t resultMemoryBudget();
uint64_t resultMemoryHeld();
// Adds `bytes` to the rows held; false (and nothing added) when that would
// exceed the budget.
bool chargeResultMemory(uint64_t bytes);
void releaseResultMemory(uint64_t bytes);

// Whether a query text is longer than the cap, and the sentence that says so.
bool queryTooLarge(size_t bytes);
std::string queryTooLargeMessage(size_t bytes);

// "memory limit of 2048 MiB (--memory-limit) reached"
std::string memoryLimitMessage();

// Bytes held by one result; released when the last copy of the result that
// holds it goes away.
class ResultMemoryCharge {
public:
    explicit ResultMemoryCharge(uint64_t bytes) : bytes_(bytes) {}
    ~ResultMemoryCharge() { releaseResultMemory(bytes_); }
    ResultMemoryCharge(const ResultMemoryCharge&) = delete;
    ResultMemoryCharge& operator=(const ResultMemoryCharge&) = delete;
    uint64_t bytes() const { return bytes_; }

private:
    uint64_t bytes_;
};

}  // namespace sqlscope::exec
