// SQLite's allocations counted by sqlscope, so that SQLite's share of the
// process's memory ceiling (process_limits.h, --memory-limit) holds without
// SQLite's own memory statistics (SQLITE_CONFIG_MEMSTATUS). Those take one
// global mutex on every allocation and free, which the evaluation's workers
// would contend for, and SQLite enforces sqlite3_hard_heap_limit64 only while
// they are on. Here each thread keeps a running balance and adds it to the
// shared count in steps of kSqliteHeapStep bytes, so an allocation costs no
// lock and, most of the time, no shared write; an allocation that would pass
// the ceiling fails, and SQLite reports SQLITE_NOMEM (executor.cpp turns it
// into the memory_limit outcome).
#pragma once

#include <cstddef>
#include <cstdint>

namespace sqlscope::exec {

// How far one thread's unpublished balance may drift before it is added to
// the shared count: the ceiling holds to within this per thread.
constexpr int64_t kSqliteHeapStep = 64 * 1024;

// Routes SQLite's allocations through the counting allocator and turns
// SQLite's statistics off. Possible only before SQLite initializes (the
// programs' main() calls it first thing); false when SQLite had already
// initialized, in which case SQLite keeps its own allocator and statistics
// and its hard heap limit applies instead. Later calls return the first's
// answer.
bool installSqliteHeapAccounting();
bool sqliteHeapAccountingInstalled();

// The ceiling for SQLite's heap, in bytes; 0: none.
void setSqliteHeapLimit(uint64_t bytes);
uint64_t sqliteHeapLimit();

// Bytes SQLite holds: exact for the calling thread's own allocations (its
// balance is published first), within kSqliteHeapStep per other thread.
int64_t sqliteHeapHeld();

}  // namespace sqlscope::exec
