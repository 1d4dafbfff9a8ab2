// The self-check (`sqlscope-cli eval --self-check`, docs/cli.md): the gold
// scored as its own prediction under every metric. A pair that does not
// score 1 on some metric is listed with the metrics and a reason:
// reference_quirk (a reproduced quirk of an official script), timeout,
// gold_error (the gold fails, or its database is missing), nondeterminism
// (the gold's result depends on SQLite's scan order, found by running it
// again under PRAGMA reverse_unordered_selects, or on how a tie under its
// ORDER BY is broken), or other.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/dataset/benchmark.h"
#include "core/eval/eval_settings.h"
#include "core/eval/pair_verdict.h"

namespace sqlscope::report {

enum class SelfCheckReason : uint8_t { ReferenceQuirk, Timeout, GoldError, Nondeterminism, Other };
// reference_quirk, timeout, gold_error, nondeterminism, other
std::string_view selfCheckReasonName(SelfCheckReason reason);

struct SelfCheckFinding {
    uint32_t item = 0;  // the pair's index
    std::string dbId;
    std::vector<std::string> metrics;  // keys of the metrics below 1 (or without a value)
    SelfCheckReason reason = SelfCheckReason::Other;
    std::string detail;  // one sentence: the quirk, SQLite's message, ...
};

// The finding of one pair of the self-check run (prediction = gold), from
// its verdict and its metric values (metricDefinitions() order) over the
// selected metrics; nothing when every selected metric scores 1.
std::optional<SelfCheckFinding> selfCheckPair(uint32_t item, std::string_view dbId,
                                              const eval::PairVerdict& verdict,
                                              const std::vector<std::optional<double>>& values,
                                              const std::vector<int>& metrics);

// The nondeterminism probe of one gold query: run on its database in
// SQLite's usual scan order and again under PRAGMA reverse_unordered_selects
// (the EXE text too, after its rewrites, when EXE is selected); a finding
// names the selected execution metrics whose verdict on the gold as its own
// prediction would change between the two runs. A gold with a top-level
// ORDER BY whose scans agree is run twice more, every result column appended
// to its sort keys ascending, then descending: a tie the LIMIT cuts through,
// or tied rows in either order. Nothing when the results agree or a run
// fails (the pair's own finding covers failures).
std::optional<SelfCheckFinding> probeGoldOrder(uint32_t item, const dataset::BenchmarkItem& gold,
                                               const eval::EvalSettings& settings,
                                               const std::vector<int>& metrics,
                                               exec::Executor& executor);

// Every finding in item order: the pairs' own, then for pairs without one
// the probe's (a pair with both keeps its own reason, the probe's metrics
// and detail added).
std::vector<SelfCheckFinding> mergeSelfCheckFindings(std::vector<SelfCheckFinding> pairs,
                                                     std::vector<SelfCheckFinding> probes);

// The printed list: a title line with the count, then one line per finding,
// "  #INDEX DB_ID METRICS REASON: DETAIL".
std::string formatSelfCheck(const std::vector<SelfCheckFinding>& findings, size_t pairs);

}  // namespace sqlscope::report
