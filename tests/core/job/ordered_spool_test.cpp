// The two orderings of the evaluation job: OrderedSpool (output records
// kept in position order in temporary files, whatever order the workers
// deliver them in) and RowSequencer (summary rows in pair order, in
// batches).
#include <unistd.h>

#include <QObject>
#include <QTest>
#include <algorithm>
#include <chrono>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "core/job/ordered_spool.h"
#include "core/job/row_sequencer.h"
#include "tests/test_registry.h"

using namespace sqlscope;

namespace {

// A run copied as the job copies it: the file's part handed over as a file
// (its first `fileBytes` bytes, read back here), the buffered rest as text.
struct CopiedRun {
    std::string bytes;
    size_t fileBytes = 0;
    std::string error;
};
CopiedRun copyThroughFile(job::OrderedSpool& spool, size_t run) {
    CopiedRun out;
    out.error = spool.copyRun(
        run,
        [&](std::string_view bytes) {
            out.bytes += bytes;
            return true;
        },
        [&](int fd, size_t size) {
            out.fileBytes = size;
            std::string head(size, '\0');
            if (::pread(fd, head.data(), size, 0) != static_cast<ssize_t>(size)) return false;
            out.bytes = head + out.bytes;
            return true;
        });
    return out;
}

}  // namespace

class OrderedSpoolTest : public QObject {
    Q_OBJECT

private slots:
    void recordsComeOutInPositionOrder() {
        // Enough bytes to go through the temporary file (64 KiB buffered).
        constexpr size_t kRecords = 3000;
        std::vector<size_t> order(kRecords);
        for (size_t i = 0; i < kRecords; ++i)
            order[i] = i;
        std::shuffle(order.begin(), order.end(), std::mt19937(7));
        job::OrderedSpool spool(3, ",");
        auto record = [](size_t run, size_t position) {
            return "r" + std::to_string(run) + "p" + std::to_string(position) +
                   std::string(200, 'x');
        };
        // Two threads deliver runs 0 and 2 (run 1 gets nothing).
        std::thread other([&] {
            for (size_t p : order)
                spool.add(2, p, record(2, p));
        });
        for (size_t p : order)
            spool.add(0, p, record(0, p));
        other.join();
        QVERIFY(spool.hasRecords(0));
        QVERIFY(!spool.hasRecords(1));
        for (size_t run : {size_t(0), size_t(1), size_t(2)}) {
            std::string expected;
            if (run != 1)
                for (size_t p = 0; p < kRecords; ++p)
                    expected += (p ? "," : "") + record(run, p);
            std::string copied;
            size_t chunks = 0;
            const std::string error = spool.copyRun(run, [&](std::string_view bytes) {
                copied += bytes;
                ++chunks;
                return true;
            });
            QCOMPARE(error, std::string());
            QCOMPARE(copied.size(), expected.size());
            QVERIFY(copied == expected);
            if (run != 1) QVERIFY(chunks >= 2);  // the file's part, then the buffer's
        }
        // A writer that fails stops the copy.
        size_t calls = 0;
        spool.copyRun(0, [&](std::string_view) { return ++calls, false; });
        QCOMPARE(calls, size_t(1));
        // Through the file and the buffer: together the same bytes.
        std::string expected;
        for (size_t p = 0; p < kRecords; ++p)
            expected += (p ? "," : "") + record(2, p);
        const CopiedRun copied = copyThroughFile(spool, 2);
        QCOMPARE(copied.error, std::string());
        QVERIFY(copied.fileBytes > 64 * 1024);
        QVERIFY(copied.fileBytes < expected.size());
        QVERIFY(copied.bytes == expected);
        // Released: nothing left to copy (the records are gone), still "has records".
        spool.releaseRun(2);
        std::string left;
        QCOMPARE(spool.copyRun(2,
                               [&](std::string_view bytes) {
                                   left += bytes;
                                   return true;
                               }),
                 std::string());
        QCOMPARE(left, std::string());
        QVERIFY(spool.hasRecords(2));
    }

    // Two threads deliver one run's positions (the even ones and the odd
    // ones, each shuffled): the run's records come out in position order,
    // through the temporary file and the buffer.
    void oneRunFromTwoThreadsStaysInOrder() {
        constexpr size_t kRecords = 6000;
        std::vector<size_t> even, odd;
        for (size_t i = 0; i < kRecords; ++i)
            (i % 2 ? odd : even).push_back(i);
        std::shuffle(even.begin(), even.end(), std::mt19937(3));
        std::shuffle(odd.begin(), odd.end(), std::mt19937(4));
        job::OrderedSpool spool(1, ",");
        auto record = [](size_t position) {
            return "p" + std::to_string(position) + std::string(100 + position % 50, 'y');
        };
        std::thread other([&] {
            for (size_t p : odd)
                spool.add(0, p, record(p));
        });
        for (size_t p : even)
            spool.add(0, p, record(p));
        other.join();
        std::string expected;
        for (size_t p = 0; p < kRecords; ++p)
            expected += (p ? "," : "") + record(p);
        const CopiedRun copied = copyThroughFile(spool, 0);
        QCOMPARE(copied.error, std::string());
        QVERIFY(copied.fileBytes > 4 * 64 * 1024);  // several chunks went through the file
        QCOMPARE(copied.bytes.size(), expected.size());
        QVERIFY(copied.bytes == expected);
    }

    void rowsComeInPairOrderInBatches() {
        job::RowSequencer sequencer(2, 4);
        auto row = [](uint32_t item, uint32_t run) {
            job::SummaryRow r;
            r.item = item;
            r.run = run;
            return r;
        };
        bool finished = false;
        // Position 0 run 1 arrives first: nothing is ready until run 0 does.
        sequencer.add(0, row(10, 1));
        QVERIFY(sequencer.take(std::chrono::milliseconds(1), finished).empty());
        QVERIFY(!finished);
        sequencer.add(1, row(11, 0));
        sequencer.add(0, row(10, 0));
        std::vector<job::SummaryRow> ready = sequencer.take(std::chrono::milliseconds(1), finished);
        QCOMPARE(ready.size(), size_t(3));
        QCOMPARE(ready[0].run, 0u);
        QCOMPARE(ready[1].run, 1u);
        QCOMPARE(ready[2].item, 11u);
        // A full batch wakes the reader before its wait is over.
        std::thread producer([&] {
            sequencer.add(1, row(11, 1));
            for (uint32_t p = 2; p < 4; ++p) {
                sequencer.add(p, row(10 + p, 1));
                sequencer.add(p, row(10 + p, 0));
            }
        });
        const auto start = std::chrono::steady_clock::now();
        std::vector<job::SummaryRow> more;
        while (more.size() < 5 &&
               std::chrono::steady_clock::now() - start < std::chrono::seconds(10))
            for (const auto& r : sequencer.take(std::chrono::seconds(5), finished))
                more.push_back(r);
        producer.join();
        QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(4));
        QCOMPARE(more.size(), size_t(5));
        QCOMPARE(more.front().item, 11u);
        QCOMPARE(more.front().run, 1u);
        QCOMPARE(more.back().item, 13u);
        QCOMPARE(more.back().run, 1u);
        sequencer.finish();
        QVERIFY(sequencer.take(std::chrono::seconds(5), finished).empty());
        QVERIFY(finished);
    }
};

SQLSCOPE_TEST_SUITE(OrderedSpoolTest)
#include "ordered_spool_test.moc"
