// The schema elements of a query read from its AST (the parser-based extractor
// of docs/metrics/linking.md#extracting-elements): the same name resolution SQLite does,
// asked of the shared binder (core/bind/binder.h) — scopes per SELECT, subquery and CTE, table
// aliases, correlated references, result-column aliases in WHERE/GROUP BY/HAVING/ORDER BY, `*` and
// `t.*`, USING and NATURAL joins, rowid — against one database's schema, with the span of every
// name. Used to give SQLite's elements their spans, and on its own (approximate) when SQLite cannot
// prepare the query.
#pragma once

#include <string_view>

#include "core/linking/link_schema.h"
#include "core/linking/schema_elements.h"
#include "core/sql/ast.h"

namespace sqlscope::linking {

// `text` is the query the statement was parsed from (for the names of
// unaliased expression columns and for the unresolved names' text).
// Names that do not resolve are listed in `unresolved`; a column of a known
// table that does not exist (`dogs.nope`, or `nope` with one table in
// scope) and an unknown table are still elements, so that a wrong
// prediction scores as naming something the gold does not.
QueryElements astElements(const sql::SelectStatement& statement, std::string_view text,
                          const LinkDatabase& database);

}  // namespace sqlscope::linking
