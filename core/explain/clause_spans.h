// Where each clause of a query is, from sqlscope's own parse (core/sql/ast.h):
// the byte span from the clause's keyword to the end of its last item, for
// the top-level statement (its first SELECT, and ORDER BY / LIMIT of the
// whole statement). A clause the query lacks has an empty span; the explainer
// marks a component that ESM or ESM+ judged different on these spans
// (docs/metrics/esm.md#partial-component-scores).
#pragma once

#include <vector>

#include "core/sql/span.h"

namespace sqlscope::sql {
struct ParseResult;
}

namespace sqlscope::explain {

struct ClauseSpans {
    bool parsed = false;                  // false: the query did not parse, every span is empty
    sql::Span select;                     // SELECT [DISTINCT] ... last result column
    sql::Span distinct;                   // the DISTINCT keyword of that SELECT; empty without
    sql::Span from;                       // FROM ... last join
    sql::Span where;                      // WHERE ... condition
    sql::Span groupBy;                    // GROUP BY ... last expression
    sql::Span having;                     // HAVING ... condition
    sql::Span orderBy;                    // ORDER BY ... last term
    sql::Span limit;                      // LIMIT n [OFFSET m]
    std::vector<sql::Span> setOperators;  // UNION / INTERSECT / EXCEPT keywords, in order
};

ClauseSpans clauseSpans(const sql::ParseResult& parsed);

}  // namespace sqlscope::explain
