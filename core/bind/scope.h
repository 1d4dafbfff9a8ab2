// The names one SELECT sees (the binder, docs/architecture.md#layout): the bindings of its FROM,
// the enclosing SELECT's scope (for correlated names), its CTEs and its result columns.
#pragma once

#include <vector>

#include "core/bind/binding.h"
#include "core/bind/cte_env.h"
#include "core/sql/ast.h"

namespace sqlscope::bind {

struct Scope {
    std::vector<Binding> bindings;
    const Scope* parent = nullptr;
    const sql::SelectCore* core = nullptr;  // whose result-column aliases may be visible
    const CteEnv* ctes = nullptr;
    // With AliasReach::FlaggedScopes: the caller is resolving this SELECT's
    // WHERE, GROUP BY, HAVING or ORDER BY, where its aliases are visible.
    bool aliasesVisible = false;
};

}  // namespace sqlscope::bind
