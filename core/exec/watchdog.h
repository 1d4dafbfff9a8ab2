// One timer thread for the whole process that interrupts SQLite connections
// whose statement outlives its deadline (sqlite3_interrupt). The progress
// handler only runs between VM instructions; the watchdog also reaches
// sqlite3_prepare (the parser checks for an interrupt at every token) and
// instructions that loop internally, such as sorting.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>

struct sqlite3;

namespace sqlscope::exec {

class Watchdog {
public:
    using Clock = std::chrono::steady_clock;

    static Watchdog& instance();

    // Interrupts `db` at `deadline` and raises `fired`, unless disarm(ticket)
    // comes first. After disarm returns, `db` is never interrupted for it.
    uint64_t arm(sqlite3* db, Clock::time_point deadline, std::atomic<bool>* fired);
    void disarm(uint64_t ticket);

    ~Watchdog();

private:
    Watchdog();
    struct Impl;
    Impl* impl_;
};

// Arms the watchdog for one scope (no-op without a deadline).
class WatchdogGuard {
public:
    WatchdogGuard(sqlite3* db, bool hasDeadline, Watchdog::Clock::time_point deadline,
                  std::atomic<bool>* fired)
        : ticket_(hasDeadline ? Watchdog::instance().arm(db, deadline, fired) : 0) {}
    ~WatchdogGuard() { release(); }
    void release() {
        if (ticket_ != 0) Watchdog::instance().disarm(ticket_);
        ticket_ = 0;
    }
    WatchdogGuard(const WatchdogGuard&) = delete;
    WatchdogGuard& operator=(const WatchdogGuard&) = delete;

private:
    uint64_t ticket_;
};

}  // namespace sqlscope::exec
