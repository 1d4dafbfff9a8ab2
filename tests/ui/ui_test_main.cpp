// Runs the UI suite named by the first argument (or every suite), like
// tests/test_main.cpp but with a QApplication, since the suites create widgets.
#include <QApplication>
#include <cstdlib>

#include "tests/test_registry.h"

int main(int argc, char** argv) {
    // Widgets need a platform; default to offscreen when run by hand.
    if (std::getenv("QT_QPA_PLATFORM") == nullptr) setenv("QT_QPA_PLATFORM", "offscreen", 1);
    QApplication app(argc, argv);
    return sqlscope::testing::runSuites(argc, argv);
}
