// util::SmallFlags: positions set and tested in its word (up to 64) and in
// its vector (beyond), each independent of the others.
#include <QObject>
#include <QTest>
#include <vector>

#include "core/util/small_flags.h"
#include "tests/test_registry.h"

using sqlscope::util::SmallFlags;

class SmallFlagsTest : public QObject {
    Q_OBJECT

private slots:
    void setPositionsAreTheOnlyOnesTested() {
        for (size_t size : {size_t(1), size_t(63), size_t(64), size_t(65), size_t(200)}) {
            SmallFlags flags(size);
            const std::vector<size_t> marked = {0, size / 2, size - 1};
            for (size_t i : marked)
                flags.set(i);
            for (size_t i = 0; i < size; ++i) {
                const bool expected = i == 0 || i == size / 2 || i == size - 1;
                QCOMPARE(flags.test(i), expected);
            }
        }
    }
};

SQLSCOPE_TEST_SUITE(SmallFlagsTest)
#include "small_flags_test.moc"
