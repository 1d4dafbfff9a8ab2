#include "core/schema/catalog.h"

#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/schema/disagreements.h"
#include "core/schema/file_schema_cache.h"
#include "core/schema/plain_tables_json.h"
#include "core/schema/schema_builder.h"
#include "core/util/file_text.h"
#include "core/util/json_compact.h"
#include "core/util/json_depth.h"

namespace sqlscope::schema {

namespace {

using Json = nlohmann::json;

// Reads one tables.json entry: checks each field's JSON type here and hands
// the values to a SchemaBuilder, which checks the rest (schema_builder.h).
// Every error names the file and the db_id (or the entry number before the
// db_id is known) and the offending field.
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
        dbId_ = dbId->get<std::string>();
        builder_.emplace(dbId_);
        return readTables() && readColumns() && readPrimaryKeys() && readForeignKeys()
                   ? std::optional<DatabaseSchema>(builder_->take())
                   : std::nullopt;
    }

    const std::string& error() const { return error_; }

private:
    bool fail(const std::string& message) {
        std::string where =
            builder_ ? "db_id '" + dbId_ + "'" : "entry " + std::to_string(entryIndex_);
        error_ = path_ + ": " + where + ": " + message;
        return false;
    }
    std::nullopt_t failNone(const std::string& message) {
        fail(message);
        return std::nullopt;
    }
    // A SchemaBuilder check's outcome, its message positioned when it failed.
    bool built(bool ok) { return ok || fail(builder_->error()); }

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
        if (!array[i].is_string()) return fail(FieldPosition{name, i}.text() + " must be a string");
        out = array[i].get<std::string>();
        return true;
    }

    // `list` (when present) as long as `original`.
    bool sameLength(const Json* list, const char* name, const Json& original,
                    const char* originalName) {
        return !list ||
               built(builder_->sameLength(name, list->size(), originalName, original.size()));
    }

    bool readTables() {
        const Json* originals = arrayField("table_names_original");
        if (!originals) return false;
        const Json* names = arrayField("table_names", true);
        if (!error_.empty()) return false;
        if (!sameLength(names, "table_names", *originals, "table_names_original")) return false;
        for (size_t i = 0; i < originals->size(); ++i) {
            std::string name, displayName;
            if (!stringAt(*originals, "table_names_original", i, name)) return false;
            if (names) {
                if (!stringAt(*names, "table_names", i, displayName)) return false;
            } else {
                displayName = name;
            }
            builder_->addTable(std::move(name), std::move(displayName));
        }
        return true;
    }

    // Whether array[i] is a [table index, name] pair.
    static bool isColumnPair(const Json& array, size_t i, bool indexToo) {
        const Json& pair = array[i];
        return pair.is_array() && pair.size() == 2 && (!indexToo || pair[0].is_number_integer()) &&
               pair[1].is_string();
    }

    bool readColumns() {
        const Json* originals = arrayField("column_names_original");
        if (!originals) return false;
        const Json* names = arrayField("column_names", true);
        if (!error_.empty()) return false;
        const Json* types = arrayField("column_types", true);
        if (!error_.empty()) return false;
        if (!built(builder_->hasColumns(originals->size())) ||
            !sameLength(names, "column_names", *originals, "column_names_original") ||
            !sameLength(types, "column_types", *originals, "column_names_original")) {
            return false;
        }
        for (size_t i = 0; i < originals->size(); ++i) {
            if (!isColumnPair(*originals, i, true)) {
                return fail(FieldPosition{"column_names_original", i}.text() +
                            " must be a [table index, name] pair");
            }
            const Json& original = (*originals)[i];
            if (!built(builder_->addColumn(original[0].get<long long>(),
                                           original[1].get<std::string>()))) {
                return false;
            }
            Column& column = builder_->lastColumn();
            if (names) {
                // Only the name is taken: the table indices of column_names may
                // differ from the originals (CoSQL's formula_1 entry predates
                // Spider's 2020-08-03 fix of exactly that).
                if (!isColumnPair(*names, i, false)) {
                    return fail(FieldPosition{"column_names", i}.text() +
                                " must be a [table index, name] pair");
                }
                column.displayName = (*names)[i][1].get<std::string>();
            } else {
                column.displayName = column.name;
            }
            if (types && !stringAt(*types, "column_types", i, column.type)) return false;
        }
        return true;
    }

    // Whether `value` at `at` is an integer, as a column index must be.
    bool isColumnIndex(const Json& value, const FieldPosition& at) {
        return value.is_number_integer() || fail(at.text() + " must be a column index");
    }
    // A column index (not "*") at `at`.
    bool columnIndex(const Json& value, const FieldPosition& at, ColumnIndex& column) {
        return isColumnIndex(value, at) &&
               built(builder_->columnIndex(value.get<long long>(), at, column));
    }

    // Spider: a flat list of column indices. BIRD: an entry may be a nested
    // list, the columns of one composite key.
    bool readPrimaryKeys() {
        const Json* keys = arrayField("primary_keys");
        if (!keys) return false;
        for (size_t i = 0; i < keys->size(); ++i) {
            const FieldPosition at{"primary_keys", i};
            const Json& entry = (*keys)[i];
            if (!entry.is_array()) {
                ColumnIndex column = 0;
                if (!columnIndex(entry, at, column)) return false;
                builder_->addKeyColumn(column);
                continue;
            }
            if (!built(builder_->beginCompositeKey(entry.size(), at))) return false;
            for (size_t j = 0; j < entry.size(); ++j) {
                const FieldPosition columnAt{"primary_keys", i, static_cast<long long>(j)};
                if (!isColumnIndex(entry[j], columnAt) ||
                    !built(builder_->compositeKeyColumn(entry[j].get<long long>(), columnAt))) {
                    return false;
                }
            }
            builder_->endCompositeKey();
        }
        return true;
    }

    bool readForeignKeys() {
        const Json* keys = arrayField("foreign_keys");
        if (!keys) return false;
        for (size_t i = 0; i < keys->size(); ++i) {
            const Json& pair = (*keys)[i];
            if (!pair.is_array() || pair.size() != 2) {
                return fail(FieldPosition{"foreign_keys", i}.text() +
                            " must be a [column index, referenced column index] pair");
            }
            ColumnIndex column = 0, referenced = 0;
            if (!columnIndex(pair[0], FieldPosition{"foreign_keys", i, 0}, column) ||
                !columnIndex(pair[1], FieldPosition{"foreign_keys", i, 1}, referenced)) {
                return false;
            }
            builder_->addForeignKey(column, referenced);
        }
        return true;
    }

    const std::string& path_;
    size_t entryIndex_;
    const Json& entry_;
    std::string dbId_;
    std::optional<SchemaBuilder> builder_;  // once the db_id is known
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
