// The CTEs visible at one level of a statement (the binder, docs/architecture.md#layout): the
// WITH clause of that statement on top of the enclosing ones, looked up innermost first, ASCII
// case ignored.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/sql/ast.h"

namespace sqlscope::bind {

struct CteEnv {
    struct Entry {
        std::string name;  // lowercased
        const sql::CommonTableExpr* cte = nullptr;
        // Output names, when the binder names CTEs eagerly
        // (CteNaming::Eager); empty otherwise.
        std::vector<std::string> columns;
    };
    // A CTE and the environment of the WITH that defines it.
    struct Found {
        const Entry* entry = nullptr;
        const CteEnv* env = nullptr;
    };

    std::vector<Entry> entries;
    const CteEnv* parent = nullptr;

    Found lookup(std::string_view name) const;
    const Entry* find(std::string_view name) const { return lookup(name).entry; }
};

}  // namespace sqlscope::bind
