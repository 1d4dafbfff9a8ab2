// A counterexample database as a script a researcher can run with the
// sqlite3 shell: the CREATE TABLE statements as the benchmark declares them,
// then one INSERT a row (docs/metrics/exc.md#output).
#pragma once

#include <string>
#include <vector>

#include "core/counterexample/database_content.h"

namespace sqlscope::counterexample {

struct SchemaConstraints;

// The tables numbered in `tables` (in schema order), each with its rows.
std::string databaseScript(const SchemaConstraints& schema, const DatabaseContent& content,
                           const std::vector<size_t>& tables);

}  // namespace sqlscope::counterexample
