// SQLMorph cell counting (docs/metrics/execution.md#the-seven-techniques): T2/T4 multiset matching
// of projected rows, T3/T5 partial phase, T6 value sets with Jaccard pairing.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <deque>
#include <limits>
#include <map>
#include <unordered_map>

#include "core/exec/row_index.h"
#include "core/exec/row_matching.h"
#include "core/exec/sqlmorph_internal.h"

namespace sqlscope::exec::sqlmorph_detail {

namespace {

// Whether projecting `rows` on `columns` gives the rows themselves.
bool projectionIsIdentity(const std::vector<Row>& rows, const std::vector<size_t>& columns) {
    for (size_t k = 0; k < columns.size(); ++k)
        if (columns[k] != k) return false;
    for (const Row& r : rows)
        if (r.size() != columns.size()) return false;
    return true;
}

std::vector<Row> project(const std::vector<Row>& rows, const std::vector<size_t>& columns) {
    std::vector<Row> out;
    out.reserve(rows.size());
    for (const Row& r : rows) {
        Row p;
        p.reserve(columns.size());
        for (size_t c : columns)
            p.push_back(c < r.size() ? r[c] : Value::null());
        out.push_back(std::move(p));
    }
    return out;
}

// Below this many (gold, predicted) pairs of leftover rows, scores compare
// the values themselves.
constexpr size_t kMinPairsForIds = 64;

// Numbers values so that equal values (operator==) get the same id; NaN,
// equal to nothing, gets a fresh one each time.
class ValueIds {
public:
    uint32_t of(const Value& v) {
        const auto fresh = static_cast<uint32_t>(next_++);
        if (v.type() == Value::Type::Real && std::isnan(v.asReal())) return fresh;
        auto [it, added] = ids_.try_emplace(&v, fresh);
        if (!added) --next_;
        return it->second;
    }

private:
    struct Hash {
        size_t operator()(const Value* v) const { return ValueHash()(*v); }
    };
    struct Equal {
        bool operator()(const Value* a, const Value* b) const { return *a == *b; }
    };
    std::unordered_map<const Value*, uint32_t, Hash, Equal> ids_;
    size_t next_ = 0;
};

// Rows seen through a projection on some of their columns (a column past a
// row's end reads NULL), or as they are: the aligned columns of a side
// without copying a value.
class RowsView {
public:
    RowsView(const std::vector<Row>& rows, const std::vector<size_t>* columns)
        : rows_(rows), columns_(columns) {}
    size_t size() const { return rows_.size(); }
    size_t width(size_t r) const { return columns_ ? columns_->size() : rows_[r].size(); }
    const Value& at(size_t r, size_t k) const {
        if (!columns_) return rows_[r][k];
        const size_t c = (*columns_)[k];
        return c < rows_[r].size() ? rows_[r][c] : null_;
    }
    size_t hash(size_t r) const {
        return hashCells(width(r), [&](size_t k) -> const Value& { return at(r, k); });
    }
    // Row r here equals row q of `other` (as Row's operator==).
    bool rowEquals(size_t r, const RowsView& other, size_t q) const {
        const size_t n = width(r);
        if (n != other.width(q)) return false;
        for (size_t k = 0; k < n; ++k)
            if (at(r, k) != other.at(q, k)) return false;
        return true;
    }
    // compareRows of row a and row b.
    int compare(size_t a, size_t b) const {
        const size_t wa = width(a), wb = width(b), n = std::min(wa, wb);
        for (size_t k = 0; k < n; ++k)
            if (int c = compareValues(at(a, k), at(b, k)); c != 0) return c;
        return wa < wb ? -1 : wa > wb ? 1 : 0;
    }

private:
    const std::vector<Row>& rows_;
    const std::vector<size_t>* columns_;
    const Value null_;
};

// pairEqualRows with exact equality on views: each gold row takes the
// first unpaired equal predicted row, in order of appearance.
RowPairing pairEqualViews(const RowsView& gold, const RowsView& pred) {
    RowPairing out;
    constexpr size_t none = PositionIndex::npos;
    PositionIndex index(pred.size());
    std::vector<size_t> waiting(pred.size(), none), last(pred.size(), none),
        next(pred.size(), none);
    for (size_t p = 0; p < pred.size(); ++p) {
        const size_t first =
            index.insert(pred.hash(p), p, [&](size_t q) { return pred.rowEquals(q, pred, p); });
        if (first == p)
            waiting[p] = p;
        else
            next[last[first]] = p;
        last[first] = p;
    }
    std::vector<bool> predUsed(pred.size(), false);
    for (size_t g = 0; g < gold.size(); ++g) {
        const size_t first =
            index.find(gold.hash(g), [&](size_t q) { return pred.rowEquals(q, gold, g); });
        if (first == none || waiting[first] == none) {
            out.unmatchedGold.push_back(g);
            continue;
        }
        const size_t p = waiting[first];
        waiting[first] = next[p];
        predUsed[p] = true;
        out.pairs.emplace_back(g, p);
    }
    for (size_t p = 0; p < pred.size(); ++p)
        if (!predUsed[p]) out.unmatchedPred.push_back(p);
    return out;
}

std::vector<size_t> sortedByRows(const RowsView& rows, std::vector<size_t> which) {
    std::stable_sort(which.begin(), which.end(),
                     [&](size_t a, size_t b) { return rows.compare(a, b) < 0; });
    return which;
}

}  // namespace

void countAlignedCells(const ResultSet& gold, const ResultSet& pred,
                       const SqlMorphAlignment& alignment, bool partial,
                       const SqlMorphOptions& options, SqlMorphResult& out) {
    const size_t count = alignment.count;
    out.alignedColumns = count;
    out.columnPairs = alignment.pairs;
    out.groundTruthCells = static_cast<double>(gold.rows.size() * gold.columnNames.size());
    out.predictedCells = static_cast<double>(
        pred.rows.size() * (options.penalizeExtraPredCols ? pred.columnNames.size() : count));

    // The aligned columns of each side, seen through views (the rows
    // themselves when those are all the columns in order); copied only for
    // a tolerant comparison, whose pairing reads rows.
    std::vector<Row> goldProjected, predProjected;
    const bool goldAsIs = projectionIsIdentity(gold.rows, alignment.goldIndices);
    const bool predAsIs = projectionIsIdentity(pred.rows, alignment.predIndices);
    const bool copy = options.compare.tolerant();
    if (copy && !goldAsIs) goldProjected = project(gold.rows, alignment.goldIndices);
    if (copy && !predAsIs) predProjected = project(pred.rows, alignment.predIndices);
    const RowsView gp = goldAsIs ? RowsView(gold.rows, nullptr)
                        : copy   ? RowsView(goldProjected, nullptr)
                                 : RowsView(gold.rows, &alignment.goldIndices);
    const RowsView pp = predAsIs ? RowsView(pred.rows, nullptr)
                        : copy   ? RowsView(predProjected, nullptr)
                                 : RowsView(pred.rows, &alignment.predIndices);
    const size_t width = std::min(alignment.goldIndices.size(), alignment.predIndices.size());
    auto equalPositions = [&](size_t a, size_t b) {
        std::vector<SqlMorphCellPair> cells;
        for (size_t k = 0; k < width; ++k)
            if (cellsEqual(gp.at(a, k), pp.at(b, k), options.compare))
                cells.push_back({alignment.goldIndices[k], alignment.predIndices[k]});
        return cells;
    };

    // Phase 1 (T2/T4 entirely): matched rows = multiset intersection.
    RowPairing pairing = copy ? pairEqualRows(goldAsIs ? gold.rows : goldProjected,
                                              predAsIs ? pred.rows : predProjected, options.compare)
                              : pairEqualViews(gp, pp);
    double exact = static_cast<double>(pairing.pairs.size() * count);
    if (count > 0 && options.rowEvidence) {
        for (auto [g, p] : pairing.pairs) {
            SqlMorphRowMatch m;
            m.goldRow = g;
            m.predRow = p;
            m.exact = true;
            m.contribution = static_cast<double>(count);
            m.cells = equalPositions(g, p);
            out.rowMatches.push_back(std::move(m));
        }
    }
    double partialCells = 0.0;
    if (partial && count > 0) {
        // Leftovers sorted as the current reference sorts them, with our
        // total value order (Q-M4: no crash on mixed types).
        std::vector<size_t> goldLeft = sortedByRows(gp, pairing.unmatchedGold);
        std::vector<size_t> predLeft = sortedByRows(pp, pairing.unmatchedPred);
        auto score = [&](size_t a, size_t b) {
            const size_t x = goldLeft[a];
            const size_t y = predLeft[b];
            size_t k = 0;
            for (size_t i = 0; i < width; ++i)
                k += cellsEqual(gp.at(x, i), pp.at(y, i), options.compare) ? 1 : 0;
            return static_cast<double>(k) / static_cast<double>(count);
        };
        // The same score on value ids when equality is exact and there are
        // enough pairs to repay numbering the values.
        std::vector<GreedyPick> picks;
        if (!options.compare.tolerant() && goldLeft.size() * predLeft.size() > kMinPairsForIds) {
            std::vector<uint32_t> goldIds(goldLeft.size() * width);
            std::vector<uint32_t> predIds(predLeft.size() * width);
            for (size_t k = 0; k < width; ++k) {
                ValueIds ids;
                for (size_t a = 0; a < goldLeft.size(); ++a)
                    goldIds[a * width + k] = ids.of(gp.at(goldLeft[a], k));
                for (size_t b = 0; b < predLeft.size(); ++b)
                    predIds[b * width + k] = ids.of(pp.at(predLeft[b], k));
            }
            auto scoreByIds = [&](size_t a, size_t b) {
                const uint32_t* x = goldIds.data() + a * width;
                const uint32_t* y = predIds.data() + b * width;
                size_t k = 0;
                for (size_t i = 0; i < width; ++i)
                    k += x[i] == y[i] ? 1 : 0;
                return static_cast<double>(k) / static_cast<double>(count);
            };
            picks = greedyBestPairs(goldLeft.size(), predLeft.size(), scoreByIds);
        } else {
            picks = greedyBestPairs(goldLeft.size(), predLeft.size(), score);
        }
        for (const GreedyPick& pick : picks) {
            double add =
                pick.score * static_cast<double>(count);  // as the reference: similarity x |C|
            partialCells += add;
            if (!options.rowEvidence) continue;
            SqlMorphRowMatch m;
            m.goldRow = goldLeft[pick.gold];
            m.predRow = predLeft[pick.pred];
            m.contribution = add;
            m.similarity = pick.score;
            m.cells = equalPositions(m.goldRow, m.predRow);
            out.rowMatches.push_back(std::move(m));
        }
    }
    out.exactMatchedCells = exact;
    out.partialMatchedCells = partialCells;
    out.matchedCells = exact + partialCells;
}

namespace {

using ValueSet = std::vector<std::string>;  // sorted, unique

ValueSet valueSet(const Row& row) {
    ValueSet s;
    s.reserve(row.size());
    for (const Value& v : row)
        s.push_back(v.pythonStr());
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
    return s;
}

ValueSet intersection(const ValueSet& a, const ValueSet& b) {
    ValueSet out;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
    return out;
}

std::vector<SqlMorphCellPair> sharedCells(const Row& g, const Row& p, const ValueSet& shared) {
    std::vector<SqlMorphCellPair> cells;
    std::vector<std::string> gs, ps;
    for (const Value& v : g)
        gs.push_back(v.pythonStr());
    for (const Value& v : p)
        ps.push_back(v.pythonStr());
    for (size_t i = 0; i < gs.size(); ++i) {
        if (!std::binary_search(shared.begin(), shared.end(), gs[i])) continue;
        for (size_t j = 0; j < ps.size(); ++j)
            if (ps[j] == gs[i]) cells.push_back({i, j});
    }
    return cells;
}

}  // namespace

void countValueSets(const ResultSet& gold, const ResultSet& pred, const SqlMorphOptions& options,
                    SqlMorphResult& out) {
    std::vector<ValueSet> gs, ps;
    double g = 0, pAll = 0;
    for (const Row& r : gold.rows) {
        gs.push_back(valueSet(r));
        g += static_cast<double>(gs.back().size());
    }
    for (const Row& r : pred.rows) {
        ps.push_back(valueSet(r));
        pAll += static_cast<double>(ps.back().size());
    }
    double exact = 0, partialCells = 0, overlaps = 0;

    // Phase A: each gold row takes the first unclaimed predicted row with an
    // equal set (ours: one-to-one, fixing Q-M3).
    std::map<ValueSet, std::deque<size_t>> waiting;
    for (size_t p = 0; p < ps.size(); ++p)
        waiting[ps[p]].push_back(p);
    std::vector<char> predUsed(ps.size(), 0);
    std::vector<size_t> goldLeft;
    for (size_t i = 0; i < gs.size(); ++i) {
        auto it = waiting.find(gs[i]);
        if (it == waiting.end() || it->second.empty()) {
            goldLeft.push_back(i);
            continue;
        }
        size_t p = it->second.front();
        it->second.pop_front();
        predUsed[p] = 1;
        double size = static_cast<double>(gs[i].size());
        exact += size;
        overlaps += size;
        if (!options.rowEvidence) continue;
        SqlMorphRowMatch m;
        m.goldRow = i;
        m.predRow = p;
        m.exact = true;
        m.contribution = size;
        m.cells = sharedCells(gold.rows[i], pred.rows[p], gs[i]);
        out.rowMatches.push_back(std::move(m));
    }
    std::vector<size_t> predLeft;
    for (size_t p = 0; p < ps.size(); ++p)
        if (!predUsed[p]) predLeft.push_back(p);

    // Phase B: highest Jaccard first, ties to the smallest (gold, predicted).
    auto jaccard = [&](size_t a, size_t b) {
        const ValueSet& x = gs[goldLeft[a]];
        const ValueSet& y = ps[predLeft[b]];
        size_t common = intersection(x, y).size();
        size_t all = x.size() + y.size() - common;
        return all > 0 ? static_cast<double>(common) / static_cast<double>(all) : 0.0;
    };
    for (const GreedyPick& pick : greedyBestPairs(goldLeft.size(), predLeft.size(), jaccard)) {
        size_t gi = goldLeft[pick.gold], pi = predLeft[pick.pred];
        ValueSet shared = intersection(gs[gi], ps[pi]);
        double size = static_cast<double>(shared.size());
        partialCells += size;
        overlaps += size;
        if (!options.rowEvidence) continue;
        SqlMorphRowMatch m;
        m.goldRow = gi;
        m.predRow = pi;
        m.contribution = size;
        m.similarity = pick.score;
        m.cells = sharedCells(gold.rows[gi], pred.rows[pi], shared);
        out.rowMatches.push_back(std::move(m));
    }
    out.groundTruthCells = g;
    // The earlier version's lenient P only on request (t6LegacyOverlaps).
    const bool lenient = options.t6LegacyOverlaps && !options.penalizeExtraPredCols;
    out.predictedCells = lenient ? overlaps : pAll;
    out.exactMatchedCells = exact;
    out.partialMatchedCells = partialCells;
    out.matchedCells = exact + partialCells;
}

}  // namespace sqlscope::exec::sqlmorph_detail
