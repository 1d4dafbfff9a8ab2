// inspect::verdictColumns: the ten columns with their registry indices, and
// what a cell says (verdict, value, text, tooltip reason) for the fixture's pairs.
#include <QObject>
#include <QTest>

#include "core/inspect/inspect_names.h"
#include "core/inspect/verdict_columns.h"
#include "core/report/metric_registry.h"
#include "tests/core/inspect/inspect_fixture.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using inspect::CellVerdict;
namespace fx = sqlscope::testing::inspect_fixture;

class VerdictColumnsTest : public QObject {
    Q_OBJECT

private slots:
    void columnsInOrderWithRegistryIndices() {
        const auto& columns = inspect::verdictColumns();
        QCOMPARE(columns.size(), inspect::kVerdictColumnCount);
        std::vector<std::string> keys, labels;
        std::vector<int> metrics;
        std::vector<bool> binary;
        for (const auto& c : columns) {
            keys.emplace_back(c.key);
            labels.emplace_back(c.label);
            metrics.push_back(c.metric);
            binary.push_back(c.binary);
            QCOMPARE(report::metricDefinitions()[size_t(c.metric)].key, std::string(c.key));
        }
        QCOMPARE(keys,
                 (std::vector<std::string>{"ex", "ex_bird", "exe", "esm", "esm+", "exp", "exr",
                                           "ex_f1", "comp_avg_f1", "link_columns_f1plus"}));
        QCOMPARE(labels, (std::vector<std::string>{"EX", "EX-BIRD", "EXE", "ESM", "ESM+", "EXP",
                                                   "EXR", "F1", "Comp F1", "Link F1+"}));
        QCOMPARE(metrics, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 9, 14}));
        QCOMPARE(binary, (std::vector<bool>{true, true, true, true, true, false, false, false,
                                            false, false}));
        QCOMPARE(inspect::verdictColumnIndex("esm+"), 4);
        QCOMPARE(inspect::verdictColumnIndex("em"), -1);
    }

    void cellsSayPassPartialFailOrNothing() {
        const auto rows = fx::rows();
        const job::SummaryRow& alpha4 = rows[0];
        QCOMPARE(inspect::cellOf(alpha4, inspect::kColumnEx).verdict, CellVerdict::Pass);
        QCOMPARE(inspect::cellOf(alpha4, inspect::kColumnEx).value, 1.0);
        QCOMPARE(inspect::cellOf(alpha4, inspect::kColumnEsm).verdict, CellVerdict::Fail);
        QCOMPARE(inspect::cellOf(alpha4, 5).verdict, CellVerdict::Partial);  // EXP 0.5
        QCOMPARE(inspect::cellOf(alpha4, 5).value, 0.5);
        QCOMPARE(inspect::cellOf(alpha4, 8).verdict, CellVerdict::Partial);  // Comp F1 0.75
        QCOMPARE(inspect::cellOf(rows[1], 8).verdict, CellVerdict::Fail);    // Comp F1 0
        QCOMPARE(inspect::cellOf(rows[3], 9).verdict, CellVerdict::Pass);    // Link F1+ 1
        QCOMPARE(inspect::cellOf(alpha4, inspect::kColumnExe).verdict, CellVerdict::NoVerdict);
        QCOMPARE(inspect::cellText(inspect::cellOf(alpha4, 5), false), std::string("0.50"));
        QCOMPARE(inspect::cellText(inspect::cellOf(alpha4, 0), true), std::string("pass"));
        QCOMPARE(inspect::cellText(inspect::cellOf(alpha4, 6), false), std::string("n/a"));
    }

    void reasonsNameTheCause() {
        const auto rows = fx::rows();
        QCOMPARE(
            inspect::cellReason(rows[0], inspect::kColumnEsmPlus),
            std::string("ESM+ pass \u00b7 rescued by rule 7 COUNT(c) = COUNT(*) for NOT NULL c"));
        QCOMPARE(inspect::cellReason(rows[3], inspect::kColumnEsmPlus),
                 "ESM+ pass \u00b7 rescued by rules 7 COUNT(c) = COUNT(*) for NOT NULL c, 13 " +
                     std::string(inspect::ruleName(13)));
        QCOMPARE(inspect::cellReason(rows[0], inspect::kColumnEx), std::string("EX pass"));
        QCOMPARE(inspect::cellReason(rows[4], inspect::kColumnEx),
                 std::string("EX fail \u00b7 outcome error \u00b7 prediction does not parse"));
        QCOMPARE(inspect::cellReason(rows[4], inspect::kColumnEsm),
                 std::string("ESM n/a \u00b7 ESM could not score the pair \u00b7 prediction does "
                             "not parse"));
        QCOMPARE(inspect::cellReason(rows[5], inspect::kColumnEx),
                 std::string("EX fail \u00b7 outcome timeout"));
        QCOMPARE(inspect::cellReason(rows[6], inspect::kColumnEx),
                 std::string("EX fail \u00b7 no prediction in the file \u00b7 outcome error"));
        QCOMPARE(inspect::cellReason(rows[7], inspect::kColumnEx),
                 std::string("EX n/a \u00b7 the gold query failed"));
        QCOMPARE(inspect::cellReason(rows[0], 8), std::string("Comp F1 0.75"));
        QCOMPARE(inspect::cellReason(rows[1], 8),
                 std::string("Comp F1 0.00 \u00b7 errors: wrong_predicates"));
        QCOMPARE(inspect::cellReason(rows[0], 9), std::string("Link F1+ n/a \u00b7 not computed"));
    }

    void namesOfRulesHardnessOutcomes() {
        QCOMPARE(inspect::ruleName(7), std::string_view("COUNT(c) = COUNT(*) for NOT NULL c"));
        QCOMPARE(inspect::ruleName(0), std::string_view());
        QCOMPARE(inspect::ruleLabel(7), std::string("7 COUNT(c) = COUNT(*) for NOT NULL c"));
        QCOMPARE(inspect::hardnessLabel(3), std::string_view("extra"));
        QCOMPARE(inspect::hardnessLabel(-1), std::string_view("unscored"));
        QCOMPARE(inspect::outcomeLabel(eval::ExecOutcome::MemoryLimit),
                 std::string_view("memory_limit"));
        QVERIFY(inspect::isExecutionFailure(eval::ExecOutcome::Timeout));
        QVERIFY(!inspect::isExecutionFailure(eval::ExecOutcome::GoldError));
        QVERIFY(!inspect::isExecutionFailure(eval::ExecOutcome::NotRun));
        QCOMPARE(inspect::cellVerdictName(CellVerdict::NoVerdict), std::string_view("n/a"));
    }
};

SQLSCOPE_TEST_SUITE(VerdictColumnsTest)
#include "verdict_columns_test.moc"
