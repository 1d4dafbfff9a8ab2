// inspect::PairCounterexample / CounterexampleTable on the fixture's eight
// pairs (counterexample_fixture.h): a pass verdict as a record, the table
// from a workspace's records and back, the filter terms exc:, sqlscope:,
// cx: and the preset ex_pass_cx_found (parsed, printed, applied), the
// export's three columns, the run summary's totals, and the cells' reasons.
#include <QObject>
#include <QTest>

#include "core/counterexample/exc_verdict.h"
#include "core/inspect/filter_expression.h"
#include "core/inspect/pair_counterexamples.h"
#include "core/inspect/pair_filter.h"
#include "core/inspect/pair_table.h"
#include "core/inspect/pairs_export.h"
#include "core/inspect/run_summary.h"
#include "core/workspace/evaluation_settings_json.h"
#include "tests/core/inspect/counterexample_fixture.h"
#include "tests/core/inspect/inspect_fixture.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using inspect::CxStatus;
namespace fx = sqlscope::testing::inspect_fixture;
namespace cfx = sqlscope::testing::counterexample_fixture;

namespace {

using Pairs = std::vector<std::pair<size_t, size_t>>;

Pairs accepted(const inspect::PairTable& table, const inspect::PairFilter& filter) {
    Pairs out;
    for (size_t pos = 0; pos < table.itemCount(); ++pos)
        for (size_t run = 0; run < table.runCount(); ++run)
            if (filter.accepts(table, pos, run)) out.emplace_back(pos, run);
    return out;
}

}  // namespace

class PairCounterexamplesTest : public QObject {
    Q_OBJECT

    inspect::PairTable table_;

    Pairs acceptedBy(const std::string& expression) {
        const inspect::FilterParse parse =
            inspect::parseFilterExpression(expression, inspect::filterVocabularyOf(table_));
        if (!parse.ok()) qWarning("%s", parse.error.c_str());
        return accepted(table_, parse.filter);
    }

private slots:
    void init() {
        table_.reset(fx::plan());
        table_.add(fx::rows());
        table_.setCounterexamples(inspect::counterexampleTableOf(table_, cfx::recorded()));
    }

    void passVerdictBecomesARecord() {
        counterexample::ExcVerdict v;
        v.exc = 0;
        v.sqlscope = 1;
        v.counterexample.status = counterexample::CounterexampleStatus::Found;
        v.counterexample.script = "CREATE TABLE t(a);";
        v.counterexample.rowsShrunk = 3;
        v.counterexample.goldResult.rows = {{exec::Value::integer(1)}};
        counterexample::CounterexampleSettings at200;
        at200.budgetMs = 200;
        counterexample::CounterexampleSettings at150 = at200;
        at150.budgetMs = 150;
        counterexample::CounterexampleSettings capped = at150;
        capped.maxTrials = 50;
        inspect::PairCounterexample r = inspect::pairCounterexampleOf(v);
        QCOMPARE(r.status, CxStatus::Found);
        QCOMPARE(r.script, std::string("CREATE TABLE t(a);"));
        QCOMPARE(r.rows, size_t(3));
        QCOMPARE(r.goldResult.rows.size(), size_t(1));
        QCOMPARE(inspect::counterexampleCellReason(r, false, at200),
                 std::string("EXC fail \u00b7 counterexample found (3 rows)"));
        QCOMPARE(inspect::counterexampleCellReason(r, true, at200),
                 std::string("sqlscope pass \u00b7 ESM+ (strict) accepts \u00b7 counterexample "
                             "found (3 rows)"));
        v = {};
        v.counterexample.status = counterexample::CounterexampleStatus::Cancelled;
        v.counterexample.reason = "stopped";
        r = inspect::pairCounterexampleOf(v);
        QCOMPARE(r.status, CxStatus::NotSearched);
        QCOMPARE(r.exc, std::optional<int>());
        QCOMPARE(inspect::counterexampleCellReason(r, false, at200),
                 std::string("EXC n/a \u00b7 not searched"));
        v.exc = 1;
        v.counterexample.status = counterexample::CounterexampleStatus::None;
        r = inspect::pairCounterexampleOf(v);
        QCOMPARE(inspect::counterexampleCellReason(r, false, at150),
                 std::string("EXC pass \u00b7 none found within 150 ms"));
        QCOMPARE(inspect::counterexampleCellReason(r, false, capped),
                 std::string("EXC pass \u00b7 none found within 50 trials or 150 ms"));
        v.exc = 0;
        v.counterexample.status = counterexample::CounterexampleStatus::NotApplicable;
        v.counterexample.reason = "the pair already fails on the benchmark database";
        r = inspect::pairCounterexampleOf(v);
        QCOMPARE(r.status, CxStatus::NotApplicable);
        QCOMPARE(inspect::counterexampleCellReason(r, false, at150),
                 std::string("EXC fail \u00b7 not applicable: the pair already fails on the "
                             "benchmark database"));
    }

    void tableMatchesRecordsToPairsAndBack() {
        const inspect::CounterexampleTable& cx = *table_.counterexamples();
        QCOMPARE(cx.itemCount(), size_t(4));
        QCOMPARE(cx.runCount(), size_t(2));
        QCOMPARE(cx.settings().budgetMs, 100);
        QCOMPARE(cx.at(0, 0).status, CxStatus::Found);
        QCOMPARE(cx.at(0, 0).rows, size_t(2));
        QCOMPARE(cx.at(1, 0).status, CxStatus::None);
        QCOMPARE(cx.at(3, 1).status, CxStatus::NotSearched);
        const inspect::RecordedCounterexamples back = inspect::recordedCounterexamples(table_, cx);
        QCOMPARE(back.pairs.size(), size_t(8));
        QCOMPARE(back.pairs[0].item, uint32_t(4));
        QCOMPARE(back.pairs[0].run, std::string("alpha"));
        QCOMPARE(back.pairs[3].item, uint32_t(0));
        QCOMPARE(back.pairs[3].run, std::string("beta"));
        QCOMPARE(back.pairs[3].record.script, cfx::recorded().pairs[3].record.script);
        // A record for a run or item the table does not have is left out.
        inspect::RecordedCounterexamples stray;
        stray.pairs = {{4, "gamma", cfx::record(1, 1, CxStatus::None)},
                       {1, "alpha", cfx::record(1, 1, CxStatus::None)}};
        const auto other = inspect::counterexampleTableOf(table_, stray);
        for (size_t pos = 0; pos < 4; ++pos)
            for (size_t run = 0; run < 2; ++run)
                QCOMPARE(other->at(pos, run).status, CxStatus::NotSearched);
        table_.reset(fx::plan());
        QVERIFY(table_.counterexamples() == nullptr);
    }

    void filterTermsSelectThePairs() {
        QCOMPARE(acceptedBy("exc:pass"), (Pairs{{1, 0}}));
        QCOMPARE(acceptedBy("exc:fail"), (Pairs{{0, 0}, {0, 1}, {1, 1}, {2, 0}, {2, 1}, {3, 0}}));
        QCOMPARE(acceptedBy("exc:n/a"), (Pairs{{3, 1}}));
        QCOMPARE(acceptedBy("sqlscope:pass"), (Pairs{{0, 0}, {1, 0}, {1, 1}, {2, 1}, {3, 1}}));
        QCOMPARE(acceptedBy("sqlscope:fail"), (Pairs{{0, 1}, {2, 0}, {3, 0}}));
        QCOMPARE(acceptedBy("cx:found"), (Pairs{{0, 0}, {1, 1}}));
        QCOMPARE(acceptedBy("cx:none"), (Pairs{{1, 0}}));
        QCOMPARE(acceptedBy("cx:na"), (Pairs{{0, 1}, {2, 0}, {2, 1}, {3, 0}}));
        QCOMPARE(acceptedBy("cx:unsearched"), (Pairs{{3, 1}}));
        QCOMPARE(acceptedBy("cx:found,none run:alpha"), (Pairs{{0, 0}, {1, 0}}));
        QCOMPARE(acceptedBy("preset:ex_pass_cx_found"), (Pairs{{0, 0}, {1, 1}}));
        QCOMPARE(acceptedBy("preset:ex_pass_cx_found exc:fail sqlscope:pass"),
                 (Pairs{{0, 0}, {1, 1}}));
        // Without a search: no EXC or sqlscope verdict, nothing searched.
        table_.setCounterexamples(nullptr);
        QCOMPARE(acceptedBy("exc:n/a").size(), size_t(8));
        QCOMPARE(acceptedBy("cx:unsearched").size(), size_t(8));
        QCOMPARE(acceptedBy("preset:ex_pass_cx_found"), Pairs{});
        QCOMPARE(acceptedBy("exc:pass"), Pairs{});
    }

    void filterTermsParseAndPrint() {
        const auto vocabulary = inspect::filterVocabularyOf(table_);
        inspect::FilterParse p = inspect::parseFilterExpression(
            "CX:None,found sqlscope:FAIL exc:pass preset:ex_pass_cx_found", vocabulary);
        QVERIFY(p.ok());
        QCOMPARE(p.filter.counterexample, (std::set<CxStatus>{CxStatus::Found, CxStatus::None}));
        QCOMPARE(p.filter.exc, std::optional(inspect::CellVerdict::Pass));
        QCOMPARE(p.filter.sqlscope, std::optional(inspect::CellVerdict::Fail));
        QVERIFY(!p.filter.empty());
        const std::string printed = inspect::printFilterExpression(p.filter, vocabulary);
        QCOMPARE(printed,
                 std::string("exc:pass sqlscope:fail cx:found,none preset:ex_pass_cx_found"));
        QVERIFY(inspect::parseFilterExpression(printed, vocabulary).filter == p.filter);
        p = inspect::parseFilterExpression("cx:maybe", vocabulary);
        QCOMPARE(p.error, std::string("col 4: unknown counterexample status 'maybe' (found, none, "
                                      "na, unsearched)"));
        p = inspect::parseFilterExpression("exc:partial", vocabulary);
        QCOMPARE(p.error, std::string("col 5: unknown verdict 'partial' (pass, fail, n/a)"));
        p = inspect::parseFilterExpression("exc:pass exc:fail", vocabulary);
        QCOMPARE(p.error, std::string("col 10: 'exc' given twice (list its values with ',')"));
        const inspect::PresetInfo& info =
            inspect::presetInfo(inspect::DisagreementPreset::ExPassCxFound);
        QCOMPARE(std::string(info.key), std::string("ex_pass_cx_found"));
        QCOMPARE(std::string(info.name), std::string("EX pass, counterexample found"));
    }

    void exportGainsThreeColumnsOnlyWithASearch() {
        inspect::PairFilter f;
        f.runs = {0};
        const inspect::PairsExport with = inspect::pairsExportCsv(table_, f, {});
        QCOMPARE(with.rows, size_t(4));
        QCOMPARE(with.columns.size(), inspect::pairsExportColumns().size() + 3);
        QCOMPARE(with.columns.back(), std::string("sqlscope"));
        QVERIFY(with.csv.find(",accepted_by,exc,counterexample,sqlscope\r\n") != std::string::npos);
        // Rows end with exc, counterexample, sqlscope: (4 alpha), (0 alpha), (2 alpha), (3 alpha).
        std::vector<std::string> ends;
        size_t start = with.csv.find("\r\n") + 2;
        while (start < with.csv.size()) {
            const size_t end = with.csv.find("\r\n", start);
            const std::string line = with.csv.substr(start, end - start);
            size_t cut = line.size();
            for (int commas = 0; commas < 3; ++commas)
                cut = line.rfind(',', cut - 1);
            ends.push_back(line.substr(cut + 1));
            start = end + 2;
        }
        QCOMPARE(ends, (std::vector<std::string>{"0,found,1", "1,none,1", "0,na,0", "0,na,0"}));
        table_.setCounterexamples(nullptr);
        const inspect::PairsExport without = inspect::pairsExportCsv(table_, f, {});
        QCOMPARE(without.columns, inspect::pairsExportColumns());
        QVERIFY(without.csv.find(",accepted_by\r\n") != std::string::npos);
        QVERIFY(without.csv.find("found") == std::string::npos);
    }

    void runSummaryCountsTheSearch() {
        const inspect::RunSummary alpha = inspect::summarizeRun(table_, 0);
        QVERIFY(alpha.counterexamples.has_value());
        const inspect::CounterexampleSummary& c = *alpha.counterexamples;
        QCOMPARE(c.excPass.count, size_t(1));
        QCOMPARE(c.excFail.count, size_t(3));
        QCOMPARE(c.excNoVerdict.count, size_t(0));
        QCOMPARE(c.sqlscopePass.count, size_t(2));
        QCOMPARE(c.sqlscopeFail.count, size_t(2));
        QCOMPARE(c.found.count, size_t(1));
        QCOMPARE(c.none.count, size_t(1));
        QCOMPARE(c.notApplicable.count, size_t(2));
        QCOMPARE(c.notSearched.count, size_t(0));
        QCOMPARE(*c.excRate, 25.0);
        QCOMPARE(*c.sqlscopeRate, 50.0);
        QCOMPARE(accepted(table_, c.found.filter), (Pairs{{0, 0}}));
        QCOMPARE(alpha.disagreements.back().label, std::string("EX pass, counterexample found"));
        QCOMPARE(alpha.disagreements.back().count, size_t(1));
        const inspect::RunSummary beta = inspect::summarizeRun(table_, 1);
        QCOMPARE(beta.counterexamples->excNoVerdict.count, size_t(1));
        QCOMPARE(beta.counterexamples->notSearched.count, size_t(1));
        QCOMPARE(*beta.counterexamples->sqlscopeRate, 75.0);
        table_.setCounterexamples(nullptr);
        const inspect::RunSummary plain = inspect::summarizeRun(table_, 0);
        QVERIFY(!plain.counterexamples.has_value());
        QCOMPARE(plain.disagreements.back().label,
                 std::string("Passes only with an alternate gold"));
    }

    void settingsGoWithTheEvaluationSettings() {
        counterexample::CounterexampleSettings cx;
        eval::EvalSettings settings;
        const std::string off = workspace::evaluationSettingsJson(settings, cx);
        QCOMPARE(off, workspace::evaluationSettingsJson(settings));
        QVERIFY(off.find("counterexamples") == std::string::npos);
        counterexample::CounterexampleSettings back;
        back.enabled = true;
        QCOMPARE(workspace::readCounterexampleSettings(off, back), std::string());
        QVERIFY(back == counterexample::CounterexampleSettings{});  // missing: off
        cx.enabled = true;
        cx.metric = counterexample::ComparedMetric::Bird;
        cx.budgetMs = 75;
        cx.totalSeconds = 30;
        cx.seed = 99;
        const std::string on = workspace::evaluationSettingsJson(settings, cx);
        QVERIFY(on.find("\"counterexamples\":{\"metric\":\"ex_bird\",\"budget_ms\":75,"
                        "\"total_s\":30,\"seed\":99}") != std::string::npos);
        QCOMPARE(workspace::readCounterexampleSettings(on, back), std::string());
        QVERIFY(back == cx);
        cx.maxTrials = 40;  // written only when set, so older settings read the same
        const std::string capped = workspace::evaluationSettingsJson(settings, cx);
        QVERIFY(capped.find("\"seed\":99,\"max_trials\":40}") != std::string::npos);
        QCOMPARE(workspace::readCounterexampleSettings(capped, back), std::string());
        QVERIFY(back == cx);
        QCOMPARE(counterexample::passOptions(cx).exc.search.maxTrials, size_t(40));
        cx.maxTrials = 0;
        const counterexample::PassOptions options = counterexample::passOptions(cx, 3);
        QCOMPARE(options.exc.search.budgetSeconds, 0.075);
        QCOMPARE(options.exc.search.seed, uint64_t{99});
        QCOMPARE(options.totalSeconds, 30.0);
        QCOMPARE(options.threads, 3u);
        QCOMPARE(options.exc.metric, counterexample::ComparedMetric::Bird);
    }
};

SQLSCOPE_TEST_SUITE(PairCounterexamplesTest)
#include "pair_counterexamples_test.moc"
