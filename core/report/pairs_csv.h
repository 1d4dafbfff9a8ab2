// pairs.csv records (docs/cli.md, "CSV format"): the header and one record
// per pair, with the columns of pair_columns.h, RFC 4180.
#pragma once

#include <string>

#include "core/report/pair_row.h"

namespace sqlscope::report {

std::string pairsCsvHeader();
std::string pairsCsvRecord(const PairRow& row);

// The record of `row` made from `other`, the record of another run's pair
// with the same index, prediction, parse and shown verdict: only the run
// field differs (the columns before it are the index and db_id, which
// those share too). A batch writes one record per pair of a work item.
std::string pairsCsvRecordFrom(const std::string& other, const PairRow& otherRow,
                               const PairRow& row);

}  // namespace sqlscope::report
