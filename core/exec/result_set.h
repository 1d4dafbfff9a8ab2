// The rows a query returned, with SQLite's result column names, kept as
// SQLite gave them (docs/metrics/execution.md#executing-a-query).
#pragma once

#include <string>
#include <vector>

#include "core/exec/value.h"

namespace sqlscope::exec {

using Row = std::vector<Value>;

struct ResultSet {
    std::vector<std::string> columnNames;
    std::vector<Row> rows;

    size_t columnCount() const { return columnNames.size(); }
    size_t rowCount() const { return rows.size(); }
};

}  // namespace sqlscope::exec
