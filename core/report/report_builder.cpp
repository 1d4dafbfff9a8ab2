#include "core/report/report_builder.h"

namespace sqlscope::report {

ReportBuilder::ReportBuilder(const dataset::Benchmark& benchmark,
                             const std::vector<dataset::PredictionFile>& runs,
                             const eval::BatchPlan& plan)
    : benchmark_(benchmark), runs_(runs), plan_(plan) {
    position_.assign(benchmark.items.size(), 0);
    for (size_t k = 0; k < plan.items.size(); ++k)
        position_[plan.items[k]] = k;
    workHardness_.resize(plan.work.size());
    report_.format = std::string(dataset::formatName(benchmark.format));
    report_.items.reserve(plan.items.size());
    for (uint32_t index : plan.items)
        report_.items.push_back(ItemRecord{index, benchmark.items[index], {}});
    report_.runs.resize(runs.size());
    for (size_t r = 0; r < runs.size(); ++r) {
        report_.runs[r].name = runs[r].name;
        report_.runs[r].path = runs[r].path;
        report_.runs[r].pairs.resize(plan.items.size());
        for (const dataset::InputProblem& problem : runs[r].problems)
            report_.runs[r].problems.push_back(problem.text());
    }
}

void ReportBuilder::add(size_t work, const eval::WorkItem& item, const eval::PairVerdict& verdict,
                        const sql::ParseResult& predParse) {
    PairRecord shared = recordVerdict(verdict, predParse, workHardness_[work]);
    for (size_t i = 0; i < item.pairs.size(); ++i) {
        const eval::PairRef& ref = item.pairs[i];
        const dataset::Prediction& pred = runs_[ref.run].predictions[ref.item];
        PairRecord& record = report_.runs[ref.run].pairs[position_[ref.item]];
        if (i + 1 < item.pairs.size()) {
            record = shared;
        } else {
            record = std::move(shared);
        }
        record.item = ref.item;
        // The same question in another run: the same values.
        if (i > 0 && item.pairs[i - 1].item == ref.item)
            record.metrics = report_.runs[item.pairs[i - 1].run].pairs[position_[ref.item]].metrics;
        else
            record.metrics = metricValues(verdict, ref.item);
        record.pred = pred.sql;
        record.predLine = pred.line;
        record.missing = pred.missing;
        if (pred.missing && record.execStatus != "gold_error" && record.execStatus != "not_run")
            record.execMessage = kMissingPredictionMessage;
    }
}

Report ReportBuilder::take() {
    for (size_t w = 0; w < plan_.work.size(); ++w) {
        if (workHardness_[w].empty()) continue;
        for (const eval::PairRef& ref : plan_.work[w].pairs)
            report_.items[position_[ref.item]].hardness = workHardness_[w];
    }
    return std::move(report_);
}

}  // namespace sqlscope::report
