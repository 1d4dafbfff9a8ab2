// inspect::PairFilter: each condition alone and combined, each preset, the
// per-question form, on the fixture's eight pairs (whose facts are listed in
// inspect_fixture.h).
#include <QObject>
#include <QTest>

#include "core/annotate/annotation.h"
#include "core/inspect/pair_filter.h"
#include "core/inspect/pair_table.h"
#include "tests/core/inspect/inspect_fixture.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using inspect::DisagreementPreset;
using inspect::PairFilter;
namespace fx = sqlscope::testing::inspect_fixture;

namespace {

using Pairs = std::vector<std::pair<size_t, size_t>>;

Pairs accepted(const inspect::PairTable& table, const PairFilter& filter) {
    Pairs out;
    for (size_t pos = 0; pos < table.itemCount(); ++pos)
        for (size_t run = 0; run < table.runCount(); ++run)
            if (filter.accepts(table, pos, run)) out.emplace_back(pos, run);
    return out;
}

std::vector<size_t> questions(const inspect::PairTable& table, const PairFilter& filter) {
    std::vector<size_t> out;
    for (size_t pos = 0; pos < table.itemCount(); ++pos)
        if (filter.acceptsQuestion(table, pos)) out.push_back(pos);
    return out;
}

PairFilter preset(DisagreementPreset p) {
    PairFilter f;
    f.preset = p;
    return f;
}

}  // namespace

class PairFilterTest : public QObject {
    Q_OBJECT

    inspect::PairTable table_;

private slots:
    void init() {
        table_.reset(fx::plan());
        table_.add(fx::rows());
    }

    void emptyFilterAcceptsEveryPresentPair() {
        PairFilter f;
        QVERIFY(f.empty());
        QCOMPARE(accepted(table_, f).size(), size_t(8));
        inspect::PairTable partial;
        partial.reset(fx::plan());
        auto rows = fx::rows();
        rows.resize(3);
        partial.add(rows);
        QCOMPARE(accepted(partial, f), (Pairs{{0, 0}, {0, 1}, {1, 0}}));
        QCOMPARE(questions(partial, f), (std::vector<size_t>{0, 1}));
    }

    void textIsACaseInsensitiveSubstringOfQuestionGoldOrPrediction() {
        PairFilter f;
        f.text = "dogs";  // question of item 4 and item 3, gold of item 4
        QCOMPARE(accepted(table_, f), (Pairs{{0, 0}, {0, 1}, {3, 0}, {3, 1}}));
        f.text = "HOTDOGS";  // beta's prediction for item 4 only
        QCOMPARE(accepted(table_, f), (Pairs{{0, 1}}));
        f.text = "airlines, air";
        QCOMPARE(accepted(table_, f), (Pairs{{2, 1}}));
        f.text = "Cats ORDER";  // gold of item 0
        QCOMPARE(accepted(table_, f), (Pairs{{1, 0}, {1, 1}}));
        f.text = std::string(300, 'x');  // longer than the stack buffer
        QCOMPARE(accepted(table_, f), Pairs{});
        QVERIFY(!f.empty());
    }

    void factsOfThePair() {
        PairFilter f;
        f.databases = {"flights"};
        QCOMPARE(accepted(table_, f), (Pairs{{2, 0}, {2, 1}, {3, 0}, {3, 1}}));
        f = {};
        f.hardness = {-1};
        QCOMPARE(accepted(table_, f), (Pairs{{2, 0}, {2, 1}}));
        f.hardness = {0, 2};
        QCOMPARE(accepted(table_, f), (Pairs{{0, 0}, {0, 1}, {3, 0}, {3, 1}}));
        f = {};
        f.runs = {1};
        f.outcomes = {eval::ExecOutcome::Ok};
        QCOMPARE(accepted(table_, f), (Pairs{{0, 1}, {1, 1}}));
        f = {};
        f.rule = 13;
        QCOMPARE(accepted(table_, f), (Pairs{{1, 1}}));
        f.rule = 7;
        QCOMPARE(accepted(table_, f), (Pairs{{0, 0}, {1, 1}}));
        f = {};
        f.errorCategory = match::component::ErrorCategory::SchemaErrors;
        QCOMPARE(accepted(table_, f), (Pairs{{2, 0}}));
        f = {};
        f.verdict = inspect::VerdictCondition{inspect::kColumnEx, inspect::CellVerdict::NoVerdict};
        QCOMPARE(accepted(table_, f), (Pairs{{3, 1}}));
        f = {};
        f.text = "dogs";
        f.runs = {0};
        f.preset = DisagreementPreset::ExecutionError;
        QCOMPARE(accepted(table_, f), (Pairs{{3, 0}}));
    }

    void twoVerdictConditionsMustBothHold() {
        using inspect::CellVerdict;
        using inspect::VerdictCondition;
        PairFilter f;
        f.verdict2 = VerdictCondition{inspect::kColumnEsmPlus, CellVerdict::Pass};
        QVERIFY(!f.empty());
        QCOMPARE(accepted(table_, f), (Pairs{{0, 0}, {1, 1}, {2, 1}, {3, 1}}));
        f.verdict = VerdictCondition{inspect::kColumnEx, CellVerdict::Fail};
        QCOMPARE(accepted(table_, f), (Pairs{{2, 1}}));  // = the preset EX fail & ESM+ pass
        f.verdict = VerdictCondition{inspect::kColumnEx, CellVerdict::Pass};
        f.verdict2 = VerdictCondition{inspect::kColumnEsm, CellVerdict::Fail};
        QCOMPARE(accepted(table_, f), (Pairs{{0, 0}, {1, 1}}));
        f.verdict2 = VerdictCondition{inspect::kColumnEsmPlus, CellVerdict::Fail};
        QCOMPARE(accepted(table_, f),
                 accepted(table_, preset(DisagreementPreset::ExPassEsmPlusFail)));
        f.verdict.reset();
        f.verdict2 = VerdictCondition{inspect::kColumnEx, CellVerdict::NoVerdict};
        QCOMPARE(accepted(table_, f), (Pairs{{3, 1}}));
        PairFilter g = f;
        QVERIFY(g == f);
        g.verdict2->verdict = CellVerdict::Fail;
        QVERIFY(!(g == f));
    }

    void presets() {
        QCOMPARE(accepted(table_, preset(DisagreementPreset::None)).size(), size_t(8));
        QCOMPARE(accepted(table_, preset(DisagreementPreset::ExPassEsmPlusFail)), (Pairs{{1, 0}}));
        QCOMPARE(accepted(table_, preset(DisagreementPreset::ExFailEsmPlusPass)), (Pairs{{2, 1}}));
        QCOMPARE(accepted(table_, preset(DisagreementPreset::EsmFailEsmPlusPass)),
                 (Pairs{{0, 0}, {1, 1}}));
        // EX: item 4 passes in alpha and fails in beta; item 3 has no EX in beta.
        QCOMPARE(accepted(table_, preset(DisagreementPreset::RunsDisagree)),
                 (Pairs{{0, 0}, {0, 1}}));
        QCOMPARE(accepted(table_, preset(DisagreementPreset::ParseError)), (Pairs{{2, 0}}));
        QCOMPARE(accepted(table_, preset(DisagreementPreset::ExecutionError)),
                 (Pairs{{2, 0}, {2, 1}, {3, 0}}));
        // In labelling sample: the table's sample members (none yet, then item 1 of beta).
        QCOMPARE(accepted(table_, preset(DisagreementPreset::InSample)), Pairs{});
        table_.setSampleMembers({{{"x", table_.itemIndex(1)}, table_.runName(1)}});
        QCOMPARE(accepted(table_, preset(DisagreementPreset::InSample)), (Pairs{{1, 1}}));
        table_.setSampleMembers({});
        const auto& all = inspect::disagreementPresets();
        QCOMPARE(all.size(), size_t(10));
        // Without a counterexample search, no pair has a counterexample.
        QCOMPARE(accepted(table_, preset(DisagreementPreset::ExPassCxFound)), Pairs{});
        // Without alternate golds scored, no pair passes only with one.
        QCOMPARE(accepted(table_, preset(DisagreementPreset::PassesOnlyWithAlternate)), Pairs{});
        for (size_t i = 0; i < all.size(); ++i)
            QCOMPARE(size_t(all[i].preset), i);
        QCOMPARE(inspect::presetInfo(DisagreementPreset::ExPassEsmPlusFail).name,
                 std::string_view("EX pass & ESM+ fail"));
        QCOMPARE(inspect::presetInfo(DisagreementPreset::EsmFailEsmPlusPass).description,
                 std::string_view("rescued by a rule"));
    }

    void runsDisagreeFallsBackToTheFirstBinaryMetricComputed() {
        // Without EX (and EX-BIRD, EXE) ESM decides: item 4 fails in both,
        // item 0 passes in alpha and fails in beta, item 3 fails and passes.
        auto rows = fx::rows();
        for (auto& r : rows)
            r.metrics[fx::Ex] = std::numeric_limits<float>::quiet_NaN();
        inspect::PairTable table;
        table.reset(fx::plan());
        table.add(rows);
        QCOMPARE(table.agreementColumn(), int(inspect::kColumnEsm));
        QCOMPARE(accepted(table, preset(DisagreementPreset::RunsDisagree)),
                 (Pairs{{1, 0}, {1, 1}, {3, 0}, {3, 1}}));
    }

    void questionIsAcceptedWhenAnyRunIs() {
        QCOMPARE(questions(table_, preset(DisagreementPreset::ParseError)),
                 (std::vector<size_t>{2}));
        PairFilter f;
        f.runs = {1};
        f.rule = 7;
        QCOMPARE(questions(table_, f), (std::vector<size_t>{1}));
        f = {};
        f.text = "dogs";
        QCOMPARE(questions(table_, f), (std::vector<size_t>{0, 3}));
    }
};

SQLSCOPE_TEST_SUITE(PairFilterTest)
#include "pair_filter_test.moc"
