// One line of pairs.csv before it is text: a pair of one run with its parse
// and every metric's verdict.
#pragma once

#include <cstddef>
#include <string>

#include "core/eval/pair_verdict.h"
#include "core/sql/parser.h"

namespace sqlscope::report {

struct PairRow {
    size_t index = 0;  // position of the pair among the gold file's non-blank lines
    std::string_view dbId;
    std::string_view run;   // the run's name
    std::string_view gold;  // SQL as in the files
    std::string_view pred;
    const sql::ParseResult& predParse;
    const eval::PairVerdict& verdict;
};

}  // namespace sqlscope::report
