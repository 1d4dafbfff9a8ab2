// SIGINT and SIGTERM as a request to stop: instead of ending the process at
// once, they raise a flag that long work (eval's batch) polls, so that the
// command can stop cleanly, leave its outputs as they were and say so.
#pragma once

#include <atomic>

namespace sqlscope::util {

// Installs the handlers (the first call does; later calls do nothing). A
// second signal of the same kind ends the process the usual way.
void installStopSignals();

// Raised by the first SIGINT or SIGTERM after installStopSignals().
const std::atomic<bool>& stopRequested();

// The signal that raised the flag (SIGINT, SIGTERM), or 0.
int stopSignal();

// "SIGINT", "SIGTERM", or "a signal".
const char* stopSignalName(int signal);

}  // namespace sqlscope::util
