#include "core/inspect/alternate_golds.h"

#include <cmath>
#include <limits>
#include <set>
#include <utility>

#include "core/eval/evaluation_context.h"
#include "core/eval/pair_evaluator.h"
#include "core/inspect/pair_table.h"
#include "core/report/metric_registry.h"
#include "core/report/report_model.h"
#include "core/sql/parser.h"
#include "core/util/sha256.h"

namespace sqlscope::inspect {

std::string alternateScoreKey(const std::string& evaluationKey, uint32_t item,
                              const std::string& dbId, const std::string& alternate,
                              const std::string& prediction) {
    util::Sha256 hash;
    hash.update("sqlscope-alternate-score-1\n");
    for (const std::string& part :
         {evaluationKey, std::to_string(item), dbId, alternate, prediction}) {
        hash.update(std::to_string(part.size()));
        hash.update(":");
        hash.update(part);
        hash.update("\n");
    }
    return util::Sha256::toHex(hash.finish());
}

std::vector<AlternateTask> alternateTasks(
    const PairTable& table, const std::vector<annotate::QuestionAnnotation>& questions,
    const std::string& evaluationKey) {
    std::map<std::string_view, const annotate::QuestionAnnotation*> byId;
    for (const annotate::QuestionAnnotation& q : questions)
        if (!q.alternateGolds.empty()) byId.emplace(q.question.itemId, &q);
    std::vector<AlternateTask> tasks;
    if (byId.empty()) return tasks;
    for (size_t pos = 0; pos < table.itemCount(); ++pos) {
        const auto it = byId.find(table.itemId(pos));
        if (it == byId.end()) continue;
        const std::vector<std::string>& alternates = it->second->alternateGolds;
        for (size_t run = 0; run < table.runCount(); ++run) {
            if (!table.has(pos, run)) continue;
            for (size_t a = 0; a < alternates.size(); ++a) {
                AlternateTask task;
                task.itemPos = pos;
                task.item = table.itemIndex(pos);
                task.run = static_cast<uint32_t>(run);
                task.alternate = a;
                task.dbId = std::string(table.dbId(pos));
                task.sql = alternates[a];
                task.prediction = std::string(table.prediction(pos, run));
                task.key = alternateScoreKey(evaluationKey, task.item, task.dbId, task.sql,
                                             task.prediction);
                tasks.push_back(std::move(task));
            }
        }
    }
    return tasks;
}

annotate::AlternateScore scoreAlternate(eval::PairEvaluator& evaluator, const AlternateTask& task) {
    annotate::AlternateScore score;
    const eval::PairVerdict verdict = evaluator.evaluate(task.dbId, task.sql, task.prediction);
    for (const std::optional<double>& value : report::metricValues(verdict, task.item))
        score.metrics.push_back(value ? static_cast<float>(*value)
                                      : std::numeric_limits<float>::quiet_NaN());
    score.metrics.resize(job::kSummaryMetricCount, std::numeric_limits<float>::quiet_NaN());
    const sql::ParseResult parsed = sql::parse(task.sql);
    if (!parsed.ok() && parsed.error) {
        score.problem = "does not parse: " + std::to_string(parsed.error->line) + ":" +
                        std::to_string(parsed.error->column) + ": " + parsed.error->message;
    } else if (verdict.execution.outcome == eval::ExecOutcome::GoldError) {
        score.problem = "fails to execute: " + verdict.execution.message;
    }
    return score;
}

AlternateScoring scoreAlternates(const std::vector<AlternateTask>& tasks,
                                 const AlternateScoreMap& cached, eval::EvaluationContext& context,
                                 const std::atomic<bool>* stop) {
    AlternateScoring out;
    std::unique_ptr<eval::PairEvaluator> evaluator;
    for (const AlternateTask& task : tasks) {
        if (cached.count(task.key) || out.fresh.count(task.key)) continue;
        if (stop && stop->load()) {
            out.stopped = true;
            break;
        }
        if (!evaluator) evaluator = std::make_unique<eval::PairEvaluator>(context, stop);
        out.fresh.emplace(task.key, scoreAlternate(*evaluator, task));
        ++out.evaluated;
    }
    return out;
}

size_t AnyGoldTable::incomplete() const {
    size_t n = 0;
    for (const auto& [key, row] : rows_)
        n += row.complete ? 0 : 1;
    return n;
}

std::string AlternateProblem::text() const {
    return "item " + std::to_string(item) + " (id " + itemId + "), alternate gold " +
           std::to_string(alternate + 1) + ": " + message;
}

std::shared_ptr<const AnyGoldTable> combineAnyGold(const PairTable& table,
                                                   const std::vector<AlternateTask>& tasks,
                                                   const AlternateScoreMap& scores) {
    auto out = std::make_shared<AnyGoldTable>();
    std::set<std::pair<size_t, size_t>> problemSeen;
    size_t i = 0;
    while (i < tasks.size()) {
        const size_t pos = tasks[i].itemPos, run = tasks[i].run;
        const job::SummaryRow& original = table.row(pos, run);
        AnyGoldRow row;
        for (size_t m = 0; m < job::kSummaryMetricCount; ++m) {
            row.metrics[m] = original.metrics[m];
            row.acceptedBy[m] = std::isnan(original.metrics[m]) ? kNoGold : kOriginalGold;
        }
        for (; i < tasks.size() && tasks[i].itemPos == pos && tasks[i].run == run; ++i) {
            const AlternateTask& task = tasks[i];
            const auto it = scores.find(task.key);
            if (it == scores.end()) {
                row.complete = false;
                continue;
            }
            const annotate::AlternateScore& score = it->second;
            if (!score.problem.empty() && problemSeen.emplace(pos, task.alternate).second)
                out->problems.push_back({pos, task.item, std::string(table.itemId(pos)),
                                         task.alternate, score.problem});
            for (size_t m = 0; m < job::kSummaryMetricCount && m < score.metrics.size(); ++m) {
                const float value = score.metrics[m];
                if (std::isnan(value)) continue;
                if (std::isnan(row.metrics[m]) || value > row.metrics[m]) {
                    row.metrics[m] = value;
                    row.acceptedBy[m] = static_cast<int8_t>(task.alternate);
                }
            }
        }
        out->put(pos, run, row);
    }
    return out;
}

std::shared_ptr<const AnyGoldTable> scoreAnyGold(
    const PairTable& table, const std::vector<annotate::QuestionAnnotation>& questions,
    const std::string& evaluationKey, AlternateScoreMap& cache, eval::EvaluationContext* context,
    size_t* evaluated) {
    const std::vector<AlternateTask> tasks = alternateTasks(table, questions, evaluationKey);
    size_t made = 0;
    if (context && !tasks.empty()) {
        AlternateScoring scored = scoreAlternates(tasks, cache, *context);
        made = scored.evaluated;
        cache.merge(scored.fresh);
    }
    if (evaluated) *evaluated = made;
    return combineAnyGold(table, tasks, cache);
}

std::string acceptedByName(int8_t acceptedBy) {
    if (acceptedBy == kOriginalGold) return "gold";
    if (acceptedBy < 0) return "";
    return "alt" + std::to_string(acceptedBy + 1);
}

}  // namespace sqlscope::inspect
