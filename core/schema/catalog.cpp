#include "core/schema/catalog.h"

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "core/schema/disagreements.h"
#include "core/schema/file_schema_cache.h"
#include "core/schema/plain_tables_json.h"
#include "core/util/file_text.h"
#include "core/util/json_compact.h"
#include "core/util/json_depth.h"

namespace sqlscope::schema {

namespace {

using Json = nlohmann::json;

// Reads one tables.json entry. Every error names the file and the db_id (or
// the entry number before the db_id is known) and the offending field.
class EntryReader {
public:
    EntryReader(const std::string& path, size_t entryIndex, const Json& entry)
        : path_(path), entryIndex_(entryIndex), entry_(entry) {}

    std::optional<DatabaseSchema> read() {
        if (!entry_.is_object()) {
            fail(std::string("expected a JSON object, found ") + entry_.type_name());
            return std::nullopt;
        }
        const Json* dbId = field("db_id");
        if (!dbId) return std::nullopt;
        if (!dbId->is_string()) return failNone("field 'db_id' must be a string");
        schema_.dbId = dbId->get<std::string>();
        haveDbId_ = true;
        return readTables() && readColumns() && readPrimaryKeys() && readForeignKeys()
                   ? std::optional<DatabaseSchema>(std::move(schema_))
                   : std::nullopt;
    }

    const std::string& error() const { return error_; }

private:
    bool fail(const std::string& message) {
        std::string where =
            haveDbId_ ? "db_id '" + schema_.dbId + "'" : "entry " + std::to_string(entryIndex_);
        error_ = path_ + ": " + where + ": " + message;
        return false;
    }
    std::nullopt_t failNone(const std::string& message) {
        fail(message);
        return std::nullopt;
    }

    // The field, or null (with the error set) when it is missing.
    const Json* field(const char* name) {
        auto it = entry_.find(name);
        if (it == entry_.end()) {
            fail(std::string("missing field '") + name + "'");
            return nullptr;
        }
        return &*it;
    }

    // The array field `name`, or null (error set) when missing or not an array;
    // optional fields that are absent give null with no error.
    const Json* arrayField(const char* name, bool optional = false) {
        if (optional && !entry_.contains(name)) return nullptr;
        const Json* value = field(name);
        if (value && !value->is_array()) {
            fail(std::string("field '") + name + "' must be an array");
            return nullptr;
        }
        return value;
    }

    bool stringAt(const Json& array, const char* name, size_t i, std::string& out) {
        if (!array[i].is_string()) {
            return fail(std::string(name) + "[" + std::to_string(i) + "] must be a string");
        }
        out = array[i].get<std::string>();
        return true;
    }

    bool sizeMatches(const Json* optionalArray, const char* name, size_t expected,
                     const char* originalName) {
        if (!optionalArray || optionalArray->size() == expected) return true;
        return fail(std::string(name) + " has " + std::to_string(optionalArray->size()) +
                    " entries but " + originalName + " has " + std::to_string(expected));
    }

    bool readTables() {
        const Json* originals = arrayField("table_names_original");
        if (!originals) return false;
        const Json* names = arrayField("table_names", true);
        if (!error_.empty()) return false;
        if (!sizeMatches(names, "table_names", originals->size(), "table_names_original")) {
            return false;
        }
        for (size_t i = 0; i < originals->size(); ++i) {
            Table table;
            if (!stringAt(*originals, "table_names_original", i, table.name)) return false;
            if (names) {
                if (!stringAt(*names, "table_names", i, table.displayName)) return false;
            } else {
                table.displayName = table.name;
            }
            schema_.tables.push_back(std::move(table));
        }
        return true;
    }

    // [table index, name] pair of column_names(_original)[i].
    bool columnPair(const Json& array, const char* name, size_t i, TableIndex& table,
                    std::string& columnName) {
        const Json& pair = array[i];
        std::string where = std::string(name) + "[" + std::to_string(i) + "]";
        if (!pair.is_array() || pair.size() != 2 || !pair[0].is_number_integer() ||
            !pair[1].is_string()) {
            return fail(where + " must be a [table index, name] pair");
        }
        long long index = pair[0].get<long long>();
        columnName = pair[1].get<std::string>();
        if (i == 0) {
            if (index != -1 || columnName != "*") return fail(where + " must be [-1, \"*\"]");
        } else if (index < 0 || index >= static_cast<long long>(schema_.tables.size())) {
            std::string range = schema_.tables.empty()
                                    ? "there are no tables"
                                    : "0.." + std::to_string(schema_.tables.size() - 1);
            return fail(where + ": table index " + std::to_string(index) + " is out of range (" +
                        range + ")");
        }
        table = static_cast<TableIndex>(index);
        return true;
    }

    bool readColumns() {
        const Json* originals = arrayField("column_names_original");
        if (!originals) return false;
        const Json* names = arrayField("column_names", true);
        if (!error_.empty()) return false;
        const Json* types = arrayField("column_types", true);
        if (!error_.empty()) return false;
        if (originals->empty()) return fail("column_names_original is empty (no \"*\" column)");
        if (!sizeMatches(names, "column_names", originals->size(), "column_names_original") ||
            !sizeMatches(types, "column_types", originals->size(), "column_names_original")) {
            return false;
        }
        for (size_t i = 0; i < originals->size(); ++i) {
            Column column;
            if (!columnPair(*originals, "column_names_original", i, column.table, column.name)) {
                return false;
            }
            if (names) {
                // Only the name is taken: the table indices of column_names may
                // differ from the originals (CoSQL's formula_1 entry predates
                // Spider's 2020-08-03 fix of exactly that).
                const Json& pair = (*names)[i];
                if (!pair.is_array() || pair.size() != 2 || !pair[1].is_string()) {
                    return fail("column_names[" + std::to_string(i) +
                                "] must be a [table index, name] pair");
                }
                column.displayName = pair[1].get<std::string>();
            } else {
                column.displayName = column.name;
            }
            if (types && !stringAt(*types, "column_types", i, column.type)) return false;
            if (column.table >= 0) {
                schema_.tables[column.table].columns.push_back(static_cast<ColumnIndex>(i));
            }
            schema_.columns.push_back(std::move(column));
        }
        return true;
    }

    // A column index (not "*") at `where`.
    bool columnIndex(const Json& value, const std::string& where, ColumnIndex& out) {
        if (!value.is_number_integer()) return fail(where + " must be a column index");
        long long index = value.get<long long>();
        long long last = static_cast<long long>(schema_.columns.size()) - 1;
        if (index < 1 || index > last) {
            std::string range = last < 1 ? "there are no columns" : "1.." + std::to_string(last);
            return fail(where + ": column index " + std::to_string(index) + " is out of range (" +
                        range + ")");
        }
        out = static_cast<ColumnIndex>(index);
        return true;
    }

    void addKeyColumn(ColumnIndex column) {
        std::vector<ColumnIndex>& key = schema_.tables[schema_.columns[column].table].primaryKey;
        if (std::find(key.begin(), key.end(), column) == key.end()) key.push_back(column);
    }

    // Spider: a flat list of column indices. BIRD: an entry may be a nested
    // list, the columns of one composite key.
    bool readPrimaryKeys() {
        const Json* keys = arrayField("primary_keys");
        if (!keys) return false;
        for (size_t i = 0; i < keys->size(); ++i) {
            std::string where = "primary_keys[" + std::to_string(i) + "]";
            const Json& entry = (*keys)[i];
            if (!entry.is_array()) {
                ColumnIndex column = 0;
                if (!columnIndex(entry, where, column)) return false;
                addKeyColumn(column);
                continue;
            }
            if (entry.empty()) return fail(where + " is an empty composite key");
            std::vector<ColumnIndex> columns;
            for (size_t j = 0; j < entry.size(); ++j) {
                ColumnIndex column = 0;
                if (!columnIndex(entry[j], where + "[" + std::to_string(j) + "]", column)) {
                    return false;
                }
                if (!columns.empty() &&
                    schema_.columns[column].table != schema_.columns[columns.front()].table) {
                    return fail(where +
                                ": the columns of a composite key belong to different "
                                "tables");
                }
                columns.push_back(column);
            }
            for (ColumnIndex column : columns)
                addKeyColumn(column);
        }
        return true;
    }

    bool readForeignKeys() {
        const Json* keys = arrayField("foreign_keys");
        if (!keys) return false;
        for (size_t i = 0; i < keys->size(); ++i) {
            std::string where = "foreign_keys[" + std::to_string(i) + "]";
            const Json& pair = (*keys)[i];
            if (!pair.is_array() || pair.size() != 2) {
                return fail(where + " must be a [column index, referenced column index] pair");
            }
            ForeignKey key;
            if (!columnIndex(pair[0], where + "[0]", key.column) ||
                !columnIndex(pair[1], where + "[1]", key.referenced)) {
                return false;
            }
            schema_.foreignKeys.push_back(key);
        }
        return true;
    }

    const std::string& path_;
    size_t entryIndex_;
    const Json& entry_;
    DatabaseSchema schema_;
    bool haveDbId_ = false;
    std::string error_;
};

// "parse error at line L, column C: ..." from nlohmann's what(), without the
// "[json.exception.parse_error.101] " prefix.
std::string parseErrorText(const nlohmann::json::parse_error& e) {
    std::string_view what = e.what();
    if (size_t bracket = what.find("] "); what.starts_with("[") && bracket != what.npos) {
        what.remove_prefix(bracket + 2);
    }
    return std::string(what);
}

}  // namespace

CatalogLoad Catalog::fromTablesJson(const std::string& path) {
    util::FileText text = util::readFileText(path);
    if (!text.ok()) {
        CatalogLoad load;
        load.error = path + ": cannot read: " + text.error;
        return load;
    }
    return fromTablesJsonText(text.content, path);
}

CatalogLoad Catalog::fromTablesJsonText(const std::string& content, const std::string& path,
                                        bool plainFirst) {
    CatalogLoad load;
    if (auto problem = util::checkText(content)) {
        load.error = problem->text(path);
        return load;
    }
    // The usual file, read in one pass without a DOM (plain_tables_json.h);
    // anything else is read below, which also explains what is wrong.
    if (plainFirst) {
        if (std::optional<SchemasById> plain = readPlainTablesJson(content)) {
            load.catalog.databases_ = std::move(*plain);
            return load;
        }
    }
    if (auto deep = util::jsonDepthError(content, path)) {
        load.error = *deep;
        return load;
    }
    // Parsed without its indentation (util/json_compact.h: the same value,
    // and an error exactly when the original has one); the original is
    // parsed again for an error's position.
    Json json;
    try {
        json = Json::parse(util::compactJson(content));
    } catch (const Json::parse_error&) {
        try {
            json = Json::parse(content);
        } catch (const Json::parse_error& e) {
            load.error = path + ": invalid JSON: " + parseErrorText(e);
            return load;
        }
    }
    if (!json.is_array()) {
        load.error = path + ": expected a JSON array at the top level, found " + json.type_name();
        return load;
    }

    std::map<std::string, size_t, std::less<>> entryOf;
    for (size_t i = 0; i < json.size(); ++i) {
        EntryReader reader(path, i, json[i]);
        std::optional<DatabaseSchema> schema = reader.read();
        if (!schema) {
            load.error = reader.error();
            load.catalog.databases_.clear();
            return load;
        }
        if (auto [it, inserted] = entryOf.emplace(schema->dbId, i); !inserted) {
            load.error = path + ": duplicate db_id '" + schema->dbId + "' (entries " +
                         std::to_string(it->second) + " and " + std::to_string(i) + ")";
            load.catalog.databases_.clear();
            return load;
        }
        std::string dbId = schema->dbId;
        load.catalog.databases_.emplace(std::move(dbId), std::move(*schema));
    }
    return load;
}

void Catalog::attachDatabaseDir(const std::string& databaseDir) {
    for (auto& [dbId, schema] : databases_) {
        schema.file.reset();
        schema.fileError.clear();
        schema.disagreements.clear();
        std::string path = databasePath(databaseDir, dbId);
        std::error_code ec;
        if (!std::filesystem::is_regular_file(path, ec)) {
            schema.fileError = "no database file " + path;
            continue;
        }
        SharedFileSchema file = readFileSchemaShared(path);
        if (!file.schema) {
            schema.fileError = std::move(file.error);
            continue;
        }
        schema.file = *file.schema;
        schema.disagreements = findDisagreements(schema);
    }
}

const DatabaseSchema* Catalog::find(std::string_view dbId) const {
    auto it = databases_.find(dbId);
    return it == databases_.end() ? nullptr : &it->second;
}

bool plainDbId(std::string_view dbId) {
    return !dbId.empty() && dbId != "." && dbId != ".." &&
           dbId.find_first_of(std::string_view("/\\\0", 3)) == std::string_view::npos;
}

std::string databasePath(const std::string& databaseDir, std::string_view dbId) {
    if (!plainDbId(dbId)) return {};
    std::string path = databaseDir;
    if (!path.empty() && path.back() != '/') path += '/';
    path.append(dbId);
    path += '/';
    path.append(dbId);
    path += ".sqlite";
    return path;
}

}  // namespace sqlscope::schema
