#include "core/inspect/run_summary.h"

#include <array>

#include "core/inspect/alternate_golds.h"
#include "core/inspect/inspect_names.h"
#include "core/inspect/pair_counterexamples.h"
#include "core/inspect/pair_table.h"
#include "core/job/summary_row.h"

namespace sqlscope::inspect {

namespace {

PairFilter runFilter(size_t run) {
    PairFilter f;
    f.runs = {run};
    return f;
}

FilteredCount counted(std::string label, size_t count, PairFilter filter) {
    return FilteredCount{std::move(label), count, std::move(filter)};
}

std::optional<double> percent(size_t passed, size_t total) {
    if (total == 0) return std::nullopt;
    return 100.0 * double(passed) / double(total);
}

size_t hardnessSlot(int hardness) {
    return hardness >= 0 && hardness <= 3 ? size_t(hardness) : 4;
}

}  // namespace

RunSummary summarizeRun(const PairTable& table, size_t run) {
    RunSummary s;
    s.run = run;
    s.name = table.runName(run);
    const auto& columns = verdictColumns();
    const size_t columnCount = columns.size();

    // One pass: the counts, then the summary is assembled around them.
    size_t present = 0;
    std::vector<std::array<size_t, 4>> verdicts(columnCount, {0, 0, 0, 0});  // by CellVerdict
    std::vector<double> sums(columnCount, 0.0);
    std::vector<size_t> anyWith(columnCount, 0), anyPass(columnCount, 0), changed(columnCount, 0);
    std::vector<double> anySums(columnCount, 0.0);
    size_t alternatePairs = 0;
    std::array<size_t, 5> byHardness{}, exWith{}, exPass{}, plusWith{}, plusPass{};
    std::array<size_t, kOutcomes.size()> byOutcome{};
    std::array<size_t, match::esm_plus::kRuleCount + 1> rescued{};
    // The disagreement presets: "In labelling sample" is not one (its pairs
    // are chosen, not found), so the summary leaves it out.
    const auto& presets = disagreementPresets();
    auto isDisagreement = [&](size_t p) {
        return p > 0 && presets[p].preset != DisagreementPreset::InSample &&
               (presets[p].preset != DisagreementPreset::ExPassCxFound || table.counterexamples());
    };
    const CounterexampleTable* cx = table.counterexamples();
    std::array<size_t, 3> excBy{}, sqlscopeBy{};  // pass, fail, none
    std::array<size_t, 4> cxBy{};                 // by CxStatus
    auto slot = [](std::optional<int> v) { return !v ? 2 : *v ? 0 : 1; };
    std::vector<size_t> byPreset(presets.size(), 0);

    for (size_t pos = 0; pos < table.itemCount(); ++pos) {
        if (!table.has(pos, run)) continue;
        const job::SummaryRow& row = table.row(pos, run);
        ++present;
        const bool alternates = table.anyGold() && table.anyGold()->find(pos, run) &&
                                table.anyGold()->find(pos, run)->complete;
        alternatePairs += alternates;
        for (size_t c = 0; c < columnCount; ++c) {
            const Cell cell = cellOf(row, c);
            ++verdicts[c][static_cast<size_t>(cell.verdict)];
            if (cell.verdict != CellVerdict::NoVerdict) sums[c] += cell.value;
            const AnyGoldCell any =
                alternates ? anyGoldCellOf(table, pos, run, c) : AnyGoldCell{cell, cell};
            if (any.anyGold.verdict != CellVerdict::NoVerdict) {
                ++anyWith[c];
                anySums[c] += any.anyGold.value;
            }
            anyPass[c] += any.anyGold.verdict == CellVerdict::Pass;
            changed[c] += any.changed;
        }
        const size_t h = hardnessSlot(row.hardness);
        ++byHardness[h];
        const Cell ex = cellOf(row, kColumnEx), esm = cellOf(row, kColumnEsm),
                   plus = cellOf(row, kColumnEsmPlus);
        if (ex.verdict != CellVerdict::NoVerdict) {
            ++exWith[h];
            exPass[h] += ex.verdict == CellVerdict::Pass;
        }
        if (plus.verdict != CellVerdict::NoVerdict) {
            ++plusWith[h];
            plusPass[h] += plus.verdict == CellVerdict::Pass;
        }
        ++byOutcome[static_cast<size_t>(row.outcome)];
        if (esm.verdict == CellVerdict::Fail && plus.verdict == CellVerdict::Pass)
            for (int r = 1; r <= match::esm_plus::kRuleCount; ++r)
                rescued[size_t(r)] += row.rulesFired.has(r);
        if (cx && pos < cx->itemCount() && run < cx->runCount()) {
            const PairCounterexample& record = cx->at(pos, run);
            ++excBy[size_t(slot(record.exc))];
            ++sqlscopeBy[size_t(slot(record.sqlscope))];
            ++cxBy[static_cast<size_t>(record.status)];
        }
        for (size_t p = 1; p < presets.size(); ++p)
            if (isDisagreement(p)) byPreset[p] += presetHolds(table, pos, run, presets[p].preset);
    }

    s.pairs = counted("pairs", present, runFilter(run));
    for (size_t c = 0; c < columnCount; ++c) {
        MetricSummary m;
        m.column = c;
        m.label = std::string(columns[c].label);
        m.binary = columns[c].binary;
        const auto& v = verdicts[c];
        m.withVerdict = present - v[size_t(CellVerdict::NoVerdict)];
        if (m.withVerdict > 0) m.mean = (m.binary ? 100.0 : 1.0) * sums[c] / double(m.withVerdict);
        auto with = [&](CellVerdict verdict, const char* label) {
            PairFilter f = runFilter(run);
            f.verdict = VerdictCondition{c, verdict};
            return counted(m.label + " " + label, v[size_t(verdict)], std::move(f));
        };
        m.pass = with(CellVerdict::Pass, "pass");
        m.partial = with(CellVerdict::Partial, "partial");
        m.fail = with(CellVerdict::Fail, "fail");
        m.noVerdict = with(CellVerdict::NoVerdict, "n/a");
        m.withVerdictAnyGold = anyWith[c];
        if (anyWith[c] > 0)
            m.meanAnyGold = (m.binary ? 100.0 : 1.0) * anySums[c] / double(anyWith[c]);
        PairFilter anyPassFilter = runFilter(run);
        anyPassFilter.verdict = VerdictCondition{c, CellVerdict::Pass, true};
        m.passAnyGold =
            counted(m.label + " pass with alternate golds", anyPass[c], std::move(anyPassFilter));
        PairFilter changedFilter = runFilter(run);
        changedFilter.changed = c;
        m.changed =
            counted(m.label + " changed by alternate golds", changed[c], std::move(changedFilter));
        s.metrics.push_back(std::move(m));
    }
    for (int code : kHardnessCodes) {
        const size_t h = hardnessSlot(code);
        HardnessSummary hs;
        hs.hardness = code;
        PairFilter f = runFilter(run);
        f.hardness = {code};
        hs.pairs = counted(std::string(hardnessLabel(code)), byHardness[h], std::move(f));
        hs.exAccuracy = percent(exPass[h], exWith[h]);
        hs.esmPlusAccuracy = percent(plusPass[h], plusWith[h]);
        s.hardness.push_back(std::move(hs));
    }
    for (eval::ExecOutcome outcome : kOutcomes) {
        const size_t n = byOutcome[static_cast<size_t>(outcome)];
        if (n == 0) continue;
        PairFilter f = runFilter(run);
        f.outcomes = {outcome};
        s.outcomes.push_back(counted(std::string(outcomeLabel(outcome)), n, std::move(f)));
    }
    for (int r = 1; r <= match::esm_plus::kRuleCount; ++r) {
        if (rescued[size_t(r)] == 0) continue;
        PairFilter f = runFilter(run);
        f.rule = r;
        f.preset = DisagreementPreset::EsmFailEsmPlusPass;
        s.rescues.push_back(RuleRescue{r, std::string(ruleName(r)),
                                       counted(ruleLabel(r), rescued[size_t(r)], std::move(f))});
    }
    for (size_t p = 1; p < presets.size(); ++p) {
        if (!isDisagreement(p)) continue;
        PairFilter f = runFilter(run);
        f.preset = presets[p].preset;
        s.disagreements.push_back(counted(std::string(presets[p].name), byPreset[p], std::move(f)));
    }
    s.alternatePairs = alternatePairs;
    if (cx) {
        CounterexampleSummary c;
        auto excCount = [&](CellVerdict verdict, size_t n, const char* label) {
            PairFilter f = runFilter(run);
            f.exc = verdict;
            return counted(label, n, std::move(f));
        };
        auto sqlscopeCount = [&](CellVerdict verdict, size_t n, const char* label) {
            PairFilter f = runFilter(run);
            f.sqlscope = verdict;
            return counted(label, n, std::move(f));
        };
        auto cxCount = [&](CxStatus status, const char* label) {
            PairFilter f = runFilter(run);
            f.counterexample = {status};
            return counted(label, cxBy[static_cast<size_t>(status)], std::move(f));
        };
        c.excPass = excCount(CellVerdict::Pass, excBy[0], "EXC pass");
        c.excFail = excCount(CellVerdict::Fail, excBy[1], "EXC fail");
        c.excNoVerdict = excCount(CellVerdict::NoVerdict, excBy[2], "EXC n/a");
        c.sqlscopePass = sqlscopeCount(CellVerdict::Pass, sqlscopeBy[0], "sqlscope pass");
        c.sqlscopeFail = sqlscopeCount(CellVerdict::Fail, sqlscopeBy[1], "sqlscope fail");
        c.found = cxCount(CxStatus::Found, "counterexample found");
        c.none = cxCount(CxStatus::None, "none within the budget");
        c.notApplicable = cxCount(CxStatus::NotApplicable, "not applicable");
        c.notSearched = cxCount(CxStatus::NotSearched, "not searched");
        c.excRate = percent(excBy[0], excBy[0] + excBy[1]);
        c.sqlscopeRate = percent(sqlscopeBy[0], sqlscopeBy[0] + sqlscopeBy[1]);
        s.counterexamples = std::move(c);
    }
    return s;
}

}  // namespace sqlscope::inspect
