#include "core/schema/column_facts.h"

#include "core/schema/names.h"

namespace sqlscope::schema {

namespace {

// Why there are no facts at all, or "" when the file or the fallback gives them.
std::string sourceProblem(const DatabaseSchema& schema, const FactOptions& options) {
    if (schema.file || options.tablesJsonFallback) return {};
    return schema.fileError.empty()
               ? "the database file was not read"
               : "no facts without the database file (" + schema.fileError + ")";
}

bool uniqueIndexOn(const FileTable& table, std::string_view column, bool strict) {
    for (const FileUniqueIndex& index : table.uniqueIndexes) {
        if (strict && index.partial) continue;
        // An expression column has an empty name and so matches no column.
        if (index.columns.size() == 1 && !index.columns.front().empty() &&
            namesEqual(index.columns.front(), column)) {
            return true;
        }
    }
    return false;
}

ColumnFacts fileFacts(const FileSchema& file, const FileTable& table, const FileColumn& column,
                      const FactOptions& options) {
    ColumnFacts facts;
    facts.known = true;
    std::vector<std::string> primaryKey = table.primaryKey();
    bool singleKey = primaryKey.size() == 1 && column.primaryKeyOrder > 0;
    facts.primaryKey.value = column.primaryKeyOrder > 0;
    facts.compositePrimaryKey.value = primaryKey.size() > 1;
    facts.notNull.value = column.notNull || singleKey;
    facts.unique.value = singleKey || uniqueIndexOn(table, column.name, options.strict);

    for (const FileForeignKey& key : table.foreignKeys) {
        for (size_t i = 0; i < key.columns.size(); ++i) {
            if (!namesEqual(key.columns[i], column.name)) continue;
            ForeignKeyTarget target{
                key.referencedTable,
                i < key.referencedColumns.size() ? key.referencedColumns[i] : "",
                FactSource::Pragma};
            if (target.column.empty()) {
                // `to` is NULL: the referenced table's single primary-key column.
                std::vector<std::string> referencedKey;
                for (const FileTable& other : file.tables) {
                    if (namesEqual(other.name, key.referencedTable)) {
                        referencedKey = other.primaryKey();
                        break;
                    }
                }
                if (referencedKey.size() != 1) {
                    if (!facts.problem.empty()) facts.problem += "; ";
                    facts.problem += "foreign key " + table.name + "." + column.name + " -> " +
                                     key.referencedTable +
                                     " names no column and that table has no single-column "
                                     "primary key";
                    continue;
                }
                target.column = referencedKey.front();
            }
            facts.foreignKeys.push_back(std::move(target));
        }
    }
    return facts;
}

ColumnFacts tablesJsonFacts(const DatabaseSchema& schema, TableIndex table, ColumnIndex column) {
    ColumnFacts facts;
    facts.known = true;
    facts.fallback = true;
    const std::vector<ColumnIndex>& primaryKey = schema.tables[table].primaryKey;
    bool inKey = false;
    for (ColumnIndex key : primaryKey)
        inKey = inKey || key == column;
    bool singleKey = inKey && primaryKey.size() == 1;
    facts.primaryKey = {inKey, FactSource::TablesJson};
    facts.compositePrimaryKey = {primaryKey.size() > 1, FactSource::TablesJson};
    facts.notNull = {singleKey, FactSource::TablesJson};
    facts.unique = {singleKey, FactSource::TablesJson};
    for (const ForeignKey& key : schema.foreignKeys) {
        if (key.column != column) continue;
        const Column& referenced = schema.columns[key.referenced];
        if (referenced.table < 0) continue;
        ForeignKeyTarget target{schema.tables[referenced.table].name, referenced.name,
                                FactSource::TablesJson};
        bool seen = false;
        for (const ForeignKeyTarget& existing : facts.foreignKeys)
            seen = seen || (existing.table == target.table && existing.column == target.column);
        if (!seen) facts.foreignKeys.push_back(std::move(target));
    }
    return facts;
}

}  // namespace

std::string_view factSourceName(FactSource source) {
    switch (source) {
        case FactSource::Pragma:
            return "pragma";
        case FactSource::TablesJson:
            return "tables.json";
        case FactSource::Propagated:
            return "propagated";
    }
    return "pragma";
}

ColumnFacts columnFacts(const DatabaseSchema& schema, std::string_view table,
                        std::string_view column, const FactOptions& options) {
    ColumnFacts facts;
    facts.problem = sourceProblem(schema, options);
    if (!facts.problem.empty()) return facts;

    if (schema.file) {
        const FileTable* fileTable = schema.fileTable(table);
        if (!fileTable) {
            facts.problem = "table '" + std::string(table) + "' is not in the database file";
            return facts;
        }
        const FileColumn* fileColumn = fileTable->findColumn(column);
        if (!fileColumn) {
            facts.problem = "column '" + std::string(column) + "' is not in table '" +
                            fileTable->name + "' of the database file";
            return facts;
        }
        return fileFacts(*schema.file, *fileTable, *fileColumn, options);
    }

    std::optional<TableIndex> tableIndex = schema.findTable(table);
    std::optional<ColumnIndex> columnIndex =
        tableIndex ? schema.findColumn(*tableIndex, column) : std::nullopt;
    if (!columnIndex) {
        facts.fallback = true;
        facts.problem =
            "column '" + std::string(table) + "." + std::string(column) + "' is not in tables.json";
        return facts;
    }
    return tablesJsonFacts(schema, *tableIndex, *columnIndex);
}

TableFacts tableFacts(const DatabaseSchema& schema, std::string_view table,
                      const FactOptions& options) {
    TableFacts facts;
    facts.problem = sourceProblem(schema, options);
    if (!facts.problem.empty()) return facts;

    if (schema.file) {
        const FileTable* fileTable = schema.fileTable(table);
        if (!fileTable) {
            facts.problem = "table '" + std::string(table) + "' is not in the database file";
            return facts;
        }
        facts.known = true;
        facts.primaryKey = fileTable->primaryKey();
        facts.compositePrimaryKey.value = facts.primaryKey.size() > 1;
        return facts;
    }

    facts.fallback = true;
    std::optional<TableIndex> tableIndex = schema.findTable(table);
    if (!tableIndex) {
        facts.problem = "table '" + std::string(table) + "' is not in tables.json";
        return facts;
    }
    facts.known = true;
    for (ColumnIndex key : schema.tables[*tableIndex].primaryKey)
        facts.primaryKey.push_back(schema.columns[key].name);
    facts.compositePrimaryKey = {facts.primaryKey.size() > 1, FactSource::TablesJson};
    return facts;
}

}  // namespace sqlscope::schema
