// Column rebuild (docs/metrics/esm.md#column-rebuild; the reference's build_valid_col_units +
// rebuild_sql_col with DISABLE_DISTINCT on): in the top-level query and its
// set-operation branches, a column that is in the foreign-key map and belongs
// to a table unit of the top-level FROM becomes its key's representative, and
// every DISTINCT flag becomes None. Only the left operand of a condition is
// rebuilt; nested queries in conditions and in FROM are left as parsed (Q7).
#pragma once

#include "core/match/esm/foreign_key_map.h"
#include "core/match/esm/spider_sql.h"

namespace sqlscope::match::esm {

// Works on `sql` itself: pass an rvalue to spare the copy.
SpiderSql rebuildColumns(SpiderSql sql, const ForeignKeyMap& foreignKeys);

}  // namespace sqlscope::match::esm
