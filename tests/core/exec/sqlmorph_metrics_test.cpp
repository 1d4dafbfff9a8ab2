// SQLMorph EX/EXP/EXR/F1 (docs/metrics/execution.md#sqlmorph-exp-exr-and-ex-f1): the worked
// examples M1-M13 on the dogs fixture, the edge-case table, Q-M5, T6's one-to-one phase A, the seed
// document's california_schools example, evidence, T1 and the means.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <string>
#include <vector>

#include "core/exec/sqlmorph_internal.h"
#include "core/exec/sqlmorph_metrics.h"
#include "core/util/splitmix64.h"
#include "tests/core/exec/run_query.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::exec;
using namespace sqlscope::testing;

namespace {

using T = SqlMorphTechnique;

std::string metrics(const SqlMorphResult& r) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "%d %.4f %.4f %.4f", r.ex, r.exp, r.exr, r.f1);
    return buf;
}

// The reference's loop as written (the form greedyBestPairs replaced): after
// each pick, every gold row whose best was the taken prediction is rescanned
// at once. The oracle for greedyPairsFollowTheReferenceLoop.
template <typename Score>
std::vector<sqlmorph_detail::GreedyPick> referenceGreedyPairs(size_t goldCount, size_t predCount,
                                                              const Score& score) {
    std::vector<sqlmorph_detail::GreedyPick> picks;
    std::vector<char> goldUsed(goldCount, 0), predUsed(predCount, 0);
    struct Best {
        double score = -1;
        size_t pred = 0;
        bool any = false;
    };
    std::vector<Best> best(goldCount);
    auto rescan = [&](size_t g) {
        Best b;
        for (size_t p = 0; p < predCount; ++p) {
            if (predUsed[p]) continue;
            double s = score(g, p);
            if (!b.any || s > b.score) b = {s, p, true};
        }
        best[g] = b;
    };
    for (size_t g = 0; g < goldCount; ++g)
        rescan(g);
    while (true) {
        size_t chosen = goldCount;
        for (size_t g = 0; g < goldCount; ++g) {
            if (goldUsed[g] || !best[g].any) continue;
            if (chosen == goldCount || best[g].score > best[chosen].score) chosen = g;
        }
        if (chosen == goldCount || !(best[chosen].score > 0)) break;
        size_t p = best[chosen].pred;
        picks.push_back({chosen, p, best[chosen].score});
        goldUsed[chosen] = 1;
        predUsed[p] = 1;
        for (size_t g = 0; g < goldCount; ++g)
            if (!goldUsed[g] && best[g].any && best[g].pred == p) rescan(g);
    }
    return picks;
}

}  // namespace

class SqlmorphMetricsTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::string dogs_;

    SqlMorphResult morph(const std::string& pred, const std::string& gold, T technique,
                         bool penalize = true, bool t6Legacy = false) {
        SqlMorphOptions o;
        o.technique = technique;
        o.penalizeExtraPredCols = penalize;
        o.t6LegacyOverlaps = t6Legacy;
        return sqlMorphFromExecution(runQuery(dogs_, gold), runQuery(dogs_, pred), o);
    }

private slots:
    // greedyBestPairs takes the same pairs, in the same order, with the same
    // scores as the reference's loop, on random score tables full of ties
    // (scores k/4, including 0 and 1), from 0 x 0 to 14 x 14.
    void greedyPairsFollowTheReferenceLoop() {
        sqlscope::util::SplitMix64 random(20261127);
        size_t picked = 0;
        for (int trial = 0; trial < 3000; ++trial) {
            const size_t goldCount = random.unbiasedBelow(15);
            const size_t predCount = random.unbiasedBelow(15);
            const uint64_t levels = 1 + random.unbiasedBelow(4);
            std::vector<double> table(goldCount * predCount);
            for (double& score : table)
                score = static_cast<double>(random.unbiasedBelow(levels + 1)) /
                        static_cast<double>(levels);
            auto score = [&](size_t g, size_t p) { return table[g * predCount + p]; };
            const auto expected = referenceGreedyPairs(goldCount, predCount, score);
            const auto actual = sqlmorph_detail::greedyBestPairs(goldCount, predCount, score);
            QCOMPARE(actual.size(), expected.size());
            for (size_t i = 0; i < actual.size(); ++i) {
                QCOMPARE(actual[i].gold, expected[i].gold);
                QCOMPARE(actual[i].pred, expected[i].pred);
                QCOMPARE(actual[i].score, expected[i].score);
            }
            picked += actual.size();
        }
        QVERIFY(picked > 5000);  // the tables are not trivially empty
    }

    void initTestCase() {
        QVERIFY(dir_.isValid());
        dogs_ = buildFixtureDatabase(dir_.path().toStdString(), "dogs");
        QVERIFY(!dogs_.empty());
    }

    // docs/metrics/execution.md#sqlmorph-examples, prediction || gold.
    void workedExamples() {
        const std::string m1p = "SELECT name FROM dogs WHERE name IN ('Rex','Max','Zed')";
        const std::string m1g = "SELECT name, age FROM dogs WHERE name IN ('Rex','Max','Bo')";
        QCOMPARE(metrics(morph(m1p, m1g, T::ExactColumnExactCell, true)),
                 std::string("0 0.6667 0.3333 0.4444"));
        QCOMPARE(metrics(morph(m1p, m1g, T::ExactColumnExactCell, false)),
                 std::string("0 0.6667 0.3333 0.4444"));
        QCOMPARE(metrics(morph(m1p, m1g, T::NoColumnPartialCell)),
                 std::string("0 0.6667 0.3333 0.4444"));  // M2

        for (T t :
             {T::ExactColumnExactCell, T::ExactColumnPartialCell, T::NoColumnPartialCell})  // M3
            QCOMPARE(metrics(morph("SELECT age, name FROM dogs", "SELECT name, age FROM dogs", t)),
                     std::string("0 1.0000 1.0000 1.0000"));

        const std::string m4p =
            "SELECT name, age + (name = 'Max') AS age FROM dogs WHERE dog_id IN (1,2)";
        const std::string m4g = "SELECT name, age FROM dogs WHERE dog_id IN (1,2)";
        QCOMPARE(metrics(morph(m4p, m4g, T::ExactColumnExactCell)),
                 std::string("0 0.5000 0.5000 0.5000"));
        QCOMPARE(metrics(morph(m4p, m4g, T::ExactColumnPartialCell)),
                 std::string("0 0.7500 0.7500 0.7500"));  // M5
        QCOMPARE(metrics(morph(m4p, m4g, T::NoColumnPartialCell)),
                 std::string("0 0.7500 0.7500 0.7500"));  // M6

        const std::string m7p = "SELECT age AS years, name FROM dogs WHERE dog_id IN (1,2)";
        QCOMPARE(metrics(morph(m7p, m4g, T::ExactColumnExactCell, true)),
                 std::string("0 0.5000 0.5000 0.5000"));
        QCOMPARE(metrics(morph(m7p, m4g, T::ExactColumnExactCell, false)),
                 std::string("0 1.0000 0.5000 0.6667"));  // M8
        QCOMPARE(metrics(morph(m7p, m4g, T::NoColumnPartialCell)),
                 std::string("0 1.0000 1.0000 1.0000"));  // M9

        for (T t : {T::ExactColumnExactCell, T::ExactColumnPartialCell, T::NoColumnPartialCell}) {
            SqlMorphResult m10 = morph("SELECT name FROM dogs WHERE age > 100",
                                       "SELECT name FROM dogs WHERE age > 3", t);
            QCOMPARE(metrics(m10), std::string("0 1.0000 0.0000 0.0000"));
            QCOMPARE(m10.path, SqlMorphPath::PredEmpty);
            SqlMorphResult m11 = morph("SELECT name FROM dogs WHERE age > 3",
                                       "SELECT name FROM dogs WHERE age > 100", t);
            QCOMPARE(metrics(m11), std::string("0 0.0000 1.0000 0.0000"));
            QCOMPARE(m11.path, SqlMorphPath::GoldEmpty);
        }

        for (int i = 0; i < 7; ++i) {  // M12, M13: any technique
            auto t = static_cast<T>(i);
            SqlMorphResult m12 =
                morph("SELECT owner_id FROM dogs", "SELECT owner_id FROM owners", t);
            SqlMorphResult m13 =
                morph("SELECT weight FROM dogs WHERE dog_id = 2", "SELECT 30 AS weight", t);
            QCOMPARE(m12.ex, 1);
            QCOMPARE(m13.ex, 1);
            if (t == T::ExecutionAccuracy) {
                QVERIFY(!m12.graded);
                QCOMPARE(m12.path, SqlMorphPath::ExOnly);
            } else {
                QCOMPARE(metrics(m12), std::string("1 1.0000 1.0000 1.0000"));
                QCOMPARE(metrics(m13), std::string("1 1.0000 1.0000 1.0000"));
                QCOMPARE(m13.path, SqlMorphPath::ExShortCircuit);
            }
        }
    }

    void executionAccuracyOnly() {
        SqlMorphResult r =
            morph("SELECT age, name FROM dogs", "SELECT name, age FROM dogs", T::ExecutionAccuracy);
        QCOMPARE(r.ex, 0);  // Q-M1: tuples compared by position
        QVERIFY(!r.graded);
        QCOMPARE(r.path, SqlMorphPath::ExOnly);
    }

    void edgeCaseTable() {
        SqlMorphGrade g = sqlMorphGrade(0, 0, 0, 0, false);
        QCOMPARE(g.path, SqlMorphPath::BothEmpty);
        QCOMPARE(g.ex, 0);
        QCOMPARE(g.exp, 1.0);
        QCOMPARE(g.exr, 1.0);
        QCOMPARE(g.f1, 1.0);
        g = sqlMorphGrade(0, 0, 6, 0, false);
        QCOMPARE(g.path, SqlMorphPath::GoldEmpty);
        QCOMPARE(g.exp, 0.0);
        QCOMPARE(g.exr, 1.0);
        QCOMPARE(g.f1, 0.0);
        g = sqlMorphGrade(0, 6, 0, 0, false);
        QCOMPARE(g.path, SqlMorphPath::PredEmpty);
        QCOMPARE(g.exp, 1.0);
        QCOMPARE(g.exr, 0.0);
        QCOMPARE(g.f1, 0.0);
        g = sqlMorphGrade(0, 6, 4, 0, false);
        QCOMPARE(g.path, SqlMorphPath::Counted);
        QCOMPARE(g.f1, 0.0);  // both 0: F1 0
        g = sqlMorphGrade(3, 6, 4, 0, false);
        QCOMPARE(g.exp, 0.75);
        QCOMPARE(g.exr, 0.5);
        QCOMPARE(g.f1, 0.6);
        // The semantic techniques write EX = 1 for G = P = 0, EX = 0 for the others.
        QCOMPARE(sqlMorphGrade(0, 0, 0, 0, true).ex, 1);
        QCOMPARE(sqlMorphGrade(0, 0, 5, 1, true).ex, 0);
        QCOMPARE(sqlMorphGrade(0, 5, 0, 1, true).ex, 0);
        QCOMPARE(sqlMorphGrade(0, 5, 0, 1, false).ex, 1);
    }

    // Edge rows reached through the pipeline: T6 as the earlier SQLMorph
    // without penalty (P = sum of overlaps of matched pairs) gives G = P = 0
    // and P = 0 on real results.
    void edgeRowsReached() {
        SqlMorphResult r = morph("SELECT name FROM dogs", "SELECT name FROM dogs WHERE age > 100",
                                 T::NoColumnPartialCell, false, true);
        QCOMPARE(r.path, SqlMorphPath::BothEmpty);
        QCOMPARE(metrics(r), std::string("0 1.0000 1.0000 1.0000"));
        r = morph("SELECT city FROM owners", "SELECT name FROM dogs", T::NoColumnPartialCell, false,
                  true);
        QCOMPARE(r.path, SqlMorphPath::PredEmpty);
        QCOMPARE(metrics(r), std::string("0 1.0000 0.0000 0.0000"));
        r = morph("SELECT city FROM owners", "SELECT name FROM dogs", T::NoColumnPartialCell, true);
        QCOMPARE(metrics(r), std::string("0 0.0000 0.0000 0.0000"));
        QCOMPARE(r.path, SqlMorphPath::Counted);
    }

    // The current SQLMorph never passes penalize_extra_pred_cols to T6
    // (commit 5339349): without the legacy option it changes nothing.
    void t6IgnoresPenaltyByDefault() {
        const std::string pred = "SELECT name, age FROM dogs WHERE age < 6";
        const std::string gold = "SELECT name FROM dogs WHERE age < 6";
        QCOMPARE(metrics(morph(pred, gold, T::NoColumnPartialCell, false)),
                 std::string("0 0.5000 1.0000 0.6667"));
        QCOMPARE(metrics(morph(pred, gold, T::NoColumnPartialCell, true, true)),
                 std::string("0 0.5000 1.0000 0.6667"));
        QCOMPARE(metrics(morph(pred, gold, T::NoColumnPartialCell, false, true)),
                 std::string("0 1.0000 1.0000 1.0000"));
        SqlMorphResult r = morph("SELECT name FROM dogs", "SELECT name FROM dogs WHERE age > 100",
                                 T::NoColumnPartialCell, false);
        QCOMPARE(r.path, SqlMorphPath::GoldEmpty);
    }

    // Q-M5: no common column -> 0/0/0 even when the gold is empty.
    void noCommonColumn() {
        for (T t : {T::ExactColumnExactCell, T::ExactColumnPartialCell}) {
            SqlMorphResult r =
                morph("SELECT age FROM dogs", "SELECT name FROM dogs WHERE age > 100", t);
            QCOMPARE(r.path, SqlMorphPath::NoCommonColumn);
            QCOMPARE(metrics(r), std::string("0 0.0000 0.0000 0.0000"));
            QCOMPARE(r.groundTruthCells, 0.0);
            QCOMPARE(r.predictedCells, 4.0);
        }
    }

    // T6 phase A is one-to-one (Q-M3 fixed): a duplicated gold row claims the
    // matching predicted row once.
    void valueSetsOneToOne() {
        ResultSet gold = makeResult(
            {"a", "b"}, {{vText("a"), vInt(1)}, {vText("a"), vInt(1)}, {vText("b"), vInt(2)}});
        ResultSet pred = makeResult({"a", "b"}, {{vText("a"), vInt(1)}, {vText("c"), vInt(3)}});
        SqlMorphOptions o;
        o.technique = T::NoColumnPartialCell;
        SqlMorphResult r = sqlMorphEvaluate(gold, pred, o);
        QCOMPARE(metrics(r), std::string("0 0.5000 0.3333 0.4000"));
        QCOMPARE(r.groundTruthCells, 6.0);
        QCOMPARE(r.predictedCells, 4.0);
        QCOMPARE(r.rowMatches.size(), size_t(1));
        QCOMPARE(r.rowMatches[0].goldRow, size_t(0));
        QCOMPARE(r.rowMatches[0].predRow, size_t(0));
        // Value strings: 1 (int) and '1' (text) collapse; 1.0 does not.
        ResultSet g2 = makeResult({"x", "y"}, {{vInt(1), vText("1")}});
        ResultSet p2 = makeResult({"x", "y"}, {{vReal(1.0), vText("1")}});
        r = sqlMorphEvaluate(g2, p2, o);  // EX: 1 == 1.0, so the sets are equal
        QCOMPARE(r.path, SqlMorphPath::ExShortCircuit);
        ResultSet p3 = makeResult({"x", "y"}, {{vReal(1.5), vText("1")}});
        r = sqlMorphEvaluate(g2, p3, o);
        QCOMPARE(r.groundTruthCells, 1.0);  // {"1"}
        QCOMPARE(r.predictedCells, 2.0);    // {"1.5", "1"}
        QCOMPARE(metrics(r), std::string("0 0.5000 1.0000 0.6667"));
    }

    // Seed document: 4 predicted columns incl. Phone vs gold Phone, same 10 rows.
    void californiaSchools() {
        ResultSet gold, pred;
        gold.columnNames = {"Phone"};
        pred.columnNames = {"Phone", "City", "State", "MailStreet"};
        for (int i = 0; i < 10; ++i) {
            std::string phone = "(510) 555-01" + std::to_string(10 + i);
            gold.rows.push_back({vText(phone)});
            pred.rows.push_back({vText(phone), vText("City" + std::to_string(i)), vText("CA"),
                                 vText(std::to_string(i) + " Main St")});
        }
        SqlMorphOptions o;
        o.technique = T::ExactColumnExactCell;
        SqlMorphResult r = sqlMorphEvaluate(gold, pred, o);
        QCOMPARE(metrics(r), std::string("0 0.2500 1.0000 0.4000"));
        QCOMPARE(r.matchedCells, 10.0);
        QCOMPARE(r.predictedCells, 40.0);
        QCOMPARE(r.groundTruthCells, 10.0);
        QCOMPARE(r.columnPairs.size(), size_t(1));
        QCOMPARE(r.rowMatches.size(), size_t(10));
    }

    // Evidence: aligned columns and matched cells, per phase.
    void evidence() {
        SqlMorphResult r =
            morph("SELECT name, age + (name = 'Max') AS age FROM dogs WHERE dog_id IN (1,2)",
                  "SELECT name, age FROM dogs WHERE dog_id IN (1,2)", T::ExactColumnPartialCell);
        // C = [age, name] (sorted names).
        QCOMPARE(r.columnPairs.size(), size_t(2));
        QCOMPARE(r.columnPairs[0].goldColumn, size_t(1));
        QCOMPARE(r.columnPairs[0].predColumn, size_t(1));
        QCOMPARE(r.columnPairs[1].goldColumn, size_t(0));
        QCOMPARE(r.rowMatches.size(), size_t(2));
        const SqlMorphRowMatch& exact = r.rowMatches[0];  // Rex
        QVERIFY(exact.exact);
        QCOMPARE(exact.goldRow, size_t(0));
        QCOMPARE(exact.predRow, size_t(0));
        QCOMPARE(exact.cells.size(), size_t(2));
        const SqlMorphRowMatch& partial = r.rowMatches[1];  // Max: name equal, age 5 vs 6
        QVERIFY(!partial.exact);
        QCOMPARE(partial.goldRow, size_t(1));
        QCOMPARE(partial.contribution, 1.0);
        QCOMPARE(partial.cells.size(), size_t(1));
        QCOMPARE(partial.cells[0].goldColumn, size_t(0));
        QCOMPARE(partial.cells[0].predColumn, size_t(0));
        QCOMPARE(r.exactMatchedCells, 2.0);
        QCOMPARE(r.partialMatchedCells, 1.0);

        // T6 evidence: every column pair holding a shared value string.
        r = morph("SELECT age, name FROM dogs WHERE dog_id = 1",
                  "SELECT name, age, name AS again FROM dogs WHERE dog_id = 1",
                  T::NoColumnPartialCell);
        QCOMPARE(r.rowMatches.size(), size_t(1));
        QCOMPARE(r.rowMatches[0].cells.size(), size_t(3));  // name->1, age->0, again->1
        QCOMPARE(metrics(r), std::string("0 1.0000 1.0000 1.0000"));
    }

    // Without row evidence (a batch's verdicts): no matched rows listed, the
    // same counts and metrics for every technique that lists them.
    void withoutRowEvidence() {
        const std::string pred =
            "SELECT name, age + (name = 'Max') AS age FROM dogs WHERE dog_id IN (1,2,3)";
        const std::string gold = "SELECT name, age FROM dogs WHERE dog_id IN (1,2,4)";
        for (T technique : {T::ExactColumnExactCell, T::ExactColumnPartialCell,
                            T::NoColumnPartialCell, T::UnifiedColumnSemanticRow}) {
            SqlMorphOptions o;
            o.technique = technique;
            const SqlMorphResult with =
                sqlMorphFromExecution(runQuery(dogs_, gold), runQuery(dogs_, pred), o);
            o.rowEvidence = false;
            const SqlMorphResult without =
                sqlMorphFromExecution(runQuery(dogs_, gold), runQuery(dogs_, pred), o);
            QVERIFY(!with.rowMatches.empty());
            QVERIFY(without.rowMatches.empty());
            QCOMPARE(metrics(without), metrics(with));
            QCOMPARE(without.matchedCells, with.matchedCells);
            QCOMPARE(without.exactMatchedCells, with.exactMatchedCells);
            QCOMPARE(without.partialMatchedCells, with.partialMatchedCells);
            QCOMPARE(without.predictedCells, with.predictedCells);
            QCOMPARE(without.groundTruthCells, with.groundTruthCells);
        }
        // The T2 example's exact figures, without evidence.
        SqlMorphOptions o;
        o.technique = T::ExactColumnPartialCell;
        o.rowEvidence = false;
        const SqlMorphResult r = sqlMorphFromExecution(
            runQuery(dogs_, "SELECT name, age FROM dogs WHERE dog_id IN (1,2)"),
            runQuery(dogs_,
                     "SELECT name, age + (name = 'Max') AS age FROM dogs WHERE dog_id IN (1,2)"),
            o);
        QCOMPARE(r.exactMatchedCells, 2.0);
        QCOMPARE(r.partialMatchedCells, 1.0);
    }

    // T3 partial phase: greedy on the largest number of equal positions; our
    // total order sorts leftovers with NULLs and mixed types (Q-M4).
    void partialCellsMixedTypes() {
        ResultSet gold = makeResult(
            {"a", "b", "c"}, {{vNull(), vInt(1), vText("x")}, {vText("t"), vInt(2), vText("y")}});
        ResultSet pred = makeResult(
            {"a", "b", "c"}, {{vInt(5), vInt(2), vText("y")}, {vNull(), vInt(9), vText("x")}});
        SqlMorphOptions o;
        o.technique = T::ExactColumnPartialCell;
        SqlMorphResult r = sqlMorphEvaluate(gold, pred, o);
        QCOMPARE(r.matchedCells, 4.0);  // (NULL,1,x)~(NULL,9,x): 2; (t,2,y)~(5,2,y): 2
        QCOMPARE(metrics(r), std::string("0 0.6667 0.6667 0.6667"));
    }

    void toleranceInCells() {
        ResultSet gold =
            makeResult({"v", "k"}, {{vReal(0.1 + 0.2), vText("a")}, {vReal(1.0), vText("b")}});
        ResultSet pred =
            makeResult({"v", "k"}, {{vReal(0.3), vText("a")}, {vReal(2.0), vText("b")}});
        SqlMorphOptions o;
        o.technique = T::ExactColumnExactCell;
        QCOMPARE(metrics(sqlMorphEvaluate(gold, pred, o)), std::string("0 0.0000 0.0000 0.0000"));
        o.compare.floatTolerance = 1e-9;
        QCOMPARE(metrics(sqlMorphEvaluate(gold, pred, o)), std::string("0 0.5000 0.5000 0.5000"));
        ResultSet pred2 =
            makeResult({"v", "k"}, {{vReal(0.3), vText("a")}, {vReal(1.0), vText("b")}});
        QCOMPARE(metrics(sqlMorphEvaluate(gold, pred2, o)), std::string("1 1.0000 1.0000 1.0000"));
    }

    void errorsAndSummary() {
        SqlMorphResult failed =
            morph("SELECT nope FROM dogs", "SELECT name FROM dogs", T::ExactColumnExactCell);
        QVERIFY(failed.hasError);
        QVERIFY(!failed.goldFailed);
        QCOMPARE(failed.path, SqlMorphPath::ExecutionError);
        QCOMPARE(metrics(failed), std::string("0 0.0000 0.0000 0.0000"));
        SqlMorphResult goldFailed =
            morph("SELECT name FROM dogs", "SELECT nope FROM dogs", T::ExactColumnExactCell);
        QVERIFY(goldFailed.goldFailed);

        ExecResult timeout;
        timeout.status = ExecStatus::Timeout;
        SqlMorphResult goldTimeout = sqlMorphFromExecution(timeout, runQuery(dogs_, "SELECT 1"));
        SqlMorphResult m8 = morph("SELECT age AS years, name FROM dogs WHERE dog_id IN (1,2)",
                                  "SELECT name, age FROM dogs WHERE dog_id IN (1,2)",
                                  T::ExactColumnExactCell, false);
        SqlMorphResult m12 = morph("SELECT owner_id FROM dogs", "SELECT owner_id FROM owners",
                                   T::ExactColumnExactCell);
        SqlMorphSummary s = summarizeSqlMorph({failed, goldFailed, goldTimeout, m8, m12});
        QCOMPARE(s.examples, size_t(4));
        QCOMPARE(s.errors, size_t(2));
        QCOMPARE(s.excludedGoldTimeouts, size_t(1));
        QCOMPARE(s.ex, 0.25);
        QCOMPARE(s.exp, 0.5);    // (0 + 0 + 1 + 1) / 4
        QCOMPARE(s.exr, 0.375);  // (0 + 0 + 0.5 + 1) / 4
        QCOMPARE(std::round(s.f1 * 1e6) / 1e6, 0.416667);
        QCOMPARE(summarizeSqlMorph({}).examples, size_t(0));
    }

    // T3's partial phase on many leftover rows (where scores compare value
    // ids): INTEGER equals REAL, NaN equals nothing, ties go to the smallest
    // rows; the same counts as with the tolerant comparison (values as such).
    void partialPhaseOnManyLeftovers() {
        for (bool nanText : {false, true}) {
            std::vector<Row> gold, pred;
            for (int i = 0; i < 10; ++i) {
                const Value third = nanText ? Value::real(std::nan("")) : Value::text("t");
                gold.push_back({Value::integer(i), Value::integer(i % 3), third});
                pred.push_back({Value::integer(i + 100), Value::real(i % 3), third});
            }
            const ResultSet g = makeResult({"a", "b", "c"}, gold);
            const ResultSet p = makeResult({"a", "b", "c"}, pred);
            SqlMorphOptions exact;
            exact.technique = T::ExactColumnPartialCell;
            SqlMorphOptions tolerant = exact;
            tolerant.compare.floatTolerance = 1e-12;
            const SqlMorphResult a = sqlMorphEvaluate(g, p, exact);
            const SqlMorphResult b = sqlMorphEvaluate(g, p, tolerant);
            // Ten pairs with the same i % 3: 2 (or, NaN, 1) equal cells of 3.
            QCOMPARE(a.partialMatchedCells, nanText ? 10.0 : 20.0);
            QCOMPARE(a.partialMatchedCells, b.partialMatchedCells);
            QCOMPARE(a.rowMatches.size(), b.rowMatches.size());
            for (size_t k = 0; k < a.rowMatches.size(); ++k) {
                QCOMPARE(a.rowMatches[k].goldRow, b.rowMatches[k].goldRow);
                QCOMPARE(a.rowMatches[k].predRow, b.rowMatches[k].predRow);
                QCOMPARE(a.rowMatches[k].goldRow % 3, a.rowMatches[k].predRow % 3);
            }
        }
    }

    void techniqueNames() {
        QCOMPARE(parseSqlMorphTechnique("T3"), std::optional<T>(T::ExactColumnPartialCell));
        QCOMPARE(parseSqlMorphTechnique("t6"), std::optional<T>(T::NoColumnPartialCell));
        QCOMPARE(parseSqlMorphTechnique("free_column_and_partial_cell"),
                 std::optional<T>(T::NoColumnPartialCell));
        QCOMPARE(parseSqlMorphTechnique("UNIFIED_COLUMN_AND_SEMANTIC_ROW"),
                 std::optional<T>(T::UnifiedColumnSemanticRow));
        QCOMPARE(parseSqlMorphTechnique("nope"), std::optional<T>());
        QCOMPARE(sqlMorphTechniqueName(T::ExactColumnExactCell),
                 std::string_view("exact_column_and_exact_cell"));
        QCOMPARE(sqlMorphTechniqueCode(T::UnifiedColumnSemanticRow), std::string_view("T7"));
    }
};

SQLSCOPE_TEST_SUITE(SqlmorphMetricsTest)
#include "sqlmorph_metrics_test.moc"
