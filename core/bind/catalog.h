// The tables the binder resolves names against (docs/architecture.md#layout): a small interface
// each user implements over the schema it already has — component analysis over its SchemaIndex
// (tables.json completed by the database file, names lowercased), schema linking over the tables
// of the file SQLite prepares on. The binder only asks for a table by name and for its columns.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::bind {

// One table as the binder sees it; a catalog's own table type extends it.
struct CatalogTable {
    std::string name;                  // as the catalog holds it
    std::vector<std::string> columns;  // in declaration order
    // The column that is an alias of the rowid (a single-column INTEGER
    // PRIMARY KEY), when the catalog knows it.
    std::optional<size_t> rowidAlias;

    // Index of the column of that name (ASCII case ignored), or nullopt.
    std::optional<size_t> findColumn(std::string_view column) const;
};

class Catalog {
public:
    // The table of that name (ASCII case ignored), or null.
    virtual const CatalogTable* findTable(std::string_view name) const = 0;

protected:
    ~Catalog() = default;
};

}  // namespace sqlscope::bind
