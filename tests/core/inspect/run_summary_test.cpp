// inspect::summarizeRun on the fixture: exact means, counts by hardness,
// outcome, rule rescue and preset; and every count's filter accepts exactly
// that many pairs (what a click on it shows).
#include <QObject>
#include <QTest>

#include "core/inspect/pair_table.h"
#include "core/inspect/run_summary.h"
#include "tests/core/inspect/inspect_fixture.h"
#include "tests/test_registry.h"

using namespace sqlscope;
namespace fx = sqlscope::testing::inspect_fixture;

namespace {

size_t acceptedCount(const inspect::PairTable& table, const inspect::PairFilter& filter) {
    size_t n = 0;
    for (size_t pos = 0; pos < table.itemCount(); ++pos)
        for (size_t run = 0; run < table.runCount(); ++run)
            n += filter.accepts(table, pos, run);
    return n;
}

std::vector<const inspect::FilteredCount*> everyCount(const inspect::RunSummary& s) {
    std::vector<const inspect::FilteredCount*> out{&s.pairs};
    for (const auto& m : s.metrics)
        for (const auto* c : {&m.pass, &m.partial, &m.fail, &m.noVerdict})
            out.push_back(c);
    for (const auto& h : s.hardness)
        out.push_back(&h.pairs);
    for (const auto& o : s.outcomes)
        out.push_back(&o);
    for (const auto& r : s.rescues)
        out.push_back(&r.pairs);
    for (const auto& d : s.disagreements)
        out.push_back(&d);
    return out;
}

std::vector<std::pair<std::string, size_t>> labelled(
    const std::vector<inspect::FilteredCount>& counts) {
    std::vector<std::pair<std::string, size_t>> out;
    for (const auto& c : counts)
        out.emplace_back(c.label, c.count);
    return out;
}

using Labelled = std::vector<std::pair<std::string, size_t>>;

}  // namespace

class RunSummaryTest : public QObject {
    Q_OBJECT

    inspect::PairTable table_;

private slots:
    void init() {
        table_.reset(fx::plan());
        table_.add(fx::rows());
    }

    void alpha() {
        const inspect::RunSummary s = inspect::summarizeRun(table_, 0);
        QCOMPARE(s.name, std::string("alpha"));
        QCOMPARE(s.pairs.count, size_t(4));
        QCOMPARE(s.metrics.size(), size_t(10));
        const auto& ex = s.metrics[0];
        QCOMPARE(ex.label, std::string("EX"));
        QCOMPARE(ex.withVerdict, size_t(4));
        QCOMPARE(*ex.mean, 50.0);
        QCOMPARE(ex.pass.count, size_t(2));
        QCOMPARE(ex.fail.count, size_t(2));
        QCOMPARE(ex.noVerdict.count, size_t(0));
        QCOMPARE(ex.pass.label, std::string("EX pass"));
        QCOMPARE(s.metrics[1].withVerdict, size_t(0));
        QVERIFY(!s.metrics[1].mean);
        QCOMPARE(s.metrics[1].noVerdict.count, size_t(4));
        QCOMPARE(s.metrics[3].withVerdict, size_t(3));  // ESM
        QCOMPARE(*s.metrics[3].mean, 100.0 / 3);
        QCOMPARE(s.metrics[3].noVerdict.count, size_t(1));
        QCOMPARE(*s.metrics[4].mean, 100.0 / 3);        // ESM+
        QCOMPARE(s.metrics[5].withVerdict, size_t(1));  // EXP 0.5
        QCOMPARE(*s.metrics[5].mean, 0.5);
        QCOMPARE(s.metrics[5].partial.count, size_t(1));
        QCOMPARE(*s.metrics[8].mean, 0.75);  // Comp F1

        QCOMPARE(s.hardness.size(), size_t(5));
        std::vector<int> codes;
        std::vector<size_t> counts;
        for (const auto& h : s.hardness) {
            codes.push_back(h.hardness);
            counts.push_back(h.pairs.count);
        }
        QCOMPARE(codes, (std::vector<int>{0, 1, 2, 3, -1}));
        QCOMPARE(counts, (std::vector<size_t>{1, 1, 1, 0, 1}));
        QCOMPARE(s.hardness[0].pairs.label, std::string("easy"));
        QCOMPARE(*s.hardness[0].exAccuracy, 100.0);
        QCOMPARE(*s.hardness[0].esmPlusAccuracy, 100.0);
        QCOMPARE(*s.hardness[1].exAccuracy, 100.0);
        QCOMPARE(*s.hardness[1].esmPlusAccuracy, 0.0);
        QCOMPARE(*s.hardness[2].exAccuracy, 0.0);
        QVERIFY(!s.hardness[3].exAccuracy);
        QCOMPARE(*s.hardness[4].exAccuracy, 0.0);
        QVERIFY(!s.hardness[4].esmPlusAccuracy);

        QCOMPARE(labelled(s.outcomes), (Labelled{{"ok", 2}, {"error", 2}}));
        QCOMPARE(s.rescues.size(), size_t(1));
        QCOMPARE(s.rescues[0].rule, 7);
        QCOMPARE(s.rescues[0].name, std::string("COUNT(c) = COUNT(*) for NOT NULL c"));
        QCOMPARE(s.rescues[0].pairs.count, size_t(1));
        QCOMPARE(labelled(s.disagreements), (Labelled{{"EX pass & ESM+ fail", 1},
                                                      {"EX fail & ESM+ pass", 0},
                                                      {"ESM fail & ESM+ pass", 1},
                                                      {"Runs disagree", 1},
                                                      {"Parse error", 1},
                                                      {"Execution failed", 2},
                                                      {"Passes only with an alternate gold", 0}}));
    }

    void beta() {
        const inspect::RunSummary s = inspect::summarizeRun(table_, 1);
        QCOMPARE(s.name, std::string("beta"));
        QCOMPARE(s.metrics[0].withVerdict, size_t(3));
        QCOMPARE(*s.metrics[0].mean, 100.0 / 3);
        QCOMPARE(s.metrics[0].noVerdict.count, size_t(1));
        QCOMPARE(*s.metrics[4].mean, 75.0);
        QCOMPARE(labelled(s.outcomes), (Labelled{{"ok", 2}, {"timeout", 1}, {"gold_error", 1}}));
        QCOMPARE(s.rescues.size(), size_t(2));
        QCOMPARE(s.rescues[0].rule, 7);
        QCOMPARE(s.rescues[1].rule, 13);
        QCOMPARE(s.rescues[1].pairs.label, std::string("13 unnecessary JOIN"));
        QCOMPARE(labelled(s.disagreements), (Labelled{{"EX pass & ESM+ fail", 0},
                                                      {"EX fail & ESM+ pass", 1},
                                                      {"ESM fail & ESM+ pass", 1},
                                                      {"Runs disagree", 1},
                                                      {"Parse error", 0},
                                                      {"Execution failed", 1},
                                                      {"Passes only with an alternate gold", 0}}));
        QVERIFY(!s.hardness[2].exAccuracy);
        QCOMPARE(*s.hardness[2].esmPlusAccuracy, 100.0);
        QCOMPARE(*s.hardness[4].esmPlusAccuracy, 100.0);
    }

    void everyCountsFilterAcceptsExactlyItsCount() {
        for (size_t run = 0; run < table_.runCount(); ++run) {
            const inspect::RunSummary s = inspect::summarizeRun(table_, run);
            for (const inspect::FilteredCount* c : everyCount(s)) {
                QVERIFY2(acceptedCount(table_, c->filter) == c->count, c->label.c_str());
                QCOMPARE(c->filter.runs, (std::set<size_t>{run}));
            }
        }
    }
};

SQLSCOPE_TEST_SUITE(RunSummaryTest)
#include "run_summary_test.moc"
