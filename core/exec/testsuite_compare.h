// Test-suite execution accuracy, EXE (Zhong et al. 2020; docs/metrics/execution.md#exe-test-suite):
// result_eq over bags or lists with column permutations, the preparation of
// gold and candidate predictions, and the verdict over a suite of databases.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/exec/compare_options.h"
#include "core/exec/executor.h"
#include "core/exec/result_set.h"
#include "core/exec/value_plugin.h"

namespace sqlscope::exec {

inline constexpr size_t kDefaultPermutationSearchCap = 1'000'000;

// Why result_eq decided as it did (the GUI shows it; tests pin it).
enum class ResultEqReason : uint8_t {
    BothEmpty,           // docs/metrics/execution.md#comparing-two-results step 1: true
    RowCountDiffers,     // step 2
    ColumnCountDiffers,  // step 2
    QuickReject,         // step 3: the order-free rows differ
    Equal,               // step 5: a column permutation matched
    NoPermutation,       // steps 4-5: no column permutation matched
    SearchCapHit,        // ours: the permutation search stopped at its cap (false)
};
std::string_view resultEqReasonName(ResultEqReason reason);

struct ResultEqOutcome {
    bool equal = false;
    ResultEqReason reason = ResultEqReason::NoPermutation;
    // When equal with rows: permutation[i] = predicted column placed at gold
    // position i (the first in lexicographic order that works).
    std::vector<size_t> permutation;
    size_t searchNodes = 0;  // partial permutations visited
};

// result_eq(G, P, ordered) exactly per docs/metrics/execution.md#comparing-two-results. Column
// permutations are searched exhaustively in lexicographic order with sound pruning only (a
// predicted column j can stand at gold position i only if both columns hold the same multiset of
// values -- the same list when ordered -- and, unordered, a partial permutation must keep the
// projected rows equal as bags), so the verdict is that of the reference without its random
// sampling. With a float tolerance the quick reject
// (docs/metrics/execution.md#comparing-two-results step 3, whose str()-based sort key cannot be
// tolerant) is skipped and bags are compared as row_matching.h describes.
ResultEqOutcome resultEq(const ResultSet& gold, const ResultSet& pred, bool ordered,
                         const CompareOptions& options = {},
                         size_t permutationSearchCap = kDefaultPermutationSearchCap);

// The quick-reject key of docs/metrics/execution.md#comparing-two-results step 3 for one value:
// str(v) + str(type(v)), e.g. "3<class 'int'>", "None<class 'NoneType'>".
std::string quickRejectKey(const Value& v);

struct ExeOptions {
    bool plugValue = false;     // docs/metrics/execution.md#value-plug-in
    bool keepDistinct = false;  // docs/metrics/execution.md#exe-test-suite step 3 skipped
    // docs/metrics/esm.md#the-value-replacement-quirk: the reference's evaluate() replaces "value"
    // by "1" in the prediction before executing it (faithful, the default); false runs the
    // prediction as written (--exe-no-value-replacement).
    bool valueReplacement = true;
    size_t plugInCap = kDefaultPlugInCap;
    size_t permutationSearchCap = kDefaultPermutationSearchCap;
    CompareOptions compare;
};

// Steps 2, 3, 4, 6 and 7 of docs/metrics/execution.md#exe-test-suite, before anything is executed
// (the prediction after the "value" replacement, docs/metrics/esm.md#the-value-replacement-quirk,
// unless turned off).
struct ExePreparation {
    std::string goldRewritten;        // after steps 2-3 (what order_matters looked at)
    std::string predictionRewritten;  // after the replacement and steps 2-3
    bool orderMatters = false;        // step 4
    std::string gold;                 // to execute on every database (step 7 applied)
    // To execute, in order: [0] is the prediction itself, then (plugValue)
    // the plug-in candidates. Step 7 applied to each.
    std::vector<std::string> candidates;
    // Plug-in details (empty / zero unless plugValue).
    std::vector<std::string> goldValues;
    size_t plugInSlots = 0;
    uint64_t plugInTotal = 0;   // |goldValues| ^ plugInSlots (saturated)
    bool plugInCapHit = false;  // only the first plugInCap plug-ins are candidates
};
ExePreparation prepareExe(std::string_view gold, std::string_view prediction,
                          const ExeOptions& options = {});

// The gold's part of the preparation, which depends on the gold text and the
// options alone: a batch computes it once per gold query.
struct ExeGoldPreparation {
    std::string rewritten;      // ExePreparation::goldRewritten
    bool orderMatters = false;  // ExePreparation::orderMatters
    std::string executed;       // ExePreparation::gold
};
ExeGoldPreparation prepareExeGold(std::string_view gold, const ExeOptions& options = {});
// prepareExe(gold, prediction, options) from prepareExeGold(gold, options).
ExePreparation prepareExe(const ExeGoldPreparation& gold, std::string_view prediction,
                          const ExeOptions& options = {});

// Executes `sql` on database number `database` of the suite (0 = the gold
// database). The batch runner supplies it (read-only executor, budget, stop
// token); judgeExe never touches SQLite itself. Shared results, so that the
// runner can hand out cached runs (gold, the pair's own prediction) uncopied.
using ExeQueryRunner =
    std::function<std::shared_ptr<const ExecResult>(size_t database, const std::string& sql)>;

enum class ExeStatus : uint8_t {
    Pass,       // EXE = 1
    Fail,       // EXE = 0
    GoldError,  // the gold failed (error or timeout) on some database: excluded, counted
    Cancelled,  // the runner reported ExecStatus::Cancelled: no verdict
};
std::string_view exeStatusName(ExeStatus status);

struct ExeVerdict {
    ExeStatus status = ExeStatus::Fail;
    int score() const { return status == ExeStatus::Pass ? 1 : 0; }
    std::optional<size_t> passingCandidate;  // index into ExePreparation::candidates
    size_t candidatesTried = 0;
    // Why the unmodified prediction (candidate 0) failed, when it did.
    struct Failure {
        size_t database = 0;
        bool executionFailed = false;  // true: predStatus/predMessage say why
        ExecStatus predStatus = ExecStatus::Ok;
        std::string predMessage;
        ResultEqOutcome comparison;  // when it executed
    };
    std::optional<Failure> predictionFailure;
    // The comparison that accepted the passing candidate on database 0.
    std::optional<ResultEqOutcome> passingComparison;
    // Gold failure (status GoldError).
    size_t goldErrorDatabase = 0;
    ExecStatus goldStatus = ExecStatus::Ok;
    std::string goldMessage;
    bool plugInCapHit = false;
};

// What the quick reject (docs/metrics/execution.md#comparing-two-results
// step 3) computes of a gold result whatever the prediction: each row's
// cells in unorder_row's order, their hashes and index. Kept for the last
// gold result judged (while it lives), so that the runs' predictions for
// one question, judged one after another, order the gold's rows once. One
// per thread (e.g. per worker's evaluator); not thread-safe.
class ExeGoldCache {
public:
    ExeGoldCache();
    ~ExeGoldCache();
    ExeGoldCache(const ExeGoldCache&) = delete;
    ExeGoldCache& operator=(const ExeGoldCache&) = delete;

    struct Side;
    // The gold side of `gold`, made unless it is the one kept.
    Side& sideOf(const std::shared_ptr<const ExecResult>& gold);

private:
    std::weak_ptr<const ExecResult> owner_;
    std::unique_ptr<Side> side_;
};

// docs/metrics/execution.md#exe-test-suite step 8: for each candidate, for each database in order:
// gold (run once per database and reused), candidate, result_eq; a candidate fails at its first
// failing database; EXE = 1 if some candidate passes on all. With databaseCount 0 every candidate
// passes vacuously, as in the reference (the runner always passes at least the gold database).
// `goldCache`, when given, keeps the gold's quick-reject side between calls
// (the same verdicts, computed once per gold result).
ExeVerdict judgeExe(const ExePreparation& preparation, size_t databaseCount,
                    const ExeQueryRunner& run, const ExeOptions& options = {},
                    ExeGoldCache* goldCache = nullptr);

}  // namespace sqlscope::exec
