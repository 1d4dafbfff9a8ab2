// What the user of the binder does while a FROM clause is bound (docs/architecture.md#layout):
// it names the columns of a FROM-subquery and of a CTE (component analysis from the SQL alone,
// schema linking by walking the body, which it must read anyway) and may act on each binding and
// on each USING/NATURAL column as it is made.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/bind/binding.h"
#include "core/bind/cte_env.h"
#include "core/bind/scope.h"
#include "core/sql/ast.h"
#include "core/sql/span.h"

namespace sqlscope::bind {

// One column of USING (or of NATURAL: `span` empty) between the bindings on
// the left and the `right` one.
struct JoinedColumn {
    std::string_view name;
    sql::Span span;
    const Binding* left = nullptr;  // the leftmost binding that has it; null if none
    const Binding& right;
    bool rightHas = false;
};

class FromListener {
public:
    // `scope` is the SELECT whose FROM is being bound (its bindings so far).
    virtual std::vector<std::string> subqueryColumns(const sql::SelectStatement& select,
                                                     const Scope& scope) = 0;
    virtual std::vector<std::string> cteColumns(const CteEnv::Found& cte, const Scope& scope) = 0;
    virtual void bound(const Binding&) {}
    virtual void joined(const JoinedColumn&) {}

protected:
    ~FromListener() = default;
};

}  // namespace sqlscope::bind
