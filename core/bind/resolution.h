// What an identifier in an expression names, as the binder resolves it
// (docs/architecture.md#layout): a column of some binding (inner scope first, then outer ones,
// as SQLite resolves correlated names), a rowid, a result-column alias, a double-quoted string,
// or nothing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "core/bind/binding.h"
#include "core/bind/scope.h"
#include "core/sql/ast.h"

namespace sqlscope::bind {

struct Resolution {
    enum class Kind : uint8_t {
        Column,          // a column of `binding`; `column` is its index when the binding has it
        Rowid,           // the rowid of `binding`, a Table (BindOptions::rowid)
        Alias,           // the result column `alias` of `scope`'s SELECT
        UnknownColumns,  // maybe a column of a binding whose columns are unknown:
                         // `binding` when exactly one such binding could have it
        Text,            // a double-quoted name that is no column: SQLite reads a string
        Unresolved,      // nothing has it; `binding` is the table it most likely
                         // belongs to (the one named by its qualifier, or the
                         // only candidate of its SELECT), else null
    };
    Kind kind = Kind::Unresolved;
    const Binding* binding = nullptr;
    std::optional<size_t> column;
    const sql::ResultColumn* alias = nullptr;
    const Scope* scope = nullptr;  // where the binding or alias was found
    bool ambiguous = false;        // BindOptions::reportAmbiguity: more than one binding has it
};

}  // namespace sqlscope::bind
