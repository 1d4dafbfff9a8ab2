#include "core/counterexample/schema_constraints.h"

#include <sqlite3.h>

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>

namespace sqlscope::counterexample {

namespace {

std::string lower(std::string s) {
    for (char& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string columnText(sqlite3_stmt* stmt, int i) {
    const unsigned char* text = sqlite3_column_text(stmt, i);
    return text ? reinterpret_cast<const char*>(text) : "";
}

// Runs `sql`, calling `row` for each result row; false (and `error`) on failure.
bool eachRow(sqlite3* db, const std::string& sql, const std::function<void(sqlite3_stmt*)>& row,
             std::string& error) {
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr) != SQLITE_OK) {
        error = sqlite3_errmsg(db);
        sqlite3_finalize(stmt);
        return false;
    }
    int rc;
    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW)
        row(stmt);
    if (rc != SQLITE_DONE) error = sqlite3_errmsg(db);
    sqlite3_finalize(stmt);
    return rc == SQLITE_DONE;
}

std::string quoteLiteral(const std::string& text) {
    std::string out = "'";
    for (char c : text) {
        out += c;
        if (c == '\'') out += '\'';
    }
    return out + "'";
}

}  // namespace

Affinity affinityOf(const std::string& declaredType) {
    const std::string t = lower(declaredType);
    if (t.find("int") != std::string::npos) return Affinity::Integer;
    if (t.find("char") != std::string::npos || t.find("clob") != std::string::npos ||
        t.find("text") != std::string::npos)
        return Affinity::Text;
    if (t.empty() || t.find("blob") != std::string::npos) return Affinity::Blob;
    if (t.find("real") != std::string::npos || t.find("floa") != std::string::npos ||
        t.find("doub") != std::string::npos)
        return Affinity::Real;
    return Affinity::Numeric;
}

std::string quoteIdentifier(const std::string& name) {
    std::string out = "\"";
    for (char c : name) {
        out += c;
        if (c == '"') out += '"';
    }
    return out + "\"";
}

int TableConstraints::columnIndex(const std::string& column) const {
    const std::string wanted = lower(column);
    for (size_t i = 0; i < columns.size(); ++i)
        if (lower(columns[i].name) == wanted) return static_cast<int>(i);
    return -1;
}

int SchemaConstraints::tableIndex(const std::string& table) const {
    const std::string wanted = lower(table);
    for (size_t i = 0; i < tables.size(); ++i)
        if (lower(tables[i].name) == wanted) return static_cast<int>(i);
    return -1;
}

SchemaConstraints readSchemaConstraints(sqlite3* db, std::string& error) {
    SchemaConstraints schema;
    eachRow(
        db,
        "SELECT type, name, sql FROM sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE "
        "'sqlite_%' ORDER BY rowid",
        [&](sqlite3_stmt* stmt) {
            const std::string type = columnText(stmt, 0);
            if (type == "table") {
                TableConstraints table;
                table.name = columnText(stmt, 1);
                table.createSql = columnText(stmt, 2);
                schema.tables.push_back(std::move(table));
            } else if (type == "index" || type == "view") {
                schema.otherSql.push_back(columnText(stmt, 2));
            }
        },
        error);
    for (TableConstraints& table : schema.tables) {
        const std::string name = quoteLiteral(table.name);
        eachRow(
            db, "SELECT name, type, \"notnull\", pk FROM pragma_table_info(" + name + ")",
            [&](sqlite3_stmt* stmt) {
                ColumnConstraint column;
                column.name = columnText(stmt, 0);
                column.declaredType = columnText(stmt, 1);
                column.affinity = affinityOf(column.declaredType);
                column.notNull = sqlite3_column_int(stmt, 2) != 0;
                column.primaryKeyPart = sqlite3_column_int(stmt, 3);
                table.columns.push_back(std::move(column));
            },
            error);
        std::vector<size_t> primaryKey;
        for (size_t i = 0; i < table.columns.size(); ++i)
            if (table.columns[i].primaryKeyPart > 0) primaryKey.push_back(i);
        std::sort(primaryKey.begin(), primaryKey.end(), [&](size_t a, size_t b) {
            return table.columns[a].primaryKeyPart < table.columns[b].primaryKeyPart;
        });
        if (primaryKey.size() == 1 && lower(table.columns[primaryKey[0]].declaredType) == "integer")
            table.columns[primaryKey[0]].integerPrimaryKey = true;
        if (!primaryKey.empty()) table.uniqueSets.push_back(primaryKey);
        if (lower(table.createSql).find("without rowid") != std::string::npos)
            for (size_t i : primaryKey)
                table.columns[i].notNull = true;
        // Unique indexes (UNIQUE constraints are indexes too); the primary
        // key's own index ("pk" origin) is already there.
        std::vector<std::string> uniqueIndexes;
        eachRow(
            db, "SELECT name, \"unique\", origin FROM pragma_index_list(" + name + ")",
            [&](sqlite3_stmt* stmt) {
                if (sqlite3_column_int(stmt, 1) != 0 && columnText(stmt, 2) != "pk")
                    uniqueIndexes.push_back(columnText(stmt, 0));
            },
            error);
        for (const std::string& index : uniqueIndexes) {
            std::vector<size_t> set;
            bool expression = false;
            eachRow(
                db,
                "SELECT name FROM pragma_index_info(" + quoteLiteral(index) + ") ORDER BY seqno",
                [&](sqlite3_stmt* stmt) {
                    const int column = table.columnIndex(columnText(stmt, 0));
                    if (column < 0 || sqlite3_column_type(stmt, 0) == SQLITE_NULL)
                        expression = true;
                    else
                        set.push_back(static_cast<size_t>(column));
                },
                error);
            if (!expression && !set.empty()) table.uniqueSets.push_back(set);
        }
        std::map<int, ForeignKey> keys;
        eachRow(
            db,
            "SELECT id, \"table\", \"from\", \"to\" FROM pragma_foreign_key_list(" + name +
                ") ORDER BY id, seq",
            [&](sqlite3_stmt* stmt) {
                ForeignKey& key = keys[sqlite3_column_int(stmt, 0)];
                key.parentTable = columnText(stmt, 1);
                key.columns.push_back(columnText(stmt, 2));
                key.parentColumns.push_back(columnText(stmt, 3));
            },
            error);
        for (auto& [id, key] : keys)
            table.foreignKeys.push_back(std::move(key));
        eachRow(
            db, "SELECT count(*) FROM " + quoteIdentifier(table.name),
            [&](sqlite3_stmt* stmt) { table.rowCount = sqlite3_column_int64(stmt, 0); }, error);
    }
    return schema;
}

}  // namespace sqlscope::counterexample
