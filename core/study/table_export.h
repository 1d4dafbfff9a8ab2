// The study's tables as files for a paper: the metric-vs-metric confusion
// tables (core/study/confusion_tables.h) and the FP/FN table against human
// verdicts (core/study/fp_fn_table.h), each as CSV (one row per cell, full
// precision, for a spreadsheet) and as LaTeX (a booktabs tabular in a table
// float, percentages with one decimal and their 95% intervals, a caption
// that says whether the rates are stratified and how many unsure verdicts
// were left out); and the rule ablation's series as CSV. Qt-free; the GUI's Export buttons write
// these strings.
#pragma once

#include <string>
#include <vector>

namespace sqlscope::study {

struct ConfusionTable;
struct ErrorRateTable;
struct RuleAblation;

// Header: run,metric_a,metric_b,a_pass_b_pass,a_pass_b_fail,a_fail_b_pass,
// a_fail_b_fail,without_verdict. `runNames[t.run]` names each table's run
// (the PairTable's runNames()). Tables not computed are left out.
std::string confusionTablesCsv(const std::vector<ConfusionTable>& tables,
                               const std::vector<std::string>& runNames);
// One tabular: Run, A, B, then the four cells and "n/a"; runs separated by
// \midrule.
std::string confusionTablesLatex(const std::vector<ConfusionTable>& tables,
                                 const std::vector<std::string>& runNames);

// Header: run,metric,fp_percent,fp_low,fp_high,fp_pairs,fn_percent,fn_low,
// fn_high,fn_pairs,pairs,labelled,unsure,stratified. Percentages with four
// decimals; metrics not computed are left out.
std::string errorRateTableCsv(const ErrorRateTable& table);
// Table 4 of the ESM+ paper: rows = metrics, per run two columns FP % and
// FN % ("3.3 [0.0, 8.1]"), "--" where a metric is not computed.
std::string errorRateTableLatex(const ErrorRateTable& table);

// The rule ablation's numbers behind its charts, one row per run and k =
// 0..20. Header: run,k,false_negatives,equivalent,fn_percent,rule_alone_points,
// rule_added_points (the last two: rule k's RuleContribution, empty at k = 0).
std::string ablationCsv(const RuleAblation& ablation);

}  // namespace sqlscope::study
