// pairs.csv columns of the execution metrics (docs/metrics/execution.md). Every one is
// empty when the gold failed: such a pair is left out of the metric's
// average and counted (docs/metrics/execution.md#executing-a-query).
#include "core/report/pair_columns.h"
#include "core/util/number_text.h"

namespace sqlscope::report {
namespace {

const eval::ExecutionVerdict* scoredExecution(const PairRow& r) {
    const eval::ExecutionVerdict& e = r.verdict.execution;
    return e.outcome == eval::ExecOutcome::GoldError ? nullptr : &e;
}

// SQLMorph's graded result: none under T1 (EX only), whose output has no
// EXP, EXR or F1 (docs/metrics/execution.md#the-seven-techniques), so those columns stay empty.
const exec::SqlMorphResult* sqlMorph(const PairRow& r) {
    const eval::ExecutionVerdict* e = scoredExecution(r);
    return e && e->sqlMorph && e->sqlMorph->graded ? &*e->sqlMorph : nullptr;
}

}  // namespace

void addExecutionColumns(std::vector<PairColumn>& columns) {
    columns.push_back({"exec_status", [](const PairRow& r, std::string& text) {
                           text += eval::execOutcomeName(r.verdict.execution.outcome);
                       }});
    columns.push_back({"exec_message", [](const PairRow& r, std::string& text) {
                           text += r.verdict.execution.message;
                       }});
    columns.push_back({"ex", [](const PairRow& r, std::string& text) {
                           const eval::ExecutionVerdict* e = scoredExecution(r);
                           if (e && e->spiderEx) appendDecimal(text, *e->spiderEx);
                       }});
    columns.push_back({"ex_bird", [](const PairRow& r, std::string& text) {
                           const eval::ExecutionVerdict* e = scoredExecution(r);
                           if (e && e->bird) appendDecimal(text, e->bird->ex);
                       }});
    columns.push_back({"exe", [](const PairRow& r, std::string& text) {
                           const eval::ExecutionVerdict* e = scoredExecution(r);
                           if (!e || !e->exe || e->exe->status == exec::ExeStatus::GoldError ||
                               e->exe->status == exec::ExeStatus::Cancelled)
                               return;
                           appendDecimal(text, e->exe->score());
                       }});
    columns.push_back({"exp", [](const PairRow& r, std::string& text) {
                           if (const exec::SqlMorphResult* m = sqlMorph(r))
                               util::appendNumberText(text, m->exp);
                       }});
    columns.push_back({"exr", [](const PairRow& r, std::string& text) {
                           if (const exec::SqlMorphResult* m = sqlMorph(r))
                               util::appendNumberText(text, m->exr);
                       }});
    columns.push_back({"ex_f1", [](const PairRow& r, std::string& text) {
                           if (const exec::SqlMorphResult* m = sqlMorph(r))
                               util::appendNumberText(text, m->f1);
                       }});
    columns.push_back({"ves", [](const PairRow& r, std::string& text) {
                           const eval::ExecutionVerdict* e = scoredExecution(r);
                           if (e && e->ves) util::appendNumberText(text, e->ves->reward);
                       }});
}

}  // namespace sqlscope::report
