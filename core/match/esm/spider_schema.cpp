#include "core/match/esm/spider_schema.h"

#include "core/match/esm/python_semantics.h"

namespace sqlscope::match::esm {

void SpiderSchema::addTable(const std::string& name, std::vector<std::string> columnNames) {
    std::string table = pythonLower(name);
    for (std::string& column : columnNames)
        column = pythonLower(column);
    // schema[table] = [...]: a repeated (lowercased) name keeps its first
    // position and takes the last column list, like a Python dict.
    if (columns.find(table) == columns.end()) tables.push_back(table);
    columns[table] = std::move(columnNames);
}

void SpiderSchema::buildIdMap() {
    idMap.clear();
    idMap["*"] = "__all__";
    for (const std::string& table : tables)
        for (const std::string& column : columns[table])
            idMap[table + "." + column] = "__" + table + "." + column + "__";
    for (const std::string& table : tables)
        idMap[table] = "__" + table + "__";
}

SpiderSchema SpiderSchema::fromFile(const schema::FileSchema& file) {
    SpiderSchema schema;
    for (const schema::FileTable& table : file.tables) {
        std::vector<std::string> names;
        names.reserve(table.columns.size());
        for (const schema::FileColumn& column : table.columns)
            names.push_back(column.name);
        schema.addTable(table.name, std::move(names));
    }
    schema.buildIdMap();
    return schema;
}

SpiderSchema SpiderSchema::fromTablesJson(const schema::DatabaseSchema& entry) {
    SpiderSchema schema;
    for (const schema::Table& table : entry.tables) {
        std::vector<std::string> names;
        names.reserve(table.columns.size());
        for (schema::ColumnIndex index : table.columns)
            names.push_back(entry.columns[static_cast<size_t>(index)].name);
        schema.addTable(table.name, std::move(names));
    }
    schema.buildIdMap();
    return schema;
}

bool SpiderSchema::isColumnOfTable(const std::string& columnId, const std::string& tableId) const {
    // value[:value.index('.')] in [table_id[:-2] ...]
    size_t dot = columnId.find('.');
    if (dot == std::string::npos || tableId.size() < 2) return false;
    return columnId.compare(0, dot, tableId, 0, tableId.size() - 2) == 0 &&
           dot == tableId.size() - 2;
}

}  // namespace sqlscope::match::esm
