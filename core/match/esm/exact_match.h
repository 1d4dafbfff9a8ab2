// Exact set match (docs/metrics/esm.md#exact-match; the reference's eval_exact_match): every
// partial F1 is 1 and, when the gold has table units, the sorted table units
// are equal. Used recursively for INTERSECT/UNION/EXCEPT branches.
#pragma once

#include <memory>
#include <vector>

#include "core/match/esm/partial_match.h"
#include "core/match/esm/spider_sql.h"

namespace sqlscope::match::esm {

struct ExactMatch {
    bool exact = false;
    PartialScores partial;
    // Whether the table units were compared (all partials were 1 and the
    // gold has table units) and, if so, the units of each side with
    // `matched` = the unit found its counterpart.
    bool tablesCompared = false;
    bool tablesEqual = false;
    std::vector<ComparedItem> goldTables;
    std::vector<ComparedItem> predTables;
    // What the compared items' texts view (shared by copies).
    std::shared_ptr<const ItemTexts> goldTexts;
    std::shared_ptr<const ItemTexts> predTexts;
};

// `goldTexts`, when given, must be itemTexts(gold) (with tables).
// `predReprs`: give the prediction's select and WHERE items their repr
// texts (else they are empty; the scores do not depend on them).
ExactMatch evalExactMatch(const SpiderSql& pred, const SpiderSql& gold,
                          std::shared_ptr<const ItemTexts> goldTexts = nullptr,
                          bool predReprs = true);

}  // namespace sqlscope::match::esm
