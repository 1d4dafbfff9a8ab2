// Alternate golds (docs/metrics/alternate-golds.md): a question's extra
// accepted answers, scored with the same evaluator and settings as its
// gold, and "the verdict against any accepted gold" per pair and metric:
// the best value over the original gold and every alternate (a binary
// metric passes when any gold passes), with the gold that gave it. The
// original values stay untouched in the job's SummaryRows; the any-gold
// values live in a sparse AnyGoldTable beside them, only for the pairs of
// questions that have alternates.
//
// Three steps, so that a window can run the middle one on a worker thread:
//   alternateTasks   (reads a PairTable; cheap)      which (pair, alternate) to score
//   scoreAlternates  (executes queries; any thread)  the tasks not already cached
//   combineAnyGold   (cheap)                         the AnyGoldTable a PairTable shows
// Qt-free.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/annotate/alternate_score.h"
#include "core/annotate/annotation.h"
#include "core/job/summary_row.h"

namespace sqlscope::eval {
class EvaluationContext;
class PairEvaluator;
}  // namespace sqlscope::eval

namespace sqlscope::inspect {

class PairTable;

// Cached scores by alternateScoreKey (what a workspace stores).
using AlternateScoreMap = std::map<std::string, annotate::AlternateScore>;

// 64 hex digits: SHA-256 of the evaluation's key (workspace::summaryKey:
// settings, input digests, evaluator version), the item index, the
// database, the alternate's SQL and the prediction, each followed by '\n'.
std::string alternateScoreKey(const std::string& evaluationKey, uint32_t item,
                              const std::string& dbId, const std::string& alternate,
                              const std::string& prediction);

// One alternate gold of one pair, to be scored.
struct AlternateTask {
    size_t itemPos = 0;  // in the PairTable
    uint32_t item = 0;   // benchmark index
    uint32_t run = 0;
    size_t alternate = 0;  // position in the question's alternateGolds (0-based)
    std::string dbId;
    std::string sql;         // the alternate gold as written
    std::string prediction;  // "" when missing (scored as a failure, as the original)
    std::string key;         // alternateScoreKey(...)
};

// Every (present pair, alternate) of the questions in `questions` that have
// alternate golds, matched to the table's items by item id; in pair order,
// then alternate order.
std::vector<AlternateTask> alternateTasks(
    const PairTable& table, const std::vector<annotate::QuestionAnnotation>& questions,
    const std::string& evaluationKey);

// One alternate scored as the original gold is: `evaluator` (made from the
// evaluation's context) evaluates (db, alternate, prediction); the values
// are report::metricValues'. An alternate sqlscope's parser rejects, or one
// whose execution fails, gets a problem and whatever metrics could still
// score it (NaN for the rest).
annotate::AlternateScore scoreAlternate(eval::PairEvaluator& evaluator, const AlternateTask& task);

struct AlternateScoring {
    AlternateScoreMap fresh;  // the tasks scored now, by key (to cache)
    size_t evaluated = 0;     // PairEvaluator::evaluate calls made
    bool stopped = false;     // `stop` was raised before every task was scored
};
// Scores every task whose key is not in `cached` (each key once), on the
// calling thread with an evaluator of its own. `context` must be the one
// the evaluation ran on (or one made from the same request).
AlternateScoring scoreAlternates(const std::vector<AlternateTask>& tasks,
                                 const AlternateScoreMap& cached, eval::EvaluationContext& context,
                                 const std::atomic<bool>* stop = nullptr);

// Which gold gave a pair's any-gold value for one metric.
inline constexpr int8_t kOriginalGold = -1;  // the benchmark's gold (also on ties)
inline constexpr int8_t kNoGold = -2;        // no gold gave a value (NaN)

struct AnyGoldRow {
    // Per metric (metricDefinitions() order): the best value over the
    // original and every alternate; NaN when none has a value.
    std::array<float, job::kSummaryMetricCount> metrics{};
    // Per metric: kOriginalGold, kNoGold, or the alternate's 0-based position.
    std::array<int8_t, job::kSummaryMetricCount> acceptedBy{};
    // False when some alternate of the pair has no score yet (not scored:
    // no database, stopped); then `metrics` are not to be shown.
    bool complete = true;
};

// An alternate that could not be scored, once per (question, alternate).
struct AlternateProblem {
    size_t itemPos = 0;
    uint32_t item = 0;  // benchmark index (the export's `index`)
    std::string itemId;
    size_t alternate = 0;  // 0-based
    std::string message;   // "does not parse: 1:8: ..." / "fails to execute: ..."
    // "item 17 (id 17), alternate gold 2: does not parse: ..."
    std::string text() const;
};

class AnyGoldTable {
public:
    // The pair's row, or null when its question has no alternate gold.
    const AnyGoldRow* find(size_t itemPos, size_t run) const {
        const auto it = rows_.find(keyOf(itemPos, run));
        return it == rows_.end() ? nullptr : &it->second;
    }
    void put(size_t itemPos, size_t run, const AnyGoldRow& row) {
        rows_[keyOf(itemPos, run)] = row;
    }
    size_t size() const { return rows_.size(); }
    // Pairs whose row is not complete.
    size_t incomplete() const;

    std::vector<AlternateProblem> problems;  // in item order, then alternate order

private:
    static uint64_t keyOf(size_t itemPos, size_t run) {
        return (static_cast<uint64_t>(itemPos) << 32) | static_cast<uint32_t>(run);
    }
    std::unordered_map<uint64_t, AnyGoldRow> rows_;
};

// The any-gold rows of `tasks`' pairs from the scores found in `scores`
// (a task without a score leaves its pair incomplete).
std::shared_ptr<const AnyGoldTable> combineAnyGold(const PairTable& table,
                                                   const std::vector<AlternateTask>& tasks,
                                                   const AlternateScoreMap& scores);

// The whole sequence on the calling thread: tasks, scoring of those not in
// `cache` (when `context` is given; else they stay unscored), combination.
// The fresh scores are added to `cache`; `evaluated` (when given) receives
// the number of evaluations made.
std::shared_ptr<const AnyGoldTable> scoreAnyGold(
    const PairTable& table, const std::vector<annotate::QuestionAnnotation>& questions,
    const std::string& evaluationKey, AlternateScoreMap& cache, eval::EvaluationContext* context,
    size_t* evaluated = nullptr);

// "gold" for kOriginalGold, "altN" (1-based) for an alternate, "" for kNoGold.
std::string acceptedByName(int8_t acceptedBy);

}  // namespace sqlscope::inspect
