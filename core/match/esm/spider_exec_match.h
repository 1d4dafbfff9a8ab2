// Spider's own execution match, EX of the official evaluation.py
// (docs/metrics/execution.md#ex-spider,
// docs/metrics/esm.md#q11-spider-ex-keys-columns-by-select-item), as a pure function of two
// already-executed result sets and the two normalised Spider structures: each side becomes {select
// key: [that column's values in row order]}, keyed by the select item's val_unit without its
// item-level aggregate (so max(age) and min(age) share a key and duplicate keys collapse, the last
// column winning); EX = 1 iff the two maps are equal. A prediction the Spider parser rejects has an
// empty select list, hence the map {} and EX = 0. Execution failures are the caller's: a failed
// prediction scores 0; a failed gold aborts the reference.
#pragma once

#include <string>

#include "core/exec/result_set.h"
#include "core/match/esm/spider_sql.h"

namespace sqlscope::match::esm {

struct SpiderExecMatch {
    bool match = false;
    // Set when the reference itself would have crashed building the map (a
    // row shorter than the select list: IndexError); the pair then scores 0.
    std::string note;
};

// `predSql` / `goldSql`: the normalised structures (EsmVerdict::pred / gold
// ->normalized); for an unparseable prediction, the empty SQL.
SpiderExecMatch spiderExecMatch(const exec::ResultSet& predResult,
                                const exec::ResultSet& goldResult, const SpiderSql& predSql,
                                const SpiderSql& goldSql);

}  // namespace sqlscope::match::esm
