// The table and column names component analysis resolves columns against
// (docs/metrics/component.md#components-and-items): every table of tables.json and of the
// .sqlite file when it was read, names lowercased, columns in declaration
// order; the binder's catalog (core/bind/catalog.h). Built once per database
// and shared read-only.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/bind/catalog.h"
#include "core/schema/database_schema.h"

namespace sqlscope::match::component {

// A table: its name and columns lowercased.
using SchemaTable = bind::CatalogTable;

class SchemaIndex final : public bind::Catalog {
public:
    SchemaIndex() = default;
    // tables.json's original names, completed by the file's tables and columns.
    static SchemaIndex fromDatabase(const schema::DatabaseSchema& database);

    // `table` and `columns` as written; they are lowercased here.
    void addTable(std::string_view table, const std::vector<std::string>& columns);

    // ASCII case ignored; null when the table is unknown.
    const SchemaTable* findTable(std::string_view name) const override;
    bool empty() const { return tables_.empty(); }

private:
    std::map<std::string, SchemaTable, std::less<>> tables_;
};

}  // namespace sqlscope::match::component
