#include "core/match/component/schema_index.h"

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
    SchemaTable& entry = tables_[schema::lowerName(table)];
    for (const std::string& column : columns) {
        std::string lower = schema::lowerName(column);
        if (entry.columnSet.insert(lower).second) entry.columns.push_back(std::move(lower));
    }
}

const SchemaTable* SchemaIndex::find(std::string_view lowerTable) const {
    auto it = tables_.find(lowerTable);
    return it == tables_.end() ? nullptr : &it->second;
}

}  // namespace sqlscope::match::component
