#include "core/schema/schema_builder.h"

#include <algorithm>
#include <utility>

namespace sqlscope::schema {

std::string FieldPosition::text() const {
    std::string out = std::string(field) + "[" + std::to_string(index) + "]";
    if (sub >= 0) out += "[" + std::to_string(sub) + "]";
    return out;
}

SchemaBuilder::SchemaBuilder(std::string dbId) {
    schema_.dbId = std::move(dbId);
}

bool SchemaBuilder::fail(std::string message) {
    error_ = std::move(message);
    return false;
}

bool SchemaBuilder::sameLength(const char* field, size_t size, const char* original,
                               size_t expected) {
    if (size == expected) return true;
    return fail(std::string(field) + " has " + std::to_string(size) + " entries but " + original +
                " has " + std::to_string(expected));
}

void SchemaBuilder::addTable(std::string name, std::string displayName) {
    Table& table = schema_.tables.emplace_back();
    table.name = std::move(name);
    table.displayName = std::move(displayName);
}

bool SchemaBuilder::hasColumns(size_t count) {
    if (count == 0) return fail("column_names_original is empty (no \"*\" column)");
    schema_.columns.reserve(count);
    return true;
}

bool SchemaBuilder::addColumn(long long table, std::string name) {
    const size_t i = schema_.columns.size();
    if (i == 0) {
        if (table != -1 || name != "*")
            return fail(FieldPosition{"column_names_original", i}.text() + " must be [-1, \"*\"]");
    } else if (table < 0 || table >= static_cast<long long>(schema_.tables.size())) {
        const std::string range = schema_.tables.empty()
                                      ? "there are no tables"
                                      : "0.." + std::to_string(schema_.tables.size() - 1);
        return fail(FieldPosition{"column_names_original", i}.text() + ": table index " +
                    std::to_string(table) + " is out of range (" + range + ")");
    }
    Column& column = schema_.columns.emplace_back();
    column.table = static_cast<TableIndex>(table);
    column.name = std::move(name);
    if (column.table >= 0)
        schema_.tables[static_cast<size_t>(column.table)].columns.push_back(
            static_cast<ColumnIndex>(i));
    return true;
}

bool SchemaBuilder::columnIndex(long long index, const FieldPosition& at, ColumnIndex& column) {
    const long long last = static_cast<long long>(schema_.columns.size()) - 1;
    if (index < 1 || index > last) {
        const std::string range = last < 1 ? "there are no columns" : "1.." + std::to_string(last);
        return fail(at.text() + ": column index " + std::to_string(index) + " is out of range (" +
                    range + ")");
    }
    column = static_cast<ColumnIndex>(index);
    return true;
}

void SchemaBuilder::addKeyColumn(ColumnIndex column) {
    std::vector<ColumnIndex>& key =
        schema_.tables[static_cast<size_t>(schema_.columns[static_cast<size_t>(column)].table)]
            .primaryKey;
    if (std::find(key.begin(), key.end(), column) == key.end()) key.push_back(column);
}

bool SchemaBuilder::beginCompositeKey(size_t count, const FieldPosition& at) {
    compositeAt_ = at;
    compositeKey_.clear();
    return count > 0 || fail(at.text() + " is an empty composite key");
}

bool SchemaBuilder::compositeKeyColumn(long long index, const FieldPosition& columnAt) {
    ColumnIndex column = 0;
    if (!columnIndex(index, columnAt, column)) return false;
    if (!compositeKey_.empty() &&
        schema_.columns[static_cast<size_t>(column)].table !=
            schema_.columns[static_cast<size_t>(compositeKey_.front())].table)
        return fail(compositeAt_.text() +
                    ": the columns of a composite key belong to different tables");
    compositeKey_.push_back(column);
    return true;
}

void SchemaBuilder::endCompositeKey() {
    for (const ColumnIndex column : compositeKey_)
        addKeyColumn(column);
}

void SchemaBuilder::addForeignKey(ColumnIndex column, ColumnIndex referenced) {
    schema_.foreignKeys.push_back(ForeignKey{column, referenced});
}

}  // namespace sqlscope::schema
