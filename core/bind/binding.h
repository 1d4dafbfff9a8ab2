// What one FROM item makes visible to the names of its SELECT (the binder,
// docs/architecture.md#layout): a table of the catalog, a table the catalog lacks, a
// FROM-subquery, a CTE, a table-valued function or one of SQLite's own tables. A bound type:
// it points at the parsed FROM item it was made from and never changes the AST.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/bind/catalog.h"
#include "core/sql/ast.h"

namespace sqlscope::bind {

enum class BindingKind : uint8_t {
    Table,         // a table of the catalog: `table` is set
    MissingTable,  // a table the catalog does not have: its columns are unknown
    Subquery,      // a FROM-subquery: `columns` are its output names
    Cte,           // a CTE: `columns` are its output names, `cte` its definition
    Function,      // a table-valued function: its columns are unknown
    SystemTable,   // sqlite_master and its kin (BindOptions::systemTables): columns unknown
};

struct Binding {
    BindingKind kind = BindingKind::MissingTable;
    // Lowercased alias, else the table, CTE or function name; "" for an
    // unaliased subquery.
    std::string name;
    // Lowercased table or function name; "" for a subquery or a CTE.
    std::string tableName;
    const CatalogTable* table = nullptr;  // Table
    std::vector<std::string> columns;     // Subquery, Cte: output names ("" = unnamed)
    // Columns USING or NATURAL joins to a binding on this one's left.
    std::vector<std::string> joined;
    const sql::FromItem* item = nullptr;
    const sql::CommonTableExpr* cte = nullptr;  // Cte

    bool derived() const { return kind == BindingKind::Subquery || kind == BindingKind::Cte; }
    bool columnsKnown() const { return kind == BindingKind::Table || derived(); }
    // Index of the column of that name (ASCII case ignored) among
    // columnNames(); nullopt when absent or the columns are unknown.
    std::optional<size_t> findColumn(std::string_view column) const;
    bool hasColumn(std::string_view column) const { return findColumn(column).has_value(); }
    bool isJoined(std::string_view column) const;
    // The known columns in order: the catalog's for a table, the output
    // names for a subquery or CTE, none otherwise.
    const std::vector<std::string>& columnNames() const;
};

}  // namespace sqlscope::bind
