// Name scopes of a raw SELECT for component analysis
// (docs/metrics/component.md#components-and-items): what each FROM item binds (a base table, a
// FROM-subquery, a CTE), which CTEs are visible, and what an identifier in an expression names — a
// column of some binding (inner scope first, then outer ones, as SQLite
// resolves correlated names), a result-column alias, or, for a lone
// double-quoted name that is no column, a string.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/match/component/schema_index.h"
#include "core/sql/ast.h"

namespace sqlscope::match::component {

// What one FROM item makes visible.
struct Binding {
    std::string name;  // lowercased alias, else the table or CTE name; "" for an unaliased subquery
    std::string baseTable;               // lowercased base table name; empty for a subquery or CTE
    const SchemaTable* table = nullptr;  // the base table's schema entry, when known
    bool derived = false;                // a FROM-subquery or a CTE: columns render as name.column
    std::vector<std::string> derivedColumns;  // output names of a subquery or CTE ("" = unnamed)
    const sql::FromItem* item = nullptr;
    const sql::CommonTableExpr* cte = nullptr;  // when the item names a CTE

    bool columnsKnown() const { return derived || table != nullptr; }
    bool hasColumn(std::string_view lowerColumn) const;
    // Known columns in order (base: schema order; derived: output names).
    std::vector<std::string> columns() const;
};

// The CTEs visible at one level of a statement, each with its output names.
struct CteEnv {
    struct Entry {
        std::string name;  // lowercased
        const sql::CommonTableExpr* cte = nullptr;
        std::vector<std::string> columns;
    };
    std::vector<Entry> entries;
    const CteEnv* parent = nullptr;
    const Entry* find(std::string_view lowerName) const;
};

struct Scope {
    std::vector<Binding> bindings;
    const Scope* parent = nullptr;
    const sql::SelectCore* core = nullptr;
    const CteEnv* ctes = nullptr;
    // The binding a qualifier names (ASCII case ignored), in this scope or an
    // outer one; null if none.
    const Binding* findBinding(std::string_view name) const;
};

// What a column reference names.
struct ColumnBinding {
    enum class Kind {
        Column,      // a column of `binding`
        Alias,       // a result column of `scope`'s core, by its alias
        Text,        // a double-quoted name that is no column: SQLite reads a string
        Unresolved,  // nothing matched (unknown table or column)
    };
    Kind kind = Kind::Unresolved;
    const Binding* binding = nullptr;
    const sql::ResultColumn* result = nullptr;
    const Scope* scope = nullptr;  // where the binding or alias was found
};

class ScopeBuilder {
public:
    explicit ScopeBuilder(const SchemaIndex* schema) : schema_(schema) {}

    // The WITH clause of `statement` (if any) on top of `parent`.
    CteEnv ctesOf(const sql::SelectStatement& statement, const CteEnv* parent) const;
    Scope scopeOf(const sql::SelectCore& core, const Scope* parent, const CteEnv* ctes) const;
    // The result names of a statement (its first core), lowercased; "" where unnamed.
    std::vector<std::string> outputNames(const sql::SelectStatement& statement, const Scope* parent,
                                         const CteEnv* ctes) const;

    // `aliasesFirst`: ORDER BY's rule (a result alias wins over a column);
    // elsewhere a column of the FROM wins and an alias is tried before outer
    // scopes. `allowAliases` = false while an alias is being expanded.
    ColumnBinding resolve(const sql::ColumnRef& column, const Scope& scope, bool aliasesFirst,
                          bool allowAliases = true) const;

    const SchemaIndex* schema() const { return schema_; }

private:
    void bindItems(const sql::FromClause& from, Scope& scope, const CteEnv* ctes) const;
    const SchemaIndex* schema_;
};

// ASCII-lowercased copy.
std::string lowered(std::string_view text);
// Appends `text` ASCII-lowercased to `out` (no temporary string).
void appendLowered(std::string& out, std::string_view text);

}  // namespace sqlscope::match::component
