// Runs the core suite named by the first argument (or every suite), passing
// the remaining arguments to Qt Test.
#include <QCoreApplication>

#include "core/exec/sqlite_heap.h"
#include "tests/test_registry.h"

int main(int argc, char** argv) {
    // As the programs do (app/cli_main.cpp), so that the budget tests see the
    // allocator the programs run with.
    sqlscope::exec::installSqliteHeapAccounting();
    QCoreApplication app(argc, argv);
    return sqlscope::testing::runSuites(argc, argv);
}
