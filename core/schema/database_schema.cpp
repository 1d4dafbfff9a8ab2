#include "core/schema/database_schema.h"

#include <algorithm>

#include "core/schema/names.h"

namespace sqlscope::schema {

const FileColumn* FileTable::findColumn(std::string_view columnName) const {
    for (const FileColumn& column : columns) {
        if (namesEqual(column.name, columnName)) return &column;
    }
    return nullptr;
}

std::vector<std::string> FileTable::primaryKey() const {
    std::vector<const FileColumn*> keyColumns;
    for (const FileColumn& column : columns) {
        if (column.primaryKeyOrder > 0) keyColumns.push_back(&column);
    }
    std::stable_sort(keyColumns.begin(), keyColumns.end(),
                     [](const FileColumn* a, const FileColumn* b) {
                         return a->primaryKeyOrder < b->primaryKeyOrder;
                     });
    std::vector<std::string> names;
    names.reserve(keyColumns.size());
    for (const FileColumn* column : keyColumns)
        names.push_back(column->name);
    return names;
}

std::optional<TableIndex> DatabaseSchema::findTable(std::string_view name) const {
    for (size_t i = 0; i < tables.size(); ++i) {
        if (namesEqual(tables[i].name, name)) return static_cast<TableIndex>(i);
    }
    return std::nullopt;
}

std::optional<ColumnIndex> DatabaseSchema::findColumn(TableIndex table,
                                                      std::string_view name) const {
    if (table == -1) {
        // Only Spider's "*" pseudo-column belongs to no table.
        if (!columns.empty() && columns[0].name == name) return 0;
        return std::nullopt;
    }
    if (table < 0 || static_cast<size_t>(table) >= tables.size()) return std::nullopt;
    for (ColumnIndex index : tables[table].columns) {
        if (namesEqual(columns[index].name, name)) return index;
    }
    return std::nullopt;
}

const FileTable* DatabaseSchema::fileTable(std::string_view name) const {
    if (!file) return nullptr;
    for (const FileTable& table : file->tables) {
        if (namesEqual(table.name, name)) return &table;
    }
    return nullptr;
}

}  // namespace sqlscope::schema
