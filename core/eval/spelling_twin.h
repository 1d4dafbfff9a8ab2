// What the text metrics (ESM, ESM+, component analysis, schema linking)
// concluded about one prediction, kept while its question is evaluated so
// that a later prediction of that question with the same spelling key
// (spelling_key.h) takes it instead of reading its own text four times.
// The questions in a row that ask for one gold text on one database (a
// question's paraphrases) count as one question here: the metrics read the
// gold and the prediction, never the question.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/eval/batch_metrics.h"
#include "core/eval/batch_plan.h"
#include "core/eval/pair_verdict.h"

namespace sqlscope::sql {
struct ParseResult;
}

namespace sqlscope::eval {

// How the predictions of the work items [begin, end) are spelled: the work
// of one or more questions with one database and one gold text
// (sameGoldGroupStarts, batch_schedule.h).
struct GroupSpellings {
    // Per work item, the first work item of the range with its spelling key
    // (spelling_key.h): itself when it is that first one, kNoTwin when no
    // other work item of the range has its key.
    std::vector<uint32_t> twinOf;
    // Per work item, whether its key is the gold's: it is the gold up to
    // letter case and a final ';', and reads as the gold does.
    std::vector<bool> asGold;
    std::vector<std::string> keys;  // scratch room, reused from call to call
};
constexpr uint32_t kNoTwin = UINT32_MAX;
void findSpellings(const BatchPlan& plan, size_t begin, size_t end, GroupSpellings& out);

struct SpellingTwin {
    match::esm::EsmVerdict esm;
    match::esm_plus::EsmPlusVerdict esmPlus;
    linking::LinkingVerdict linking;
    match::component::ComponentVerdict component;
    // What SQLite's prepare of the twin read: schema linking's input.
    std::shared_ptr<const exec::PrepareRecord> predPrepare;
};

// `verdict`'s text metrics as a twin for the predictions that follow;
// nullopt unless every selected text metric read the prediction without an
// error (`parse` too: sqlscope's parse of it) and it executed. An error's
// message quotes the text as written and says where a reader stopped, which
// a twin spelled otherwise need not share.
std::optional<SpellingTwin> spellingTwinOf(const PairVerdict& verdict,
                                           const sql::ParseResult& parse,
                                           const MetricSelection& metrics);

// Whether `twin` may stand for a prediction that ran as `execution`: that
// one executed too, and its prepare read the same tables and columns with
// the same authorizer outcome (what ESM+'s execute step and schema linking
// read of it).
bool spellingTwinFits(const SpellingTwin& twin, const ExecutionVerdict& execution);

}  // namespace sqlscope::eval
