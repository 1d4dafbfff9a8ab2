#include "core/linking/link_schema.h"

#include <filesystem>

#include "core/linking/schema_elements.h"
#include "core/schema/file_schema_cache.h"
#include "core/schema/names.h"
#include "core/util/ascii_case.h"

namespace sqlscope::linking {

namespace {

bool isIntegerType(std::string_view type) {
    return schema::namesEqual(type, "INTEGER");
}

// LinkTable::element and columnElements, once its name and columns are set.
void nameElements(LinkTable& table) {
    table.element = schema::lowerName(table.name);
    table.columnElements.reserve(table.columns.size());
    for (const std::string& column : table.columns)
        table.columnElements.push_back(columnElementName(table.name, column));
}

LinkDatabase fromFileSchema(std::string dbId, const schema::FileSchema& file) {
    LinkDatabase database;
    database.dbId = std::move(dbId);
    database.path = file.path;
    database.schemaSource = file.path;
    for (const schema::FileTable& fileTable : file.tables) {
        LinkTable table;
        table.name = fileTable.name;
        int keyColumns = 0;
        std::optional<size_t> key;
        for (size_t i = 0; i < fileTable.columns.size(); ++i) {
            const schema::FileColumn& column = fileTable.columns[i];
            table.columns.push_back(column.name);
            if (column.primaryKeyOrder > 0) {
                ++keyColumns;
                key = i;
            }
        }
        if (keyColumns == 1 && isIntegerType(fileTable.columns[*key].declaredType))
            table.rowidAlias = key;
        nameElements(table);
        database.tables.push_back(std::move(table));
    }
    return database;
}

LinkDatabase fromCatalog(const schema::DatabaseSchema& schema) {
    LinkDatabase database;
    database.dbId = schema.dbId;
    database.schemaSource = "tables.json (no database file)";
    for (const schema::Table& catalogTable : schema.tables) {
        LinkTable table;
        table.name = catalogTable.name;
        for (schema::ColumnIndex index : catalogTable.columns)
            table.columns.push_back(schema.columns[index].name);
        nameElements(table);
        database.tables.push_back(std::move(table));
    }
    return database;
}

}  // namespace

const LinkTable* LinkDatabase::findTable(std::string_view name) const {
    for (const LinkTable& table : tables) {
        if (util::equalsIgnoringAsciiCase(table.name, name)) return &table;
    }
    return nullptr;
}

LinkSchemas::LinkSchemas(const schema::Catalog& catalog, std::vector<std::string> databaseDirs)
    : catalog_(catalog), databaseDirs_(std::move(databaseDirs)) {}

LinkDatabaseLookup LinkSchemas::find(std::string_view dbId) const {
    {
        std::lock_guard lock(mutex_);
        if (auto it = cache_.find(dbId); it != cache_.end()) return it->second;
    }
    LinkDatabaseLookup lookup = load(dbId);
    std::lock_guard lock(mutex_);
    return cache_.emplace(std::string(dbId), std::move(lookup)).first->second;
}

LinkDatabaseLookup LinkSchemas::load(std::string_view dbId) const {
    for (const std::string& dir : databaseDirs_) {
        if (dir.empty()) continue;
        std::string path = schema::databasePath(dir, dbId);
        std::error_code ec;
        if (!std::filesystem::is_regular_file(path, ec)) continue;
        LinkDatabaseLookup fromFile = linkDatabaseFromFile(std::string(dbId), path);
        if (fromFile.database) return fromFile;
    }
    if (const schema::DatabaseSchema* schema = catalog_.find(dbId))
        return {std::make_shared<const LinkDatabase>(fromCatalog(*schema)), {}};
    return {nullptr, "unknown database '" + std::string(dbId) +
                         "': not in tables.json and no database file"};
}

LinkDatabaseLookup linkDatabaseFromFile(std::string dbId, const std::string& path) {
    schema::SharedFileSchema file = schema::readFileSchemaShared(path);
    if (!file.schema) return {nullptr, std::move(file.error)};
    return {std::make_shared<const LinkDatabase>(fromFileSchema(std::move(dbId), *file.schema)),
            {}};
}

}  // namespace sqlscope::linking
