#include "core/study/table_export.h"

#include "core/inspect/verdict_columns.h"
#include "core/report/csv_writer.h"
#include "core/study/confusion_tables.h"
#include "core/study/fp_fn_table.h"
#include "core/study/rule_ablation.h"
#include "core/util/latex_text.h"
#include "core/util/number_text.h"

namespace sqlscope::study {

namespace {

std::string columnLabel(size_t column) {
    return std::string(inspect::verdictColumns()[column].label);
}

std::string runNameOf(const std::vector<std::string>& runNames, size_t run) {
    return run < runNames.size() ? runNames[run] : "run " + std::to_string(run + 1);
}

std::string latexPercent(const RateEstimate& e) {
    return util::fixedText(100 * e.rate, 1) + " [" + util::fixedText(100 * e.low, 1) + ", " +
           util::fixedText(100 * e.high, 1) + "]";
}

// "model\_a: 13 labelled of 59 pairs, 1 unsure left out"
std::string runCaption(const ErrorRateTable& table, const RunErrorRates& r) {
    std::string out =
        util::latexEscape(r.runName) + ": " + std::to_string(r.labelled) + " labelled";
    if (table.stratified)
        out += " of " + std::to_string(r.pairs) + " pairs in " +
               std::to_string(r.strata - r.strataWithoutLabels) + " strata";
    else
        out += " of " + std::to_string(r.population) + " pairs";
    out += ", " + std::to_string(r.unsure) + " unsure left out";
    if (r.strataWithoutLabels)
        out += ", " + std::to_string(r.pairsWithoutLabels) + " pairs in " +
               std::to_string(r.strataWithoutLabels) + " strata without labels left out";
    return out;
}

}  // namespace

std::string confusionTablesCsv(const std::vector<ConfusionTable>& tables,
                               const std::vector<std::string>& runNames) {
    std::string out =
        "run,metric_a,metric_b,a_pass_b_pass,a_pass_b_fail,a_fail_b_pass,a_fail_b_fail,"
        "without_verdict\n";
    for (const ConfusionTable& t : tables) {
        if (!t.computed) continue;
        out += report::csvField(runNameOf(runNames, t.run)) + "," + columnLabel(t.first) + "," +
               columnLabel(t.second);
        for (size_t a = 0; a < 2; ++a)
            for (size_t b = 0; b < 2; ++b)
                out += "," + std::to_string(t.cells[a][b].count);
        out += "," + std::to_string(t.withoutVerdict) + "\n";
    }
    return out;
}

std::string confusionTablesLatex(const std::vector<ConfusionTable>& tables,
                                 const std::vector<std::string>& runNames) {
    std::string out =
        "\\begin{table}\n\\centering\n"
        "\\caption{Metric against metric: pairs by the verdicts of metrics A and B "
        "(\\checkmark{} pass, $\\times$ fail); n/a: A or B has no verdict.}\n"
        "\\begin{tabular}{lllrrrrr}\n\\toprule\n"
        "Run & A & B & A\\checkmark{} B\\checkmark{} & A\\checkmark{} B$\\times$ & "
        "A$\\times$ B\\checkmark{} & A$\\times$ B$\\times$ & n/a \\\\\n\\midrule\n";
    bool first = true;
    size_t previousRun = 0;
    for (const ConfusionTable& t : tables) {
        if (!t.computed) continue;
        if (!first && t.run != previousRun) out += "\\midrule\n";
        out += util::latexEscape(runNameOf(runNames, t.run)) + " & " +
               util::latexEscape(columnLabel(t.first)) + " & " +
               util::latexEscape(columnLabel(t.second));
        for (size_t a = 0; a < 2; ++a)
            for (size_t b = 0; b < 2; ++b)
                out += " & " + std::to_string(t.cells[a][b].count);
        out += " & " + std::to_string(t.withoutVerdict) + " \\\\\n";
        first = false;
        previousRun = t.run;
    }
    out += "\\bottomrule\n\\end{tabular}\n\\end{table}\n";
    return out;
}

std::string errorRateTableCsv(const ErrorRateTable& table) {
    std::string out =
        "run,metric,fp_percent,fp_low,fp_high,fp_pairs,fn_percent,fn_low,fn_high,fn_pairs,"
        "pairs,labelled,unsure,stratified\n";
    for (const RunErrorRates& r : table.runs)
        for (const MetricErrorRates& m : r.metrics) {
            if (!m.computed) continue;
            out += report::csvField(r.runName) + "," + report::csvField(m.label);
            for (const RateEstimate* e : {&m.fp, &m.fn})
                out += "," + util::fixedText(100 * e->rate, 4) + "," +
                       util::fixedText(100 * e->low, 4) + "," + util::fixedText(100 * e->high, 4) +
                       "," + std::to_string(e->count);
            out += "," + std::to_string(r.pairs) + "," + std::to_string(r.labelled) + "," +
                   std::to_string(r.unsure) + "," + (table.stratified ? "yes" : "no") + "\n";
        }
    return out;
}

std::string errorRateTableLatex(const ErrorRateTable& table) {
    std::string out =
        "\\begin{table}\n\\centering\n\\caption{False positives (FP) and false "
        "negatives (FN) of each metric against human verdicts, ";
    out += table.stratified
               ? "as \\% of all the run's pairs: stratified estimates with 95\\% intervals. "
               : "as \\% of the labelled pairs (the labels are not a stratified sample: plain "
                 "rates) with 95\\% Wilson intervals. ";
    out += "Unsure verdicts are left out";
    for (size_t i = 0; i < table.runs.size(); ++i)
        out += (i == 0 ? " (" : "; ") + runCaption(table, table.runs[i]);
    out += table.runs.empty() ? ".}\n" : ").}\n";
    out += "\\begin{tabular}{l";
    for (size_t i = 0; i < table.runs.size(); ++i)
        out += "rr";
    out += "}\n\\toprule\n";
    std::string rule;
    for (size_t i = 0; i < table.runs.size(); ++i) {
        out += " & \\multicolumn{2}{c}{" + util::latexEscape(table.runs[i].runName) + "}";
        rule +=
            "\\cmidrule(lr){" + std::to_string(2 + 2 * i) + "-" + std::to_string(3 + 2 * i) + "}";
    }
    out += " \\\\\n";
    if (!rule.empty()) out += rule + "\n";
    out += "Metric";
    for (size_t i = 0; i < table.runs.size(); ++i)
        out += " & FP \\% & FN \\%";
    out += " \\\\\n\\midrule\n";
    const size_t metrics = table.runs.empty() ? 0 : table.runs.front().metrics.size();
    for (size_t m = 0; m < metrics; ++m) {
        out += util::latexEscape(table.runs.front().metrics[m].label);
        for (const RunErrorRates& r : table.runs) {
            if (m >= r.metrics.size() || !r.metrics[m].computed) {
                out += " & -- & --";
                continue;
            }
            out += " & " + latexPercent(r.metrics[m].fp) + " & " + latexPercent(r.metrics[m].fn);
        }
        out += " \\\\\n";
    }
    out += "\\bottomrule\n\\end{tabular}\n\\end{table}\n";
    return out;
}

std::string ablationCsv(const RuleAblation& ablation) {
    std::string out =
        "run,k,false_negatives,equivalent,fn_percent,rule_alone_points,rule_added_points\n";
    for (const RunAblation& r : ablation.runs)
        for (const AblationPoint& p : r.series) {
            out += report::csvField(r.runName) + "," + std::to_string(p.rules) + "," +
                   std::to_string(p.falseNegatives) + "," + std::to_string(r.equivalent) + "," +
                   util::fixedText(p.rate, 4) + ",";
            if (p.rules > 0) {
                const RuleContribution& c = r.rules[size_t(p.rules - 1)];
                out += util::fixedText(c.alone, 4) + "," + util::fixedText(c.added, 4);
            } else {
                out += ",";
            }
            out += "\n";
        }
    return out;
}

}  // namespace sqlscope::study
