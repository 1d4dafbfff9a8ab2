#include "core/schema/disagreements.h"

#include <algorithm>
#include <set>
#include <string>
#include <string_view>
#include <tuple>

#include "core/schema/names.h"

namespace sqlscope::schema {

namespace {

// One referencing column -> referenced column pair, as spelled by its side.
struct ForeignKeyPair {
    std::string table, column, referencedTable, referencedColumn;

    std::tuple<std::string, std::string, std::string, std::string> key() const {
        return {lowerName(table), lowerName(column), lowerName(referencedTable),
                lowerName(referencedColumn)};
    }
    std::string text() const {
        return table + "." + column + " -> " + referencedTable + "." +
               (referencedColumn.empty() ? "?" : referencedColumn);
    }
};

std::string keyText(const std::vector<std::string>& names) {
    std::string out = "(";
    for (size_t i = 0; i < names.size(); ++i) {
        if (i > 0) out += ", ";
        out += names[i];
    }
    return out + ")";
}

std::vector<std::string> sortedLower(const std::vector<std::string>& names) {
    std::vector<std::string> out;
    for (const std::string& name : names)
        out.push_back(lowerName(name));
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<ForeignKeyPair> filePairs(const FileSchema& file, const FileTable& table) {
    std::vector<ForeignKeyPair> pairs;
    for (const FileForeignKey& key : table.foreignKeys) {
        for (size_t i = 0; i < key.columns.size(); ++i) {
            std::string referenced =
                i < key.referencedColumns.size() ? key.referencedColumns[i] : "";
            if (referenced.empty()) {
                // `REFERENCES t` without columns: t's primary key, when it has one column.
                for (const FileTable& target : file.tables) {
                    if (!namesEqual(target.name, key.referencedTable)) continue;
                    std::vector<std::string> primaryKey = target.primaryKey();
                    if (primaryKey.size() == 1) referenced = primaryKey.front();
                    break;
                }
            }
            pairs.push_back({table.name, key.columns[i], key.referencedTable, referenced});
        }
    }
    return pairs;
}

}  // namespace

std::vector<Disagreement> findDisagreements(const DatabaseSchema& schema) {
    std::vector<Disagreement> out;
    if (!schema.file) return out;
    const FileSchema& file = *schema.file;
    using Kind = Disagreement::Kind;

    for (size_t t = 0; t < schema.tables.size(); ++t) {
        const Table& table = schema.tables[t];
        const FileTable* fileTable = schema.fileTable(table.name);
        if (!fileTable) {
            out.push_back(
                {Kind::MissingTable, table.name, "",
                 "Table '" + table.name + "' is in tables.json but not in the database file."});
            continue;
        }

        for (ColumnIndex c : table.columns) {
            const std::string& name = schema.columns[c].name;
            if (!fileTable->findColumn(name)) {
                out.push_back({Kind::MissingColumn, table.name, name,
                               "Column '" + name + "' of table '" + table.name +
                                   "' is in tables.json but not in the database file."});
            }
        }
        for (const FileColumn& column : fileTable->columns) {
            if (!schema.findColumn(static_cast<TableIndex>(t), column.name)) {
                out.push_back({Kind::ExtraColumn, table.name, column.name,
                               "Column '" + column.name + "' of table '" + table.name +
                                   "' is in the database file but not in tables.json."});
            }
        }

        std::vector<std::string> jsonKey;
        for (ColumnIndex c : table.primaryKey)
            jsonKey.push_back(schema.columns[c].name);
        std::vector<std::string> fileKey = fileTable->primaryKey();
        if (sortedLower(jsonKey) != sortedLower(fileKey)) {
            std::string detail =
                "Table '" + table.name + "' has " +
                (jsonKey.empty() ? "no primary key" : "primary key " + keyText(jsonKey)) +
                " in tables.json but " + (fileKey.empty() ? "none" : keyText(fileKey)) +
                " in the database file.";
            out.push_back({Kind::PrimaryKey, table.name, "", std::move(detail)});
        }

        std::vector<ForeignKeyPair> jsonPairs;
        for (const ForeignKey& key : schema.foreignKeys) {
            const Column& from = schema.columns[key.column];
            const Column& to = schema.columns[key.referenced];
            if (from.table != static_cast<TableIndex>(t) || to.table < 0) continue;
            jsonPairs.push_back({table.name, from.name, schema.tables[to.table].name, to.name});
        }
        std::vector<ForeignKeyPair> fromFile = filePairs(file, *fileTable);
        std::set<std::tuple<std::string, std::string, std::string, std::string>> jsonKeys, fileKeys,
            reported;
        for (const ForeignKeyPair& pair : jsonPairs)
            jsonKeys.insert(pair.key());
        for (const ForeignKeyPair& pair : fromFile)
            fileKeys.insert(pair.key());
        for (const ForeignKeyPair& pair : jsonPairs) {
            if (fileKeys.count(pair.key()) || !reported.insert(pair.key()).second) continue;
            out.push_back({Kind::ForeignKey, table.name, pair.column,
                           "Foreign key " + pair.text() +
                               " is in tables.json but not in the database file."});
        }
        for (const ForeignKeyPair& pair : fromFile) {
            if (jsonKeys.count(pair.key()) || !reported.insert(pair.key()).second) continue;
            out.push_back({Kind::ForeignKey, table.name, pair.column,
                           "Foreign key " + pair.text() +
                               " is in the database file but not in tables.json."});
        }
    }

    for (const FileTable& fileTable : file.tables) {
        if (lowerName(fileTable.name).starts_with("sqlite_")) continue;
        if (schema.findTable(fileTable.name)) continue;
        out.push_back(
            {Kind::ExtraTable, fileTable.name, "",
             "Table '" + fileTable.name + "' is in the database file but not in tables.json."});
    }
    return out;
}

}  // namespace sqlscope::schema
