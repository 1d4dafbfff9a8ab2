#include "tests/test_registry.h"

#include <QTest>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <vector>

namespace sqlscope::testing {

std::map<std::string, SuiteFactory>& suites() {
    static std::map<std::string, SuiteFactory> registry;
    return registry;
}

std::string sharedDir() {
    if (const char* env = std::getenv("SQLSCOPE_SHARED_DIR"); env && *env) {
        return std::filesystem::is_directory(std::string(env) + "/data") ? env : "";
    }
    std::string configured = SQLSCOPE_DEFAULT_SHARED_DIR;
    return std::filesystem::is_directory(configured + "/data") ? configured : "";
}

int runSuites(int argc, char** argv) {
    std::vector<std::string> names;
    std::vector<char*> qtArgs{argv[0]};
    if (argc > 1 && argv[1][0] != '-') {
        names.push_back(argv[1]);
        for (int i = 2; i < argc; ++i)
            qtArgs.push_back(argv[i]);
    } else {
        for (auto& [name, factory] : suites())
            names.push_back(name);
        for (int i = 1; i < argc; ++i)
            qtArgs.push_back(argv[i]);
    }
    int failures = 0;
    for (const std::string& name : names) {
        auto it = suites().find(name);
        if (it == suites().end()) {
            std::fprintf(stderr, "no test suite named %s\n", name.c_str());
            return 2;
        }
        std::unique_ptr<QObject> suite = it->second();
        failures += QTest::qExec(suite.get(), static_cast<int>(qtArgs.size()), qtArgs.data());
    }
    return failures == 0 ? 0 : 1;
}

}  // namespace sqlscope::testing
