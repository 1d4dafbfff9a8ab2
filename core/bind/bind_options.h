// Where the binder's two users read names differently (docs/architecture.md#layout). Component
// analysis (docs/metrics/component.md#components-and-items) renders every column as
// `table.column` and must name a column even in a query SQLite rejects; schema linking
// (docs/metrics/linking.md#extracting-elements) must find exactly the tables and columns SQLite
// reads. Each option says what each user sets and why; the defaults are component analysis's.
#pragma once

#include <cstdint>

namespace sqlscope::bind {

// How the columns of a CTE are named.
enum class CteNaming : uint8_t {
    // Component: each CTE is named from its body when the WITH is bound,
    // with only the CTEs before it visible (the CTE itself reads as a table).
    Eager,
    // Linking: every CTE of the WITH is visible to every other; its columns
    // come from the caller (FromListener::cteColumns), which walks the body
    // on its first use, as SQLite resolves it.
    OnUse,
};

// What a qualifier (`t.column`) resolves to.
enum class QualifiedLookup : uint8_t {
    // Component: the innermost binding the qualifier names, whether or not
    // it has the column (a wrong column still reads as that table's).
    FirstNamed,
    // Linking: SQLite's lookup: a named binding lacking the column passes
    // the name on to the enclosing SELECT.
    FirstHavingColumn,
};

// Which SELECTs' result-column aliases an unqualified name may mean.
enum class AliasReach : uint8_t {
    // Component: the alias of the name's own SELECT, anywhere in it (an
    // alias stands for its expression when items are rendered).
    InnermostQuery,
    // Linking: the aliases of every SELECT whose Scope::aliasesVisible the
    // caller set (WHERE, GROUP BY, HAVING, ORDER BY, as SQLite allows).
    FlaggedScopes,
};

struct BindOptions {
    // Component: `dogs.name` after `FROM dogs AS d` names d (SQLite refuses
    // it, but gold queries and predictions write it). Linking: it does not.
    bool tableNameUnderAlias = true;
    // Linking: `aux.t` is not the catalog's `t` (SQLite prepares on the main
    // schema only). Component: the schema qualifier is ignored.
    bool otherSchemasMissing = false;
    // Linking: sqlite_master and its kin are SQLite's own tables, not
    // elements, and accept any column. Component: looked up like any table.
    bool systemTables = false;
    // Linking: rowid, oid and _rowid_ name a table's rowid (SQLite reports
    // its INTEGER PRIMARY KEY alias). Component: ordinary names.
    bool rowid = false;
    // Linking: unnamed result columns get SQLite's names (the expression's
    // text, `columnN` for VALUES) and `*` shows a USING/NATURAL column once,
    // so that an outer query finds exactly the names SQLite gives.
    // Component: an unnamed result column has no name.
    bool sqliteResultNames = false;
    // Linking: in each SELECT, before going outward, a name no known column
    // has goes to the table of unknown columns there (SQLite would stop at
    // that SELECT's error). Component: only the name's own SELECT is
    // consulted, after every known column of every enclosing one.
    bool unknownColumnsPerScope = false;
    // Linking: report a name two bindings of a SELECT have (SQLite's
    // "ambiguous column name"). Component: the first binding takes it.
    bool reportAmbiguity = false;
    CteNaming cteNaming = CteNaming::Eager;
    QualifiedLookup qualified = QualifiedLookup::FirstNamed;
    AliasReach aliases = AliasReach::InnermostQuery;
};

}  // namespace sqlscope::bind
