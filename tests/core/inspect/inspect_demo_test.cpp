// core/inspect over a real evaluation: the embedded demo run through
// job::EvaluationJob, its rows streamed into a PairTable as a view would.
// The table's summaries agree with the report's own aggregates, and each
// preset selects the pairs the report's agreement tables list.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>

#include "core/dataset/demo_benchmark.h"
#include "core/inspect/pair_filter.h"
#include "core/inspect/pair_table.h"
#include "core/inspect/run_summary.h"
#include "core/job/evaluation_job.h"
#include "core/job/job_listener.h"
#include "core/report/metric_registry.h"
#include "tests/demo_test_request.h"
#include "tests/test_registry.h"

using namespace sqlscope;

namespace {

struct TableFeeder : job::JobListener {
    inspect::PairTable table;
    std::vector<job::SummaryRow> rows;
    std::vector<size_t> prefixes;  // the table's prefix after each batch
    void onPlan(const job::JobPlan& plan) override { table.reset(plan); }
    void onRows(const std::vector<job::SummaryRow>& batch) override {
        table.add(batch);
        rows.insert(rows.end(), batch.begin(), batch.end());
        prefixes.push_back(table.pairPrefix());
    }
};

std::vector<uint32_t> acceptedItems(const inspect::PairTable& table, size_t run,
                                    inspect::DisagreementPreset preset) {
    inspect::PairFilter f;
    f.runs = {run};
    f.preset = preset;
    std::vector<uint32_t> out;
    for (size_t pos = 0; pos < table.itemCount(); ++pos)
        if (f.accepts(table, pos, run)) out.push_back(table.itemIndex(pos));
    return out;
}

const report::AgreementTable* agreement(const report::RunAggregate& run, const char* a,
                                        const char* b) {
    for (const auto& t : run.agreements)
        if (t.first == report::metricIndex(a) && t.second == report::metricIndex(b)) return &t;
    return nullptr;
}

std::vector<uint32_t> sorted(std::vector<uint32_t> v) {
    std::sort(v.begin(), v.end());
    return v;
}

}  // namespace

class InspectDemoTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    TableFeeder feeder_;
    job::JobResult result_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        dataset::DemoResult demo = dataset::materializeDemo(dir_.path().toStdString() + "/demo");
        QVERIFY2(demo.ok(), demo.error.c_str());
        job::EvaluationRequest r = testing::demoTestRequest(demo.layout);
        job::EvaluationJob evaluation(std::move(r));
        result_ = evaluation.run(feeder_);
        QVERIFY2(result_.ok(), result_.error.c_str());
    }

    void tableHoldsEveryPairInStreamOrder() {
        const inspect::PairTable& t = feeder_.table;
        QCOMPARE(t.itemCount(), size_t(60));
        QCOMPARE(t.runCount(), size_t(2));
        QCOMPARE(t.pairsPresent(), size_t(120));
        // Rows come in pair order, so the prefix grew with every batch.
        QVERIFY(std::is_sorted(feeder_.prefixes.begin(), feeder_.prefixes.end()));
        QCOMPARE(feeder_.prefixes.back(), size_t(120));
        for (const job::SummaryRow& row : feeder_.rows) {
            const size_t pos = *t.itemPosOf(row.item);
            QCOMPARE(t.row(pos, row.run).outcome, row.outcome);
        }
        // The questions file gives every item its question.
        for (size_t pos = 0; pos < t.itemCount(); ++pos)
            QVERIFY(!t.question(pos).empty());
        QCOMPARE(t.agreementColumn(), int(inspect::kColumnEx));
    }

    void summariesAgreeWithTheReportAggregates() {
        const inspect::PairTable& t = feeder_.table;
        for (size_t run = 0; run < t.runCount(); ++run) {
            const inspect::RunSummary s = inspect::summarizeRun(t, run);
            const report::RunAggregate& agg = result_.aggregate.runs[run];
            QCOMPARE(s.pairs.count, size_t(60));
            for (const inspect::MetricSummary& m : s.metrics) {
                const auto& score = agg.overall[size_t(inspect::verdictColumns()[m.column].metric)];
                QCOMPARE(m.withVerdict, score.n);
                if (score.n == 0) continue;
                const double expected = score.mean() * (m.binary ? 100.0 : 1.0);
                QVERIFY2(std::abs(*m.mean - expected) < 1e-5, m.label.c_str());
            }
            size_t ok = 0, error = 0, timeout = 0;
            for (const auto& o : s.outcomes) {
                ok += o.label == "ok" ? o.count : 0;
                error += o.label == "error" ? o.count : 0;
                timeout += o.label == "timeout" ? o.count : 0;
            }
            QCOMPARE(ok, agg.outcomes.ok);
            QCOMPARE(error, agg.outcomes.error);
            QCOMPARE(timeout, agg.outcomes.timeout);
            QCOMPARE(s.disagreements[4].count, agg.outcomes.parseErrors);  // parse error
        }
        QVERIFY(inspect::summarizeRun(t, 1).outcomes.size() >= 2);  // model_b's timeout
    }

    void presetsSelectWhatTheAgreementTablesList() {
        const inspect::PairTable& t = feeder_.table;
        using P = inspect::DisagreementPreset;
        size_t seen = 0;
        for (size_t run = 0; run < t.runCount(); ++run) {
            const report::RunAggregate& agg = result_.aggregate.runs[run];
            const report::AgreementTable* exPlus = agreement(agg, "ex", "esm+");
            const report::AgreementTable* esmPlus = agreement(agg, "esm", "esm+");
            QVERIFY(exPlus && esmPlus);
            QCOMPARE(acceptedItems(t, run, P::ExPassEsmPlusFail), sorted(exPlus->cells[1]));
            QCOMPARE(acceptedItems(t, run, P::ExFailEsmPlusPass), sorted(exPlus->cells[2]));
            QCOMPARE(acceptedItems(t, run, P::EsmFailEsmPlusPass), sorted(esmPlus->cells[2]));
            seen += exPlus->cells[1].size() + exPlus->cells[2].size() + esmPlus->cells[2].size();
        }
        QVERIFY(seen > 0);
        // Runs disagree: the items whose EX differs between model_a and model_b.
        std::vector<uint32_t> expected;
        for (size_t pos = 0; pos < t.itemCount(); ++pos) {
            const float a = t.row(pos, 0).metrics[0], b = t.row(pos, 1).metrics[0];
            if (!std::isnan(a) && !std::isnan(b) && a != b) expected.push_back(t.itemIndex(pos));
        }
        QVERIFY(!expected.empty());
        QCOMPARE(acceptedItems(t, 0, P::RunsDisagree), expected);
        QCOMPARE(acceptedItems(t, 1, P::RunsDisagree), expected);
    }
};

SQLSCOPE_TEST_SUITE(InspectDemoTest)
#include "inspect_demo_test.moc"
