// util::InlineVector: values kept in the object up to N and on the heap
// beyond, the same sequence either way, through copies and moves.
#include <QObject>
#include <QTest>
#include <span>
#include <utility>
#include <vector>

#include "core/sql/span.h"
#include "core/util/inline_vector.h"
#include "tests/test_registry.h"

using sqlscope::sql::Span;
using sqlscope::util::InlineVector;

namespace {

// The values 0..count-1 as spans [i, i+1).
InlineVector<Span, 2> spansUpTo(uint32_t count) {
    InlineVector<Span, 2> spans;
    for (uint32_t i = 0; i < count; ++i)
        spans.push_back({i, i + 1});
    return spans;
}

bool holdsUpTo(const InlineVector<Span, 2>& spans, uint32_t count) {
    if (spans.size() != count) return false;
    uint32_t i = 0;
    for (Span span : spans) {
        if (span != Span{i, i + 1}) return false;
        ++i;
    }
    return true;
}

}  // namespace

class InlineVectorTest : public QObject {
    Q_OBJECT

private slots:
    void keepsEveryValueInOrderBelowAndBeyondItsInlineRoom() {
        for (uint32_t count : {0u, 1u, 2u, 3u, 17u}) {
            const InlineVector<Span, 2> spans = spansUpTo(count);
            QVERIFY(holdsUpTo(spans, count));
            QCOMPARE(spans.empty(), count == 0);
            if (count > 0) {
                QCOMPARE(spans[0], (Span{0, 1}));
                QCOMPARE(spans.back(), (Span{count - 1, count}));
                QCOMPARE(spans[count / 2], (Span{count / 2, count / 2 + 1}));
            }
            // A std::span views the same values.
            const std::span<const Span> view = spans;
            QCOMPARE(view.size(), size_t(count));
            QCOMPARE(view.data(), spans.data());
        }
    }

    void copiesAndMovesKeepTheValuesAndEmptyTheSource() {
        for (uint32_t count : {1u, 2u, 5u}) {
            InlineVector<Span, 2> original = spansUpTo(count);
            InlineVector<Span, 2> copy = original;
            QVERIFY(holdsUpTo(copy, count));
            QVERIFY(copy.data() != original.data());
            copy.push_back({99, 100});  // the original does not change
            QVERIFY(holdsUpTo(original, count));
            QCOMPARE(copy.size(), size_t(count) + 1);
            QCOMPARE(copy.back(), (Span{99, 100}));

            InlineVector<Span, 2> moved = std::move(original);
            QVERIFY(holdsUpTo(moved, count));
            QVERIFY(original.empty());
            original.push_back({0, 1});  // usable again after the move
            QVERIFY(holdsUpTo(original, 1));

            InlineVector<Span, 2> assigned = spansUpTo(7);
            assigned = moved;
            QVERIFY(holdsUpTo(assigned, count));
            assigned = spansUpTo(9);
            QVERIFY(holdsUpTo(assigned, 9));
        }
    }

    void startsFromAnInitializerList() {
        const InlineVector<Span, 2> one{{4, 9}};
        QCOMPARE(one.size(), size_t(1));
        QCOMPARE(one[0], (Span{4, 9}));
        const InlineVector<Span, 2> three{{0, 1}, {1, 2}, {2, 3}};
        QVERIFY(holdsUpTo(three, 3));
    }
};

SQLSCOPE_TEST_SUITE(InlineVectorTest)
#include "inline_vector_test.moc"
