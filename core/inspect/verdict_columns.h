// The metric columns of the results table, in order (EX, EX-BIRD, EXE, ESM,
// ESM+, EXP, EXR, F1, Comp F1, Link F1+), each tied to its index in
// report::metricDefinitions(), and what one cell of a pair says: a verdict
// (pass / partial / fail / no verdict), its value, and a one-line reason
// for a tooltip. Qt-free, so the table, the cross-run view, the copied text
// and the run summaries agree on every cell.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::job {
struct SummaryRow;
}

namespace sqlscope::inspect {

class PairTable;

enum class CellVerdict {
    Pass,       // binary 1; a score of 1
    Partial,    // a score strictly between 0 and 1 (never for a binary metric)
    Fail,       // binary 0; a score of 0
    NoVerdict,  // not computed, gold failed, or ESM could not score (NaN)
};
std::string_view cellVerdictName(CellVerdict verdict);  // "pass", "partial", "fail", "n/a"

struct VerdictColumn {
    std::string_view key;    // report key: "ex", "ex_bird", "exe", "esm", "esm+", ...
    std::string_view label;  // header: "EX", "EX-BIRD", "EXE", "ESM", "ESM+", ...
    int metric = -1;         // index into report::metricDefinitions()
    bool binary = true;      // 0/1 verdicts; otherwise a score in [0, 1]
};

// The ten columns. "Link F1+" is link_columns_f1plus: the column-level
// linking F1+ (the finer of the two; link_tables_f1plus stays in report.json).
const std::vector<VerdictColumn>& verdictColumns();
// The position in verdictColumns() of `key`, or -1.
int verdictColumnIndex(std::string_view key);
// Positions of the columns the presets and summaries name.
inline constexpr size_t kColumnEx = 0;
inline constexpr size_t kColumnExBird = 1;
inline constexpr size_t kColumnExe = 2;
inline constexpr size_t kColumnEsm = 3;
inline constexpr size_t kColumnEsmPlus = 4;
inline constexpr size_t kVerdictColumnCount = 10;

struct Cell {
    CellVerdict verdict = CellVerdict::NoVerdict;
    double value = 0;  // the metric's value (0 or 1 for binary); 0 when no verdict
};
Cell cellOf(const job::SummaryRow& row, size_t column);
// The cell of a metric value (NaN: no verdict) in `column`.
Cell cellOfValue(float value, size_t column);

// A pair's cell against any accepted gold (alternate_golds.h,
// docs/metrics/alternate-golds.md): the original cell, the any-gold cell
// and the gold that gave it. Without alternate golds for the pair (or
// while they are not all scored) `anyGold` is the original cell and
// `changed` is false.
struct AnyGoldCell {
    Cell original;
    Cell anyGold;
    int acceptedBy = -1;   // kOriginalGold (-1), kNoGold (-2) or the alternate's 0-based position
    bool scored = false;   // the pair's question has alternates, all scored
    bool changed = false;  // scored and the value differs from the original
};
AnyGoldCell anyGoldCellOf(const PairTable& table, size_t itemPos, size_t run, size_t column);
// "pass", "fail", "n/a" for a binary column; "0.83" (two decimals) or "n/a" for a score.
std::string cellText(const Cell& cell, bool binary);

// One line: "EX fail · outcome error · prediction does not parse";
// "ESM+ pass · rescued by rule 13 unnecessary JOIN"; "EX n/a · the gold query failed".
std::string cellReason(const job::SummaryRow& row, size_t column);

}  // namespace sqlscope::inspect
