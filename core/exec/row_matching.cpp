// Value order, row hashing, bag pairing and set comparison
// (docs/metrics/execution.md#executing-a-query).
#include "core/exec/row_matching.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>

#include "core/exec/row_index.h"

namespace sqlscope::exec {

namespace {

int typeRank(const Value& v) {
    switch (v.type()) {
        case Value::Type::Null:
            return 0;
        case Value::Type::Integer:
        case Value::Type::Real:
            return 1;
        case Value::Type::Text:
            return 2;
        case Value::Type::Blob:
            return 3;
    }
    return 4;
}

int sign(long double x) {
    return x < 0 ? -1 : x > 0 ? 1 : 0;
}

// Exact comparison of an int64 with a double (no rounding of the integer).
int compareIntReal(int64_t i, double d) {
    if (std::isnan(d)) return -1;  // NaN after every number
    if (d >= 9223372036854775808.0) return -1;
    if (d < -9223372036854775808.0) return 1;
    double floorD = std::floor(d);
    auto whole = static_cast<int64_t>(floorD);
    if (i != whole) return i < whole ? -1 : 1;
    return d > floorD ? -1 : 0;  // i == floor(d): equal unless d has a fraction
}

int compareNumbers(const Value& a, const Value& b) {
    using T = Value::Type;
    if (a.type() == T::Integer && b.type() == T::Integer)
        return a.asInteger() < b.asInteger() ? -1 : a.asInteger() > b.asInteger() ? 1 : 0;
    if (a.type() == T::Real && b.type() == T::Real) {
        double x = a.asReal(), y = b.asReal();
        bool nx = std::isnan(x), ny = std::isnan(y);
        if (nx || ny) return nx == ny ? 0 : nx ? 1 : -1;
        return sign(static_cast<long double>(x) - static_cast<long double>(y));
    }
    if (a.type() == T::Integer) return compareIntReal(a.asInteger(), b.asReal());
    return -compareIntReal(b.asInteger(), a.asReal());
}

int compareBytes(const std::string& a, const std::string& b) {
    size_t n = std::min(a.size(), b.size());
    int c = n ? std::memcmp(a.data(), b.data(), n) : 0;
    if (c != 0) return c < 0 ? -1 : 1;
    return a.size() < b.size() ? -1 : a.size() > b.size() ? 1 : 0;
}

std::vector<size_t> canonicalOrder(const std::vector<Row>& rows, const std::vector<size_t>& which) {
    std::vector<size_t> order = which;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t x, size_t y) { return compareRows(rows[x], rows[y]) < 0; });
    return order;
}

}  // namespace

int compareValues(const Value& a, const Value& b) {
    int ra = typeRank(a), rb = typeRank(b);
    if (ra != rb) return ra < rb ? -1 : 1;
    switch (ra) {
        case 0:
            return 0;
        case 1:
            return compareNumbers(a, b);
        default:
            return compareBytes(a.bytes(), b.bytes());
    }
}

int compareRows(const Row& a, const Row& b) {
    size_t n = std::min(a.size(), b.size());
    for (size_t i = 0; i < n; ++i)
        if (int c = compareValues(a[i], b[i]); c != 0) return c;
    return a.size() < b.size() ? -1 : a.size() > b.size() ? 1 : 0;
}

size_t RowHash::operator()(const Row& row) const {
    return hashCells(row.size(), [&](size_t i) -> const Value& { return row[i]; });
}

bool rowsEqual(const Row& a, const Row& b, const CompareOptions& options) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (!cellsEqual(a[i], b[i], options)) return false;
    return true;
}

RowPairing pairEqualRows(const std::vector<Row>& gold, const std::vector<Row>& pred,
                         const CompareOptions& options) {
    RowPairing out;
    // Equal predicted rows form a queue in order of appearance: `waiting[q]`
    // is the next unpaired row of the queue whose first row is q, `next[p]`
    // the row after p in its queue.
    constexpr size_t none = PositionIndex::npos;
    PositionIndex index(pred.size());
    std::vector<size_t> waiting(pred.size(), none), last(pred.size(), none),
        next(pred.size(), none);
    for (size_t p = 0; p < pred.size(); ++p) {
        size_t first =
            index.insert(RowHash()(pred[p]), p, [&](size_t q) { return pred[q] == pred[p]; });
        if (first == p)
            waiting[p] = p;
        else
            next[last[first]] = p;
        last[first] = p;
    }
    std::vector<bool> predUsed(pred.size(), false);
    for (size_t g = 0; g < gold.size(); ++g) {
        size_t first = index.find(RowHash()(gold[g]), [&](size_t q) { return pred[q] == gold[g]; });
        if (first == none || waiting[first] == none) {
            out.unmatchedGold.push_back(g);
            continue;
        }
        size_t p = waiting[first];
        waiting[first] = next[p];
        predUsed[p] = true;
        out.pairs.emplace_back(g, p);
    }
    for (size_t p = 0; p < pred.size(); ++p)
        if (!predUsed[p]) out.unmatchedPred.push_back(p);
    if (!options.tolerant() || out.unmatchedGold.empty() || out.unmatchedPred.empty()) return out;

    std::vector<size_t> goldLeft = canonicalOrder(gold, out.unmatchedGold);
    std::vector<size_t> predLeft = canonicalOrder(pred, out.unmatchedPred);
    std::vector<bool> taken(predLeft.size(), false);
    std::vector<size_t> stillGold;
    for (size_t g : goldLeft) {
        bool found = false;
        for (size_t k = 0; k < predLeft.size(); ++k) {
            if (taken[k] || !rowsEqual(gold[g], pred[predLeft[k]], options)) continue;
            taken[k] = true;
            out.pairs.emplace_back(g, predLeft[k]);
            found = true;
            break;
        }
        if (!found) stillGold.push_back(g);
    }
    std::sort(out.pairs.begin(), out.pairs.end());
    std::sort(stillGold.begin(), stillGold.end());
    out.unmatchedGold = std::move(stillGold);
    out.unmatchedPred.clear();
    for (size_t k = 0; k < predLeft.size(); ++k)
        if (!taken[k]) out.unmatchedPred.push_back(predLeft[k]);
    std::sort(out.unmatchedPred.begin(), out.unmatchedPred.end());
    return out;
}

RowSetDifference compareRowSets(const std::vector<Row>& gold, const std::vector<Row>& pred,
                                const CompareOptions& options, std::vector<size_t>* goldHashes) {
    RowSetDifference out;
    // Equal row by row (the common case of a right prediction): every row
    // has an equal row on the other side, nothing to look up.
    if (gold.size() == pred.size() && std::equal(gold.begin(), gold.end(), pred.begin()))
        return out;
    // One index, of the predicted rows: each keeps its first equal row as
    // representative; a gold row found in it marks that representative met,
    // and a predicted row is absent from the gold set when its
    // representative was never met (row equality is transitive: exact
    // numbers, NaN equal to nothing).
    PositionIndex predSet(pred.size());
    std::vector<size_t> representative(pred.size());
    for (size_t p = 0; p < pred.size(); ++p)
        representative[p] =
            predSet.insert(RowHash()(pred[p]), p, [&](size_t q) { return pred[q] == pred[p]; });
    if (goldHashes && goldHashes->size() != gold.size()) {
        goldHashes->resize(gold.size());
        for (size_t g = 0; g < gold.size(); ++g)
            (*goldHashes)[g] = RowHash()(gold[g]);
    }
    std::vector<bool> met(pred.size(), false);
    for (size_t g = 0; g < gold.size(); ++g) {
        const size_t hash = goldHashes ? (*goldHashes)[g] : RowHash()(gold[g]);
        const size_t found = predSet.find(hash, [&](size_t q) { return pred[q] == gold[g]; });
        if (found == PositionIndex::npos) {
            out.goldOnly.push_back(g);
        } else {
            met[found] = true;
        }
    }
    for (size_t p = 0; p < pred.size(); ++p)
        if (!met[representative[p]]) out.predOnly.push_back(p);
    if (!options.tolerant()) return out;
    auto hasTolerantPartner = [&](const Row& row, const std::vector<Row>& other) {
        return std::any_of(other.begin(), other.end(),
                           [&](const Row& o) { return rowsEqual(row, o, options); });
    };
    std::erase_if(out.goldOnly, [&](size_t g) { return hasTolerantPartner(gold[g], pred); });
    std::erase_if(out.predOnly, [&](size_t p) { return hasTolerantPartner(pred[p], gold); });
    return out;
}

}  // namespace sqlscope::exec
