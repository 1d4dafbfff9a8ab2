// One pair as plain text, what Ctrl+C copies from the results table: the
// question, database, hardness, gold and predicted SQL, the outcome and
// every verdict with its label. Qt-free.
#pragma once

#include <cstddef>
#include <string>

namespace sqlscope::inspect {

class PairTable;

std::string pairAsText(const PairTable& table, size_t itemPos, size_t run);

}  // namespace sqlscope::inspect
