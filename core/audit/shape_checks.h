// The static half of the gold health audit (docs/audit.md#shapes): what is
// questionable in a gold query's shape, read from its parse (core/sql) with
// names bound by the shared binder (core/bind) against the database's schema
// and column facts (core/schema). Nothing is executed. The checks:
// bare_group_column, limit_without_order_by, text_number_comparison,
// double_quoted_string and unrelated_join_keys (audit_flag.h); each rule and
// its limits are in docs/audit.md.
#pragma once

#include <string_view>
#include <vector>

#include "core/audit/audit_flag.h"

namespace sqlscope::sql {
struct SelectStatement;
}
namespace sqlscope::schema {
struct DatabaseSchema;
}

namespace sqlscope::audit {

// The shape flags of `statement`, parsed from `text`, in the order of their
// spans. `database` may be null (no table is then known: only
// limit_without_order_by and checks that need no schema apply).
std::vector<AuditFlag> checkShapes(const sql::SelectStatement& statement, std::string_view text,
                                   const schema::DatabaseSchema* database);

// Whether `statement` has, in its outermost SELECT, a column that
// checkShapes would flag as bare_group_column (warning or info): the
// nondeterminism probe uses it to name the cause of a changed result.
bool hasBareGroupColumn(const std::vector<AuditFlag>& shapeFlags);

}  // namespace sqlscope::audit
