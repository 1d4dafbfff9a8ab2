#include "core/report/self_check.h"

#include <algorithm>
#include <cctype>

#include "core/exec/bird_compare.h"
#include "core/exec/testsuite_compare.h"
#include "core/exec/testsuite_preprocess.h"
#include "core/report/metric_registry.h"
#include "core/schema/catalog.h"

namespace sqlscope::report {

std::string_view selfCheckReasonName(SelfCheckReason reason) {
    switch (reason) {
        case SelfCheckReason::ReferenceQuirk:
            return "reference_quirk";
        case SelfCheckReason::Timeout:
            return "timeout";
        case SelfCheckReason::GoldError:
            return "gold_error";
        case SelfCheckReason::Nondeterminism:
            return "nondeterminism";
        case SelfCheckReason::Other:
            return "other";
    }
    return "other";
}

namespace {

bool isExecutionMetric(const std::string& key) {
    return key == "ex" || key == "ex_bird" || key == "exe" || key == "exp" || key == "exr" ||
           key == "ex_f1" || key == "ves";
}

bool contains(const std::vector<std::string>& keys, std::string_view key) {
    return std::find(keys.begin(), keys.end(), key) != keys.end();
}

// Why a gold scored below 1 against itself, from the most to the least
// specific cause.
void classify(const eval::PairVerdict& verdict, SelfCheckFinding& finding) {
    const eval::ExecutionVerdict& e = verdict.execution;
    const auto& keys = finding.metrics;
    const bool execution =
        std::any_of(keys.begin(), keys.end(), [](const auto& k) { return isExecutionMetric(k); });
    if (execution && e.outcome == eval::ExecOutcome::GoldError) {
        const bool timedOut = e.gold && e.gold->status == exec::ExecStatus::Timeout;
        finding.reason = timedOut ? SelfCheckReason::Timeout : SelfCheckReason::GoldError;
        finding.detail = e.message;
        return;
    }
    if (execution && e.outcome == eval::ExecOutcome::Timeout) {
        finding.reason = SelfCheckReason::Timeout;
        finding.detail = e.message;
        return;
    }
    if (!verdict.quirks.empty()) {
        finding.reason = SelfCheckReason::ReferenceQuirk;
        finding.detail = verdict.quirks.text();
        return;
    }
    if (contains(keys, "esm")) {
        finding.reason = SelfCheckReason::ReferenceQuirk;
        finding.detail = verdict.esm.scored ? "Spider's exact match of the gold with itself fails"
                                            : "Spider's parser: " + verdict.esm.errorText();
        if (!verdict.esm.scored && verdict.esm.error.rfind("schema:", 0) == 0)
            finding.reason = SelfCheckReason::GoldError;
        return;
    }
    if (contains(keys, "esm+")) {
        const std::string error = verdict.esmPlus.errorText();
        finding.reason = error.rfind("schema:", 0) == 0 ? SelfCheckReason::GoldError
                                                        : SelfCheckReason::ReferenceQuirk;
        finding.detail = error.empty() ? "ESM+ of the gold with itself fails" : "ESM+: " + error;
        return;
    }
    if (execution && e.outcome != eval::ExecOutcome::Ok) {
        finding.reason = SelfCheckReason::Other;
        finding.detail = std::string(eval::execOutcomeName(e.outcome)) + ": " + e.message;
        return;
    }
    finding.reason = SelfCheckReason::Other;
    if (verdict.linking.approximate()) {
        finding.detail = "SQLite could not prepare the gold; its elements were read from the parse";
    } else {
        finding.detail = "the gold scores below 1 against itself";
    }
}

bool isWordChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

bool keywordAt(std::string_view text, size_t at, std::string_view word) {
    if (at + word.size() > text.size()) return false;
    for (size_t i = 0; i < word.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(text[at + i])) != word[i]) return false;
    return (at == 0 || !isWordChar(text[at - 1])) &&
           (at + word.size() == text.size() || !isWordChar(text[at + word.size()]));
}

// Where the sort keys of the gold's top-level ORDER BY end (before its
// LIMIT, or at the end of the statement), or npos without a top-level ORDER
// BY. Quotes, brackets, comments and parentheses are skipped.
size_t endOfTopLevelOrderBy(std::string_view text) {
    size_t orderBy = std::string_view::npos;
    size_t limit = std::string_view::npos;
    size_t end = text.size();
    int depth = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\'' || c == '"' || c == '`' || c == '[') {
            const char close = c == '[' ? ']' : c;
            size_t j = text.find(close, i + 1);
            i = j == std::string_view::npos ? text.size() : j;
        } else if (c == '-' && i + 1 < text.size() && text[i + 1] == '-') {
            size_t j = text.find('\n', i);
            i = j == std::string_view::npos ? text.size() : j;
        } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
            size_t j = text.find("*/", i + 2);
            i = j == std::string_view::npos ? text.size() : j + 1;
        } else if (c == '(') {
            ++depth;
        } else if (c == ')') {
            --depth;
        } else if (c == ';' && depth == 0) {
            end = i;
            break;
        } else if (depth == 0 && keywordAt(text, i, "order")) {
            size_t j = i + 5;
            while (j < text.size() && std::isspace(static_cast<unsigned char>(text[j])))
                ++j;
            if (keywordAt(text, j, "by")) {
                orderBy = j + 2;
                limit = std::string_view::npos;
            }
        } else if (depth == 0 && orderBy != std::string_view::npos && keywordAt(text, i, "limit")) {
            limit = i;
        }
    }
    if (orderBy == std::string_view::npos) return orderBy;
    return limit != std::string_view::npos ? limit : end;
}

// A tie under the gold's top-level ORDER BY, which the reversed scan order
// cannot show (SQLite does not reverse what it sorts): the gold run with
// every result column appended to its sort keys, ascending and then
// descending, as two executions could break the tie. Other rows: a LIMIT
// cuts through the tie; the same rows in another order: EX and EXE compare
// them in order.
std::optional<SelfCheckFinding> probeOrderByTies(
    uint32_t item, const dataset::BenchmarkItem& gold, const std::vector<std::string>& selected,
    const std::vector<int>& metrics, const exec::ExecResult& usualRun, const std::string& path,
    const exec::ExecOptions& options, const exec::CompareOptions& compare,
    exec::Executor& executor) {
    const std::string& text = gold.gold;
    const size_t at = endOfTopLevelOrderBy(text);
    const size_t columns = usualRun.result.columnCount();
    if (at == std::string_view::npos || columns == 0) return std::nullopt;
    std::string ascending, descending;
    for (size_t c = 1; c <= columns; ++c) {
        ascending += ", " + std::to_string(c);
        descending += ", " + std::to_string(c) + " DESC";
    }
    // "... ORDER BY k<keys> LIMIT n": a space keeps the keys apart from LIMIT.
    const std::string head = text.substr(0, at);
    std::string trimmed = head;
    while (!trimmed.empty() && std::isspace(static_cast<unsigned char>(trimmed.back())))
        trimmed.pop_back();
    const std::string tail = " " + text.substr(at);
    const exec::ExecResult up = executor.run(path, trimmed + ascending + tail, options);
    const exec::ExecResult down = executor.run(path, trimmed + descending + tail, options);
    if (!up.ok() || !down.ok()) return std::nullopt;
    const bool sameBag = exec::resultEq(up.result, down.result, false, compare).equal;
    const bool sameList = sameBag && exec::resultEq(up.result, down.result, true, compare).equal;
    if (sameList) return std::nullopt;
    SelfCheckFinding finding;
    finding.item = item;
    finding.dbId = gold.dbId;
    for (int m : metrics) {
        const std::string& key = metricDefinitions()[static_cast<size_t>(m)].key;
        if (!contains(selected, key)) continue;
        if (!sameBag || key == "ex" || key == "exe") finding.metrics.push_back(key);
    }
    if (finding.metrics.empty()) return std::nullopt;
    finding.reason = SelfCheckReason::Nondeterminism;
    finding.detail = !sameBag ? "the LIMIT cuts through rows tied under ORDER BY: other rows when "
                                "the tie is broken the other way"
                              : "rows tied under ORDER BY come in either order; EX and EXE "
                                "compare them in order";
    return finding;
}

}  // namespace

std::optional<SelfCheckFinding> selfCheckPair(uint32_t item, std::string_view dbId,
                                              const eval::PairVerdict& verdict,
                                              const std::vector<std::optional<double>>& values,
                                              const std::vector<int>& metrics) {
    SelfCheckFinding finding;
    finding.item = item;
    finding.dbId = std::string(dbId);
    const auto& definitions = metricDefinitions();
    for (int m : metrics) {
        const std::optional<double>& v = values[static_cast<size_t>(m)];
        if (!v || *v != 1.0) finding.metrics.push_back(definitions[static_cast<size_t>(m)].key);
    }
    if (finding.metrics.empty()) return std::nullopt;
    classify(verdict, finding);
    return finding;
}

std::optional<SelfCheckFinding> probeGoldOrder(uint32_t item, const dataset::BenchmarkItem& gold,
                                               const eval::EvalSettings& settings,
                                               const std::vector<int>& metrics,
                                               exec::Executor& executor) {
    std::vector<std::string> selected;
    for (int m : metrics) {
        const std::string& key = metricDefinitions()[static_cast<size_t>(m)].key;
        if (isExecutionMetric(key) && key != "ves") selected.push_back(key);
    }
    if (selected.empty()) return std::nullopt;
    const std::string path = schema::databasePath(settings.databaseDir, gold.dbId);
    exec::ExecOptions usual = settings.execution;
    usual.reverseUnorderedSelects = false;
    exec::ExecOptions reversed = settings.execution;
    reversed.reverseUnorderedSelects = true;
    auto runTwice = [&](const std::string& sql) {
        return std::pair{executor.run(path, sql, usual), executor.run(path, sql, reversed)};
    };

    std::vector<std::string> changed;
    const auto [a, b] = runTwice(gold.gold);
    if (!a.ok() || !b.ok()) return std::nullopt;
    // Spider EX compares each select item's values in row order; BIRD EX and
    // SQLMorph compare sets of rows (docs/metrics/execution.md). Rows in
    // another order count only under an ORDER BY (its ties): without one,
    // EX's dependence on row order is its quirk Q11 (docs/metrics/esm.md#reproduced-quirks), not
    // the gold's nondeterminism.
    const bool sameBag = exec::resultEq(a.result, b.result, false, settings.compare).equal;
    const bool sameList =
        sameBag && exec::resultEq(a.result, b.result, true, settings.compare).equal;
    const bool sameSet = exec::birdExecutionAccuracy(a, b, settings.compare).ex == 1;
    const bool orderBy = exec::goldOrderMatters(gold.gold);
    if ((!sameBag || (orderBy && !sameList)) && contains(selected, "ex")) changed.push_back("ex");
    if (!sameSet) {
        for (const char* key : {"ex_bird", "exp", "exr", "ex_f1"})
            if (contains(selected, key)) changed.push_back(key);
    }
    if (contains(selected, "exe")) {
        // EXE runs its rewrite of the gold and compares as a list only when
        // the gold says "order by" (docs/metrics/execution.md#exe-test-suite).
        exec::ExeOptions options = settings.exe;
        const exec::ExeGoldPreparation prepared = exec::prepareExeGold(gold.gold, options);
        bool same = true;
        if (prepared.executed == gold.gold) {
            same =
                exec::resultEq(a.result, b.result, prepared.orderMatters, settings.compare).equal;
        } else {
            const auto [c, d] = runTwice(prepared.executed);
            same =
                !c.ok() || !d.ok() ||
                exec::resultEq(c.result, d.result, prepared.orderMatters, settings.compare).equal;
        }
        if (!same) changed.push_back("exe");
    }
    if (changed.empty())
        return probeOrderByTies(item, gold, selected, metrics, a, path, usual, settings.compare,
                                executor);
    // Registry order.
    std::vector<std::string> ordered;
    for (int m : metrics) {
        const std::string& key = metricDefinitions()[static_cast<size_t>(m)].key;
        if (contains(changed, key)) ordered.push_back(key);
    }
    SelfCheckFinding finding;
    finding.item = item;
    finding.dbId = gold.dbId;
    finding.metrics = std::move(ordered);
    finding.reason = SelfCheckReason::Nondeterminism;
    // Equal within 1e-9: a floating-point sum (SUM, AVG) taken in another
    // row order rounds differently in its last digits.
    exec::CompareOptions close = settings.compare;
    close.floatTolerance = std::max(close.floatTolerance, 1e-9);
    const bool rounding = !sameBag && exec::resultEq(a.result, b.result, false, close).equal;
    const std::string scan =
        " when SQLite scans in reverse order (PRAGMA reverse_unordered_selects)";
    finding.detail = rounding   ? "a floating-point sum rounds to other last digits" + scan
                     : !sameBag ? "other rows" + scan + ": a LIMIT or a choice no ORDER BY fixes"
                                : "the same rows in another order" + scan +
                                      "; EX and EXE compare them in order, the gold saying "
                                      "'order by'";
    return finding;
}

std::vector<SelfCheckFinding> mergeSelfCheckFindings(std::vector<SelfCheckFinding> pairs,
                                                     std::vector<SelfCheckFinding> probes) {
    for (SelfCheckFinding& probe : probes) {
        auto own = std::find_if(pairs.begin(), pairs.end(),
                                [&](const SelfCheckFinding& f) { return f.item == probe.item; });
        if (own == pairs.end()) {
            pairs.push_back(std::move(probe));
            continue;
        }
        for (std::string& key : probe.metrics)
            if (!contains(own->metrics, key)) own->metrics.push_back(std::move(key));
        own->detail += "; nondeterminism: " + probe.detail;
    }
    std::stable_sort(
        pairs.begin(), pairs.end(),
        [](const SelfCheckFinding& a, const SelfCheckFinding& b) { return a.item < b.item; });
    return pairs;
}

std::string formatSelfCheck(const std::vector<SelfCheckFinding>& findings, size_t pairs) {
    std::string out = "self-check: " + std::to_string(findings.size()) + " of " +
                      std::to_string(pairs) +
                      " gold queries do not score 1 against themselves on every metric\n";
    for (const SelfCheckFinding& f : findings) {
        std::string metrics;
        for (const std::string& key : f.metrics)
            metrics += (metrics.empty() ? "" : ",") + key;
        out += "  #" + std::to_string(f.item) + " " + f.dbId + " " + metrics + " " +
               std::string(selfCheckReasonName(f.reason)) + ": " + f.detail + "\n";
    }
    return out;
}

}  // namespace sqlscope::report
