// Runs the core suite named by the first argument (or every suite), passing
// the remaining arguments to Qt Test.
#include <QCoreApplication>

#include "tests/test_registry.h"

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    return sqlscope::testing::runSuites(argc, argv);
}
