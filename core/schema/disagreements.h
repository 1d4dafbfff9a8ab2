// Where a database's tables.json entry and its .sqlite file say different
// things: tables, columns, primary keys and foreign keys.
#pragma once

#include <vector>

#include "core/schema/database_schema.h"

namespace sqlscope::schema {

// Compares `schema`'s tables.json facts with `schema.file` (names compared
// case-insensitively). Empty when the file was not read. Internal tables of
// the file (sqlite_sequence, sqlite_stat1, ...) are never reported as extra.
// Order: per tables.json table, its missing table or missing columns, extra
// columns, primary key, foreign keys; then the file's extra tables.
std::vector<Disagreement> findDisagreements(const DatabaseSchema& schema);

}  // namespace sqlscope::schema
