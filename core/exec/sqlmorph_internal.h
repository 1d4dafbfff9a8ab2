// Internal pieces of the SQLMorph metrics shared by its .cpp files.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "core/exec/result_set.h"
#include "core/exec/sqlmorph_alignment.h"
#include "core/exec/sqlmorph_metrics.h"

namespace sqlscope::exec::sqlmorph_detail {

struct GreedyPick {
    size_t gold;  // positions in the caller's candidate lists
    size_t pred;
    double score;
};

// The reference's partial-matching loop: repeatedly take the pair with the
// highest score, ties to the smallest (gold position, predicted position),
// stop when the best score is <= 0; each row is used at most once. Scores
// must not depend on which rows are already taken (so one cached best per
// gold row suffices; only rows that lost their best are rescanned).
std::vector<GreedyPick> greedyBestPairs(size_t goldCount, size_t predCount,
                                        const std::function<double(size_t, size_t)>& score);

// T2-T5 counting on an alignment (partial = T3/T5 phase 2). Fills counts and
// evidence of `out`; the caller grades.
void countAlignedCells(const ResultSet& gold, const ResultSet& pred,
                       const SqlMorphAlignment& alignment, bool partial,
                       const SqlMorphOptions& options, SqlMorphResult& out);

// T6: rows as sets of value strings.
void countValueSets(const ResultSet& gold, const ResultSet& pred, const SqlMorphOptions& options,
                    SqlMorphResult& out);

// T7: unified columns, row strings, embedding similarity, coverage; sets the
// metrics and the path too (its own edge cases).
void scoreSemanticRows(const ResultSet& gold, const ResultSet& pred, const SqlMorphOptions& options,
                       SqlMorphResult& out);

}  // namespace sqlscope::exec::sqlmorph_detail
