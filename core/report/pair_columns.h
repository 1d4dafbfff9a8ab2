// The columns of pairs.csv, in order. Their names are a stable interface
// (docs/cli.md): add, never rename. Each metric area contributes its own
// group from its own file (pair_columns_*.cpp).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/report/pair_row.h"

namespace sqlscope::report {

struct PairColumn {
    std::string name;
    // Appends the row's value as text to `text` (nothing: an empty field).
    std::function<void(const PairRow&, std::string& text)> value;
};

// Appends decimal `number` to `text` (std::to_string's digits).
void appendDecimal(std::string& text, int64_t number);

const std::vector<PairColumn>& pairColumns();
// Where "run" is among them: after "index" and "db_id" (pairsCsvRecordFrom).
constexpr size_t kRunColumn = 2;

// The groups, in the order pairColumns() puts them.
void addPairIdentityColumns(std::vector<PairColumn>& columns);  // index ... pred_parse_error
void addExecutionColumns(std::vector<PairColumn>& columns);     // exec_status ... ves
void addEsmColumns(std::vector<PairColumn>& columns);           // hardness ... esm_error
void addEsmPlusColumns(std::vector<PairColumn>& columns);       // esm_plus ... esm_plus_error
void addLinkingColumns(std::vector<PairColumn>& columns);  // link_tables_r ... link_approximate
// em ... pred_valid
void addComponentColumns(std::vector<PairColumn>& columns);
void addQuirkColumns(std::vector<PairColumn>& columns);  // quirks

}  // namespace sqlscope::report
