// One finding of the gold health audit (docs/audit.md): a gold query whose
// result depends on something nothing fixes (found by running it again in
// other scan orders), or whose shape is questionable (found on the parsed
// and bound query). Each flag carries a stable kind key, a severity, one
// sentence, where in the gold SQL it is, its evidence, and the
// annotate::GoldIssue category a "gold questionable" annotation made from it
// gets, so that a view can turn a flag into an annotation in one action.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/annotate/annotation.h"
#include "core/sql/span.h"

namespace sqlscope::audit {

enum class FlagKind : uint8_t {
    // Dynamic: the result changed between two runs (nondeterminism_probe.h).
    LimitCutsTies,        // a LIMIT cuts through rows tied under the ORDER BY key
    TiedRowsOrder,        // rows tied under ORDER BY come in another order (compared in order)
    RowOrderCompared,     // rows in scan order, compared in order: "order by" only in a subquery
    FloatAggregateOrder,  // a floating-point aggregate rounds differently in another row order
    BareColumnChoice,     // a bare column under GROUP BY took another row's value
    UnorderedLimit,       // a LIMIT without ORDER BY kept other rows
    OtherNondeterminism,  // the result changed for a reason not told apart
    // Static: the shape of the query (shape_checks.h).
    BareGroupColumn,       // a column neither grouped, aggregated nor determined by a grouped key
    LimitWithoutOrderBy,   // LIMIT on rows in no defined order
    TextNumberComparison,  // a TEXT column compared with a number, or a numeric column with text
    DoubleQuotedString,    // "..." that names no column: SQLite reads a string
    UnrelatedJoinKeys,     // a join condition between keys no declared foreign key relates
};
inline constexpr size_t kFlagKindCount = 12;

// "limit_cuts_ties", "tied_rows_order", "row_order_compared", "float_aggregate_order",
// "bare_column_choice", "unordered_limit", "other_nondeterminism",
// "bare_group_column", "limit_without_order_by", "text_number_comparison",
// "double_quoted_string", "unrelated_join_keys"
std::string_view flagKindKey(FlagKind kind);
std::optional<FlagKind> parseFlagKind(std::string_view key);
// True for the kinds found by running the gold (the first seven).
bool isNondeterminism(FlagKind kind);
// The category of the "gold questionable" annotation a flag of this kind
// makes: TiesOrOrder for nondeterminism, bare columns and LIMIT without
// ORDER BY; UndeclaredAssumption for TEXT/number comparisons; Other for
// double-quoted strings; WrongGold for unrelated join keys.
annotate::GoldIssue goldIssueOf(FlagKind kind);

// Warning: the gold's answer may well be wrong or arbitrary. Info: a
// questionable shape that is deterministic or harmless on this data.
enum class Severity : uint8_t { Warning, Info };
std::string_view severityKey(Severity severity);  // "warning", "info"

// One result of one run of the gold: its first rows as text (Python's str()
// of each value, as the reference scripts print them) and the true counts.
struct ResultEvidence {
    std::string variant;  // "usual", "reverse_unordered_selects", "shuffled seed=N", ...
    std::vector<std::string> columns;
    std::vector<std::vector<std::string>> rows;  // at most kEvidenceRows
    size_t rowCount = 0;                         // the true count
};
inline constexpr size_t kEvidenceRows = 10;

struct AuditFlag {
    FlagKind kind = FlagKind::OtherNondeterminism;
    Severity severity = Severity::Warning;
    std::string message;             // one sentence
    std::optional<sql::Span> span;   // bytes of the gold SQL, when the flag has a place
    std::vector<std::string> facts;  // static evidence: "dogs.name: TEXT", "no FK between ..."
    // Dynamic evidence: the usual run first, then the variant whose result
    // differs (or, for a tie broken both ways, the two tie-break runs).
    std::vector<ResultEvidence> results;
    // A query on the gold's database whose answer checks the flag on the
    // data (text_number_comparison: the rows a numeric comparison would
    // judge otherwise); the auditor runs it and adds its answer to `facts`.
    std::string dataQuery;
    annotate::GoldIssue issue() const { return goldIssueOf(kind); }
};

}  // namespace sqlscope::audit
