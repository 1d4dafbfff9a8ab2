// Lets every Qt Test class register itself, so that one executable holds all
// suites of a layer and CTest runs each suite as its own test by name.
#pragma once

#include <QObject>
#include <functional>
#include <map>
#include <memory>
#include <string>

namespace sqlscope::testing {

using SuiteFactory = std::function<std::unique_ptr<QObject>()>;
std::map<std::string, SuiteFactory>& suites();

struct SuiteRegistration {
    SuiteRegistration(const char* name, SuiteFactory factory) {
        suites()[name] = std::move(factory);
    }
};

// Runs the suite named by argv[1] (or every suite when argv[1] is absent or
// an option), passing the other arguments to Qt Test; the exit code.
int runSuites(int argc, char** argv);

// Path of the shared/ folder with the real benchmark data, or "" when absent.
std::string sharedDir();
// Exit code that CTest reads as "skipped" (SKIP_RETURN_CODE) for the
// standalone conformance programs.
constexpr int kSkipExitCode = 77;

}  // namespace sqlscope::testing

// In a test .cpp: SQLSCOPE_TEST_SUITE(LexerTest) after the class definition.
// The suite name is the class name; tests/CMakeLists.txt derives the same name
// from the file name (lexer_test.cpp -> LexerTest).
#define SQLSCOPE_TEST_SUITE(Class)                                            \
    static const ::sqlscope::testing::SuiteRegistration kRegistration##Class( \
        #Class, [] { return std::unique_ptr<QObject>(new Class); });
