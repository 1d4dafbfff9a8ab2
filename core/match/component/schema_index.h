// The table and column names component analysis resolves columns against
// (docs/metrics/component.md#components-and-items): every table of tables.json and of the
// .sqlite file when it was read, names lowercased, columns in declaration
// order. Built once per database and shared read-only.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "core/schema/database_schema.h"

namespace sqlscope::match::component {

// Hashes std::string and std::string_view alike, so that a set of strings
// can be searched with a view without building a string.
struct NameHash {
    using is_transparent = void;
    size_t operator()(std::string_view name) const { return std::hash<std::string_view>{}(name); }
};

struct SchemaTable {
    std::vector<std::string> columns;  // lowercased, declaration order
    std::unordered_set<std::string, NameHash, std::equal_to<>> columnSet;
};

class SchemaIndex {
public:
    SchemaIndex() = default;
    // tables.json's original names, completed by the file's tables and columns.
    static SchemaIndex fromDatabase(const schema::DatabaseSchema& database);

    // `table` and `columns` as written; they are lowercased here.
    void addTable(std::string_view table, const std::vector<std::string>& columns);

    // `lowerTable` must already be lowercase; null when the table is unknown.
    const SchemaTable* find(std::string_view lowerTable) const;
    bool empty() const { return tables_.empty(); }

private:
    std::map<std::string, SchemaTable, std::less<>> tables_;
};

}  // namespace sqlscope::match::component
