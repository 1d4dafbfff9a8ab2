// How the counterexample search decides that two results differ: with the
// comparator of the metric being checked, through core/exec's and
// core/match's public functions (docs/metrics/exc.md#comparators): Spider
// EX's select-keyed column lists (spiderExecMatch), the test suite's EXE
// bags or lists with column permutations (resultEq, ordered when the gold
// has ORDER BY), BIRD's sets of rows (birdCompare).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "core/exec/compare_options.h"
#include "core/exec/result_set.h"

namespace sqlscope::match::esm {
struct SpiderSql;
}
namespace sqlscope::exec {
struct ExeOptions;
}

namespace sqlscope::counterexample {

enum class ComparedMetric { SpiderEx, Exe, Bird };
// "ex", "exe", "ex_bird" (the metric keys of the report).
std::string_view comparedMetricName(ComparedMetric metric);

struct ResultComparator {
    ComparedMetric metric = ComparedMetric::Exe;
    // True when the metric would accept `pred` for `gold`.
    std::function<bool(const exec::ResultSet& gold, const exec::ResultSet& pred)> same;
};

// Spider EX: the two queries' normalised Spider structures (EsmVerdict's
// gold->normalized and pred->normalized), kept alive by the comparator.
ResultComparator spiderExComparator(std::shared_ptr<const match::esm::SpiderSql> gold,
                                    std::shared_ptr<const match::esm::SpiderSql> pred);
// EXE's result_eq; `orderMatters` as ExePreparation::orderMatters.
ResultComparator exeComparator(bool orderMatters, const exec::CompareOptions& options = {});
// BIRD EX: set(pred) == set(gold).
ResultComparator birdComparator(const exec::CompareOptions& options = {});

// A pair as one metric executes and compares it: EXE runs its rewrites of
// both queries (prepareExe: the value replacement, DISTINCT and LIMIT
// handling of the test suite), the others the texts as written.
struct ComparedPair {
    std::string gold;
    std::string prediction;
    ResultComparator comparator;
};
ComparedPair exeComparedPair(std::string_view gold, std::string_view prediction,
                             const exec::ExeOptions& options);

}  // namespace sqlscope::counterexample
