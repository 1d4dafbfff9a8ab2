// The schema schema-linking resolves names against, per database: the tables
// and columns of the .sqlite file SQLite prepares on (so that the AST walk
// and SQLite's own name resolution see the same names), or tables.json's
// original names when no file is found; the binder's catalog
// (core/bind/catalog.h). Loaded once per db_id and shared by every thread.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "core/bind/catalog.h"
#include "core/schema/catalog.h"

namespace sqlscope::linking {

// A table: name and columns as declared, in order; `rowidAlias` is the
// column SQLite reports reads of `rowid` as (a single-column INTEGER
// PRIMARY KEY).
struct LinkTable : bind::CatalogTable {
    // The element names (schema_elements.h) of the table and of each column,
    // made once: `table` and `table.column`, lowercased.
    std::string element;
    std::vector<std::string> columnElements;
};

struct LinkDatabase final : bind::Catalog {
    std::string dbId;
    std::string path;          // the .sqlite file to prepare on; empty when none was found
    std::string schemaSource;  // `path`, or "tables.json (no database file)"
    std::vector<LinkTable> tables;

    const LinkTable* findTable(std::string_view name) const override;
};

struct LinkDatabaseLookup {
    std::shared_ptr<const LinkDatabase> database;  // null on failure
    std::string error;
};

class LinkSchemas {
public:
    // `catalog` must outlive this object. The first folder of `databaseDirs`
    // holding `<dir>/<db_id>/<db_id>.sqlite` provides the file.
    LinkSchemas(const schema::Catalog& catalog, std::vector<std::string> databaseDirs);

    // Thread-safe; the first call for a db_id reads its file.
    LinkDatabaseLookup find(std::string_view dbId) const;

private:
    LinkDatabaseLookup load(std::string_view dbId) const;

    const schema::Catalog& catalog_;
    std::vector<std::string> databaseDirs_;
    mutable std::mutex mutex_;
    mutable std::map<std::string, LinkDatabaseLookup, std::less<>> cache_;
};

// The schema of one .sqlite file (for callers without a catalog).
LinkDatabaseLookup linkDatabaseFromFile(std::string dbId, const std::string& path);

}  // namespace sqlscope::linking
