// The schema schema-linking resolves names against, per database: the tables
// and columns of the .sqlite file SQLite prepares on (so that the AST walk
// and SQLite's own name resolution see the same names), or tables.json's
// original names when no file is found. Loaded once per db_id and shared by
// every thread.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/schema/catalog.h"

namespace sqlscope::linking {

struct LinkTable {
    std::string name;                  // as declared
    std::vector<std::string> columns;  // as declared, in order
    // The column that is an alias of the rowid (a single-column INTEGER
    // PRIMARY KEY); SQLite reports reads of `rowid` as reads of it.
    std::optional<size_t> rowidAlias;
    // The element names (schema_elements.h) of the table and of each column,
    // made once: `table` and `table.column`, lowercased.
    std::string element;
    std::vector<std::string> columnElements;

    // Index of the column of that name (ASCII case-insensitive), or nullopt.
    std::optional<size_t> findColumn(std::string_view column) const;
};

struct LinkDatabase {
    std::string dbId;
    std::string path;          // the .sqlite file to prepare on; empty when none was found
    std::string schemaSource;  // `path`, or "tables.json (no database file)"
    std::vector<LinkTable> tables;

    const LinkTable* findTable(std::string_view name) const;
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
