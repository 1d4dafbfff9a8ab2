#include "core/match/esm/esm_schemas.h"

#include <filesystem>

#include "core/schema/file_schema_cache.h"

namespace sqlscope::match::esm {

EsmSchemas::EsmSchemas(const schema::Catalog& catalog, std::vector<std::string> databaseDirs)
    : catalog_(catalog), databaseDirs_(std::move(databaseDirs)) {}

EsmDatabaseLookup EsmSchemas::find(std::string_view dbId) const {
    {
        std::lock_guard lock(mutex_);
        auto it = cache_.find(dbId);
        if (it != cache_.end()) return it->second;
    }
    EsmDatabaseLookup loaded = load(dbId);
    std::lock_guard lock(mutex_);
    return cache_.emplace(std::string(dbId), std::move(loaded)).first->second;
}

EsmDatabaseLookup EsmSchemas::load(std::string_view dbId) const {
    EsmDatabaseLookup result;
    const schema::DatabaseSchema* entry = catalog_.find(dbId);
    if (!entry) {
        result.error = "db_id '" + std::string(dbId) + "' is not in tables.json";
        return result;
    }
    auto database = std::make_shared<EsmDatabase>();
    database->dbId = std::string(dbId);
    database->foreignKeys = buildForeignKeyMap(*entry);
    bool haveFile = false;
    for (const std::string& dir : databaseDirs_) {
        std::string path = schema::databasePath(dir, dbId);
        std::error_code ec;
        if (!std::filesystem::is_regular_file(path, ec)) continue;
        schema::SharedFileSchema file = schema::readFileSchemaShared(path);
        if (!file.schema) {
            result.error = file.error;
            return result;
        }
        database->schema = SpiderSchema::fromFile(*file.schema);
        database->schemaSource = path;
        haveFile = true;
        break;
    }
    if (!haveFile) {
        database->schema = SpiderSchema::fromTablesJson(*entry);
        database->schemaSource = "tables.json (no database file)";
    }
    result.database = std::move(database);
    return result;
}

}  // namespace sqlscope::match::esm
