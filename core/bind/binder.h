// The name binder shared by component analysis and schema linking, in the spirit of DuckDB's
// (docs/architecture.md#layout): parsed types (core/sql) stay as they are; the bound types —
// Binding, CteEnv, Scope, Resolution — point at them. The binder says what each FROM item binds
// (a base table, a FROM-subquery, a CTE), which CTEs are visible, and what an identifier in an
// expression names: a column of some binding, inner scope first then outer ones as SQLite
// resolves correlated names, a result-column alias, or a double-quoted string that names no
// column. Where its users read names differently, BindOptions says how and why. Names compare
// ASCII case-insensitively. A Binder holds no state of its own: it is cheap to make per query.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/bind/bind_options.h"
#include "core/bind/binding.h"
#include "core/bind/catalog.h"
#include "core/bind/cte_env.h"
#include "core/bind/from_listener.h"
#include "core/bind/resolution.h"
#include "core/bind/scope.h"
#include "core/sql/ast.h"

namespace sqlscope::bind {

class Binder {
public:
    // `catalog` may be null (every table is then missing). `text` is the
    // query the AST was parsed from (for BindOptions::sqliteResultNames).
    explicit Binder(const Catalog* catalog, BindOptions options = {}, std::string_view text = {})
        : catalog_(catalog), options_(options), text_(text) {}

    // ---- CTEs and FROM ----------------------------------------------------

    // The WITH clause of `statement` (none: no entries) on top of `parent`,
    // named as BindOptions::cteNaming says.
    CteEnv ctesOf(const sql::SelectStatement& statement, const CteEnv* parent) const;
    // Binds every item of `from` into `scope` (whose parent and ctes are
    // set), nested joins flattened, USING/NATURAL columns recorded.
    void bindFrom(const sql::FromClause& from, Scope& scope, FromListener& listener) const;
    // The scope of `core`, derived columns named from the SQL alone.
    Scope scopeOf(const sql::SelectCore& core, const Scope* parent, const CteEnv* ctes) const;

    // ---- result names -----------------------------------------------------

    // The names of `core`'s result columns, `scope` being its scope; "" for
    // an unnamed one (see BindOptions::sqliteResultNames).
    std::vector<std::string> resultNames(const sql::SelectCore& core, const Scope& scope) const;
    // The result names of a statement (of its first SELECT, as SQLite names a
    // compound's), its derived columns named from the SQL alone.
    std::vector<std::string> outputNames(const sql::SelectStatement& statement,
                                         const CteEnv* ctes) const;

    // ---- names in expressions ---------------------------------------------

    // The binding `qualifier` names in `scope`, then (with `outer`) in the
    // enclosing scopes; null if none.
    const Binding* findBinding(const Scope& scope, std::string_view qualifier,
                               bool outer = true) const;
    // The result column of `scope`'s SELECT with that alias; null if none.
    static const sql::ResultColumn* findAlias(const Scope& scope, std::string_view name);
    // What `column` names in `scope`. `aliasesFirst`: ORDER BY's rule for
    // component analysis (a result alias wins over a column); `allowAliases`
    // = false while an alias is being expanded.
    Resolution resolve(const sql::ColumnRef& column, const Scope& scope, bool aliasesFirst = false,
                       bool allowAliases = true) const;

    const BindOptions& options() const { return options_; }

private:
    Binding bindItem(const sql::FromItem& item, const Scope& scope, FromListener& listener) const;
    void join(Scope& scope, size_t left, const sql::FromItem& item, FromListener& listener) const;
    void joinColumn(Scope& scope, size_t left, std::string_view column, sql::Span span,
                    FromListener& listener) const;
    const Binding* findIn(const Scope& scope, std::string_view qualifier) const;
    Resolution resolveQualified(const sql::ColumnRef& column, const Scope& scope) const;

    const Catalog* catalog_;
    BindOptions options_;
    std::string_view text_;
};

}  // namespace sqlscope::bind
