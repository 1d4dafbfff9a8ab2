// The counterexample search of one pair (docs/metrics/exc.md): looks for a
// small database, within the schema's declared constraints, on which the
// gold and the prediction give results the metric's own comparator tells
// apart; when found, shrinks it and keeps it as a script with both results.
// Seeded and deterministic (the same inputs and seed give the same
// databases in the same order; only the time budget can end a search at a
// different trial, which SearchOptions::maxTrials rules out). The benchmark database is opened
// read-only, sandboxed, and only read: every candidate database lives in memory
// (scratch_database.h).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/counterexample/database_generator.h"
#include "core/counterexample/result_comparator.h"
#include "core/exec/result_set.h"

namespace sqlscope::counterexample {

// The default budget of one pair's search, in milliseconds (--cx-budget-ms).
inline constexpr int kDefaultBudgetMs = 200;

struct SearchOptions {
    double budgetSeconds = kDefaultBudgetMs / 1000.0;  // the search, shrink excluded
    double shrinkSeconds = 1.0;                        // the shrink of a database found
    double queryTimeoutSeconds = 1.0;                  // one query on one candidate database
    uint64_t seed = 1;
    // At most this many candidate databases (the empty one included); 0: the
    // time budget alone ends the search. With a cap and a budget too long to
    // be reached, the outcome no longer depends on the machine's speed or
    // load (--cx-max-trials; docs/metrics/exc.md#budget-and-reproducibility).
    size_t maxTrials = 0;
    size_t benchmarkRowsPerTable = 300;  // rows read per table for the mutations
    GeneratorOptions generator;
};

enum class CounterexampleStatus {
    Found,          // a distinguishing database: `script`, both results
    None,           // none within the budget
    NotApplicable,  // the search cannot run: `reason`
    Cancelled,      // the stop flag was raised
};
// found, none, not_applicable, cancelled (the `counterexample` column).
std::string_view counterexampleStatusName(CounterexampleStatus status);

struct Counterexample {
    CounterexampleStatus status = CounterexampleStatus::None;
    std::string reason;  // NotApplicable: why
    ComparedMetric metric = ComparedMetric::Exe;
    // Found: the shrunk database (CREATE + INSERT) and both queries'
    // results on it, as the comparator saw them.
    std::string script;
    exec::ResultSet goldResult;
    exec::ResultSet predResult;
    // Found: "empty" (every table empty), "random" or "mutation".
    std::string foundBy;
    size_t rowsFound = 0;   // rows of the database found, before shrinking
    size_t rowsShrunk = 0;  // rows of the script
    size_t trials = 0;      // candidate databases tried
    double seconds = 0.0;   // search and shrink
};

// `gold` and `prediction` as the metric executes them (exeComparedPair for
// EXE). `databasePath`: the benchmark .sqlite file.
Counterexample findCounterexample(const std::string& databasePath, std::string_view gold,
                                  std::string_view prediction, const ResultComparator& comparator,
                                  const SearchOptions& options = {},
                                  const std::atomic<bool>* stop = nullptr);

}  // namespace sqlscope::counterexample
