// Value removal (docs/metrics/esm.md#value-removal; the reference's rebuild_sql_val with
// DISABLE_VALUE on): every condition value in ON, WHERE and HAVING that is not
// a nested query becomes None, recursively through nested condition queries
// and set-operation branches; FROM subqueries are not visited (Q5) and LIMIT
// is kept.
#pragma once

#include "core/match/esm/spider_sql.h"

namespace sqlscope::match::esm {

// Works on `sql` itself: pass an rvalue to spare the copy.
SpiderSql removeValues(SpiderSql sql);

}  // namespace sqlscope::match::esm
