// Test-suite database discovery (docs/metrics/execution.md#exe-test-suite step 5).
#include "core/exec/test_suite_databases.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace sqlscope::exec {

std::vector<std::string> testSuiteDatabases(const std::string& goldDatabasePath) {
    namespace fs = std::filesystem;
    std::vector<std::string> out{goldDatabasePath};
    fs::path gold(goldDatabasePath);
    std::error_code ec;
    std::vector<std::string> others;
    for (fs::directory_iterator it(gold.parent_path(), ec), end; !ec && it != end;
         it.increment(ec)) {
        std::string name = it->path().filename().string();
        if (name.find(".sqlite") == std::string::npos) continue;
        if (name.ends_with("-journal") || name.ends_with("-wal") || name.ends_with("-shm"))
            continue;
        if (it->path().filename() == gold.filename()) continue;
        others.push_back(it->path().string());
    }
    std::sort(others.begin(), others.end());
    out.insert(out.end(), others.begin(), others.end());
    return out;
}

}  // namespace sqlscope::exec
