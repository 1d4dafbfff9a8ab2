// Internal pieces of the SQLMorph metrics shared by its .cpp files.
#pragma once

#include <algorithm>
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
// must not depend on which rows are already taken. Each gold row keeps its
// best free prediction (highest score, ties to the smallest position) in a
// heap ordered as the loop chooses; a gold row whose best was taken by
// another is rescanned only when it comes to the top (its recorded score can
// only be higher than its current one, so the first entry at the top that is
// still free is the loop's choice). This takes the same pairs in the same
// order as rescanning every such row at once, without the quadratic rescans
// when many gold rows share one best prediction.
// `score(gold, pred)` returns a double; a template so that it is inlined in
// the scans, which call it for every pair of leftover rows.
template <typename Score>
std::vector<GreedyPick> greedyBestPairs(size_t goldCount, size_t predCount, const Score& score) {
    std::vector<GreedyPick> picks;
    std::vector<char> predUsed(predCount, 0);
    struct Best {
        double score = 0;
        size_t pred = 0;
    };
    std::vector<Best> best(goldCount);
    // False when no prediction is free.
    auto rescan = [&](size_t g) {
        bool any = false;
        Best b;
        for (size_t p = 0; p < predCount; ++p) {
            if (predUsed[p]) continue;
            double s = score(g, p);
            if (!any || s > b.score) b = {s, p};
            any = true;
        }
        best[g] = b;
        return any;
    };
    struct Entry {
        double score;
        size_t gold;
    };
    // The heap's top: the highest score, then the smallest gold position.
    auto below = [](const Entry& a, const Entry& b) {
        return a.score < b.score || (a.score == b.score && a.gold > b.gold);
    };
    std::vector<Entry> heap;
    heap.reserve(goldCount);
    for (size_t g = 0; g < goldCount; ++g)
        if (rescan(g)) heap.push_back({best[g].score, g});
    std::make_heap(heap.begin(), heap.end(), below);
    while (!heap.empty()) {
        std::pop_heap(heap.begin(), heap.end(), below);
        const Entry top = heap.back();
        heap.pop_back();
        const size_t g = top.gold;
        if (predUsed[best[g].pred]) {  // taken since: this row's next best
            if (rescan(g)) {
                heap.push_back({best[g].score, g});
                std::push_heap(heap.begin(), heap.end(), below);
            }
            continue;
        }
        if (!(top.score > 0)) break;
        picks.push_back({g, best[g].pred, top.score});
        predUsed[best[g].pred] = 1;
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
