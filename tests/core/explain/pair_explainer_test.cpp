// The explanation of one pair (core/explain/pair_explainer.h) on pairs of
// the embedded demo benchmark (resources/demo/README.md says what each one
// exercises): exact marks with exact spans for every kind, the component
// table, the result comparison's row bits, linking, and agreement with
// pairs.csv.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "core/dataset/benchmark.h"
#include "core/dataset/demo_benchmark.h"
#include "core/eval/batch_plan.h"
#include "core/eval/batch_runner.h"
#include "core/explain/clause_spans.h"
#include "core/explain/pair_explainer.h"
#include "core/explain/result_comparison.h"
#include "core/report/csv_writer.h"
#include "core/report/pair_columns.h"
#include "core/report/pairs_csv.h"
#include "core/schema/catalog.h"
#include "core/sql/parser.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using explain::Mark;
using explain::MarkKind;
using explain::PairExplanation;
using explain::Side;

namespace {

// "side kind metric text@begin-end: message" per mark of the given kinds.
std::vector<std::string> marks(const PairExplanation& e, std::initializer_list<MarkKind> kinds) {
    std::vector<std::string> out;
    for (const Mark& m : e.marks) {
        if (std::find(kinds.begin(), kinds.end(), m.kind) == kinds.end()) continue;
        const std::string& text = m.side == Side::Gold ? e.gold : e.pred;
        out.push_back(std::string(explain::sideName(m.side)) + " " +
                      std::string(explain::markKindName(m.kind)) + " " + m.metric + " '" +
                      std::string(m.span.textIn(text)) + "'@" + std::to_string(m.span.begin) + "-" +
                      std::to_string(m.span.end) + ": " + m.message);
    }
    return out;
}

std::string join(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& line : lines)
        out += line + "\n";
    return out;
}

const explain::ComponentRow* row(const PairExplanation& e, const std::string& name) {
    for (const explain::ComponentRow& r : e.components)
        if (r.name == name) return &r;
    return nullptr;
}

std::string metric(const PairExplanation& e, const std::string& key) {
    for (const explain::MetricValue& m : e.metrics)
        if (m.key == key) return m.value;
    return "<absent>";
}

// Mark invariants: spans inside their text, a metric and a message, rule
// marks pointing at their rule, the documented order.
void checkMarks(const PairExplanation& e, const std::string& where) {
    for (size_t i = 0; i < e.marks.size(); ++i) {
        const Mark& m = e.marks[i];
        const std::string& text = m.side == Side::Gold ? e.gold : e.pred;
        QVERIFY2(m.span.begin <= m.span.end && m.span.end <= text.size(), where.c_str());
        QVERIFY2(!m.message.empty() && !m.metric.empty(), where.c_str());
        const bool rule = m.kind == MarkKind::RuleRewrite || m.kind == MarkKind::RuleBlocked;
        QVERIFY2(
            rule ? m.ruleEvent >= 0 && size_t(m.ruleEvent) < e.rules.size() : m.ruleEvent == -1,
            where.c_str());
        if (i > 0) {
            const Mark& p = e.marks[i - 1];
            QVERIFY2(std::tuple(p.side, p.span.begin, p.span.end, p.kind) <=
                         std::tuple(m.side, m.span.begin, m.span.end, m.kind),
                     where.c_str());
        }
    }
}

// pairs.csv's records of a batch over `runs`, by (run, item).
std::map<std::pair<uint32_t, uint32_t>, std::string> batchRecords(
    eval::EvaluationContext& context, const dataset::Benchmark& benchmark,
    const std::vector<dataset::PredictionFile>& runs) {
    std::map<std::pair<uint32_t, uint32_t>, std::string> records;
    std::mutex mutex;
    eval::BatchRunner runner(context, eval::BatchOptions{1});  // one core: tests run in parallel
    const eval::BatchPlan plan = eval::planBatch(benchmark, runs);
    const eval::BatchStatus status = runner.run(plan, [&](size_t, const eval::WorkItem& item,
                                                          eval::PairVerdict&& verdict,
                                                          const sql::ParseResult& parse) {
        for (const eval::PairRef& ref : item.pairs) {
            const report::PairRow rowData{
                ref.item, *item.dbId, runs[ref.run].name, *item.gold, *item.pred, parse, verdict};
            std::lock_guard lock(mutex);
            records[{ref.run, ref.item}] = report::pairsCsvRecord(rowData);
        }
    });
    if (!status.ok()) records.clear();
    return records;
}

// The pairs.csv record an explanation implies.
std::string explanationRecord(const PairExplanation& e) {
    std::vector<std::string> fields = {std::to_string(e.item), e.dbId, e.run, e.gold, e.pred};
    for (const explain::MetricValue& m : e.metrics)
        fields.push_back(m.value);
    return report::csvRecord(fields);
}

}  // namespace

class PairExplainerTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    dataset::DemoLayout layout_;
    dataset::Benchmark benchmark_;
    std::vector<dataset::PredictionFile> runs_;
    std::unique_ptr<schema::Catalog> catalog_;
    std::unique_ptr<eval::EvaluationContext> context_;
    std::unique_ptr<explain::PairExplainer> explainer_;

    eval::EvalSettings settings(bool traceTexts) const {
        eval::EvalSettings s;
        s.databaseDir = layout_.databaseDir;
        s.execution.timeoutSeconds = 2;
        s.esmPlusTraceTexts = traceTexts;
        return s;
    }

    // Pair `line` (1-based gold line) of run "model_a" or "model_b".
    explain::PairInput input(size_t line, const std::string& run) const {
        const size_t r = run == "model_a" ? 0 : 1;
        const dataset::BenchmarkItem& item = benchmark_.items.at(line - 1);
        explain::PairInput in;
        in.item = line - 1;
        in.run = runs_[r].name;
        in.dbId = item.dbId;
        in.question = item.question;
        in.gold = item.gold;
        in.pred = runs_[r].predictions.at(line - 1).sql;
        in.predMissing = runs_[r].predictions.at(line - 1).missing;
        return in;
    }

    PairExplanation explainPair(size_t line, const std::string& run) {
        return explainer_->explain(input(line, run));
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        const dataset::DemoResult demo = dataset::materializeDemo(dir_.path().toStdString());
        QVERIFY2(demo.ok(), demo.error.c_str());
        layout_ = demo.layout;
        dataset::ReadOptions options;
        options.questionsFile = layout_.questionsFile;
        dataset::BenchmarkLoad load = dataset::readBenchmark(layout_.goldFile, options);
        QVERIFY(load.ok());
        benchmark_ = std::move(load.benchmark);
        for (const std::string& path : layout_.predictionFiles) {
            dataset::PredictionLoad p = dataset::readPredictions(path, benchmark_, options);
            QVERIFY(p.ok());
            runs_.push_back(std::move(p.file));
        }
        QCOMPARE(runs_.size(), size_t(2));
        auto catalog = schema::Catalog::fromTablesJson(layout_.tablesFile);
        QVERIFY2(catalog.ok(), catalog.error.c_str());
        catalog_ = std::make_unique<schema::Catalog>(std::move(catalog.catalog));
        context_ = std::make_unique<eval::EvaluationContext>(settings(true), *catalog_);
        explainer_ = std::make_unique<explain::PairExplainer>(*context_);
    }

    void tokenDiffMarksOnlyTheOperator() {
        // Demo 8, model_b: `!=` written as `=`.
        const PairExplanation e = explainPair(8, "model_b");
        QCOMPARE(join(marks(e, {MarkKind::OnlyInGold, MarkKind::OnlyInPrediction})),
                 std::string("gold only_in_gold diff '!='@43-45: the prediction has `=` here\n"
                             "prediction only_in_prediction diff '='@43-44: the gold has `!=` "
                             "here\n"));
        QCOMPARE(e.diffHunks.size(), size_t(1));
        QCOMPARE(e.diffHunks[0].gold, (sql::Span{43, 45}));
        QCOMPARE(e.diffHunks[0].pred, (sql::Span{43, 44}));
    }

    void clauseMismatchSaysWhatDiffers() {
        const PairExplanation e = explainPair(8, "model_b");
        QCOMPARE(
            join(marks(e, {MarkKind::ClauseMismatch})),
            std::string("gold clause_mismatch esm 'WHERE breed_code != 'LAB''@26-51: WHERE: "
                        "breed_code != 'LAB' vs breed_code = 'LAB'\n"
                        "gold clause_mismatch esm_plus 'WHERE breed_code != 'LAB''@26-51: "
                        "WHERE: breed_code != 'LAB' vs breed_code = 'LAB'\n"
                        "prediction clause_mismatch esm 'WHERE breed_code = 'LAB''@26-50: "
                        "WHERE: breed_code != 'LAB' vs breed_code = 'LAB'\n"
                        "prediction clause_mismatch esm_plus 'WHERE breed_code = 'LAB''@26-50: "
                        "WHERE: breed_code != 'LAB' vs breed_code = 'LAB'\n"));
        const explain::ComponentRow* where = row(e, "WHERE");
        QVERIFY(where);
        QCOMPARE(where->esm, std::optional<bool>(false));
        QCOMPARE(where->esmPlus, std::optional<bool>(false));
        QCOMPARE(where->f1, std::optional<double>(0.0));
        QCOMPARE(where->gold, std::string("breed_code != 'LAB'"));
        QCOMPARE(where->pred, std::string("breed_code = 'LAB'"));
        const explain::ComponentRow* select = row(e, "SELECT");
        QVERIFY(select);
        QCOMPARE(select->esm, std::optional<bool>(true));
        QCOMPARE(select->f1, std::optional<double>(1.0));
        // Component F1's HAVING has no ESM counterpart; ESM+'s LIMIT none in ESM.
        QCOMPARE(row(e, "HAVING")->esm, std::optional<bool>());
        QCOMPARE(row(e, "LIMIT")->esm, std::optional<bool>());
        QCOMPARE(row(e, "LIMIT")->esmPlus, std::optional<bool>(true));
        QCOMPARE(e.components.size(), size_t(13));
        // ESM ignores DISTINCT, ESM+ does not: the message says what ESM+ saw.
        explain::PairInput in = input(8, "model_b");
        in.gold = "SELECT DISTINCT breed_code FROM dogs";
        in.pred = "SELECT breed_code FROM dogs";
        const PairExplanation d = explainer_->explain(in);
        QCOMPARE(join(marks(d, {MarkKind::ClauseMismatch})),
                 std::string("gold clause_mismatch esm_plus 'SELECT DISTINCT breed_code'@0-26: "
                             "SELECT: DISTINCT vs (none)\n"
                             "gold clause_mismatch esm_plus 'SELECT DISTINCT breed_code'@0-26: "
                             "SELECT (no AGG): DISTINCT vs (none)\n"
                             "prediction clause_mismatch esm_plus 'SELECT breed_code'@0-17: "
                             "SELECT: DISTINCT vs (none)\n"
                             "prediction clause_mismatch esm_plus 'SELECT breed_code'@0-17: "
                             "SELECT (no AGG): DISTINCT vs (none)\n"));
        QCOMPARE(row(d, "SELECT")->esm, std::optional<bool>(true));
        QCOMPARE(row(d, "SELECT")->esmPlus, std::optional<bool>(false));
    }

    void sameTextDifferentColumnsShowsTheCompardItems() {
        // Demo 10, model_b: `age` of dogs instead of owners.
        const PairExplanation e = explainPair(10, "model_b");
        bool found = false;
        for (const Mark& m : e.marks)
            if (m.kind == MarkKind::ClauseMismatch && m.metric == "esm" &&
                m.message.rfind("WHERE: ", 0) == 0) {
                found = true;
                QVERIFY2(m.message.find("__owners.age__") != std::string::npos &&
                             m.message.find("__dogs.age__") != std::string::npos,
                         m.message.c_str());
            }
        QVERIFY(found);
    }

    void ruleRewriteRescuesCountOfKey() {
        // Demo 1, model_a: count(dog_id) for count(*); rule 7 (NOT NULL key).
        const PairExplanation e = explainPair(1, "model_a");
        QCOMPARE(join(marks(e, {MarkKind::RuleRewrite, MarkKind::RuleBlocked})),
                 std::string("prediction rule_rewrite esm_plus 'count(dog_id)'@7-20: rule 7: "
                             "count(dogs.dog_id) -> count(*)\n"));
        const Mark* rewrite = nullptr;
        for (const Mark& m : e.marks)
            if (m.kind == MarkKind::RuleRewrite) rewrite = &m;
        QVERIFY(rewrite && rewrite->ruleEvent >= 0);
        const explain::RuleNote& note = e.rules.at(static_cast<size_t>(rewrite->ruleEvent));
        QCOMPARE(note.rule, 7);
        QCOMPARE(note.side, Side::Prediction);
        QVERIFY(note.fired && note.changed && !note.unsound);
        QCOMPARE(note.before, std::string("count(dogs.dog_id)"));
        QCOMPARE(note.after, std::string("count(*)"));
        QVERIFY(!note.facts.empty());
        QCOMPARE(note.spans, (std::vector<sql::Span>{sql::Span{7, 20}}));
        // ESM says different, ESM+ equal after the rewrite.
        QCOMPARE(row(e, "SELECT")->esm, std::optional<bool>(false));
        QCOMPARE(row(e, "SELECT")->esmPlus, std::optional<bool>(true));
        QCOMPARE(e.goldNormalForm, std::string("SELECT count(*) FROM dogs"));
        QCOMPARE(e.predNormalForm, e.goldNormalForm);
        QCOMPARE(metric(e, "esm_plus"), std::string("1"));
        QCOMPARE(metric(e, "esm_plus_rules"), std::string("7"));
        QCOMPARE(metric(e, "esm"), std::string("0"));
        QCOMPARE(e.hardness, std::string("easy"));
    }

    void parseErrorHasItsPosition() {
        // Demo 24, model_b: a WHERE cut short.
        const PairExplanation e = explainPair(24, "model_b");
        QCOMPARE(join(marks(e, {MarkKind::ParseError})),
                 std::string("prediction parse_error parse ''@27-27: 1:28: expected expression, "
                             "found end of input\n"
                             "prediction parse_error exec ''@27-27: SQLite: incomplete input\n"));
        QVERIFY(std::find(e.notes.begin(), e.notes.end(), "prediction: SQLite: incomplete input") !=
                e.notes.end());
        QVERIFY(!e.results.pred.rows.size());
        QCOMPARE(e.results.pred.outcome, std::string("error"));
        QCOMPARE(e.results.gold.totalRows, size_t(4));
        QCOMPARE(metric(e, "pred_parse_error"),
                 std::string("1:28: expected expression, found end of input"));
        // SQLite's `near "X"` is marked when X is one token found once.
        explain::PairInput near = input(12, "model_b");
        near.pred = "SELECT name FROM dogs WHERE age > 8 ORDER weight";
        const PairExplanation n = explainer_->explain(near);
        QCOMPARE(join(marks(n, {MarkKind::ParseError})),
                 std::string("prediction parse_error parse 'weight'@42-48: 1:43: expected BY, "
                             "found 'weight'\n"
                             "prediction parse_error exec 'weight'@42-48: SQLite: near \"weight\": "
                             "syntax error\n"));
        // Twice in the text: SQLite's position is unknown, only a note.
        near.pred = "SELECT name FROM dogs WHERE age > 8 ORDER name";
        const PairExplanation twice = explainer_->explain(near);
        QCOMPARE(marks(twice, {MarkKind::ParseError}).size(), size_t(1));
        QVERIFY(std::find(twice.notes.begin(), twice.notes.end(),
                          "prediction: SQLite: near \"name\": syntax error") != twice.notes.end());
        // A gold error is marked on the gold.
        explain::PairInput in = input(1, "model_a");
        in.gold = "SELECT count(*) FROM dogs WHERE (";
        const PairExplanation g = explainer_->explain(in);
        QCOMPARE(join(marks(g, {MarkKind::ParseError})),
                 std::string("gold parse_error parse ''@33-33: 1:34: expected expression, found "
                             "end of input\n"
                             "gold parse_error exec ''@33-33: SQLite: incomplete input\n"));
        QVERIFY(std::find(g.results.messages.begin(), g.results.messages.end(),
                          "gold: error: incomplete input") != g.results.messages.end());
        QVERIFY(!g.results.ex && !g.results.exe);  // no execution verdict without the gold
    }

    void schemaMissingAndExtraAreMarkedWhereNamed() {
        // Demo 1, model_b: owners instead of dogs.
        const PairExplanation e = explainPair(1, "model_b");
        QCOMPARE(join(marks(e, {MarkKind::SchemaMissing, MarkKind::SchemaExtra})),
                 std::string("gold schema_missing linking 'dogs'@21-25: table dogs: not in the "
                             "prediction\n"
                             "prediction schema_extra linking 'owners'@21-27: table owners: not in "
                             "the gold\n"));
        QVERIFY(e.linking.scored);
        QCOMPARE(e.linking.missingTables, std::vector<std::string>{"dogs"});
        QCOMPARE(e.linking.extraTables, std::vector<std::string>{"owners"});
        QVERIFY(e.linking.missingColumns.empty());
        QCOMPARE(e.linking.goldTables, std::vector<std::string>{"dogs"});
        QCOMPARE(e.linking.predTables, std::vector<std::string>{"owners"});
        QVERIFY(e.linking.recall.has_value() && e.linking.f1Plus.has_value());
        QVERIFY(!e.linking.approximate);
        // Demo 10, model_b: a column too, marked where each query names it.
        const PairExplanation c = explainPair(10, "model_b");
        QCOMPARE(join(marks(c, {MarkKind::SchemaMissing, MarkKind::SchemaExtra})),
                 std::string("gold schema_missing linking 'owners'@21-27: table owners: not in the "
                             "prediction\n"
                             "gold schema_missing linking 'age'@34-37: column owners.age: not in "
                             "the prediction\n"
                             "prediction schema_extra linking 'dogs'@21-25: table dogs: not in the "
                             "gold\n"
                             "prediction schema_extra linking 'age'@32-35: column dogs.age: not in "
                             "the gold\n"));
    }

    void resultRowsThatDifferPartly() {
        // Demo 12, model_b: an extra OR adds two dogs of unknown age.
        const PairExplanation e = explainPair(12, "model_b");
        const explain::ResultComparison& r = e.results;
        QVERIFY(r.gold.ran && r.pred.ran);
        QCOMPARE(r.gold.columns, std::vector<std::string>{"name"});
        QCOMPARE(r.gold.totalRows, size_t(4));
        QCOMPARE(r.pred.totalRows, size_t(6));
        using explain::kMatchEx;
        using explain::kMatchExe;
        using explain::kMatchExf;
        const uint8_t all = kMatchEx | kMatchExe | kMatchExf;
        // The first two rows agree in place; the last two gold rows come
        // later in the prediction (bags and SQLMorph pair them, EX does not).
        QCOMPARE(r.goldRows,
                 (std::vector<uint8_t>{all, all, kMatchExe | kMatchExf, kMatchExe | kMatchExf}));
        QCOMPARE(r.predRows, (std::vector<uint8_t>{all, all, 0, kMatchExe | kMatchExf, 0,
                                                   kMatchExe | kMatchExf}));
        QCOMPARE(r.pred.rows[2].size(), size_t(1));
        QCOMPARE(r.predCells[2], std::vector<bool>{false});
        QCOMPARE(r.predCells[3], std::vector<bool>{true});
        QCOMPARE(r.columnMapping, std::vector<int>{0});
        QCOMPARE(r.ex, std::optional<int>(0));
        QCOMPARE(r.exe, std::optional<int>(0));
        QCOMPARE(r.exBird, std::optional<int>(0));
        QVERIFY(r.exp && r.exr);
        QCOMPARE(*r.exr, 1.0);
        QVERIFY(*r.exp < 1.0);
        // Demo 5, model_b: the same bag in the wrong order. EX and EXE (the
        // gold has ORDER BY) see no row in place; SQLMorph's EX = 1 settles.
        const PairExplanation o = explainPair(5, "model_b");
        for (uint8_t bits : o.results.goldRows)
            QCOMPARE(bits, uint8_t(kMatchExf));
        QCOMPARE(metric(o, "exp"), std::string("1"));
    }

    void permutedColumns() {
        // Demo 11, model_a: the two columns swapped. SQLMorph aligns them
        // by name; EX (keys) and EXE (permutations) accept, BIRD does not.
        const PairExplanation e = explainPair(11, "model_a");
        const explain::ResultComparison& r = e.results;
        QCOMPARE(r.gold.columns, (std::vector<std::string>{"name", "age"}));
        QCOMPARE(r.pred.columns, (std::vector<std::string>{"age", "name"}));
        QCOMPARE(r.columnMapping, (std::vector<int>{1, 0}));
        QCOMPARE(r.ex, std::optional<int>(1));
        QCOMPARE(r.exe, std::optional<int>(1));
        QCOMPARE(r.exBird, std::optional<int>(0));
        QVERIFY(!r.goldRows.empty());
        for (uint8_t bits : r.goldRows)
            QCOMPARE(bits, uint8_t(explain::kMatchEx | explain::kMatchExe | explain::kMatchExf));
        for (const std::vector<bool>& cells : r.predCells)
            QCOMPARE(cells, (std::vector<bool>{true, true}));
    }

    void failuresAreOneMessageEach() {
        // Demo 25, model_b: a write, denied; demo 28: a query that never ends.
        const PairExplanation denied = explainPair(25, "model_b");
        QCOMPARE(
            denied.results.messages,
            std::vector<std::string>{"prediction: denied: write attempt denied: DROP TABLE dogs"});
        QCOMPARE(denied.results.pred.outcome, std::string("denied"));
        QVERIFY(denied.results.pred.rows.empty() && denied.results.gold.totalRows > 0);
        QCOMPARE(metric(denied, "exec_status"), std::string("denied"));
        const PairExplanation timeout = explainPair(28, "model_b");
        QCOMPARE(timeout.results.messages,
                 std::vector<std::string>{"prediction: timeout: time budget of 2 s exceeded"});
        QCOMPARE(metric(timeout, "exec_status"), std::string("timeout"));
        QCOMPARE(timeout.results.ex, std::optional<int>(0));
    }

    void clauseSpansOfEveryClause() {
        const std::string q =
            "SELECT DISTINCT a, b FROM t JOIN u ON t.x = u.x WHERE a > 1 GROUP BY a, b HAVING "
            "count(*) > 2 UNION SELECT a, b FROM v ORDER BY a DESC LIMIT 3";
        const explain::ClauseSpans c = explain::clauseSpans(sql::parse(q));
        auto text = [&](sql::Span s) { return std::string(s.textIn(q)); };
        QVERIFY(c.parsed);
        QCOMPARE(text(c.select), std::string("SELECT DISTINCT a, b"));
        QCOMPARE(text(c.distinct), std::string("DISTINCT"));
        QCOMPARE(text(c.from), std::string("FROM t JOIN u ON t.x = u.x"));
        QCOMPARE(text(c.where), std::string("WHERE a > 1"));
        QCOMPARE(text(c.groupBy), std::string("GROUP BY a, b"));
        QCOMPARE(text(c.having), std::string("HAVING count(*) > 2"));
        QCOMPARE(text(c.orderBy), std::string("ORDER BY a DESC"));
        QCOMPARE(text(c.limit), std::string("LIMIT 3"));
        QCOMPARE(c.setOperators.size(), size_t(1));
        QCOMPARE(text(c.setOperators[0]), std::string("UNION"));
        const explain::ClauseSpans none = explain::clauseSpans(sql::parse("SELECT FROM"));
        QVERIFY(!none.parsed && none.select.empty() && none.where.empty());
    }

    void ruleBlockedByASchemaFact() {
        // Demo 30, model_b: COUNT of a nullable column; rule 7 must not fire.
        const PairExplanation e = explainPair(30, "model_b");
        QCOMPARE(join(marks(e, {MarkKind::RuleRewrite, MarkKind::RuleBlocked})),
                 std::string("prediction rule_blocked esm_plus 'count(dog_id)'@7-20: rule 7 "
                             "blocked: treatments.dog_id is NOT NULL: false (pragma)\n"));
        QCOMPARE(e.rules.size(), size_t(1));
        QVERIFY(!e.rules[0].fired);
        QCOMPARE(e.rules[0].facts,
                 std::vector<std::string>{"treatments.dog_id is NOT NULL: false (pragma)"});
        QCOMPARE(row(e, "SELECT")->esmPlus, std::optional<bool>(false));
    }

    void setOperatorAndKeywordMarks() {
        // Demo 20, model_a: NOT IN for EXCEPT; ESM+'s rule 6 rewrites it back.
        const PairExplanation e = explainPair(20, "model_a");
        std::vector<std::string> gold;
        for (const std::string& m : marks(e, {MarkKind::ClauseMismatch}))
            if (m.rfind("gold ", 0) == 0) gold.push_back(m);
        QCOMPARE(join(gold),
                 std::string("gold clause_mismatch esm 'EXCEPT'@28-34: IUEN: except vs (none)\n"
                             "gold clause_mismatch esm 'EXCEPT'@28-34: KEYWORDS: except vs where, "
                             "not, in\n"));
        QCOMPARE(
            join(marks(e, {MarkKind::RuleRewrite})),
            std::string("prediction rule_rewrite esm_plus 'owner_id NOT IN (SELECT owner_id "
                        "FROM dogs)'@34-77: rule 6: WHERE owners.owner_id NOT IN (SELECT "
                        "dogs.owner_id FROM dogs) -> EXCEPT SELECT dogs.owner_id FROM dogs\n"));
        // KEYWORDS marks the keyword tokens, not the clauses ESM's items span.
        std::vector<std::string> keywords;
        for (const std::string& m : marks(e, {MarkKind::ClauseMismatch}))
            if (m.rfind("prediction ", 0) == 0 && m.find("KEYWORDS") != std::string::npos)
                keywords.push_back(m);
        QCOMPARE(join(keywords),
                 std::string("prediction clause_mismatch esm 'WHERE'@28-33: KEYWORDS: except vs "
                             "where, not, in\n"
                             "prediction clause_mismatch esm 'NOT'@43-46: KEYWORDS: except vs "
                             "where, not, in\n"
                             "prediction clause_mismatch esm 'IN'@47-49: KEYWORDS: except vs "
                             "where, not, in\n"));
        QCOMPARE(row(e, "IUEN")->esm, std::optional<bool>(false));
        QCOMPARE(row(e, "IUEN")->esmPlus, std::optional<bool>(true));
        QCOMPARE(metric(e, "esm_plus"), std::string("1"));
    }

    void badInputNeverCrashes() {
        explain::PairInput in = input(1, "model_a");
        // An unknown database: no schema for ESM, ESM+, linking; notes say so.
        in.dbId = "no_such_db";
        const PairExplanation unknown = explainer_->explain(in);
        QVERIFY(!unknown.notes.empty());
        QCOMPARE(metric(unknown, "esm"), std::string(""));
        QVERIFY(row(unknown, "SELECT") && !row(unknown, "SELECT")->esm);
        // Empty texts, bytes that are no SQL, a NUL, invalid UTF-8.
        const std::vector<std::pair<std::string, std::string>> texts = {
            {"", ""},
            {"SELECT count(*) FROM dogs", ""},
            {"", "SELECT 1"},
            {"SELECT count(*) FROM dogs", std::string("SELECT \x01\xff\xfe 'x\0y' FROM", 24)},
            {"SELECT count(*) FROM dogs", "SELECT ((((((((((("},
            {"SELECT count(*) FROM dogs", "'unterminated"},
        };
        for (const auto& [gold, pred] : texts) {
            in = input(1, "model_a");
            in.gold = gold;
            in.pred = pred;
            const PairExplanation e = explainer_->explain(in);
            for (const Mark& m : e.marks)
                QVERIFY(m.span.end <= (m.side == Side::Gold ? e.gold : e.pred).size());
        }
        // A missing prediction is said so.
        in = input(1, "model_a");
        in.pred.clear();
        in.predMissing = true;
        const PairExplanation missing = explainer_->explain(in);
        QCOMPARE(missing.notes.front(),
                 std::string("prediction: missing in the run's file (scored as the empty query)"));
        // A long prediction: the diff falls back to prefix and suffix.
        in = input(1, "model_a");
        in.pred = "SELECT count(*) FROM dogs WHERE dog_id IN (0";
        for (int i = 1; i < 3000; ++i)
            in.pred += ", " + std::to_string(i);
        in.pred += ")";
        const PairExplanation longPred = explainer_->explain(in);
        QVERIFY(std::find(longPred.notes.begin(), longPred.notes.end(),
                          "diff: more than 5000 tokens, only the common prefix and suffix are "
                          "matched") != longPred.notes.end());
        QCOMPARE(metric(longPred, "exec_status"), std::string("ok"));
    }

    void invariantsOnEveryDemoPair() {
        for (size_t r = 0; r < runs_.size(); ++r) {
            const std::string run = r == 0 ? "model_a" : "model_b";
            for (size_t line = 1; line <= benchmark_.items.size(); ++line) {
                const PairExplanation e = explainPair(line, run);
                const std::string where = run + ":" + std::to_string(line);
                checkMarks(e, where);
                if (QTest::currentTestFailed()) return;
                QCOMPARE(e.results.goldRows.size(), e.results.gold.rows.size());
                QCOMPARE(e.results.predRows.size(), e.results.pred.rows.size());
                QCOMPARE(e.results.columnMapping.size(), e.results.pred.columns.size());
                QVERIFY2(e.results.gold.rows.size() <= explain::kMaxShownRows, where.c_str());
                QCOMPARE(e.metrics.size(), report::pairColumns().size() - 5);
            }
        }
    }

    void agreesWithPairsCsv() {
        // The batch (traces without texts, as the CLI runs it) writes
        // pairs.csv; every explained pair must say the same.
        eval::EvaluationContext batchContext(settings(false), *catalog_);
        const auto records = batchRecords(batchContext, benchmark_, runs_);
        QCOMPARE(records.size(), 2 * benchmark_.items.size());
        for (auto [line, run] : std::vector<std::pair<size_t, uint32_t>>{
                 {1, 0}, {1, 1}, {5, 1}, {8, 1}, {10, 1}, {12, 1}, {24, 1}, {25, 1}, {29, 0}}) {
            const PairExplanation e = explainPair(line, run == 0 ? "model_a" : "model_b");
            QCOMPARE(explanationRecord(e), records.at({run, static_cast<uint32_t>(line - 1)}));
        }
    }

    void agreesWithPairsCsvOnSpiderDev() {
        // Every pair of one real run (../shared; skipped when absent).
        const std::string shared = testing::sharedDir();
        const std::string etm = shared + "/data/etm/spider_dev/";
        const std::string spider = shared + "/data/spider/";
        if (shared.empty() || !std::filesystem::is_regular_file(etm + "gold.txt") ||
            !std::filesystem::is_directory(spider + "database"))
            QSKIP("../shared/data (Spider dev) is absent");
        auto catalog = schema::Catalog::fromTablesJson(etm + "tables.json");
        QVERIFY2(catalog.ok(), catalog.error.c_str());
        dataset::BenchmarkLoad load = dataset::readBenchmark(etm + "gold.txt", {});
        QVERIFY(load.ok());
        dataset::PredictionLoad run = dataset::readPredictions(etm + "C3.txt", load.benchmark, {});
        QVERIFY(run.ok());
        const std::vector<dataset::PredictionFile> runs = {run.file};
        eval::EvalSettings s;
        s.databaseDir = spider + "database";
        s.esmPlusTraceTexts = false;
        eval::EvaluationContext batchContext(s, catalog.catalog, {spider + "schema_only"});
        const auto records = batchRecords(batchContext, load.benchmark, runs);
        QCOMPARE(records.size(), load.benchmark.items.size());
        s.esmPlusTraceTexts = true;
        eval::EvaluationContext context(s, catalog.catalog, {spider + "schema_only"});
        explain::PairExplainer explainer(context);
        size_t marksSeen = 0, rules = 0;
        for (size_t i = 0; i < load.benchmark.items.size(); ++i) {
            explain::PairInput in;
            in.item = i;
            in.run = runs[0].name;
            in.dbId = load.benchmark.items[i].dbId;
            in.gold = load.benchmark.items[i].gold;
            in.pred = runs[0].predictions[i].sql;
            const PairExplanation e = explainer.explain(in);
            QCOMPARE(explanationRecord(e), records.at({0, static_cast<uint32_t>(i)}));
            checkMarks(e, "C3:" + std::to_string(i));
            if (QTest::currentTestFailed()) return;
            marksSeen += e.marks.size();
            rules += e.rules.size();
        }
        QVERIFY(marksSeen > 1000 && rules > 100);
    }
};

SQLSCOPE_TEST_SUITE(PairExplainerTest)
#include "pair_explainer_test.moc"
