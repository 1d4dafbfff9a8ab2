// The process's statement watchdog (core/exec/watchdog.h): a deadline armed
// after a later one still fires on time (the timer thread is woken only for
// deadlines earlier than its next wake-up), an idle watchdog wakes for a new
// deadline, and a disarmed ticket never fires.
#include <sqlite3.h>
#include <QObject>
#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

#include "core/exec/watchdog.h"
#include "tests/test_registry.h"

using namespace sqlscope::exec;
using Clock = Watchdog::Clock;
using namespace std::chrono_literals;

namespace {

// Waits until `flag` is raised or `limit` passes; the seconds waited.
double waitFor(const std::atomic<bool>& flag, std::chrono::milliseconds limit) {
    const Clock::time_point start = Clock::now();
    while (!flag.load() && Clock::now() - start < limit)
        std::this_thread::sleep_for(1ms);
    return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

class WatchdogTest : public QObject {
    Q_OBJECT

private slots:
    void earlierDeadlineAfterLaterOneFires() {
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open(":memory:", &db), SQLITE_OK);
        Watchdog& watchdog = Watchdog::instance();
        std::atomic<bool> lateFired{false}, soonFired{false};
        const uint64_t late = watchdog.arm(db, Clock::now() + 60s, &lateFired);
        const Clock::time_point armed = Clock::now();
        const uint64_t soon = watchdog.arm(db, armed + 100ms, &soonFired);
        const double waited = waitFor(soonFired, 5000ms);
        QVERIFY(soonFired.load());
        QVERIFY2(waited < 2.0, std::to_string(waited).c_str());  // generous: a busy machine
        QVERIFY(Clock::now() - armed >= 100ms);
        QVERIFY(!lateFired.load());
        watchdog.disarm(soon);  // already fired: a no-op
        watchdog.disarm(late);

        // Nothing armed now: the thread sleeps until told; a new deadline
        // wakes it.
        std::atomic<bool> againFired{false};
        watchdog.arm(db, Clock::now() + 50ms, &againFired);
        waitFor(againFired, 5000ms);
        QVERIFY(againFired.load());

        // A ticket disarmed before its deadline never fires.
        std::atomic<bool> disarmedFired{false};
        const uint64_t disarmed = watchdog.arm(db, Clock::now() + 50ms, &disarmedFired);
        watchdog.disarm(disarmed);
        std::this_thread::sleep_for(200ms);
        QVERIFY(!disarmedFired.load());
        QVERIFY(!lateFired.load());
        sqlite3_close(db);
    }
};

SQLSCOPE_TEST_SUITE(WatchdogTest)
#include "watchdog_test.moc"
