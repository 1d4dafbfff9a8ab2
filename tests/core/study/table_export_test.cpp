// study's table exports, byte for byte: the confusion tables and the FP/FN
// table (stratified and plain) as CSV and LaTeX, built here by hand, and
// LaTeX escaping of run names.
#include <QObject>
#include <QTest>
#include <algorithm>

#include "core/inspect/verdict_columns.h"
#include "core/study/confusion_tables.h"
#include "core/study/fp_fn_table.h"
#include "core/study/rule_ablation.h"
#include "core/study/table_export.h"
#include "core/util/latex_text.h"
#include "tests/test_registry.h"

using namespace sqlscope;

namespace {

study::ConfusionTable confusion(size_t run, size_t a, size_t b, size_t pp, size_t pf, size_t fp,
                                size_t ff, size_t none, bool computed = true) {
    study::ConfusionTable t;
    t.run = run;
    t.first = a;
    t.second = b;
    t.computed = computed;
    t.cells[0][0].count = pp;
    t.cells[0][1].count = pf;
    t.cells[1][0].count = fp;
    t.cells[1][1].count = ff;
    t.withoutVerdict = none;
    return t;
}

study::MetricErrorRates metric(const char* label, double fp, double fpLow, double fpHigh,
                               size_t fpCount, double fn, double fnLow, double fnHigh,
                               size_t fnCount, bool computed = true) {
    study::MetricErrorRates m;
    m.label = label;
    m.computed = computed;
    m.fp = {fp, fpLow, fpHigh, fpCount};
    m.fn = {fn, fnLow, fnHigh, fnCount};
    return m;
}

study::ErrorRateTable errorRates(bool stratified) {
    study::ErrorRateTable t;
    t.stratified = stratified;
    study::RunErrorRates a;
    a.runName = "model_a";
    a.pairs = stratified ? 59 : 13;
    a.population = 60;
    a.labelled = 13;
    a.unsure = 1;
    a.strata = 8;
    a.strataWithoutLabels = stratified ? 1 : 0;
    a.pairsWithoutLabels = stratified ? 1 : 0;
    a.metrics.push_back(metric("EX", 20.0 / 59, 0, 0.7173888, 3, 0.237, 0.18, 0.295, 4));
    a.metrics.push_back(metric("EX-BIRD", 0, 0, 0, 0, 0, 0, 0, 0, false));
    study::RunErrorRates b;
    b.runName = "b&c";
    b.pairs = stratified ? 60 : 15;
    b.population = 60;
    b.labelled = 15;
    b.strata = 9;
    b.metrics.push_back(metric("EX", 0, 0, 0, 0, 0.1416, 0.05, 0.2334, 2));
    b.metrics.push_back(metric("EX-BIRD", 0.075, 0, 0.16666, 1, 0.1, 0.1, 0.1, 1));
    t.runs = {a, b};
    return t;
}

}  // namespace

class TableExportTest : public QObject {
    Q_OBJECT

private slots:
    void confusionCsv() {
        const std::vector<study::ConfusionTable> tables = {
            confusion(0, inspect::kColumnEx, inspect::kColumnEsmPlus, 36, 6, 9, 8, 1),
            confusion(0, inspect::kColumnEx, inspect::kColumnExBird, 0, 0, 0, 0, 60, false),
            confusion(1, inspect::kColumnEsm, inspect::kColumnEsmPlus, 40, 0, 5, 15, 0)};
        QCOMPARE(study::confusionTablesCsv(tables, {"model_a", "b,c"}),
                 std::string("run,metric_a,metric_b,a_pass_b_pass,a_pass_b_fail,a_fail_b_pass,"
                             "a_fail_b_fail,without_verdict\n"
                             "model_a,EX,ESM+,36,6,9,8,1\n"
                             "\"b,c\",ESM,ESM+,40,0,5,15,0\n"));
    }

    void confusionLatex() {
        const std::vector<study::ConfusionTable> tables = {
            confusion(0, inspect::kColumnEx, inspect::kColumnEsmPlus, 36, 6, 9, 8, 1),
            confusion(0, inspect::kColumnExe, inspect::kColumnEsm, 30, 12, 3, 14, 1),
            confusion(1, inspect::kColumnEsm, inspect::kColumnEsmPlus, 40, 0, 5, 15, 0)};
        QCOMPARE(
            study::confusionTablesLatex(tables, {"model_a", "model_b"}),
            std::string("\\begin{table}\n\\centering\n"
                        "\\caption{Metric against metric: pairs by the verdicts of metrics A and B "
                        "(\\checkmark{} pass, $\\times$ fail); n/a: A or B has no verdict.}\n"
                        "\\begin{tabular}{lllrrrrr}\n\\toprule\n"
                        "Run & A & B & A\\checkmark{} B\\checkmark{} & A\\checkmark{} B$\\times$ & "
                        "A$\\times$ B\\checkmark{} & A$\\times$ B$\\times$ & n/a \\\\\n\\midrule\n"
                        "model\\_a & EX & ESM+ & 36 & 6 & 9 & 8 & 1 \\\\\n"
                        "model\\_a & EXE & ESM & 30 & 12 & 3 & 14 & 1 \\\\\n"
                        "\\midrule\n"
                        "model\\_b & ESM & ESM+ & 40 & 0 & 5 & 15 & 0 \\\\\n"
                        "\\bottomrule\n\\end{tabular}\n\\end{table}\n"));
    }

    void errorRateCsv() {
        QCOMPARE(study::errorRateTableCsv(errorRates(true)),
                 std::string("run,metric,fp_percent,fp_low,fp_high,fp_pairs,fn_percent,fn_low,"
                             "fn_high,fn_pairs,pairs,labelled,unsure,stratified\n"
                             "model_a,EX,33.8983,0.0000,71.7389,3,23.7000,18.0000,29.5000,4,59,"
                             "13,1,yes\n"
                             "b&c,EX,0.0000,0.0000,0.0000,0,14.1600,5.0000,23.3400,2,60,15,0,yes\n"
                             "b&c,EX-BIRD,7.5000,0.0000,16.6660,1,10.0000,10.0000,10.0000,1,60,15,"
                             "0,yes\n"));
    }

    void errorRateLatexStratified() {
        QCOMPARE(
            study::errorRateTableLatex(errorRates(true)),
            std::string(
                "\\begin{table}\n\\centering\n\\caption{False positives (FP) and false negatives "
                "(FN) of each metric against human verdicts, as \\% of all the run's pairs: "
                "stratified estimates with 95\\% intervals. Unsure verdicts are left out "
                "(model\\_a: 13 labelled of 59 pairs in 7 strata, 1 unsure left out, 1 pairs in "
                "1 strata without labels left out; b\\&c: 15 labelled of 60 pairs in 9 strata, "
                "0 unsure left out).}\n"
                "\\begin{tabular}{lrrrr}\n\\toprule\n"
                " & \\multicolumn{2}{c}{model\\_a} & \\multicolumn{2}{c}{b\\&c} \\\\\n"
                "\\cmidrule(lr){2-3}\\cmidrule(lr){4-5}\n"
                "Metric & FP \\% & FN \\% & FP \\% & FN \\% \\\\\n\\midrule\n"
                "EX & 33.9 [0.0, 71.7] & 23.7 [18.0, 29.5] & 0.0 [0.0, 0.0] & 14.2 [5.0, 23.3] "
                "\\\\\n"
                "EX-BIRD & -- & -- & 7.5 [0.0, 16.7] & 10.0 [10.0, 10.0] \\\\\n"
                "\\bottomrule\n\\end{tabular}\n\\end{table}\n"));
    }

    void errorRateLatexPlainSaysSo() {
        const std::string latex = study::errorRateTableLatex(errorRates(false));
        QVERIFY(latex.find("as \\% of the labelled pairs (the labels are not a stratified "
                           "sample: plain rates) with 95\\% Wilson intervals. Unsure verdicts "
                           "are left out (model\\_a: 13 labelled of 60 pairs, 1 unsure left out; "
                           "b\\&c: 15 labelled of 60 pairs, 0 unsure left out).}\n") !=
                std::string::npos);
    }

    void ablationSeriesCsv() {
        study::RuleAblation a;
        study::RunAblation r;
        r.runName = "m";
        r.equivalent = 52;
        const int n = match::esm_plus::kRuleCount;
        for (int k = 0; k <= n; ++k) {
            r.series[size_t(k)].rules = k;
            r.series[size_t(k)].falseNegatives = size_t(k < 7 ? 16 : 12);
            r.series[size_t(k)].rate = 100.0 * double(r.series[size_t(k)].falseNegatives) / 52;
        }
        for (int k = 1; k <= n; ++k)
            r.rules[size_t(k - 1)].rule = k;
        r.rules[6].alone = 100.0 * 4 / 52;
        r.rules[6].added = 100.0 * 4 / 52;
        a.runs = {r};
        const std::string csv = study::ablationCsv(a);
        QVERIFY(csv.rfind("run,k,false_negatives,equivalent,fn_percent,rule_alone_points,"
                          "rule_added_points\n"
                          "m,0,16,52,30.7692,,\n"
                          "m,1,16,52,30.7692,0.0000,0.0000\n",
                          0) == 0);
        QVERIFY(csv.find("m,7,12,52,23.0769,7.6923,7.6923\nm,8,12,52,23.0769,0.0000,0.0000\n") !=
                std::string::npos);
        const std::string last = "m," + std::to_string(n) + ",12,52,23.0769,0.0000,0.0000\n";
        QVERIFY(csv.size() > last.size() && csv.substr(csv.size() - last.size()) == last);
        QCOMPARE(std::count(csv.begin(), csv.end(), '\n'), std::ptrdiff_t(n + 2));
    }

    void escapes() {
        QCOMPARE(util::latexEscape("a_b%c&d#e$f{g}h~i^j\\k"),
                 std::string("a\\_b\\%c\\&d\\#e\\$f\\{g\\}h\\textasciitilde{}i\\textasciicircum{}"
                             "j\\textbackslash{}k"));
    }
};

SQLSCOPE_TEST_SUITE(TableExportTest)
#include "table_export_test.moc"
