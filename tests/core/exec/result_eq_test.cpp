// result_eq of the test-suite evaluation (docs/metrics/execution.md#comparing-two-results): every
// row of the verified table, the reasons, the permutation found, the reference's quick-reject
// quirk, wide results and the float tolerance.
#include <QObject>
#include <QTest>
#include <limits>
#include <string>
#include <vector>

#include "core/exec/testsuite_compare.h"
#include "tests/core/exec/run_query.h"
#include "tests/test_registry.h"

using namespace sqlscope::exec;
using namespace sqlscope::testing;

namespace {

ResultSet rs(std::vector<Row> rows) {
    std::vector<std::string> names;
    if (!rows.empty())
        for (size_t i = 0; i < rows[0].size(); ++i)
            names.push_back("c" + std::to_string(i));
    return makeResult(names, std::move(rows));
}

ResultSet emptyWith(size_t columns) {
    std::vector<std::string> names;
    for (size_t i = 0; i < columns; ++i)
        names.push_back("c" + std::to_string(i));
    return makeResult(names, {});
}

}  // namespace

class ResultEqTest : public QObject {
    Q_OBJECT

private slots:
    // docs/metrics/execution.md#comparing-two-results verified table, row by row.
    void verifiedTable() {
        ResultSet g12 = rs({{vInt(1), vText("a")}, {vInt(2), vText("b")}});
        ResultEqOutcome r =
            resultEq(g12, rs({{vText("a"), vInt(1)}, {vText("b"), vInt(2)}}), false);
        QVERIFY(r.equal);
        QCOMPARE(r.reason, ResultEqReason::Equal);
        QCOMPARE(r.permutation, (std::vector<size_t>{1, 0}));

        r = resultEq(g12, rs({{vInt(2), vText("b")}, {vInt(1), vText("a")}}), false);
        QVERIFY(r.equal);
        QCOMPARE(r.permutation, (std::vector<size_t>{0, 1}));

        r = resultEq(g12, rs({{vInt(2), vText("b")}, {vInt(1), vText("a")}}), true);
        QVERIFY(!r.equal);
        QCOMPARE(r.reason, ResultEqReason::QuickReject);

        r = resultEq(rs({{vInt(1)}, {vInt(1)}}), rs({{vInt(1)}}), false);
        QVERIFY(!r.equal);
        QCOMPARE(r.reason, ResultEqReason::RowCountDiffers);

        r = resultEq(rs({{vInt(1)}, {vInt(2)}}), rs({{vReal(1.0)}, {vReal(2.0)}}), false);
        QVERIFY(r.equal);

        r = resultEq(emptyWith(3), emptyWith(1), false);
        QVERIFY(r.equal);
        QCOMPARE(r.reason, ResultEqReason::BothEmpty);

        r = resultEq(emptyWith(1), rs({{vNull()}}), false);
        QVERIFY(!r.equal);
        QCOMPARE(r.reason, ResultEqReason::RowCountDiffers);

        r = resultEq(rs({{vNull()}}), rs({{vNull()}}), false);
        QVERIFY(r.equal);

        r = resultEq(rs({{vInt(1), vInt(2)}}), rs({{vInt(1), vInt(2), vInt(3)}}), false);
        QVERIFY(!r.equal);
        QCOMPARE(r.reason, ResultEqReason::ColumnCountDiffers);

        r = resultEq(rs({{vInt(1), vInt(1)}, {vInt(1), vInt(2)}}),
                     rs({{vInt(1), vInt(1)}, {vInt(2), vInt(1)}}), false);
        QVERIFY(r.equal);
        QCOMPARE(r.permutation, (std::vector<size_t>{1, 0}));

        r = resultEq(rs({{vReal(0.1 + 0.2)}}), rs({{vReal(0.3)}}), false);
        QVERIFY(!r.equal);
        QCOMPARE(r.reason, ResultEqReason::QuickReject);
    }

    void quickRejectKeys() {
        QCOMPARE(quickRejectKey(vInt(3)), std::string("3<class 'int'>"));
        QCOMPARE(quickRejectKey(vReal(3.0)), std::string("3.0<class 'float'>"));
        QCOMPARE(quickRejectKey(vNull()), std::string("None<class 'NoneType'>"));
        QCOMPARE(quickRejectKey(vText("x")), std::string("x<class 'str'>"));
        QCOMPARE(quickRejectKey(Value::blob("x")), std::string("b'x'<class 'bytes'>"));
    }

    // The reference's quick reject sorts each row by str(v) + str(type(v)),
    // so (1, 1.5) sorts as (1.5, 1) ("1.5<class..." < "1<class...") but
    // (1.0, 1.5) as (1.0, 1.5): rejected although the rows are equal.
    void quickRejectQuirkIsReproduced() {
        ResultEqOutcome r =
            resultEq(rs({{vInt(1), vReal(1.5)}}), rs({{vReal(1.0), vReal(1.5)}}), false);
        QVERIFY(!r.equal);
        QCOMPARE(r.reason, ResultEqReason::QuickReject);
        // Text: "a" sorts after "ab" because '<' (0x3C) < 'b'.
        r = resultEq(rs({{vText("a"), vText("ab")}}), rs({{vText("ab"), vText("a")}}), true);
        QVERIFY(r.equal);
        QCOMPARE(r.permutation, (std::vector<size_t>{1, 0}));
    }

    void orderedComparesLists() {
        ResultSet g = rs({{vText("Zed")}, {vText("Rex")}, {vText("Max")}, {vText("Bo")}});
        QVERIFY(
            resultEq(g, rs({{vText("Zed")}, {vText("Rex")}, {vText("Max")}, {vText("Bo")}}), true)
                .equal);
        QVERIFY(
            !resultEq(g, rs({{vText("Bo")}, {vText("Max")}, {vText("Rex")}, {vText("Zed")}}), true)
                 .equal);
        QVERIFY(
            resultEq(g, rs({{vText("Bo")}, {vText("Max")}, {vText("Rex")}, {vText("Zed")}}), false)
                .equal);
    }

    // Bags: the same rows with other multiplicities pass the quick reject (a
    // set comparison) but fail the multiset comparison.
    void bagsCountDuplicates() {
        ResultEqOutcome r = resultEq(rs({{vInt(1)}, {vInt(1)}, {vInt(2)}}),
                                     rs({{vInt(1)}, {vInt(2)}, {vInt(2)}}), false);
        QVERIFY(!r.equal);
        QCOMPARE(r.reason, ResultEqReason::NoPermutation);
    }

    // More than 3 columns: the reference samples rows to prune; we prune with
    // every row and find the same permutations deterministically.
    void wideResults() {
        ResultSet g = rs({{vInt(1), vText("a"), vReal(2.5), vNull(), vInt(7)},
                          {vInt(2), vText("b"), vReal(3.5), vNull(), vInt(7)}});
        ResultSet p = rs({{vInt(7), vNull(), vReal(2.5), vInt(1), vText("a")},
                          {vInt(7), vNull(), vReal(3.5), vInt(2), vText("b")}});
        ResultEqOutcome r = resultEq(g, p, false);
        QVERIFY(r.equal);
        QCOMPARE(r.permutation, (std::vector<size_t>{3, 4, 2, 1, 0}));
        // Same column multisets but rows that do not line up.
        ResultSet q = rs({{vInt(7), vNull(), vReal(3.5), vInt(1), vText("a")},
                          {vInt(7), vNull(), vReal(2.5), vInt(2), vText("b")}});
        r = resultEq(g, q, false);
        QVERIFY(!r.equal);
        QCOMPARE(r.reason, ResultEqReason::QuickReject);
        // Eight identical columns: 8! permutations all valid, the first found at once.
        Row ones(8, vInt(1));
        r = resultEq(rs({ones, ones}), rs({ones, ones}), false);
        QVERIFY(r.equal);
        QCOMPARE(r.permutation, (std::vector<size_t>{0, 1, 2, 3, 4, 5, 6, 7}));
        QCOMPARE(r.searchNodes, size_t(8));
    }

    // Columns that are pairwise interchangeable but not jointly: the partial
    // bag check prunes; the cap stops a search that would go on too long.
    void permutationSearchCap() {
        // 4 columns, each column holds {0, 1} once per row pair; rows differ
        // jointly so no permutation works.
        ResultSet g =
            rs({{vInt(0), vInt(0), vInt(1), vInt(1)}, {vInt(1), vInt(1), vInt(0), vInt(0)}});
        ResultSet p =
            rs({{vInt(0), vInt(1), vInt(0), vInt(1)}, {vInt(1), vInt(0), vInt(1), vInt(0)}});
        ResultEqOutcome r = resultEq(g, p, false);
        QVERIFY(r.equal);  // columns 0,2,1,3 line the rows up
        QCOMPARE(r.permutation, (std::vector<size_t>{0, 2, 1, 3}));
        ResultSet h =
            rs({{vInt(0), vInt(0), vInt(0), vInt(1)}, {vInt(1), vInt(1), vInt(1), vInt(0)}});
        ResultSet k =
            rs({{vInt(0), vInt(0), vInt(1), vInt(1)}, {vInt(1), vInt(1), vInt(0), vInt(0)}});
        r = resultEq(h, k, false);
        QVERIFY(!r.equal);
        QCOMPARE(r.reason, ResultEqReason::QuickReject);
        r = resultEq(g, p, false, {}, 1);
        QVERIFY(!r.equal);
        QCOMPARE(r.reason, ResultEqReason::SearchCapHit);
    }

    void floatTolerance() {
        CompareOptions tol;
        tol.floatTolerance = 1e-9;
        QVERIFY(!resultEq(rs({{vReal(0.1 + 0.2)}}), rs({{vReal(0.3)}}), false).equal);
        QVERIFY(resultEq(rs({{vReal(0.1 + 0.2)}}), rs({{vReal(0.3)}}), false, tol).equal);
        QVERIFY(resultEq(rs({{vReal(0.1 + 0.2), vText("x")}, {vInt(2), vText("y")}}),
                         rs({{vText("y"), vReal(2.0000000001)}, {vText("x"), vReal(0.3)}}), false,
                         tol)
                    .equal);
        QVERIFY(resultEq(rs({{vReal(1.0)}, {vReal(2.0)}}), rs({{vReal(1.0)}, {vReal(2.0 + 1e-12)}}),
                         true, tol)
                    .equal);
        QVERIFY(
            !resultEq(rs({{vReal(1.0)}, {vReal(2.0)}}), rs({{vReal(2.0)}, {vReal(1.0)}}), true, tol)
                 .equal);
        QVERIFY(!resultEq(rs({{vReal(1.0)}}), rs({{vReal(1.1)}}), false, tol).equal);
        // Tolerance skips the quick reject, so the (1, 1.5) quirk disappears.
        QVERIFY(resultEq(rs({{vInt(1), vReal(1.5)}}), rs({{vReal(1.0), vReal(1.5)}}), false, tol)
                    .equal);
    }

    // Strictly identical results take a shortcut that must give the full
    // search's outcome: the same result with its rows moved (which the
    // shortcut does not take) finds the same permutation in as many nodes.
    void identicalResultsMatchTheFullSearch() {
        std::vector<Row> rows = {{vInt(1), vText("a"), vReal(2.5), vNull(), vInt(1)},
                                 {vInt(2), vText("b"), vReal(0.5), vText("x"), vInt(2)},
                                 {vInt(1), vText("a"), vReal(2.5), vNull(), vInt(1)}};
        std::vector<Row> moved = {rows[1], rows[0], rows[2]};
        CompareOptions tol;
        tol.floatTolerance = 1e-9;
        for (const CompareOptions& options : {CompareOptions{}, tol}) {
            ResultEqOutcome same = resultEq(rs(rows), rs(rows), false, options);
            ResultEqOutcome full = resultEq(rs(rows), rs(moved), false, options);
            QVERIFY(same.equal && full.equal);
            QCOMPARE(same.reason, full.reason);
            QCOMPARE(same.permutation, full.permutation);
            QCOMPARE(same.permutation, (std::vector<size_t>{0, 1, 2, 3, 4}));
            QCOMPARE(same.searchNodes, full.searchNodes);
            QCOMPARE(same.searchNodes, size_t(5));
            ResultEqOutcome ordered = resultEq(rs(rows), rs(rows), true, options);
            QCOMPARE(ordered.permutation, same.permutation);
            QCOMPARE(ordered.searchNodes, same.searchNodes);
        }
        // A cap below the column count: the search stops as before.
        ResultEqOutcome capped = resultEq(rs(rows), rs(rows), false, {}, 4);
        QVERIFY(!capped.equal);
        QCOMPARE(capped.reason, ResultEqReason::SearchCapHit);
        // NaN is never equal, so no shortcut: the quick reject still says no.
        const double nan = std::numeric_limits<double>::quiet_NaN();
        ResultEqOutcome withNan = resultEq(rs({{vReal(nan)}}), rs({{vReal(nan)}}), false);
        QVERIFY(!withNan.equal);
        QCOMPARE(withNan.reason, ResultEqReason::QuickReject);
        // 1 and 1.0 are equal but not identical: no shortcut, so the quick
        // reject's str()-keyed sort still applies (and still has its quirk).
        ResultEqOutcome mixed =
            resultEq(rs({{vInt(1), vInt(2)}}), rs({{vReal(1.0), vInt(2)}}), false);
        QCOMPARE(mixed.reason, ResultEqReason::Equal);
        QCOMPARE(mixed.searchNodes, size_t(2));
        QCOMPARE(
            resultEq(rs({{vInt(1), vReal(1.5)}}), rs({{vReal(1.0), vReal(1.5)}}), false).reason,
            ResultEqReason::QuickReject);
        // 0.0 == -0.0, but str() tells them apart: gold (-0.0, -0.5) sorts as
        // (-0.0, -0.5), the prediction's (0.0, -0.5) as (-0.5, 0.0), so the
        // reference's quick reject says no although the rows are equal.
        QCOMPARE(resultEq(rs({{vReal(-0.0), vReal(-0.5)}}), rs({{vReal(0.0), vReal(-0.5)}}), false)
                     .reason,
                 ResultEqReason::QuickReject);
        QCOMPARE(resultEq(rs({{vReal(-0.0), vReal(-0.5)}}), rs({{vReal(0.0), vReal(-0.5)}}), true)
                     .reason,
                 ResultEqReason::QuickReject);
    }

    // The same rows in another order, compared without ORDER BY: equal, with
    // the outcome the full search gives (identity, one node per column),
    // whether or not a gold cache keeps the gold's side.
    void reorderedRowsMatchTheFullSearch() {
        const std::vector<Row> gold = {{vInt(1), vText("a"), vReal(0.5)},
                                       {vInt(2), vText("b"), vNull()},
                                       {vInt(1), vText("a"), vReal(0.5)},
                                       {vInt(3), vText("c"), vReal(-1.0)}};
        const std::vector<Row> reordered = {gold[3], gold[0], gold[1], gold[2]};
        ResultEqOutcome r = resultEq(rs(gold), rs(reordered), false);
        QVERIFY(r.equal);
        QCOMPARE(r.reason, ResultEqReason::Equal);
        QCOMPARE(r.permutation, (std::vector<size_t>{0, 1, 2}));
        QCOMPARE(r.searchNodes, size_t(3));
        // Ordered (the gold has ORDER BY): another order is a failure.
        QVERIFY(!resultEq(rs(gold), rs(reordered), true).equal);
        // A duplicate count that differs is not the same bag, and the full
        // comparison (not the shortcut) says so.
        const std::vector<Row> recounted = {gold[3], gold[0], gold[1], gold[1]};
        ResultEqOutcome bag = resultEq(rs(gold), rs(recounted), false);
        QVERIFY(!bag.equal);
        // Strictly: 1 and 1.0 in another row order take the full path and its
        // str()-keyed quirk, as above.
        const std::vector<Row> mixedGold = {{vInt(1), vReal(1.5)}, {vInt(2), vReal(2.5)}};
        const std::vector<Row> mixedPred = {{vInt(2), vReal(2.5)}, {vReal(1.0), vReal(1.5)}};
        QCOMPARE(resultEq(rs(mixedGold), rs(mixedPred), false).reason, ResultEqReason::QuickReject);
        // Through judgeExe's gold cache the same answers come out, the second
        // time from the kept gold side.
        auto goldResult = std::make_shared<ExecResult>();
        goldResult->result = rs(gold);
        auto predResult = std::make_shared<ExecResult>();
        predResult->result = rs(reordered);
        ExePreparation preparation =
            prepareExe(prepareExeGold("SELECT a, b, c FROM t", {}), "SELECT a, b, c FROM t", {});
        ExeQueryRunner run = [&](size_t, const std::string& sql) {
            return sql == preparation.gold ? std::shared_ptr<const ExecResult>(goldResult)
                                           : std::shared_ptr<const ExecResult>(predResult);
        };
        ExeGoldCache cache;
        for (int twice = 0; twice < 2; ++twice)
            QCOMPARE(judgeExe(preparation, 1, run, {}, &cache).status, ExeStatus::Pass);
    }
};

SQLSCOPE_TEST_SUITE(ResultEqTest)
#include "result_eq_test.moc"
