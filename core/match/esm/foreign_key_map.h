// The reference's foreign-key map "kmap" of one database (docs/metrics/esm.md#foreign-key-map, Q6),
// built from tables.json: column ids from the original names, lowercased;
// foreign-key pairs grouped by the first group holding either column (groups
// never merge); each member maps to its group's smallest column index, a
// later group overwriting an earlier one for a column in both.
#pragma once

#include <string>
#include <unordered_map>

#include "core/schema/database_schema.h"

namespace sqlscope::match::esm {

using ForeignKeyMap = std::unordered_map<std::string, std::string>;  // "__t.c__" -> representative

ForeignKeyMap buildForeignKeyMap(const schema::DatabaseSchema& entry);

}  // namespace sqlscope::match::esm
