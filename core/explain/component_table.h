// The component table of one pair and its clause marks: each of ESM's ten
// partial scores (docs/metrics/esm.md#partial-component-scores) with ESM's
// and ESM+'s verdict (docs/metrics/esm-plus.md#comparison), joined by name
// with component F1's seven components (docs/metrics/component.md) where
// they compare the same clause, and a ClauseMismatch mark on each query's
// clause for every component ESM or ESM+ judged different.
//
// Rows, in order (ESM / ESM+ / F1 source):
//   SELECT                select          / select          / SELECT
//   SELECT (no AGG)       select(no AGG)  / select(no AGG)  / -
//   FROM                  table units     / tables and ON   / FROM
//   WHERE                 where           / where           / WHERE
//   WHERE (no OP)         where(no OP)    / where(no OP)    / -
//   GROUP BY (no HAVING)  group(no Having)/ group(no Having)/ GROUP BY
//   GROUP BY + HAVING     group           / group           / -
//   HAVING                -               / -               / HAVING
//   ORDER BY              order           / order           / ORDER BY
//   LIMIT                 -               / limit           / -
//   AND/OR                and/or          / and/or          / -
//   IUEN                  IUEN            / IUEN            / -
//   KEYWORDS              keywords        / keywords        / KEYWORDS
// FROM's ESM verdict exists only when ESM compared the table units (every
// partial score matched); ESM+'s likewise (tables and join conditions).
//
// Marks span the clause in each query that has it (clause_spans.h); KEYWORDS
// marks the unmatched keyword tokens, IUEN the set operators. Messages name
// the row and what differs, "WHERE: age > 18 vs age >= 18": ESM's unmatched
// items as written (their repr()s when both read the same); for ESM+, which
// keeps no compared items, ESM's message when ESM also differs, else the
// SELECT's DISTINCT or the set operators, else component F1's unmatched
// items, else a line saying the clause differs after ESM+'s rewrites.
#pragma once

#include <string_view>
#include <vector>

#include "core/explain/pair_explanation.h"

namespace sqlscope::eval {
struct PairVerdict;
}

namespace sqlscope::explain {

struct ClauseSpans;

// Fills `out.components` and appends ClauseMismatch marks to `out.marks`
// (unsorted). `out.gold` / `out.pred` are the texts the spans refer to.
void explainComponents(const eval::PairVerdict& verdict, const ClauseSpans& goldClauses,
                       const ClauseSpans& predClauses, PairExplanation& out);

}  // namespace sqlscope::explain
