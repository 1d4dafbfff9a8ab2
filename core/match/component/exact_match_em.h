// ViPERSQL's exact match (docs/metrics/component.md#em): EM = 1 iff the
// normalised strings are equal. A string metric, distinct from ESM.
//
// Normalisation, in order: table aliases renamed to t1, t2, ... in order of
// appearance, a table without alias getting one, and every qualifier that
// names the table rewritten (ours: done on the AST, so it needs a parse; an
// unparseable query keeps its names); then, as the implementation does it,
// trim; collapse whitespace runs to one space; lowercase the whole text
// (ASCII letters; literals included); strip trailing ';'; `"` -> `'`;
// `<>` -> `!=`; no spaces around `= < > !`; `count ( x )` -> `count(x)`
// for count, sum, avg, min, max.
#pragma once

#include <string>
#include <string_view>

#include "core/sql/ast.h"

namespace sqlscope::match::component {

// `statement`: the parse of `sql`, or null when it does not parse.
std::string normalizeForEm(std::string_view sql, const sql::SelectStatement* statement);
// Parses `sql` itself.
std::string normalizeForEm(std::string_view sql);

// The alias renaming step alone, on the original text.
std::string renameTableAliases(std::string_view sql, const sql::SelectStatement& statement);

}  // namespace sqlscope::match::component
