#include "core/util/stop_signals.h"

#include <signal.h>

namespace sqlscope::util {

namespace {

std::atomic<bool> g_stop{false};
std::atomic<int> g_signal{0};
static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<int>::is_always_lock_free,
              "the signal handler may only touch lock-free atomics");

// Async-signal-safe: only lock-free atomic stores.
void onStopSignal(int signal) {
    int none = 0;
    g_signal.compare_exchange_strong(none, signal);
    g_stop.store(true);
}

}  // namespace

void installStopSignals() {
    static const bool installed = [] {
        struct sigaction action {};
        action.sa_handler = onStopSignal;
        sigemptyset(&action.sa_mask);
        // The handler runs once; a second Ctrl-C ends the process as usual.
        action.sa_flags = SA_RESETHAND | SA_RESTART;
        sigaction(SIGINT, &action, nullptr);
        sigaction(SIGTERM, &action, nullptr);
        return true;
    }();
    (void)installed;
}

const std::atomic<bool>& stopRequested() {
    return g_stop;
}

int stopSignal() {
    return g_signal.load();
}

const char* stopSignalName(int signal) {
    switch (signal) {
        case SIGINT:
            return "SIGINT";
        case SIGTERM:
            return "SIGTERM";
        default:
            return "a signal";
    }
}

}  // namespace sqlscope::util
