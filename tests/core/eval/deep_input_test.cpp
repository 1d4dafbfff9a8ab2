// Issue 12, point 3: no input crashes the process. Flat operator chains of a
// million terms go through every metric of a pair (parse, ESM and its
// hardness, ESM+ with its rules, execution, test-suite preprocessing,
// schema linking, component F1, EM, error analysis), as a prediction and
// as a gold; true nesting 100,000 deep is a positioned error.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <string>
#include <vector>

#include "core/eval/evaluation_context.h"
#include "core/eval/pair_evaluator.h"
#include "core/exec/process_limits.h"
#include "core/schema/catalog.h"
#include "core/sql/parser.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope;

namespace {

constexpr int kTerms = 1'000'000;

std::string repeatJoined(const std::string& term, const std::string& separator, int n) {
    std::string out;
    out.reserve((term.size() + separator.size()) * static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) {
        if (i) out += separator;
        out += term;
    }
    return out;
}

}  // namespace

class DeepInputTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::unique_ptr<eval::EvaluationContext> context_;

    eval::PairVerdict evaluate(const std::string& gold, const std::string& pred) {
        eval::PairEvaluator evaluator(*context_);
        return evaluator.evaluate("dogs", gold, pred);
    }

    // Every metric of a pair whose prediction is `chain`, then of the pair
    // with `chain` as its gold; and ESM+ without the execution step (which
    // SQLite's own depth limit would otherwise stop before ESM+'s parser).
    // `asGoldChain` (default: `chain`) may be shorter: a gold is read by more
    // metrics and kept in the context's caches, and a million-term AND chain
    // as a gold would take gigabytes.
    void everyMetric(const std::string& chain, const std::string* asGoldChain = nullptr) {
        const std::string gold = "SELECT name FROM dogs WHERE age > 1";
        eval::PairVerdict verdict = evaluate(gold, chain);
        QVERIFY(verdict.component.computed());
        QVERIFY(verdict.component.predParsed());
        QVERIFY(!verdict.component.em);
        QVERIFY(verdict.linking.scored);
        QVERIFY(verdict.linking.pred != nullptr);
        // SQLite refuses a deep expression at its own depth limit: an error,
        // not a crash (a COLLATE chain is no deeper for SQLite, and runs).
        if (verdict.execution.outcome != eval::ExecOutcome::Ok) {
            QCOMPARE(verdict.execution.outcome, eval::ExecOutcome::Error);
            QVERIFY2(
                verdict.execution.message.find("Expression tree is too large") != std::string::npos,
                verdict.execution.message.c_str());
        }

        eval::PairVerdict asGold = evaluate(asGoldChain ? *asGoldChain : chain, gold);
        QVERIFY(asGold.component.computed());
        QVERIFY(asGold.linking.scored || !asGold.linking.error.empty());

        // (Chain against a short query: matching two long chains item by item
        // is quadratic, as in the reference scripts.)
        auto esmPlus = context_->esmPlus().evaluate("dogs", gold, chain);
        QVERIFY(esmPlus.scored);
        QVERIFY(esmPlus.pred != nullptr);
        QVERIFY(asGold.esmPlus.scored || !asGold.esmPlus.error.empty());
        QVERIFY(asGold.esm.scored || !asGold.esm.error.empty());
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QVERIFY(!testing::buildFixtureDatabase(dir_.path().toStdString(), "dogs").empty());
        // The chains are megabytes, over the default --max-query-bytes, which
        // would score them too_large unread; these tests are about the walkers.
        exec::ProcessLimits limits = exec::processLimits();
        limits.maxQueryBytes = 64u << 20;
        exec::setProcessLimits(limits);
    }
    void cleanupTestCase() { exec::setProcessLimits(exec::ProcessLimits{}); }

    // A fresh context per test: it caches every gold it has read.
    void init() {
        const std::string databaseDir = dir_.path().toStdString();
        auto load = schema::Catalog::fromTablesJson(testing::fixtureDir("dogs") + "tables.json");
        QVERIFY2(load.ok(), load.error.c_str());
        eval::EvalSettings settings;
        settings.databaseDir = databaseDir;
        context_ = std::make_unique<eval::EvaluationContext>(settings, std::move(load.catalog));
    }
    void cleanup() { context_.reset(); }

    void additionChain() { everyMetric("SELECT " + repeatJoined("1", "+", kTerms) + " FROM dogs"); }

    void concatenationChain() {
        everyMetric("SELECT " + repeatJoined("name", " || ", kTerms) + " FROM dogs");
    }

    void andChain() {
        const std::string shorter =
            "SELECT name FROM dogs WHERE " + repeatJoined("age = 1", " AND ", kTerms / 10);
        everyMetric("SELECT name FROM dogs WHERE " + repeatJoined("age = 1", " AND ", kTerms),
                    &shorter);
    }

    void orChain() {
        const std::string shorter =
            "SELECT name FROM dogs WHERE " + repeatJoined("age = 1", " OR ", kTerms / 10);
        everyMetric("SELECT name FROM dogs WHERE " + repeatJoined("age = 1", " OR ", kTerms),
                    &shorter);
    }

    // Loop-built postfix forms chain through their operand too.
    void postfixChains() {
        std::string isnull = "SELECT age";
        for (int i = 0; i < kTerms / 4; ++i)
            isnull += " ISNULL + 1";
        everyMetric(isnull + " FROM dogs");
        std::string in = "SELECT name FROM dogs WHERE age";
        for (int i = 0; i < kTerms / 4; ++i)
            in += " IN (1)";
        everyMetric(in);
        std::string collate = "SELECT name";
        for (int i = 0; i < kTerms / 4; ++i)
            collate += " COLLATE nocase";
        everyMetric(collate + " FROM dogs");
    }

    // True nesting stops at the parser's limit, with a position, in the
    // parser every structural metric reads and in ESM's and ESM+'s own.
    void deepNestingIsAPositionedError() {
        const int depth = 100'000;
        const std::string parens =
            "SELECT " + std::string(depth, '(') + "1" + std::string(depth, ')') + " FROM dogs";
        std::string subqueries;
        for (int i = 0; i < depth; ++i)
            subqueries += "SELECT * FROM (";
        subqueries += "SELECT name FROM dogs" + std::string(depth, ')');
        std::string scalar = "SELECT ";
        for (int i = 0; i < depth; ++i)
            scalar += "(SELECT ";
        scalar += "1" + std::string(depth, ')');
        for (const std::string* text :
             std::vector<const std::string*>{&parens, &subqueries, &scalar}) {
            sql::ParseResult parsed = sql::parse(*text);
            QVERIFY(!parsed.ok());
            QCOMPARE(parsed.error->message, std::string("query nests deeper than 200 levels"));
            QCOMPARE(parsed.error->line, 1u);
            QVERIFY(parsed.error->column > 1);

            const std::string gold = "SELECT name FROM dogs";
            eval::PairVerdict verdict = evaluate(gold, *text);
            QVERIFY(verdict.component.computed());
            QVERIFY(!verdict.component.predParsed());
            QVERIFY(!verdict.esm.predParsed());
            eval::PairVerdict asGold = evaluate(*text, gold);
            QVERIFY(!asGold.component.scored);
            QVERIFY(!asGold.esm.scored);
            auto esmPlus = context_->esmPlus().evaluate("dogs", gold, *text);
            QVERIFY(esmPlus.pred == nullptr || !esmPlus.pred->ok());
        }
    }
};

SQLSCOPE_TEST_SUITE(DeepInputTest)
#include "deep_input_test.moc"
