// SQLMorph's embedding techniques (docs/metrics/execution.md#the-seven-techniques T4, T5, T7):
// column texts, alignment with a stub provider and with the built-in offline provider, the faithful
// Q-M2 mode, T7 edge cases, the stored provider name.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "core/exec/sqlmorph_alignment.h"
#include "core/exec/sqlmorph_internal.h"
#include "core/exec/sqlmorph_metrics.h"
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

// Embeds a column text by its column name only, from a fixed table.
class StubProvider final : public EmbeddingProvider {
public:
    std::string name() const override { return "stub"; }
    std::vector<double> embed(std::string_view text) const override {
        static const std::map<std::string, std::vector<double>> kTable = {
            {"name", {1, 0, 0}},      {"dog_name", {0.9, 0.1, 0}}, {"age", {0, 1, 0}},
            {"years", {0, 0.8, 0.2}}, {"extra", {0, 0, 1}},
        };
        std::string prefix = "Column name: ";
        size_t end = text.find(". Data type");
        std::string column(text.substr(prefix.size(), end - prefix.size()));
        auto it = kTable.find(column);
        return it == kTable.end() ? std::vector<double>{0, 0, 0} : it->second;
    }
};

ResultSet gold2() {  // SELECT name, age FROM dogs WHERE dog_id IN (1,2)
    return makeResult({"name", "age"}, {{vText("Rex"), vInt(3)}, {vText("Max"), vInt(5)}});
}

}  // namespace

class SqlmorphSemanticTest : public QObject {
    Q_OBJECT

    StubProvider stub_;

    SqlMorphOptions options(T t, bool faithful = false, bool penalize = true) {
        SqlMorphOptions o;
        o.technique = t;
        o.faithful = faithful;
        o.penalizeExtraPredCols = penalize;
        o.embeddings = &stub_;
        return o;
    }

private slots:
    void columnTexts() {
        QCOMPARE(sqlMorphColumnText("age", {vInt(3), vInt(5), vInt(5)}),
                 std::string("Column name: age. Data type: int64. Sample values: 5, 3"));
        QCOMPARE(sqlMorphColumnText("w", {vInt(1), vNull(), vInt(1), vReal(2.5)}),
                 std::string("Column name: w. Data type: float64. Sample values: 1.0, 2.5"));
        QCOMPARE(sqlMorphColumnText("n", {vNull(), vNull()}),
                 std::string("Column name: n. Data type: object. "));
        QCOMPARE(sqlMorphColumnText("x", {}), std::string("Column name: x. Data type: object. "));
        QCOMPARE(sqlMorphColumnText("m", {vText("a"), vInt(1), vReal(1.0), vNull()}),
                 std::string("Column name: m. Data type: object. Sample values: 1, a"));
        std::vector<Value> many;
        for (int i = 0; i < 12; ++i)
            many.push_back(vInt(i));
        QCOMPARE(
            sqlMorphColumnText("k", many),
            std::string(
                "Column name: k. Data type: int64. Sample values: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9"));
    }

    // Ours: the assignment is indexed correctly and projected pair by pair.
    void semanticAlignment() {
        ResultSet pred =
            makeResult({"extra", "dog_name", "years"},
                       {{vText("x"), vText("Rex"), vInt(3)}, {vText("y"), vText("Max"), vInt(6)}});
        SqlMorphResult r = sqlMorphEvaluate(gold2(), pred, options(T::SemanticColumnExactCell));
        QCOMPARE(r.embeddingProvider, std::string("stub"));
        QCOMPARE(r.columnPairs.size(), size_t(2));
        QCOMPARE(r.columnPairs[0].goldColumn, size_t(0));  // name <- dog_name
        QCOMPARE(r.columnPairs[0].predColumn, size_t(1));
        QCOMPARE(std::round(r.columnPairs[0].similarity * 1e4) / 1e4, 0.9939);
        QCOMPARE(r.columnPairs[1].goldColumn, size_t(1));  // age <- years
        QCOMPARE(r.columnPairs[1].predColumn, size_t(2));
        QCOMPARE(std::round(r.columnPairs[1].similarity * 1e4) / 1e4, 0.9701);
        QCOMPARE(r.columnSimilarity.size(), size_t(3));
        QCOMPARE(metrics(r), std::string("0 0.3333 0.5000 0.4000"));
        QCOMPARE(r.rowMatches.size(), size_t(1));
        QCOMPARE(r.rowMatches[0].cells.size(), size_t(2));
        // Not penalizing: P = rows x |M|.
        QCOMPARE(metrics(sqlMorphEvaluate(gold2(), pred,
                                          options(T::SemanticColumnExactCell, false, false))),
                 std::string("0 0.5000 0.5000 0.5000"));
        // T5 adds the partial phase: Max matches on the name.
        QCOMPARE(metrics(sqlMorphEvaluate(gold2(), pred, options(T::SemanticColumnPartialCell))),
                 std::string("0 0.5000 0.7500 0.6000"));
    }

    // Q-M2, indexing: with an unassigned predicted column first, the
    // reference pairs predicted column k with the k-th assigned gold column.
    void faithfulIndexing() {
        ResultSet pred =
            makeResult({"extra", "dog_name", "years"},
                       {{vText("x"), vText("Rex"), vInt(3)}, {vText("y"), vText("Max"), vInt(6)}});
        SqlMorphResult r =
            sqlMorphEvaluate(gold2(), pred, options(T::SemanticColumnExactCell, true));
        QVERIFY(r.faithful);
        QCOMPARE(r.alignedColumns,
                 size_t(0));  // (extra, name) 0.0 and (dog_name, age) 0.11: both dropped
        QCOMPARE(metrics(r), std::string("0 0.0000 0.0000 0.0000"));
        r = sqlMorphEvaluate(gold2(), pred, options(T::SemanticColumnExactCell, true, false));
        QCOMPARE(r.path, SqlMorphPath::PredEmpty);  // P = rows x 0
        QCOMPARE(metrics(r), std::string("0 1.0000 0.0000 0.0000"));
    }

    // Q-M2, projection: T4 projects each side in its own column order, so
    // crossing pairs compare the wrong columns.
    void faithfulProjection() {
        ResultSet pred =
            makeResult({"years", "dog_name"}, {{vInt(3), vText("Rex")}, {vInt(6), vText("Max")}});
        QCOMPARE(metrics(sqlMorphEvaluate(gold2(), pred, options(T::SemanticColumnExactCell))),
                 std::string("0 0.5000 0.5000 0.5000"));
        QCOMPARE(
            metrics(sqlMorphEvaluate(gold2(), pred, options(T::SemanticColumnExactCell, true))),
            std::string("0 0.0000 0.0000 0.0000"));
        // T5 sorts the pairs by names and projects pair by pair: both modes agree.
        QCOMPARE(metrics(sqlMorphEvaluate(gold2(), pred, options(T::SemanticColumnPartialCell))),
                 std::string("0 0.7500 0.7500 0.7500"));
        QCOMPARE(
            metrics(sqlMorphEvaluate(gold2(), pred, options(T::SemanticColumnPartialCell, true))),
            std::string("0 0.7500 0.7500 0.7500"));
    }

    // The semantic edge rows: EX = 1 written for G = P = 0 (reachable without
    // penalty when nothing aligns and the gold is empty).
    void semanticEdgeRows() {
        ResultSet gold = makeResult({"age"}, {});
        ResultSet pred = makeResult({"extra"}, {{vText("x")}});
        SqlMorphResult r =
            sqlMorphEvaluate(gold, pred, options(T::SemanticColumnExactCell, false, false));
        QCOMPARE(r.path, SqlMorphPath::BothEmpty);
        QCOMPARE(metrics(r), std::string("1 1.0000 1.0000 1.0000"));
        r = sqlMorphEvaluate(gold, pred, options(T::SemanticColumnExactCell));
        QCOMPARE(r.path, SqlMorphPath::GoldEmpty);
        QCOMPARE(metrics(r), std::string("0 0.0000 1.0000 0.0000"));
    }

    // The built-in provider on M7 (years vs age): values computed with an
    // independent Python implementation of the same provider.
    void builtInProviderOnDogs() {
        QTemporaryDir dir;
        std::string dogs = buildFixtureDatabase(dir.path().toStdString(), "dogs");
        ExecResult gold = runQuery(dogs, "SELECT name, age FROM dogs WHERE dog_id IN (1,2)");
        ExecResult pred =
            runQuery(dogs, "SELECT age AS years, name FROM dogs WHERE dog_id IN (1,2)");
        SqlMorphOptions o;
        o.technique = T::SemanticColumnExactCell;
        SqlMorphResult r = sqlMorphFromExecution(gold, pred, o);
        QCOMPARE(r.embeddingProvider, std::string("trigram-fnv1a-512"));
        // similarity[pred][gold]: years~name 0.705959, years~age 0.908122,
        // name~name 1, name~age 0.712858.
        QCOMPARE(std::round(r.columnSimilarity[0][0] * 1e6) / 1e6, 0.705959);
        QCOMPARE(std::round(r.columnSimilarity[0][1] * 1e6) / 1e6, 0.908122);
        QCOMPARE(std::round(r.columnSimilarity[1][0] * 1e6) / 1e6, 1.0);
        QCOMPARE(std::round(r.columnSimilarity[1][1] * 1e6) / 1e6, 0.712858);
        QCOMPARE(metrics(r), std::string("0 1.0000 1.0000 1.0000"));
        o.faithful = true;
        QCOMPARE(metrics(sqlMorphFromExecution(gold, pred, o)),
                 std::string("0 0.0000 0.0000 0.0000"));

        // T7 on the same pair: U = [age, name, years], coverage 1/2, row
        // similarities 10/13 for the aligned rows.
        o.faithful = false;
        o.technique = T::UnifiedColumnSemanticRow;
        r = sqlMorphFromExecution(gold, pred, o);
        QCOMPARE(r.embeddingProvider, std::string("trigram-fnv1a-512"));
        QCOMPARE(r.coverage, 0.5);
        QCOMPARE(metrics(r), std::string("0 0.3846 0.3846 0.3846"));
        QCOMPARE(r.rowMatches.size(), size_t(2));
        QCOMPARE(r.rowMatches[0].goldRow, size_t(0));
        QCOMPARE(r.rowMatches[0].cells.size(), size_t(1));  // name

        // T7 with identical row strings: similarity 1, coverage 1 (M3).
        r = sqlMorphFromExecution(runQuery(dogs, "SELECT name, age FROM dogs"),
                                  runQuery(dogs, "SELECT age, name FROM dogs"), o);
        QCOMPARE(metrics(r), std::string("0 1.0000 1.0000 1.0000"));
        QVERIFY(r.rowMatches[0].exact);

        // T7 with one side empty: all 0.
        r = sqlMorphFromExecution(runQuery(dogs, "SELECT name FROM dogs WHERE age > 100"),
                                  runQuery(dogs, "SELECT name FROM dogs"), o);
        QCOMPARE(r.path, SqlMorphPath::GoldEmpty);
        QCOMPARE(metrics(r), std::string("0 0.0000 0.0000 0.0000"));
        r = sqlMorphFromExecution(runQuery(dogs, "SELECT name FROM dogs"),
                                  runQuery(dogs, "SELECT name FROM dogs WHERE age > 100"), o);
        QCOMPARE(r.path, SqlMorphPath::PredEmpty);
        QCOMPARE(metrics(r), std::string("0 0.0000 0.0000 0.0000"));
    }

    // T7 with both sides empty never runs through the pipeline (EX = 1 first);
    // its own table says all 1 with EX = 1.
    void unifiedBothEmpty() {
        SqlMorphResult r;
        SqlMorphOptions o;
        o.technique = T::UnifiedColumnSemanticRow;
        sqlmorph_detail::scoreSemanticRows(makeResult({"a"}, {}), makeResult({"b"}, {}), o, r);
        QCOMPARE(r.path, SqlMorphPath::BothEmpty);
        QCOMPARE(metrics(r), std::string("1 1.0000 1.0000 1.0000"));
        QCOMPARE(sqlMorphEvaluate(makeResult({"a"}, {}), makeResult({"b"}, {}), o).path,
                 SqlMorphPath::ExShortCircuit);
    }

    void providerNotSetForExactTechniques() {
        SqlMorphOptions o;
        o.technique = T::ExactColumnExactCell;
        QCOMPARE(sqlMorphEvaluate(gold2(), gold2(), o).embeddingProvider, std::string());
    }
};

SQLSCOPE_TEST_SUITE(SqlmorphSemanticTest)
#include "sqlmorph_semantic_test.moc"
