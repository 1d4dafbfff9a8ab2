#include "core/exec/watchdog.h"

#include <sqlite3.h>

#include <algorithm>
#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>

namespace sqlscope::exec {

struct Watchdog::Impl {
    struct Armed {
        sqlite3* db;
        Clock::time_point deadline;
        std::atomic<bool>* fired;
    };
    std::mutex mutex;
    std::condition_variable changed;
    std::map<uint64_t, Armed> armed;  // by ticket
    // When the timer thread wakes next (max: only when notified). arm()
    // wakes it only for an earlier deadline: a wake-up per statement costs
    // two context switches, and deadlines mostly come in increasing order.
    Clock::time_point wakeAt = Clock::time_point::max();
    uint64_t nextTicket = 1;
    bool quit = false;
    std::thread thread;

    void loop() {
        std::unique_lock lock(mutex);
        while (!quit) {
            Clock::time_point next = Clock::time_point::max();
            const Clock::time_point now = Clock::now();
            for (auto it = armed.begin(); it != armed.end();) {
                if (it->second.deadline <= now) {
                    // Under the mutex: disarm() cannot return while this runs.
                    it->second.fired->store(true);
                    sqlite3_interrupt(it->second.db);
                    it = armed.erase(it);
                } else {
                    next = std::min(next, it->second.deadline);
                    ++it;
                }
            }
            wakeAt = next;
            if (next == Clock::time_point::max())
                changed.wait(lock);
            else
                changed.wait_until(lock, next);
        }
    }
};

Watchdog& Watchdog::instance() {
    static Watchdog watchdog;
    return watchdog;
}

Watchdog::Watchdog() : impl_(new Impl) {
    impl_->thread = std::thread([this] { impl_->loop(); });
}

Watchdog::~Watchdog() {
    {
        std::lock_guard lock(impl_->mutex);
        impl_->quit = true;
    }
    impl_->changed.notify_all();
    impl_->thread.join();
    delete impl_;
}

uint64_t Watchdog::arm(sqlite3* db, Clock::time_point deadline, std::atomic<bool>* fired) {
    uint64_t ticket;
    bool sooner;
    {
        std::lock_guard lock(impl_->mutex);
        ticket = impl_->nextTicket++;
        impl_->armed.emplace(ticket, Impl::Armed{db, deadline, fired});
        // The thread wakes at wakeAt anyway and then sees this one.
        sooner = deadline < impl_->wakeAt;
        if (sooner) impl_->wakeAt = deadline;
    }
    if (sooner) impl_->changed.notify_all();
    return ticket;
}

void Watchdog::disarm(uint64_t ticket) {
    std::lock_guard lock(impl_->mutex);
    impl_->armed.erase(ticket);
}

}  // namespace sqlscope::exec
