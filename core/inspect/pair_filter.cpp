#include "core/inspect/pair_filter.h"

#include <array>
#include <cstring>

#include "core/inspect/alternate_golds.h"
#include "core/inspect/inspect_names.h"
#include "core/inspect/pair_counterexamples.h"
#include "core/inspect/pair_table.h"
#include "core/util/ascii_case.h"

namespace sqlscope::inspect {

const std::vector<PresetInfo>& disagreementPresets() {
    using P = DisagreementPreset;
    static const std::vector<PresetInfo> presets = {
        {P::None, "none", "No preset", "every pair"},
        {P::ExPassEsmPlusFail, "ex_pass_esm_plus_fail", "EX pass & ESM+ fail",
         "possible EX false positive"},
        {P::ExFailEsmPlusPass, "ex_fail_esm_plus_pass", "EX fail & ESM+ pass",
         "possible ESM+ false positive, or an EX false negative"},
        {P::EsmFailEsmPlusPass, "esm_fail_esm_plus_pass", "ESM fail & ESM+ pass",
         "rescued by a rule"},
        {P::RunsDisagree, "runs_disagree", "Runs disagree",
         "the runs' verdicts on the question differ (EX, or the first binary metric computed)"},
        {P::ParseError, "parse_error", "Parse error", "sqlscope's parser rejected the prediction"},
        {P::ExecutionError, "execution_error", "Execution failed",
         "the prediction did not run to its end (error, timeout, denied, limit, too large)"},
        {P::InSample, "in_sample", "In labelling sample",
         "the pairs of the workspace's labelling sample (Study > Draw Labelling Sample)"},
        {P::PassesOnlyWithAlternate, "passes_only_with_alternate",
         "Passes only with an alternate gold",
         "some metric fails against the gold and passes against an alternate gold"},
        {P::ExPassCxFound, "ex_pass_cx_found", "EX pass, counterexample found",
         "EX passes on the benchmark database, but a database was found on which gold and "
         "prediction differ (Run > Evaluation Settings > Counterexample search)"},
    };
    return presets;
}

const PresetInfo& presetInfo(DisagreementPreset preset) {
    return disagreementPresets()[static_cast<size_t>(preset)];
}

namespace {

bool verdictIs(const job::SummaryRow& row, size_t column, CellVerdict verdict) {
    return cellOf(row, column).verdict == verdict;
}

bool conditionHolds(const PairTable& table, size_t itemPos, size_t run,
                    const VerdictCondition& condition) {
    if (!condition.anyGold)
        return verdictIs(table.row(itemPos, run), condition.column, condition.verdict);
    return anyGoldCellOf(table, itemPos, run, condition.column).anyGold.verdict ==
           condition.verdict;
}

const PairCounterexample* counterexampleOf(const PairTable& table, size_t itemPos, size_t run) {
    const CounterexampleTable* cx = table.counterexamples();
    if (!cx || itemPos >= cx->itemCount() || run >= cx->runCount()) return nullptr;
    return &cx->at(itemPos, run);
}

CellVerdict verdictOf(std::optional<int> v) {
    return !v ? CellVerdict::NoVerdict : *v ? CellVerdict::Pass : CellVerdict::Fail;
}

bool passesOnlyWithAlternate(const PairTable& table, size_t itemPos, size_t run) {
    if (!table.anyGold() || !table.anyGold()->find(itemPos, run)) return false;
    for (size_t c = 0; c < verdictColumns().size(); ++c) {
        const AnyGoldCell cell = anyGoldCellOf(table, itemPos, run, c);
        if (cell.changed && cell.anyGold.verdict == CellVerdict::Pass &&
            cell.original.verdict != CellVerdict::Pass)
            return true;
    }
    return false;
}

// `needle` (already lowercased) in `haystack` (lowercased).
bool containsLowered(std::string_view haystack, std::string_view needle) {
    return haystack.find(needle) != std::string_view::npos;
}

}  // namespace

bool runsDisagree(const PairTable& table, size_t itemPos) {
    const int column = table.agreementColumn();
    if (column < 0) return false;
    bool pass = false, fail = false;
    for (size_t run = 0; run < table.runCount(); ++run) {
        if (!table.has(itemPos, run)) continue;
        const CellVerdict v = cellOf(table.row(itemPos, run), size_t(column)).verdict;
        pass |= v == CellVerdict::Pass;
        fail |= v == CellVerdict::Fail;
    }
    return pass && fail;
}

bool presetHolds(const PairTable& table, size_t itemPos, size_t run, DisagreementPreset preset) {
    const job::SummaryRow& row = table.row(itemPos, run);
    switch (preset) {
        case DisagreementPreset::None:
            return true;
        case DisagreementPreset::ExPassEsmPlusFail:
            return verdictIs(row, kColumnEx, CellVerdict::Pass) &&
                   verdictIs(row, kColumnEsmPlus, CellVerdict::Fail);
        case DisagreementPreset::ExFailEsmPlusPass:
            return verdictIs(row, kColumnEx, CellVerdict::Fail) &&
                   verdictIs(row, kColumnEsmPlus, CellVerdict::Pass);
        case DisagreementPreset::EsmFailEsmPlusPass:
            return verdictIs(row, kColumnEsm, CellVerdict::Fail) &&
                   verdictIs(row, kColumnEsmPlus, CellVerdict::Pass);
        case DisagreementPreset::RunsDisagree:
            return runsDisagree(table, itemPos);
        case DisagreementPreset::ParseError:
            return row.parseFailed;
        case DisagreementPreset::ExecutionError:
            return isExecutionFailure(row.outcome);
        case DisagreementPreset::InSample:
            return table.inSample(itemPos, run);
        case DisagreementPreset::PassesOnlyWithAlternate:
            return passesOnlyWithAlternate(table, itemPos, run);
        case DisagreementPreset::ExPassCxFound: {
            const PairCounterexample* cx = counterexampleOf(table, itemPos, run);
            return cx && cx->status == CxStatus::Found &&
                   verdictIs(row, kColumnEx, CellVerdict::Pass);
        }
    }
    return false;
}

bool PairFilter::empty() const {
    return text.empty() && databases.empty() && hardness.empty() && runs.empty() &&
           outcomes.empty() && !rule && !errorCategory && !verdict && !verdict2 &&
           preset == DisagreementPreset::None && !changed && !exc && !sqlscope &&
           counterexample.empty();
}

namespace {

// The filter's needle, lowercased once per call into a stack buffer (a
// longer one onto the heap, which no one types).
class LoweredNeedle {
public:
    explicit LoweredNeedle(std::string_view text) {
        if (text.size() <= small_.size()) {
            for (size_t i = 0; i < text.size(); ++i)
                small_[i] = util::asciiLower(text[i]);
            view_ = std::string_view(small_.data(), text.size());
        } else {
            large_.reserve(text.size());
            for (char c : text)
                large_.push_back(util::asciiLower(c));
            view_ = large_;
        }
    }
    std::string_view view() const { return view_; }

private:
    std::array<char, 256> small_;  // not zeroed: only the needle's bytes are read
    std::string large_;
    std::string_view view_;
};

bool acceptsPair(const PairFilter& f, const PairTable& table, size_t itemPos, size_t run,
                 std::string_view needle) {
    if (!table.has(itemPos, run)) return false;
    if (!f.runs.empty() && !f.runs.count(run)) return false;
    const job::SummaryRow& row = table.row(itemPos, run);
    if (!f.hardness.empty() && !f.hardness.count(row.hardness)) return false;
    if (!f.outcomes.empty() && !f.outcomes.count(row.outcome)) return false;
    if (f.rule && !row.rulesFired.has(*f.rule)) return false;
    if (f.errorCategory && !(row.errorCategories & (1u << static_cast<int>(*f.errorCategory))))
        return false;
    if (f.verdict && !conditionHolds(table, itemPos, run, *f.verdict)) return false;
    if (f.verdict2 && !conditionHolds(table, itemPos, run, *f.verdict2)) return false;
    if (f.changed && !(table.anyGold() && table.anyGold()->find(itemPos, run) &&
                       anyGoldCellOf(table, itemPos, run, *f.changed).changed))
        return false;
    if (f.exc || f.sqlscope || !f.counterexample.empty()) {
        const PairCounterexample* cx = counterexampleOf(table, itemPos, run);
        if (f.exc && verdictOf(cx ? cx->exc : std::nullopt) != *f.exc) return false;
        if (f.sqlscope && verdictOf(cx ? cx->sqlscope : std::nullopt) != *f.sqlscope) return false;
        if (!f.counterexample.empty() &&
            !f.counterexample.count(cx ? cx->status : CxStatus::NotSearched))
            return false;
    }
    if (!f.databases.empty() && !f.databases.count(table.dbId(itemPos))) return false;
    if (f.preset != DisagreementPreset::None && !presetHolds(table, itemPos, run, f.preset))
        return false;
    if (!needle.empty() && !containsLowered(table.loweredItemText(itemPos), needle) &&
        !containsLowered(table.loweredPrediction(itemPos, run), needle))
        return false;
    return true;
}

}  // namespace

bool PairFilter::accepts(const PairTable& table, size_t itemPos, size_t run) const {
    const LoweredNeedle needle(text);
    return acceptsPair(*this, table, itemPos, run, needle.view());
}

bool PairFilter::acceptsQuestion(const PairTable& table, size_t itemPos) const {
    const LoweredNeedle needle(text);
    for (size_t run = 0; run < table.runCount(); ++run)
        if (acceptsPair(*this, table, itemPos, run, needle.view())) return true;
    return false;
}

}  // namespace sqlscope::inspect
