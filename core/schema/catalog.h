// Every database of a benchmark, loaded from a Spider-format tables.json
// (Spider, CoSQL, SParC and BIRD share the shape) and optionally completed
// from the .sqlite files of a database folder.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "core/schema/database_schema.h"

namespace sqlscope::schema {

struct CatalogLoad;

class Catalog {
public:
    // Reads tables.json. Errors name the file and, for JSON syntax errors,
    // the line and column.
    static CatalogLoad fromTablesJson(const std::string& path);
    // The same for a file's `content`, named `path` in errors. `plainFirst`
    // false: the general reader alone, without readPlainTablesJson's one
    // pass (for the tests that compare the two).
    static CatalogLoad fromTablesJsonText(const std::string& content, const std::string& path,
                                          bool plainFirst = true);

    // Reads each database's file facts from `<databaseDir>/<db_id>/<db_id>.sqlite`
    // (read-only, immutable) and records disagreements. A missing file is not
    // an error: the schema keeps `file` empty and says why in `fileError`.
    void attachDatabaseDir(const std::string& databaseDir);

    const DatabaseSchema* find(std::string_view dbId) const;
    const std::map<std::string, DatabaseSchema, std::less<>>& databases() const {
        return databases_;
    }

private:
    std::map<std::string, DatabaseSchema, std::less<>> databases_;
};

struct CatalogLoad {
    Catalog catalog;
    std::string error;  // empty on success
    bool ok() const { return error.empty(); }
};

// The path of a database's main file: `<databaseDir>/<db_id>/<db_id>.sqlite`.
// "" when `dbId` is not a plain name (plainDbId): no path outside
// `databaseDir` is ever made from a db_id.
std::string databasePath(const std::string& databaseDir, std::string_view dbId);

// A db_id that names one folder: not empty, not "." or "..", and without
// '/', '\' or NUL (so neither absolute nor climbing out of --db).
bool plainDbId(std::string_view dbId);

// Reads the facts of one .sqlite file (read-only, immutable URI). Returns
// nullopt and sets `error` when the file cannot be opened or read.
std::optional<FileSchema> readFileSchema(const std::string& path, std::string& error);

}  // namespace sqlscope::schema
