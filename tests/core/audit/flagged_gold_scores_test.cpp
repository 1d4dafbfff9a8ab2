// audit::scoresWithAndWithout on the core/inspect fixture (two runs, four
// evaluated items): exact means over all pairs and over the pairs whose gold
// is kept, the pairs left out and the difference; the same numbers from the
// rows and from the PairTable; and which golds each choice leaves out.
#include <QObject>
#include <QTest>
#include <cmath>
#include <nlohmann/json.hpp>

#include "core/annotate/annotation.h"
#include "core/audit/audit_json.h"
#include "core/audit/flagged_gold_scores.h"
#include "core/audit/gold_audit.h"
#include "core/inspect/pair_table.h"
#include "tests/core/inspect/inspect_fixture.h"
#include "tests/test_registry.h"

using namespace sqlscope;
namespace fx = sqlscope::testing::inspect_fixture;

namespace {

audit::GoldAudit goldWith(uint32_t item, std::vector<audit::Severity> severities) {
    audit::GoldAudit a;
    a.item = item;
    a.id = "q" + std::to_string(item);
    for (audit::Severity s : severities) {
        audit::AuditFlag f;
        f.severity = s;
        a.flags.push_back(f);
    }
    return a;
}

bool near(const std::optional<double>& value, double expected) {
    return value && std::fabs(*value - expected) < 1e-9;
}

}  // namespace

class FlaggedGoldScoresTest : public QObject {
    Q_OBJECT

private slots:
    void excludedItemsFollowTheChoice() {
        using audit::Severity;
        const std::vector<audit::GoldAudit> audits = {
            goldWith(3, {Severity::Info}), goldWith(0, {}),
            goldWith(2, {Severity::Info, Severity::Warning}), goldWith(4, {Severity::Warning})};
        QCOMPARE(audit::excludedItems(audits, audit::ExcludedGolds::Flagged),
                 (std::vector<uint32_t>{2, 3, 4}));
        QCOMPARE(audit::excludedItems(audits, audit::ExcludedGolds::Warned),
                 (std::vector<uint32_t>{2, 4}));
        QCOMPARE(audit::excludedGoldsKey(audit::ExcludedGolds::Warned), std::string_view("warned"));
        QCOMPARE(*audit::parseExcludedGolds("flagged"), audit::ExcludedGolds::Flagged);
        QVERIFY(!audit::parseExcludedGolds("all"));
    }

    void questionableItemsAreTheAnnotatedOnes() {
        annotate::QuestionAnnotation a, b, c;
        a.question = {"q3", 3};
        a.goldQuestionable = true;
        b.question = {"q1", 1};  // a note only
        c.question = {"q0", 0};
        c.goldQuestionable = true;
        QCOMPARE(audit::questionableItems({a, b, c, a}), (std::vector<uint32_t>{0, 3}));
    }

    void withoutItemTwo() {
        // Item 2's pairs: alpha EX 0 (no ESM), beta EX 0 and ESM+ 1.
        inspect::PairTable table;
        table.reset(fx::plan());
        table.add(fx::rows());
        const auto runs = audit::scoresWithAndWithout(table, {2});
        QCOMPARE(runs.size(), size_t(2));
        const audit::RunWithAndWithout& alpha = runs[0];
        QCOMPARE(alpha.name, std::string("alpha"));
        QCOMPARE(alpha.pairs, size_t(4));
        QCOMPARE(alpha.excludedPairs, size_t(1));
        QCOMPARE(alpha.metrics.size(), size_t(10));
        const auto& ex = alpha.metrics[0];  // 1 1 0 0 -> 1 1 0
        QCOMPARE(ex.label, std::string("EX"));
        QCOMPARE(ex.withVerdict, size_t(4));
        QCOMPARE(ex.keptWithVerdict, size_t(3));
        QCOMPARE(*ex.all, 50.0);
        QVERIFY(near(ex.kept, 200.0 / 3));
        QVERIFY(near(ex.delta(), 50.0 / 3));
        const auto& esm = alpha.metrics[3];  // item 2 has no ESM verdict: unchanged
        QCOMPARE(esm.withVerdict, size_t(3));
        QCOMPARE(esm.keptWithVerdict, size_t(3));
        QVERIFY(near(esm.all, 100.0 / 3));
        QCOMPARE(*esm.delta(), 0.0);
        QVERIFY(!alpha.metrics[1].all);  // EX-BIRD: no verdict anywhere
        QVERIFY(!alpha.metrics[1].delta());
        QCOMPARE(*alpha.metrics[8].all, 0.75);  // Comp F1, a score: not scaled
        QCOMPARE(*alpha.metrics[8].kept, 0.75);

        const audit::RunWithAndWithout& beta = runs[1];
        QCOMPARE(beta.excludedPairs, size_t(1));
        const auto& bex = beta.metrics[0];  // 0 1 0 (gold error: none) -> 0 1
        QCOMPARE(bex.withVerdict, size_t(3));
        QCOMPARE(bex.keptWithVerdict, size_t(2));
        QVERIFY(near(bex.all, 100.0 / 3));
        QCOMPARE(*bex.kept, 50.0);
        const auto& plus = beta.metrics[4];  // ESM+ 0 1 1 1 -> 0 1 1
        QCOMPARE(*plus.all, 75.0);
        QVERIFY(near(plus.kept, 200.0 / 3));
        QVERIFY(near(plus.delta(), 200.0 / 3 - 75.0));
    }

    void rowsGiveWhatTheTableGives() {
        inspect::PairTable table;
        table.reset(fx::plan());
        table.add(fx::rows());
        const std::vector<uint32_t> excluded = {4, 3, 99};
        const auto fromTable = audit::scoresWithAndWithout(table, excluded);
        const auto fromRows = audit::scoresWithAndWithout(fx::rows(), {"alpha", "beta"}, excluded);
        QCOMPARE(fromRows.size(), fromTable.size());
        for (size_t r = 0; r < fromRows.size(); ++r) {
            QCOMPARE(fromRows[r].name, fromTable[r].name);
            QCOMPARE(fromRows[r].pairs, fromTable[r].pairs);
            QCOMPARE(fromRows[r].excludedPairs, size_t(2));
            QCOMPARE(fromTable[r].excludedPairs, size_t(2));
            for (size_t c = 0; c < fromRows[r].metrics.size(); ++c) {
                QCOMPARE(fromRows[r].metrics[c].all, fromTable[r].metrics[c].all);
                QCOMPARE(fromRows[r].metrics[c].kept, fromTable[r].metrics[c].kept);
            }
        }
        // alpha without items 4 and 3: EX 1 0 -> 50; ESM 1 -> 100; nothing
        // left for EXP (only item 4 had it).
        QCOMPARE(*fromRows[0].metrics[0].kept, 50.0);
        QCOMPARE(*fromRows[0].metrics[3].kept, 100.0);
        QCOMPARE(*fromRows[0].metrics[5].all, 0.5);
        QVERIFY(!fromRows[0].metrics[5].kept);
        QVERIFY(!fromRows[0].metrics[5].delta());
        // A row of a run out of range is ignored; no exclusion changes nothing.
        auto rows = fx::rows();
        rows.push_back(fx::row(0, 7));
        const auto none = audit::scoresWithAndWithout(rows, {"alpha", "beta"}, {});
        QCOMPARE(none[0].pairs, size_t(4));
        QCOMPARE(none[1].excludedPairs, size_t(0));
        QCOMPARE(*none[1].metrics[4].delta(), 0.0);
    }

    void scoreTextRoundsAndSigns() {
        QCOMPARE(audit::scoreText(200.0 / 3, true), std::string("66.7"));
        QCOMPARE(audit::scoreText(0.75, false), std::string("0.750"));
        QCOMPARE(audit::scoreText(std::nullopt, true), std::string("-"));
        QCOMPARE(audit::scoreText(50.0 / 3, true, true), std::string("+16.7"));
        QCOMPARE(audit::scoreText(-0.0004, false, true), std::string("0.000"));
        QCOMPARE(audit::scoreText(0.0, true, true), std::string("0.0"));
        QCOMPARE(audit::scoreText(-1.01, true, true), std::string("-1.0"));
    }

    void textCsvAndJsonOfTheComparison() {
        audit::ScoresWithAndWithout scores;
        scores.exclude = audit::ExcludedGolds::Warned;
        scores.excludedItems = {2};
        scores.runs = audit::scoresWithAndWithout(fx::rows(), {"alpha", "beta"}, {2});
        const std::string text = audit::formatScoresWithAndWithout(scores);
        QCOMPARE(text.substr(0, text.find("  run beta")),
                 std::string("scores with and without the warned golds (1 left out)\n"
                             "  run alpha: 4 pairs, 1 of them with a warned gold\n"
                             "    metric          all   w/o warned    delta  left out\n"
                             "    EX             50.0         66.7    +16.7         1\n"
                             "    ESM            33.3         33.3      0.0         0\n"
                             "    ESM+           33.3         33.3      0.0         0\n"
                             "    EXP           0.500        0.500    0.000         0\n"
                             "    Comp F1       0.750        0.750    0.000         0\n"));
        const std::string csv = audit::scoresCsv(scores);
        QCOMPARE(csv.substr(0, csv.find("beta")),
                 std::string("run,metric,all,without,delta,with_verdict,kept_with_verdict\n"
                             "alpha,ex,50.000000,66.666667,16.666667,4,3\n"
                             "alpha,esm,33.333333,33.333333,0.000000,3,3\n"
                             "alpha,esm+,33.333333,33.333333,0.000000,3,3\n"
                             "alpha,exp,0.500000,0.500000,0.000000,1,1\n"
                             "alpha,comp_avg_f1,0.750000,0.750000,0.000000,1,1\n"));
        QVERIFY(csv.find("beta,ex,33.333333,50.000000,16.666667,3,2\n") != std::string::npos);

        audit::AuditJsonContext context;
        context.includeTimes = false;
        context.scores = &scores;
        const auto doc =
            nlohmann::json::parse(audit::auditJson({}, audit::AuditSummary{}, context));
        const auto& j = doc.at("scores");
        QCOMPARE(j.at("exclude").get<std::string>(), std::string("warned"));
        QCOMPARE(j.at("excluded_golds").dump(), std::string("[2]"));
        QCOMPARE(j.at("runs").size(), size_t(2));
        const auto& ex = j.at("runs")[1].at("metrics")[0];
        QCOMPARE(ex.at("metric").get<std::string>(), std::string("ex"));
        QCOMPARE(ex.at("with_verdict").get<int>(), 3);
        QCOMPARE(ex.at("kept_with_verdict").get<int>(), 2);
        QCOMPARE(ex.at("without").get<double>(), 50.0);
        QCOMPARE(j.at("runs")[1].at("excluded_pairs").get<int>(), 1);
        // Without --pred, no "scores".
        context.scores = nullptr;
        QVERIFY(!nlohmann::json::parse(audit::auditJson({}, audit::AuditSummary{}, context))
                     .contains("scores"));
    }
};

SQLSCOPE_TEST_SUITE(FlaggedGoldScoresTest)
#include "flagged_gold_scores_test.moc"
