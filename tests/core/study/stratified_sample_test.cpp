// study::drawStratifiedSample on a hand-built table of 20 items x 2 runs
// with the strata of (EX, ESM+): the exact strata, population counts and
// pairs drawn for seed 7, per run and over all runs (the expected draws were
// computed by an independent reimplementation of splitmix64 and the partial
// Fisher-Yates shuffle), and the generator's reference values.
#include <QObject>
#include <QTest>
#include <cmath>
#include <limits>

#include "core/dataset/benchmark.h"
#include "core/inspect/pair_table.h"
#include "core/job/job_listener.h"
#include "core/job/summary_row.h"
#include "core/study/sample_progress.h"
#include "core/study/stratified_sample.h"
#include "core/util/splitmix64.h"
#include "tests/test_registry.h"

using namespace sqlscope;

namespace {

// Run a: EX = item % 2, ESM+ = (item / 2) % 2. Run b: EX 1, ESM+ fails
// when item % 3 == 0; item 19 has no EX (incomplete).
void fill(inspect::PairTable& table) {
    auto benchmark = std::make_shared<dataset::Benchmark>();
    job::JobPlan plan;
    for (uint32_t i = 0; i < 20; ++i) {
        dataset::BenchmarkItem item;
        item.id = "q" + std::to_string(i);
        item.dbId = "db";
        benchmark->items.push_back(item);
        plan.items.push_back(i);
    }
    plan.runs = {"a", "b"};
    plan.pairCount = 40;
    plan.benchmark = benchmark;
    table.reset(plan);
    std::vector<job::SummaryRow> rows;
    for (uint32_t i = 0; i < 20; ++i)
        for (uint32_t run = 0; run < 2; ++run) {
            job::SummaryRow r;
            r.item = i;
            r.run = run;
            r.metrics.fill(std::numeric_limits<float>::quiet_NaN());
            r.metrics[0] = run == 0 ? float(i % 2) : 1.0f;                      // EX
            r.metrics[4] = run == 0 ? float((i / 2) % 2) : i % 3 == 0 ? 0 : 1;  // ESM+
            if (run == 1 && i == 19) r.metrics[0] = std::numeric_limits<float>::quiet_NaN();
            rows.push_back(r);
        }
    table.add(rows);
}

using Keys = std::vector<std::pair<uint32_t, std::string>>;

Keys keys(const study::Stratum& s) {
    Keys out;
    for (const annotate::PairKey& k : s.sample) {
        if (k.question.itemId != "q" + std::to_string(k.question.item)) return {};
        out.emplace_back(k.question.item, k.run);
    }
    return out;
}

}  // namespace

class StratifiedSampleTest : public QObject {
    Q_OBJECT

    inspect::PairTable table_;
    study::SampleOptions options_;

private slots:
    void initTestCase() {
        fill(table_);
        options_.design.columns = {inspect::kColumnEx, inspect::kColumnEsmPlus};
        options_.seed = 7;
    }

    void generatorReferenceValues() {
        // splitmix64 seeded with 0 (the published reference sequence).
        util::SplitMix64 rng(0);
        QCOMPARE(rng.next(), 0xe220a8397b1dcdafULL);
        QCOMPARE(rng.next(), 0x6e789e6aa1b965f4ULL);
        QCOMPARE(rng.next(), 0x06c45d188009454fULL);
        util::SplitMix64 small(1);
        for (int i = 0; i < 100; ++i)
            QVERIFY(small.unbiasedBelow(3) < 3);
    }

    void perRunStrata() {
        study::SampleOptions o = options_;
        o.perCell = 3;
        const study::StratifiedSample s = study::drawStratifiedSample(table_, o);
        QCOMPARE(s.strata.size(), size_t(10));  // 2 runs x (4 cells + incomplete)
        QCOMPARE(s.excluded, size_t(0));
        QCOMPARE(s.sampled(), size_t(19));  // 4 x 3 in run a, 3 + 3 + 1 in run b
        const std::vector<size_t> populations = {5, 5, 5, 5, 0, 0, 7, 0, 12, 1};
        for (size_t i = 0; i < s.strata.size(); ++i) {
            QCOMPARE(s.strata[i].population, populations[i]);
            QCOMPARE(*s.strata[i].run, i / 5);
        }
        QCOMPARE(s.strata[1].label, std::string("EX=1 ESM+=0"));
        QCOMPARE(s.strata[4].label, std::string("incomplete"));
        QCOMPARE(s.strata[9].cell, study::kIncompleteCell);
        QCOMPARE(keys(s.strata[0]), (Keys{{4, "a"}, {16, "a"}, {12, "a"}}));
        QCOMPARE(keys(s.strata[1]), (Keys{{17, "a"}, {1, "a"}, {9, "a"}}));
        QCOMPARE(keys(s.strata[2]), (Keys{{6, "a"}, {18, "a"}, {2, "a"}}));
        QCOMPARE(keys(s.strata[3]), (Keys{{3, "a"}, {19, "a"}, {15, "a"}}));
        QCOMPARE(keys(s.strata[6]), (Keys{{12, "b"}, {9, "b"}, {3, "b"}}));
        QCOMPARE(keys(s.strata[8]), (Keys{{13, "b"}, {17, "b"}, {16, "b"}}));
        QCOMPARE(keys(s.strata[9]), (Keys{{19, "b"}}));
        // The same seed draws the same pairs; the first draws of a larger
        // sample are the smaller sample.
        QVERIFY(keys(study::drawStratifiedSample(table_, o).strata[8]) == keys(s.strata[8]));
        o.perCell = 5;
        const Keys five = keys(study::drawStratifiedSample(table_, o).strata[8]);
        QCOMPARE(Keys(five.begin(), five.begin() + 3), keys(s.strata[8]));
        o.seed = 8;
        QVERIFY(keys(study::drawStratifiedSample(table_, o).strata[8]) != five);
    }

    void strataOverAllRuns() {
        study::SampleOptions o = options_;
        o.perCell = 4;
        o.design.perRun = false;
        const study::StratifiedSample s = study::drawStratifiedSample(table_, o);
        QCOMPARE(s.strata.size(), size_t(5));
        QVERIFY(!s.strata[0].run);
        QCOMPARE(s.strata[0].population, size_t(5));
        QCOMPARE(s.strata[1].population, size_t(12));
        QCOMPARE(s.strata[3].population, size_t(17));
        QCOMPARE(keys(s.strata[0]), (Keys{{4, "a"}, {12, "a"}, {0, "a"}, {16, "a"}}));
        QCOMPARE(keys(s.strata[1]), (Keys{{5, "a"}, {1, "a"}, {12, "b"}, {0, "b"}}));
        QCOMPARE(keys(s.strata[2]), (Keys{{6, "a"}, {14, "a"}, {18, "a"}, {10, "a"}}));
        QCOMPARE(keys(s.strata[3]), (Keys{{8, "b"}, {13, "b"}, {16, "b"}, {5, "b"}}));
        QCOMPARE(keys(s.strata[4]), (Keys{{19, "b"}}));
    }

    void incompletePairsExcluded() {
        study::SampleOptions o = options_;
        o.design.incomplete = study::IncompletePolicy::Exclude;
        const study::StratifiedSample s = study::drawStratifiedSample(table_, o);
        QCOMPARE(s.strata.size(), size_t(8));
        QCOMPARE(s.excluded, size_t(1));
        // Default columns: EXE has no verdict here, so every pair is incomplete.
        study::SampleOptions d;
        d.design.incomplete = study::IncompletePolicy::Exclude;
        QCOMPARE(study::drawStratifiedSample(table_, d).excluded, size_t(40));
        QCOMPARE(study::drawStratifiedSample(table_, d).strata.size(), size_t(32));
    }

    // pairs() lists the draws stratum by stratum; sampleProgress counts the
    // verdicts on drawn pairs only (by item id and run), per stratum.
    void progressCountsVerdictsOnDrawnPairs() {
        study::SampleOptions o = options_;
        o.perCell = 3;
        const study::StratifiedSample s = study::drawStratifiedSample(table_, o);
        const std::vector<annotate::PairKey> all = s.pairs();
        QCOMPARE(all.size(), size_t(19));
        QCOMPARE(all[0], s.strata[0].sample[0]);
        QCOMPARE(all[18], s.strata[9].sample[0]);
        QCOMPARE(s.population(), size_t(40));
        auto verdict = [](uint32_t item, const char* run, annotate::HumanVerdict v) {
            annotate::PairAnnotation a;
            a.pair = {{"q" + std::to_string(item), item}, run};
            a.verdict = v;
            return a;
        };
        using V = annotate::HumanVerdict;
        const std::vector<annotate::PairAnnotation> verdicts = {
            verdict(4, "a", V::Equivalent),      // stratum 0, drawn
            verdict(16, "a", V::Unsure),         // stratum 0, drawn
            verdict(16, "a", V::NotEquivalent),  // ... replaced
            verdict(0, "a", V::Equivalent),      // stratum 0, not drawn: not counted
            verdict(17, "a", V::Unsure),         // stratum 1
            verdict(19, "b", V::Equivalent),     // stratum 9 (incomplete)
            verdict(19, "a", V::Equivalent),     // stratum 3, drawn (run a)
        };
        const study::SampleProgress p = study::sampleProgress(s, verdicts);
        QCOMPARE(p.strata.size(), size_t(10));
        QCOMPARE(p.strata[0].population, size_t(5));
        QCOMPARE(p.strata[0].drawn, size_t(3));
        QCOMPARE(p.strata[0].labelled, size_t(2));
        QCOMPARE(p.strata[0].unsure, size_t(0));
        QCOMPARE(p.strata[1].labelled, size_t(0));
        QCOMPARE(p.strata[1].unsure, size_t(1));
        QCOMPARE(p.strata[3].labelled, size_t(1));
        QCOMPARE(p.strata[4].drawn, size_t(0));
        QCOMPARE(p.strata[9].population, size_t(1));
        QCOMPARE(p.strata[9].labelled, size_t(1));
        QCOMPARE(p.total.stratum, size_t(10));
        QCOMPARE(p.total.population, size_t(40));
        QCOMPARE(p.total.drawn, size_t(19));
        QCOMPARE(p.total.labelled, size_t(4));
        QCOMPARE(p.total.unsure, size_t(1));
    }
};

SQLSCOPE_TEST_SUITE(StratifiedSampleTest)
#include "stratified_sample_test.moc"
