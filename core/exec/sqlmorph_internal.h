// Internal pieces of the SQLMorph metrics shared by its .cpp files.
#pragma once

#include <cstddef>
#include <limits>
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
// `score(gold, pred)` returns a double; a template so that it is inlined in
// the scans, which call it for every pair of leftover rows.
template <typename Score>
std::vector<GreedyPick> greedyBestPairs(size_t goldCount, size_t predCount, const Score& score) {
    std::vector<GreedyPick> picks;
    std::vector<char> goldUsed(goldCount, 0), predUsed(predCount, 0);
    struct Best {
        double score = -std::numeric_limits<double>::infinity();
        size_t pred = 0;
        bool any = false;
    };
    std::vector<Best> best(goldCount);
    auto rescan = [&](size_t g) {
        Best b;
        for (size_t p = 0; p < predCount; ++p) {
            if (predUsed[p]) continue;
            double s = score(g, p);
            if (!b.any || s > b.score) b = {s, p, true};
        }
        best[g] = b;
    };
    for (size_t g = 0; g < goldCount; ++g)
        rescan(g);
    while (true) {
        size_t chosen = goldCount;
        for (size_t g = 0; g < goldCount; ++g) {
            if (goldUsed[g] || !best[g].any) continue;
            if (chosen == goldCount || best[g].score > best[chosen].score) chosen = g;
        }
        if (chosen == goldCount || !(best[chosen].score > 0)) break;
        size_t p = best[chosen].pred;
        picks.push_back({chosen, p, best[chosen].score});
        goldUsed[chosen] = 1;
        predUsed[p] = 1;
        for (size_t g = 0; g < goldCount; ++g)
            if (!goldUsed[g] && best[g].any && best[g].pred == p) rescan(g);
    }
    return picks;
}

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
