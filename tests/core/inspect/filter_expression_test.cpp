// inspect::parseFilterExpression / printFilterExpression: exact parses of
// every key, free text, positioned errors, and print/parse round trips
// (docs/export.md, "The filter language").
#include <QObject>
#include <QTest>

#include "core/inspect/filter_expression.h"
#include "core/inspect/pair_table.h"
#include "tests/core/inspect/inspect_fixture.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using inspect::CellVerdict;
using inspect::DisagreementPreset;
using inspect::FilterVocabulary;
using inspect::PairFilter;
using inspect::VerdictCondition;
using ErrorCategory = match::component::ErrorCategory;
using Outcome = eval::ExecOutcome;
namespace fx = sqlscope::testing::inspect_fixture;

namespace {

FilterVocabulary vocabulary() {
    return {{"DAIL", "gpt4", "my model"}, {"concert_singer", "pets", "world_1"}};
}

PairFilter parsed(const std::string& text) {
    const inspect::FilterParse p = inspect::parseFilterExpression(text, vocabulary());
    if (!p.ok()) qWarning("unexpected error: %s", p.error.c_str());
    return p.filter;
}

std::string error(const std::string& text) {
    return inspect::parseFilterExpression(text, vocabulary()).error;
}

}  // namespace

class FilterExpressionTest : public QObject {
    Q_OBJECT

private slots:
    void emptyAndBlankParseToTheEmptyFilter() {
        QVERIFY(parsed("").empty());
        QVERIFY(parsed("  \t ").empty());
        QCOMPARE(inspect::printFilterExpression(PairFilter{}, vocabulary()), std::string());
    }

    void theBriefsExampleParsesExactly() {
        const PairFilter f = parsed(
            "run:DAIL db:concert_singer hardness:hard,extra outcome:error rule:7 error:schema "
            "ex:pass esm+:fail preset:ex_pass_esm_plus_fail \"free text\"");
        PairFilter expected;
        expected.runs = {0};
        expected.databases = {"concert_singer"};
        expected.hardness = {2, 3};
        expected.outcomes = {Outcome::Error};
        expected.rule = 7;
        expected.errorCategory = ErrorCategory::SchemaErrors;
        expected.verdict = VerdictCondition{inspect::kColumnEx, CellVerdict::Pass};
        expected.verdict2 = VerdictCondition{inspect::kColumnEsmPlus, CellVerdict::Fail};
        expected.preset = DisagreementPreset::ExPassEsmPlusFail;
        expected.text = "free text";
        QVERIFY(f == expected);
        QCOMPARE(inspect::printFilterExpression(f, vocabulary()),
                 std::string("run:DAIL db:concert_singer hardness:hard,extra outcome:error rule:7 "
                             "error:schema_errors ex:pass esm+:fail "
                             "preset:ex_pass_esm_plus_fail \"free text\""));
    }

    void valuesAreAnyOfAndKeysIgnoreCase() {
        const PairFilter f = parsed(
            "RUN:gpt4,\"my model\" Hardness:EASY,unscored "
            "outcome:timeout,row_limit,ok");
        QCOMPARE(f.runs, (std::set<size_t>{1, 2}));
        QCOMPARE(f.hardness, (std::set<int>{0, -1}));
        QCOMPARE(f.outcomes, (std::set<Outcome>{Outcome::Ok, Outcome::Timeout, Outcome::RowLimit}));
        QCOMPARE(inspect::printFilterExpression(f, vocabulary()),
                 std::string("run:gpt4,\"my model\" hardness:easy,unscored "
                             "outcome:ok,timeout,row_limit"));
    }

    void everyVerdictAndCategoryForm() {
        QVERIFY(parsed("ex_f1:partial").verdict == (VerdictCondition{7, CellVerdict::Partial}));
        QVERIFY(parsed("link_columns_f1plus:n/a").verdict ==
                (VerdictCondition{9, CellVerdict::NoVerdict}));
        QVERIFY(parsed("error:missing").errorCategory == ErrorCategory::MissingClauses);
        QVERIFY(parsed("error:extra_clauses").errorCategory == ErrorCategory::ExtraClauses);
        QVERIFY(parsed("error:predicates").errorCategory == ErrorCategory::WrongPredicates);
        QVERIFY(parsed("error:wrong_predicates").errorCategory == ErrorCategory::WrongPredicates);
        QVERIFY(parsed("preset:runs_disagree").preset == DisagreementPreset::RunsDisagree);
        QVERIFY(parsed("preset:none").preset == DisagreementPreset::None);
    }

    void bareWordsJoinIntoOneText() {
        QCOMPARE(parsed("how  many\tsingers").text, std::string("how many singers"));
        QCOMPARE(parsed("ex:fail count(*) \"a, b\"").text, std::string("count(*) a, b"));
        QCOMPARE(parsed("\"say \\\"hi\\\" \\\\ there\"").text, std::string("say \"hi\" \\ there"));
        QCOMPARE(parsed("naïve").text, std::string("naïve"));
    }

    void errorsNameTheColumn() {
        QCOMPARE(
            error("ex:pass exx:fail"),
            std::string("col 9: unknown key 'exx' (run, db, hardness, outcome, rule, "
                        "error, ex, ex_bird, exe, esm, esm+, exp, exr, ex_f1, comp_avg_f1, "
                        "link_columns_f1plus, ex_any, ex_bird_any, exe_any, esm_any, "
                        "esm+_any, exp_any, exr_any, ex_f1_any, comp_avg_f1_any, "
                        "link_columns_f1plus_any, changed, exc, sqlscope, cx, preset, sample)"));
        QCOMPARE(error("run:DAIL,gpt5"), std::string("col 10: unknown run 'gpt5'"));
        QCOMPARE(error("db:concert"), std::string("col 4: unknown database 'concert'"));
        QCOMPARE(error("hardness:hardest"),
                 std::string("col 10: unknown hardness 'hardest' (easy, medium, hard, extra, "
                             "unscored)"));
        QVERIFY(error("outcome:crash").starts_with("col 9: unknown outcome 'crash' (ok, error,"));
        QCOMPARE(error("rule:26"),
                 std::string("col 6: rule must be a number from 1 to 25, not '26'"));
        QCOMPARE(error("rule:7x"),
                 std::string("col 6: rule must be a number from 1 to 25, not '7x'"));
        QCOMPARE(error("rule:7,8"), std::string("col 8: 'rule' takes one value"));
        QCOMPARE(error("ex:ok"),
                 std::string("col 4: unknown verdict 'ok' (pass, partial, fail, n/a)"));
        QCOMPARE(error("ex:pass esm:fail exe:pass"),
                 std::string("col 18: at most two metric terms"));
        QCOMPARE(error("db:pets db:world_1"),
                 std::string("col 9: 'db' given twice (list its values with ',')"));
        QCOMPARE(error("ex:"), std::string("col 4: 'ex' needs a value"));
        QCOMPARE(error("db:pets,"), std::string("col 9: empty value after ','"));
        QCOMPARE(error("abc \"open"), std::string("col 5: unterminated quoted text"));
        QCOMPARE(error("\"a\"b"), std::string("col 4: expected a space after the quoted text"));
        QCOMPARE(error("db:pets\"x\""),
                 std::string("col 8: unexpected '\"' after a value of 'db'"));
        QVERIFY(error("error:syntax").starts_with("col 7: unknown error category 'syntax' ("));
        QVERIFY(error("preset:foo")
                    .starts_with("col 8: unknown preset 'foo' (none, ex_pass_esm_plus_fail,"));
        // Columns count characters, not bytes.
        QCOMPARE(error("é ex:maybe"), std::string("col 6: unknown verdict 'maybe' (pass, partial, "
                                                  "fail, n/a)"));
        const inspect::FilterParse p = inspect::parseFilterExpression("x ex:maybe", vocabulary());
        QCOMPARE(p.errorColumn, size_t(6));
    }

    void withoutDatabasesAnyDbIdIsAccepted() {
        const inspect::FilterParse p =
            inspect::parseFilterExpression("db:anything", FilterVocabulary{{"a"}, {}});
        QVERIFY(p.ok());
        QCOMPARE(p.filter.databases.size(), size_t(1));
    }

    void printThenParseGivesTheSameFilter_data() {
        QTest::addColumn<QString>("expression");
        QTest::newRow("all")
            << "run:DAIL,gpt4,\"my model\" db:pets,world_1 "
               "hardness:easy,medium,hard,extra,unscored "
               "outcome:error,timeout,denied,gold_error,not_run,memory_limit,"
               "too_large rule:20 error:wrong_predicates exr:fail comp_avg_f1:partial "
               "preset:execution_error \"a \\\"quoted\\\" text: with, all\"";
        QTest::newRow("text with colon") << "\"ex:pass\"";
        QTest::newRow("bare text") << "singers";
        QTest::newRow("one verdict") << "esm:n/a";
        QTest::newRow("db needing quotes") << "db:\"a b\",\"x,y\"";
    }
    void printThenParseGivesTheSameFilter() {
        QFETCH(QString, expression);
        const FilterVocabulary vocab{{"DAIL", "gpt4", "my model"}, {}};
        const inspect::FilterParse first =
            inspect::parseFilterExpression(expression.toStdString(), vocab);
        QVERIFY2(first.ok(), first.error.c_str());
        QVERIFY(!first.filter.empty());
        const std::string printed = inspect::printFilterExpression(first.filter, vocab);
        QCOMPARE(printed, expression.toStdString());
        const inspect::FilterParse second = inspect::parseFilterExpression(printed, vocab);
        QVERIFY2(second.ok(), second.error.c_str());
        QVERIFY(second.filter == first.filter);
    }

    void vocabularyOfATable() {
        inspect::PairTable table;
        table.reset(fx::plan());
        table.add(fx::rows());
        const FilterVocabulary v = inspect::filterVocabularyOf(table);
        QCOMPARE(v.runNames, (std::vector<std::string>{"alpha", "beta"}));
        QCOMPARE(v.databases, (std::vector<std::string>{"flights", "pets"}));
        const inspect::FilterParse p = inspect::parseFilterExpression("run:beta db:pets", v);
        QVERIFY(p.ok());
        QCOMPARE(p.filter.runs, (std::set<size_t>{1}));
    }
};

SQLSCOPE_TEST_SUITE(FilterExpressionTest)
#include "filter_expression_test.moc"
