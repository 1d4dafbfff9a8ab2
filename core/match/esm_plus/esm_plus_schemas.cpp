#include "core/match/esm_plus/esm_plus_schemas.h"

#include <filesystem>

#include "core/schema/file_schema_cache.h"

namespace sqlscope::match::esm_plus {

EsmPlusSchemas::EsmPlusSchemas(const schema::Catalog& catalog,
                               std::vector<std::string> databaseDirs)
    : catalog_(catalog), databaseDirs_(std::move(databaseDirs)) {}

const EsmPlusDatabase& EsmPlusSchemas::find(std::string_view dbId) const {
    {
        std::lock_guard lock(mutex_);
        auto it = cache_.find(dbId);
        if (it != cache_.end()) return it->second;
    }
    EsmPlusDatabase loaded = load(dbId);
    std::lock_guard lock(mutex_);
    return cache_.emplace(std::string(dbId), std::move(loaded)).first->second;
}

EsmPlusDatabase EsmPlusSchemas::load(std::string_view dbId) const {
    EsmPlusDatabase result;
    for (const std::string& dir : databaseDirs_) {
        std::string path = schema::databasePath(dir, dbId);
        std::error_code ec;
        if (!std::filesystem::is_regular_file(path, ec)) continue;
        schema::SharedFileSchema file = schema::readFileSchemaShared(path);
        if (!file.schema) {
            result.error = file.error;
            return result;
        }
        result.schema =
            std::make_shared<const EtmSchema>(EtmSchema::fromFile(std::string(dbId), *file.schema));
        result.fromFile = true;
        result.path = path;
        return result;
    }
    const schema::DatabaseSchema* entry = catalog_.find(dbId);
    if (!entry) {
        result.error =
            "db_id '" + std::string(dbId) + "' has no database file and is not in tables.json";
        return result;
    }
    result.schema = std::make_shared<const EtmSchema>(EtmSchema::fromTablesJson(*entry));
    return result;
}

}  // namespace sqlscope::match::esm_plus
