// A one-pass reader of a tables.json that holds nothing unusual, straight
// into the catalog's schemas, without a JSON DOM. tables.json is the one
// input read on a single core before an evaluation's batch starts, and the
// DOM of Spider's 810 KB file (about 60,000 JSON values) costs most of that
// time. The general reader (Catalog::fromTablesJson) stays the reference:
// this one declines whatever it does not take in full, and the general
// reader then reads the file and says what is wrong with it. Both build
// each entry through SchemaBuilder (schema_builder.h).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "core/schema/database_schema.h"

namespace sqlscope::schema {

using SchemasById = std::map<std::string, DatabaseSchema, std::less<>>;

// The schemas of `text` exactly as the general reader would make them, or
// nothing when this reader declines: anything the general reader rejects
// (JSON syntax, a field of the wrong type, an index out of range, a
// duplicate db_id), and, to stay simple, things it accepts but this one
// does not read: \u escapes and non-ASCII bytes in strings, numbers other
// than plain integers, a known field given twice, nesting deeper than a
// few hundred levels, column_names pairs whose first element is not an
// integer.
std::optional<SchemasById> readPlainTablesJson(std::string_view text);

}  // namespace sqlscope::schema
