#include "core/match/component/schema_index.h"

#include <algorithm>

#include "core/schema/names.h"

namespace sqlscope::match::component {

SchemaIndex SchemaIndex::fromDatabase(const schema::DatabaseSchema& database) {
    SchemaIndex index;
    for (const schema::Table& table : database.tables) {
        std::vector<std::string> columns;
        columns.reserve(table.columns.size());
        for (schema::ColumnIndex c : table.columns) {
            if (c > 0 && static_cast<size_t>(c) < database.columns.size())
                columns.push_back(database.columns[static_cast<size_t>(c)].name);
        }
        index.addTable(table.name, columns);
    }
    if (database.file) {
        for (const schema::FileTable& table : database.file->tables) {
            std::vector<std::string> columns;
            columns.reserve(table.columns.size());
            for (const schema::FileColumn& column : table.columns)
                columns.push_back(column.name);
            index.addTable(table.name, columns);
        }
    }
    return index;
}

void SchemaIndex::addTable(std::string_view table, const std::vector<std::string>& columns) {
    std::string name = schema::lowerName(table);
    SchemaTable& entry = tables_[name];
    entry.name = std::move(name);
    for (const std::string& column : columns) {
        std::string lower = schema::lowerName(column);
        if (!entry.findColumn(lower)) entry.columns.push_back(std::move(lower));
    }
}

const SchemaTable* SchemaIndex::findTable(std::string_view name) const {
    const bool lower =
        std::none_of(name.begin(), name.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    auto it = lower ? tables_.find(name) : tables_.find(schema::lowerName(name));
    return it == tables_.end() ? nullptr : &it->second;
}

}  // namespace sqlscope::match::component
