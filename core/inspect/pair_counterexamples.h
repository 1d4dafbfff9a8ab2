// The counterexample search's outcome per pair of a PairTable
// (docs/metrics/exc.md, docs/gui.md#counterexamples): EXC, the sqlscope
// verdict, whether a counterexample was found (or none within the budget,
// not applicable, not searched), and when found the shrunk database script
// and both queries' results on it. Made from a counterexample pass over the
// table's evaluation, or read back from a workspace; the results table, its
// filters (exc:, sqlscope:, cx:, preset:ex_pass_cx_found), the run summaries,
// the pairs export and the pair view read it. Qt-free.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/counterexample/counterexample_settings.h"
#include "core/exec/result_set.h"
#include "core/inspect/cx_status.h"

namespace sqlscope::counterexample {
struct ExcVerdict;
struct PassResult;
}  // namespace sqlscope::counterexample
namespace sqlscope::report {
struct Report;
}

namespace sqlscope::inspect {

class PairTable;

struct PairCounterexample {
    std::optional<int> exc;       // 1, 0, none (no verdict of the checked metric, not searched)
    std::optional<int> sqlscope;  // ESM+ (strict) accepts, or EXC = 1; none when neither is known
    CxStatus status = CxStatus::NotSearched;
    std::string reason;  // NotApplicable / NotSearched: why ("" when not known)
    // Found: the shrunk database (CREATE + INSERT), its rows, and both
    // queries' results on it.
    std::string script;
    size_t rows = 0;
    exec::ResultSet goldResult;
    exec::ResultSet predResult;
};

// One pass verdict as a pair's record (Cancelled: NotSearched).
PairCounterexample pairCounterexampleOf(const counterexample::ExcVerdict& verdict);

// A pair's record keyed as a workspace stores it: benchmark item index and run name.
struct KeyedCounterexample {
    uint32_t item = 0;
    std::string run;
    PairCounterexample record;
};
// What a workspace holds of one search: its settings and every pair's record.
struct RecordedCounterexamples {
    counterexample::CounterexampleSettings settings;
    std::vector<KeyedCounterexample> pairs;
};

class CounterexampleTable {
public:
    CounterexampleTable(size_t items, size_t runs,
                        const counterexample::CounterexampleSettings& settings)
        : runs_(runs), records_(items * runs), settings_(settings) {}

    // The pair's record (NotSearched by default).
    const PairCounterexample& at(size_t itemPos, size_t run) const {
        return records_[itemPos * runs_ + run];
    }
    PairCounterexample& at(size_t itemPos, size_t run) { return records_[itemPos * runs_ + run]; }
    size_t itemCount() const { return runs_ == 0 ? 0 : records_.size() / runs_; }
    size_t runCount() const { return runs_; }
    const counterexample::CounterexampleSettings& settings() const { return settings_; }

private:
    size_t runs_ = 0;
    std::vector<PairCounterexample> records_;
    counterexample::CounterexampleSettings settings_;
};

// The table of a pass over `report` (the evaluation `table` shows): report
// runs are matched to the table's by name, pairs to items by benchmark index.
std::shared_ptr<const CounterexampleTable> counterexampleTableOf(
    const PairTable& table, const report::Report& report, const counterexample::PassResult& pass,
    const counterexample::CounterexampleSettings& settings);
// The same from a workspace's records (pairs it does not name stay NotSearched).
std::shared_ptr<const CounterexampleTable> counterexampleTableOf(
    const PairTable& table, const RecordedCounterexamples& recorded);
// Every present pair's record, keyed, in pair order (what a workspace stores).
RecordedCounterexamples recordedCounterexamples(const PairTable& table,
                                                const CounterexampleTable& counterexamples);

// One pair of `table` as a report of one item and one run -- what
// counterexample::runCounterexamplePass reads (the item, the prediction,
// the metrics) -- made on the table's thread so that a search of that pair
// alone can run on another (the pair view's "Search this pair").
report::Report onePairReport(const PairTable& table, size_t itemPos, size_t run);

// What ends one pair's search under `settings`: "200 ms", or with a trial
// cap "50 trials or 200 ms".
std::string searchLimitText(const counterexample::CounterexampleSettings& settings);

// A cell's one-line reason for the EXC or sqlscope column: "EXC fail ·
// counterexample found (3 rows)", "EXC pass · none found within 200 ms",
// "EXC n/a · not searched", "sqlscope pass · ESM+ or EXC accepts".
std::string counterexampleCellReason(const PairCounterexample& record, bool sqlscopeColumn,
                                     const counterexample::CounterexampleSettings& settings);

}  // namespace sqlscope::inspect
