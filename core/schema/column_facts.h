// The facts ESM+ rules check for a column (docs/metrics/esm-plus.md#schema-facts): primary key,
// composite primary key, NOT NULL, UNIQUE and foreign-key targets, each with
// its provenance. Read from the .sqlite file; tables.json only as a declared
// fallback when there is no file.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/schema/database_schema.h"

namespace sqlscope::schema {

// Where a fact comes from, as ESM+ traces name it. The catalog yields Pragma
// or TablesJson; Propagated is for callers that derive facts across joins.
enum class FactSource { Pragma, TablesJson, Propagated };

// "pragma", "tables.json" or "propagated".
std::string_view factSourceName(FactSource source);

struct Fact {
    bool value = false;  // false also when the fact cannot be established
    FactSource source = FactSource::Pragma;
};

struct ForeignKeyTarget {
    std::string table;   // referenced table, spelled as its source spells it
    std::string column;  // referenced column; resolved to the table's PK when the DDL omits it
    FactSource source = FactSource::Pragma;
};

struct FactOptions {
    // With no readable .sqlite file, take PK and FK from tables.json, with
    // UNIQUE = NOT NULL = single-column PK (`fixed` and `strict` modes).
    bool tablesJsonFallback = false;
    // `strict` mode: partial unique indexes and expression indexes make
    // nothing UNIQUE.
    bool strict = false;
};

struct ColumnFacts {
    bool known = false;        // the table and column exist where the facts were read
    bool fallback = false;     // no file: the facts come from tables.json
    Fact primaryKey;           // the column is part of its table's primary key
    Fact compositePrimaryKey;  // the table's primary key has more than one column
    Fact notNull;              // notnull = 1, or the single-column primary key
    Fact unique;               // sole column of a unique index, or the single-column primary key
    std::vector<ForeignKeyTarget> foreignKeys;
    std::string problem;  // why facts are unknown or a target could not be resolved; "" if none
};

// Facts of `table`.`column` (names matched ASCII case-insensitively).
ColumnFacts columnFacts(const DatabaseSchema& schema, std::string_view table,
                        std::string_view column, const FactOptions& options = {});

struct TableFacts {
    bool known = false;
    bool fallback = false;
    std::vector<std::string> primaryKey;  // column names in key order
    Fact compositePrimaryKey;
    std::string problem;
};

TableFacts tableFacts(const DatabaseSchema& schema, std::string_view table,
                      const FactOptions& options = {});

}  // namespace sqlscope::schema
