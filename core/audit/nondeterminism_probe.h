// The dynamic half of the gold health audit (docs/audit.md#nondeterminism):
// the gold run as written and again in orders nothing in the query fixes,
// its results compared with Spider EX's comparator (exec::resultEq; in
// order when the gold says ORDER BY, as bags otherwise). The variants:
//   reverse_unordered_selects  the same file on a connection of its own with
//                              PRAGMA reverse_unordered_selects=ON: SQLite
//                              scans every table and index backwards where
//                              nothing fixes the order (sorting is not
//                              reversed);
//   shuffled seed=N            a row-shuffled copy (shuffled_copies.h): the
//                              tables without an INTEGER PRIMARY KEY are
//                              scanned in another order;
//   tie_break_asc/desc         a top-level ORDER BY with every result column
//                              appended ascending, then descending: how two
//                              engines could break a tie under the key.
// A changed result is a flag whose cause is told apart where it can be
// (audit_flag.h: limit_cuts_ties, tied_rows_order, row_order_compared,
// float_aggregate_order, bare_column_choice, unordered_limit, other_nondeterminism), with the two
// results as evidence. Every run goes through core/exec's sandboxed,
// read-only executor.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "core/audit/audit_flag.h"
#include "core/audit/shuffled_copies.h"
#include "core/exec/executor.h"

namespace sqlscope::sql {
struct SelectStatement;
}

namespace sqlscope::audit {

struct ProbeSettings {
    exec::ExecOptions exec;  // reverseUnorderedSelects is set per variant
    uint64_t seed = 1;       // of the shuffled copies
    bool shuffle = true;     // run the shuffled-copy variant
};

struct ProbeOutcome {
    bool ran = false;     // the gold ran as written
    std::string problem;  // why it did not (its status and SQLite's message)
    // Variants that could not run ("shuffled seed=1: timeout: ..."): noted, not flagged.
    std::vector<std::string> notes;
    std::vector<AuditFlag> flags;  // at most one per kind
};

class NondeterminismProbe {
public:
    explicit NondeterminismProbe(ProbeSettings settings);

    // Probes `sql` (parsed as `statement`, when it parsed) on the database
    // file `path`. `shapeFlags` are checkShapes' flags of the same gold
    // (they name the likely cause of a change).
    ProbeOutcome probe(const std::string& path, const std::string& sql,
                       const sql::SelectStatement* statement,
                       const std::vector<AuditFlag>& shapeFlags,
                       const std::atomic<bool>* stop = nullptr);

    const ProbeSettings& settings() const { return settings_; }

private:
    ProbeSettings settings_;
    exec::Executor usual_;
    exec::Executor reversed_;  // a connection of its own for the PRAGMA
    ShuffledCopies copies_;
};

// The evidence form of one result: at most kEvidenceRows rows, each value
// as Python's str() shows it, and the true row count.
ResultEvidence evidenceOf(const std::string& variant, const exec::ResultSet& result);

}  // namespace sqlscope::audit
