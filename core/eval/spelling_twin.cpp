#include "core/eval/spelling_twin.h"

#include "core/eval/spelling_key.h"
#include "core/exec/prepare_record.h"
#include "core/exec/process_limits.h"
#include "core/sql/parser.h"

namespace sqlscope::eval {

namespace {

// The prediction's run, when it executed and its prepare was recorded.
const exec::PrepareRecord* executedPrepare(const ExecutionVerdict& execution) {
    if (!execution.pred || !execution.pred->ok() || !execution.pred->prepare) return nullptr;
    const exec::PrepareRecord& record = *execution.pred->prepare;
    return record.prepared && record.hasStatement ? &record : nullptr;
}

}  // namespace

void findSpellings(const BatchPlan& plan, size_t begin, size_t end, GroupSpellings& out) {
    out.twinOf.assign(end - begin, kNoTwin);
    out.asGold.assign(end - begin, false);
    std::vector<std::string>& keys = out.keys;
    // keys[0] is the gold's, keys[1, 1 + firsts) those of `firsts`.
    if (keys.empty()) keys.emplace_back();
    keys[0].clear();
    // A text over --max-query-bytes is read by no metric: it needs no key.
    const auto keyOf = [](const std::string& text, std::string& key) {
        return !exec::queryTooLarge(text.size()) && appendSpellingKey(text, key);
    };
    const bool goldKeyed = begin < end && keyOf(*plan.work[begin].gold, keys[0]);
    std::vector<uint32_t> firsts;  // the work item of each distinct key so far
    firsts.reserve(end - begin);
    for (size_t w = begin; w < end; ++w) {
        const size_t used = 1 + firsts.size();
        if (used == keys.size()) keys.emplace_back();
        std::string& key = keys[used];
        key.clear();
        if (!keyOf(*plan.work[w].pred, key)) continue;
        out.asGold[w - begin] = goldKeyed && key == keys[0];
        size_t k = 1;
        while (k < used && keys[k] != key)
            ++k;
        if (k < used) {
            const uint32_t first = firsts[k - 1];
            out.twinOf[w - begin] = first;
            out.twinOf[first - begin] = first;
            continue;
        }
        firsts.push_back(static_cast<uint32_t>(w));
    }
}

std::optional<SpellingTwin> spellingTwinOf(const PairVerdict& verdict,
                                           const sql::ParseResult& parse,
                                           const MetricSelection& metrics) {
    if (!parse.ok() || !executedPrepare(verdict.execution)) return std::nullopt;
    // ESM always runs (hardness, Spider EX).
    if (!verdict.esm.scored || !verdict.esm.predParsed() || !verdict.esm.error.empty())
        return std::nullopt;
    if (metrics.wants("esm+")) {
        const match::esm_plus::EsmPlusVerdict& v = verdict.esmPlus;
        if (!v.scored || !v.pred || v.predStatus != match::esm_plus::PredStatus::Ok ||
            !v.predMessage.empty() || !v.error.empty())
            return std::nullopt;
    }
    if (metrics.wants("component")) {
        const match::component::ComponentVerdict& v = verdict.component;
        if (!v.computed() || !v.scored || !v.predParsed() || !v.predSyntax.valid() ||
            !v.error.empty())
            return std::nullopt;
    }
    if (metrics.wants("linking")) {
        const linking::LinkingVerdict& v = verdict.linking;
        if (!v.scored || !v.error.empty() || v.approximate()) return std::nullopt;
    }
    return SpellingTwin{verdict.esm, verdict.esmPlus, verdict.linking, verdict.component,
                        verdict.execution.pred->prepare};
}

bool spellingTwinFits(const SpellingTwin& twin, const ExecutionVerdict& execution) {
    const exec::PrepareRecord* mine = executedPrepare(execution);
    if (!mine || !twin.predPrepare) return false;
    const exec::PrepareRecord& theirs = *twin.predPrepare;
    return mine->readOnly == theirs.readOnly && mine->reads == theirs.reads &&
           mine->auth.denial == theirs.auth.denial &&
           mine->auth.denialFinal == theirs.auth.denialFinal;
}

}  // namespace sqlscope::eval
