// pairs.csv columns of the execution metrics (execution.md). Every one is
// empty when the gold failed: such a pair is left out of the metric's
// average and counted (execution.md §1).
#include "core/report/pair_columns.h"
#include "core/util/number_text.h"

namespace sqlscope::report {
namespace {

const eval::ExecutionVerdict* scoredExecution(const PairRow& r) {
    const eval::ExecutionVerdict& e = r.verdict.execution;
    return e.outcome == eval::ExecOutcome::GoldError ? nullptr : &e;
}

const exec::SqlMorphResult* sqlMorph(const PairRow& r) {
    const eval::ExecutionVerdict* e = scoredExecution(r);
    return e && e->sqlMorph ? &*e->sqlMorph : nullptr;
}

}  // namespace

void addExecutionColumns(std::vector<PairColumn>& columns) {
    columns.push_back({"exec_status", [](const PairRow& r) {
                           return std::string(eval::execOutcomeName(r.verdict.execution.outcome));
                       }});
    columns.push_back(
        {"exec_message", [](const PairRow& r) { return r.verdict.execution.message; }});
    columns.push_back({"ex", [](const PairRow& r) {
                           const eval::ExecutionVerdict* e = scoredExecution(r);
                           return e && e->spiderEx ? std::to_string(*e->spiderEx) : std::string();
                       }});
    columns.push_back({"ex_bird", [](const PairRow& r) {
                           const eval::ExecutionVerdict* e = scoredExecution(r);
                           return e && e->bird ? std::to_string(e->bird->ex) : std::string();
                       }});
    columns.push_back({"exe", [](const PairRow& r) {
                           const eval::ExecutionVerdict* e = scoredExecution(r);
                           if (!e || !e->exe || e->exe->status == exec::ExeStatus::GoldError ||
                               e->exe->status == exec::ExeStatus::Cancelled)
                               return std::string();
                           return std::to_string(e->exe->score());
                       }});
    columns.push_back({"exp", [](const PairRow& r) {
                           return sqlMorph(r) ? util::numberText(sqlMorph(r)->exp) : std::string();
                       }});
    columns.push_back({"exr", [](const PairRow& r) {
                           return sqlMorph(r) ? util::numberText(sqlMorph(r)->exr) : std::string();
                       }});
    columns.push_back({"ex_f1", [](const PairRow& r) {
                           return sqlMorph(r) ? util::numberText(sqlMorph(r)->f1) : std::string();
                       }});
    columns.push_back({"ves", [](const PairRow& r) {
                           const eval::ExecutionVerdict* e = scoredExecution(r);
                           return e && e->ves ? util::numberText(e->ves->reward) : std::string();
                       }});
}

}  // namespace sqlscope::report
