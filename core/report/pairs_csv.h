// pairs.csv records (docs/cli.md, "CSV format"): the header and one record
// per pair, with the columns of pair_columns.h, RFC 4180.
#pragma once

#include <string>

#include "core/report/pair_row.h"

namespace sqlscope::report {

std::string pairsCsvHeader();
std::string pairsCsvRecord(const PairRow& row);

}  // namespace sqlscope::report
