// The databases of a test suite (docs/metrics/execution.md#exe-test-suite step 5): every file next
// to the gold database whose name contains ".sqlite".
#pragma once

#include <string>
#include <vector>

namespace sqlscope::exec {

// The gold database first, then the other files of its folder whose name
// contains ".sqlite", sorted by name (the reference uses os.listdir order;
// the verdict does not depend on it). Ours also skips SQLite's side files
// (names ending in -journal, -wal, -shm), which the reference would try to
// open. A missing folder gives just the gold path.
std::vector<std::string> testSuiteDatabases(const std::string& goldDatabasePath);

}  // namespace sqlscope::exec
