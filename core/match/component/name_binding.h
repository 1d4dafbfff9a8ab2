// How component analysis binds names (docs/metrics/component.md#components-and-items): the
// shared binder (core/bind/binder.h) over the SchemaIndex, with the binder's default options,
// which are component analysis's: every column must render as `table.column` even in a query
// SQLite rejects, so a qualifier names a table whether or not it has the column, a table may be
// named by its own name under an alias, and a name no column has goes to the only candidate
// table of its SELECT (see bind/bind_options.h for each option and why).
#pragma once

#include "core/bind/binder.h"
#include "core/match/component/schema_index.h"

namespace sqlscope::match::component {

using bind::Binder;
using bind::Binding;
using bind::CteEnv;
using bind::Resolution;
using bind::Scope;

inline bind::BindOptions componentBindOptions() {
    return bind::BindOptions{};
}

}  // namespace sqlscope::match::component
