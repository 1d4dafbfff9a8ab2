// Why one pair of one run got each of its verdicts, as plain data that any
// view draws without computing anything (the way Qt Creator's diff editor
// draws a widget-free differ's model): both texts with marks (side, byte
// span, kind, metric, message), the component table, the ESM+ rule events,
// the result comparison, schema linking, and both queries as ESM+ saw them.
// Built on demand, with every trace on, by explain::explainPair
// (pair_explainer.h); written by explain_text.h (terminal) and
// explain_json.h (docs/explain-schema.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/sql/span.h"

namespace sqlscope::explain {

enum class Side : uint8_t { Gold, Prediction };
std::string_view sideName(Side side);  // "gold", "prediction"

enum class MarkKind : uint8_t {
    // A token of one query with no counterpart in the other: a word-mode
    // diff of the two token streams (token_diff.h) that ignores keyword
    // case, whitespace and quote style.
    OnlyInGold,
    OnlyInPrediction,
    // A component that ESM or ESM+ judged different, spanning its clause;
    // the message says what differs ("WHERE: age > 18 vs age >= 18").
    ClauseMismatch,
    // One ESM+ rule event: fired (rewrite), blocked by a schema fact, or
    // fired though unsound; the spans of the text it read.
    RuleRewrite,
    RuleBlocked,
    // Where a parser or the database stopped reading the query.
    ParseError,
    // A table or column the gold uses and the prediction does not (marked
    // in the gold), or the prediction uses and the gold does not.
    SchemaMissing,
    SchemaExtra,
};
// "only_in_gold", "only_in_prediction", "clause_mismatch", "rule_rewrite",
// "rule_blocked", "parse_error", "schema_missing", "schema_extra"
std::string_view markKindName(MarkKind kind);

struct Mark {
    Side side = Side::Gold;
    sql::Span span;  // bytes of that side's text; may be empty (a position)
    MarkKind kind = MarkKind::OnlyInGold;
    // The metric behind the mark: "diff", "esm", "esm_plus", "component",
    // "linking", "parse" (sqlscope's parser), "exec" (SQLite).
    std::string metric;
    std::string message;  // one line, short
    // Index into PairExplanation::rules for RuleRewrite / RuleBlocked; -1 otherwise.
    int ruleEvent = -1;
};

// A run of tokens with no counterpart and its counterpart run on the other
// side (token_diff.h): both spans cover whole tokens; one may be empty (an
// insertion or a deletion), then it is where the run would go.
struct DiffHunk {
    sql::Span gold;
    sql::Span pred;
};

// One ESM+ rule event (docs/metrics/esm-plus.md), ready to print.
struct RuleNote {
    int rule = 0;
    Side side = Side::Gold;
    bool fired = true;     // false: blocked (shape matched, a fact or guard did not hold)
    bool changed = false;  // the query's structure changed
    bool unsound = false;  // fired although `strict` would refuse it / refused by strict
    std::vector<sql::Span> spans;
    std::vector<std::string> facts;  // "dogs.dog_id is NOT NULL (pragma)", ": false" when not
    std::string before;
    std::string after;
    std::string note;
};

// One row of the component table: a component of ESM / ESM+ (Spider's
// partial scores) or of component F1, by a display name shared between them.
struct ComponentRow {
    std::string name;             // "SELECT", "WHERE", "GROUP BY", "ORDER BY", "KEYWORDS", ...
    std::optional<bool> esm;      // exact match of the component; empty: not compared
    std::optional<bool> esmPlus;  // the same after ESM+'s rewrites
    std::optional<double> f1;     // component F1's partial score; empty: not applicable
    std::string gold;             // the component's items as compared, gold side
    std::string pred;             // prediction side
};

// One query's result, capped for display; the true size is kept.
struct ResultGrid {
    bool ran = false;     // false: not executed (metric off, parse failure, ...)
    std::string outcome;  // "ok", "error", "timeout", "denied", ... (exec_status names)
    std::string message;  // SQLite's message, the budget that was hit, ...
    std::vector<std::string> columns;
    std::vector<std::vector<std::string>> rows;  // display text, at most the cap
    size_t totalRows = 0;
};

// Which metric counts a row or a cell as matched, as bits.
enum MatchBits : uint8_t {
    kMatchEx = 1,   // EX (Spider): the row is in both results (as EX compares them)
    kMatchExe = 2,  // EXE: the row is in both bags (under the column permutation EXE used)
    kMatchExf = 4,  // EXP/EXR: aligned to a row of the other side (SQLMorph)
};

struct ResultComparison {
    ResultGrid gold;
    ResultGrid pred;
    // For each predicted column, the gold column it was aligned to (-1: none),
    // as the EXP/EXR alignment chose it.
    std::vector<int> columnMapping;
    // Per shown row, MatchBits.
    std::vector<uint8_t> goldRows;
    std::vector<uint8_t> predRows;
    // Per shown cell (rows x columns), whether EXP/EXR matched it.
    std::vector<std::vector<bool>> goldCells;
    std::vector<std::vector<bool>> predCells;
    // The execution metrics' values; empty when not computed.
    std::optional<int> ex, exBird, exe;
    std::optional<double> exp, exr, exF1;
    std::vector<std::string> messages;  // errors, timeouts, denials, gold errors, one line each
};

struct LinkingExplanation {
    bool scored = false;
    std::string error;
    std::vector<std::string> goldTables, goldColumns;
    std::vector<std::string> predTables, predColumns;
    std::vector<std::string> missingTables, missingColumns;  // gold's, not in prediction
    std::vector<std::string> extraTables, extraColumns;      // prediction's, not in gold
    std::optional<double> recall, precision, f1Plus;         // tables and columns together
    bool approximate = false;  // a side came from the AST walk (SQLite could not prepare it)
};

// One metric's value for the pair, as pairs.csv writes it ("" when empty).
struct MetricValue {
    std::string key;  // "ex", "esm_plus", "link_f1_plus", ... (report/metric_registry)
    std::string value;
};

struct PairExplanation {
    // Which pair: benchmark item index, run name, database, question.
    size_t item = 0;
    std::string run;
    std::string dbId;
    std::string question;
    std::string hardness;  // ESM's (Spider) hardness of the gold; "" when unscored

    std::string gold;  // the texts every span refers to
    std::string pred;

    std::vector<MetricValue> metrics;  // every reported metric, in report order
    std::vector<Mark> marks;           // sorted by (side, span.begin, span.end, kind)
    // The token diff's changes aligned side by side, in text order (the
    // OnlyInGold / OnlyInPrediction marks grouped into runs).
    std::vector<DiffHunk> diffHunks;
    std::vector<RuleNote> rules;  // ESM+ events, gold first, in the order they happened
    std::vector<ComponentRow> components;
    ResultComparison results;
    LinkingExplanation linking;
    // Both queries as ESM+ saw them after its rewrites ("" when unparsed).
    std::string goldNormalForm;
    std::string predNormalForm;
    // ESM's and ESM+'s errors, parse errors: one line each.
    std::vector<std::string> notes;
};

}  // namespace sqlscope::explain
