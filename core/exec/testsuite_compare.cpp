// Test-suite EXE (docs/metrics/execution.md#exe-test-suite): result_eq
// (docs/metrics/execution.md#comparing-two-results), preparation (steps 2-4, 6, 7) and
// the verdict over the suite's databases (step 8), after
// test-suite-sql-eval's exec_eval.py.
#include "core/exec/testsuite_compare.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <numeric>
#include <optional>
#include <string>
#include <string_view>

#include "core/exec/row_index.h"
#include "core/exec/row_matching.h"
#include "core/exec/testsuite_preprocess.h"

namespace sqlscope::exec {

namespace {

const char* pythonTypeName(Value::Type t) {
    switch (t) {
        case Value::Type::Null:
            return "<class 'NoneType'>";
        case Value::Type::Integer:
            return "<class 'int'>";
        case Value::Type::Real:
            return "<class 'float'>";
        case Value::Type::Text:
            return "<class 'str'>";
        case Value::Type::Blob:
            return "<class 'bytes'>";
    }
    return "";
}

// str(v) + str(type(v)) into `out`, reusing its buffer.
void writeQuickRejectKey(const Value& v, std::string& out) {
    if (v.type() == Value::Type::Text)
        out.assign(v.bytes());
    else
        out = v.pythonStr();
    out += pythonTypeName(v.type());
}

// Compares a1 + a2 with b1 + b2 as byte strings (std::string's order),
// without joining them.
int compareJoined(std::string_view a1, std::string_view a2, std::string_view b1,
                  std::string_view b2) {
    for (;;) {
        if (a1.empty()) {
            if (a2.empty()) return b1.empty() && b2.empty() ? 0 : -1;
            a1 = a2;
            a2 = {};
            continue;
        }
        if (b1.empty()) {
            if (b2.empty()) return 1;
            b1 = b2;
            b2 = {};
            continue;
        }
        const size_t n = std::min(a1.size(), b1.size());
        if (const int c = a1.compare(0, n, b1.substr(0, n)); c != 0) return c;
        a1.remove_prefix(n);
        b1.remove_prefix(n);
    }
}

// unorder_row for one row at a time: the positions of the row's cells
// sorted (stably) by str(v) + str(type(v)), compared without building the
// keys: a text is its own str(), the other values' str() goes to buffers
// reused from row to row.
class RowUnorderer {
public:
    // The row's cell positions in unorder_row's order, into `order`.
    void order(const Row& row, size_t* order) {
        const size_t n = row.size();
        for (size_t i = 0; i < n; ++i)
            order[i] = i;
        if (n < 2) return;
        if (strs_.size() < n) {
            strs_.resize(n);
            buffers_.resize(n);
            digits_.resize(n);
        }
        for (size_t i = 0; i < n; ++i) {
            const Value& v = row[i];
            switch (v.type()) {
                case Value::Type::Text:
                    strs_[i] = v.bytes();
                    break;
                case Value::Type::Null:
                    strs_[i] = "None";
                    break;
                case Value::Type::Integer: {  // str(int): its decimal digits
                    char* begin = digits_[i].data();
                    char* end = std::to_chars(begin, begin + digits_[i].size(), v.asInteger()).ptr;
                    strs_[i] = std::string_view(begin, static_cast<size_t>(end - begin));
                    break;
                }
                default:
                    buffers_[i] = v.pythonStr();
                    strs_[i] = buffers_[i];
            }
        }
        auto less = [&](size_t a, size_t b) {
            const std::string_view x = strs_[a], y = strs_[b];
            // Keys whose first bytes differ are ordered by them (std::string
            // compares bytes as unsigned char): most pairs of cells.
            if (!x.empty() && !y.empty() && x[0] != y[0])
                return static_cast<unsigned char>(x[0]) < static_cast<unsigned char>(y[0]);
            return compareJoined(x, pythonTypeName(row[a].type()), y,
                                 pythonTypeName(row[b].type())) < 0;
        };
        if (n > kInsertionSortWidth) {
            std::stable_sort(order, order + n, less);
            return;
        }
        // Insertion sort: stable, and no buffer to allocate for a short row.
        for (size_t i = 1; i < n; ++i) {
            const size_t x = order[i];
            size_t j = i;
            for (; j > 0 && less(x, order[j - 1]); --j)
                order[j] = order[j - 1];
            order[j] = x;
        }
    }

private:
    static constexpr size_t kInsertionSortWidth = 16;
    std::vector<std::string_view> strs_;
    std::vector<std::string> buffers_;          // str() of reals and blobs
    std::vector<std::array<char, 24>> digits_;  // str() of integers
};

// unorder_row for every row of a result, without copying a value.
class UnorderedRows {
public:
    // `lazy`: rows are ordered only when ensure() asks for them.
    explicit UnorderedRows(const std::vector<Row>& rows, bool lazy = false) : rows_(rows) {
        offsets_.reserve(rows.size() + 1);
        offsets_.push_back(0);
        for (const Row& row : rows)
            offsets_.push_back(offsets_.back() + row.size());
        order_.resize(offsets_.back());
        if (!lazy) ensure(rows.size());
    }

    // Rows [0, rows) ordered.
    void ensure(size_t rows) {
        for (; ordered_ < rows; ++ordered_)
            unorderer_.order(rows_[ordered_], order_.data() + offsets_[ordered_]);
    }

    size_t width(size_t r) const { return offsets_[r + 1] - offsets_[r]; }
    const Value& cell(size_t r, size_t k) const { return rows_[r][order_[offsets_[r] + k]]; }
    size_t hash(size_t r) const {
        return hashCells(width(r), [&](size_t k) -> const Value& { return cell(r, k); });
    }
    // Row r of this equals row q of `other` (tuple equality of the unordered rows).
    bool rowEquals(size_t r, const UnorderedRows& other, size_t q) const {
        const size_t n = width(r);
        if (n != other.width(q)) return false;
        for (size_t k = 0; k < n; ++k)
            if (cell(r, k) != other.cell(q, k)) return false;
        return true;
    }

private:
    const std::vector<Row>& rows_;
    std::vector<size_t> order_;
    std::vector<size_t> offsets_;
    size_t ordered_ = 0;
    RowUnorderer unorderer_;
};

}  // namespace

// The gold's unordered rows, and (made when an unordered comparison first
// needs them) their hashes and the count of distinct ones.
struct ExeGoldCache::Side {
    explicit Side(const std::vector<Row>& rows) : unordered(rows, /*lazy=*/true) {}
    UnorderedRows unordered;  // rows ordered as far as a comparison needed
    bool indexed = false;
    std::vector<size_t> hashes;
    size_t distinct = 0;
    std::vector<size_t> rowHashes;  // RowHash of each row as it is, for sameRowBag

    void index(size_t rows) {
        if (indexed) return;
        unordered.ensure(rows);
        PositionIndex a(rows);
        hashes.resize(rows);
        for (size_t r = 0; r < rows; ++r) {
            hashes[r] = unordered.hash(r);
            a.insert(hashes[r], r, [&](size_t q) { return unordered.rowEquals(q, unordered, r); });
        }
        distinct = a.size();
        indexed = true;
    }
};

ExeGoldCache::ExeGoldCache() = default;
ExeGoldCache::~ExeGoldCache() = default;

ExeGoldCache::Side& ExeGoldCache::sideOf(const std::shared_ptr<const ExecResult>& gold) {
    if (!side_ || owner_.lock() != gold) {
        side_.reset();
        side_ = std::make_unique<Side>(gold->result.rows);
        owner_ = gold;
    }
    return *side_;
}

namespace {

// docs/metrics/execution.md#comparing-two-results step 3: the unordered rows equal as lists
// (ordered) or as sets. `side`: the gold's, made here when null.
bool quickRejectPasses(const std::vector<Row>& gold, const std::vector<Row>& pred, bool ordered,
                       ExeGoldCache::Side* side) {
    if (ordered && !side) {
        // Row by row, up to the first difference.
        if (gold.size() != pred.size()) return false;
        RowUnorderer unorderer;
        std::vector<size_t> g, p;
        for (size_t r = 0; r < gold.size(); ++r) {
            const size_t n = gold[r].size();
            if (n != pred[r].size()) return false;
            g.resize(n);
            p.resize(n);
            unorderer.order(gold[r], g.data());
            unorderer.order(pred[r], p.data());
            for (size_t k = 0; k < n; ++k)
                if (gold[r][g[k]] != pred[r][p[k]]) return false;
        }
        return true;
    }
    if (ordered) {
        // The same, with the gold's rows ordered once, as far as a
        // comparison went.
        if (gold.size() != pred.size()) return false;
        UnorderedRows& s1 = side->unordered;
        RowUnorderer unorderer;
        std::vector<size_t> p;
        for (size_t r = 0; r < gold.size(); ++r) {
            const size_t n = gold[r].size();
            if (n != pred[r].size()) return false;
            p.resize(n);
            unorderer.order(pred[r], p.data());
            s1.ensure(r + 1);
            for (size_t k = 0; k < n; ++k)
                if (s1.cell(r, k) != pred[r][p[k]]) return false;
        }
        return true;
    }
    std::optional<ExeGoldCache::Side> own;
    if (!side) side = &own.emplace(gold);
    side->index(gold.size());
    const UnorderedRows& s1 = side->unordered;
    const UnorderedRows s2(pred);
    PositionIndex b(pred.size());
    for (size_t r = 0; r < pred.size(); ++r)
        b.insert(s2.hash(r), r, [&](size_t q) { return s2.rowEquals(q, s2, r); });
    if (side->distinct != b.size()) return false;
    for (size_t r = 0; r < gold.size(); ++r)
        if (b.find(side->hashes[r], [&](size_t q) { return s2.rowEquals(q, s1, r); }) ==
            PositionIndex::npos)
            return false;
    return true;
}

// Same type and an equal value in every cell, so the same str() too: no NaN
// anywhere, and a real's sign as well (0.0 == -0.0, but str() gives "0.0" and
// "-0.0", which the quick reject's sort keys tell apart).
bool strictlyEqualRows(const Row& g, const Row& p) {
    if (g.size() != p.size()) return false;
    for (size_t c = 0; c < g.size(); ++c) {
        if (g[c].type() != p[c].type() || g[c] != p[c]) return false;
        if (g[c].type() == Value::Type::Real &&
            std::signbit(g[c].asReal()) != std::signbit(p[c].asReal()))
            return false;
    }
    return true;
}

bool strictlyIdentical(const std::vector<Row>& gold, const std::vector<Row>& pred) {
    if (gold.size() != pred.size()) return false;
    for (size_t r = 0; r < gold.size(); ++r)
        if (!strictlyEqualRows(gold[r], pred[r])) return false;
    return true;
}

// The same rows, each as many times, in any order, every cell of the same
// type and value as its partner (strictly: 1 and 1.0 differ, since the quick
// reject's str()-keyed sort tells them apart; NaN matches nothing).
// `goldHashes`: RowHash of each gold row, made here when empty.
bool sameRowBag(const std::vector<Row>& gold, const std::vector<Row>& pred,
                std::vector<size_t>& goldHashes) {
    if (gold.size() != pred.size()) return false;
    if (goldHashes.size() != gold.size()) {
        goldHashes.resize(gold.size());
        for (size_t r = 0; r < gold.size(); ++r)
            goldHashes[r] = RowHash()(gold[r]);
    }
    // Each distinct gold row once (its first position), with its count.
    PositionIndex index(gold.size());
    std::vector<size_t> count(gold.size(), 0);
    for (size_t r = 0; r < gold.size(); ++r)
        ++count[index.insert(goldHashes[r], r,
                             [&](size_t q) { return strictlyEqualRows(gold[q], gold[r]); })];
    for (const Row& row : pred) {
        const size_t found =
            index.find(RowHash()(row), [&](size_t q) { return strictlyEqualRows(gold[q], row); });
        if (found == PositionIndex::npos || count[found]-- == 0) return false;
    }
    return true;
}

Row project(const Row& row, const std::vector<size_t>& columns, size_t count) {
    Row out;
    out.reserve(count);
    for (size_t i = 0; i < count; ++i)
        out.push_back(row[columns[i]]);
    return out;
}

class PermutationSearch {
public:
    PermutationSearch(const std::vector<Row>& gold, const std::vector<Row>& pred, bool ordered,
                      const CompareOptions& options, size_t cap)
        : g_(gold), p_(pred), ordered_(ordered), options_(options), cap_(cap), n_(gold[0].size()) {}

    ResultEqOutcome run() {
        buildCompatibility();
        perm_.assign(n_, 0);
        used_.assign(n_, 0);
        ResultEqOutcome out;
        bool found = dfs(0);
        out.searchNodes = nodes_;
        if (found) {
            out.equal = true;
            out.reason = ResultEqReason::Equal;
            out.permutation = perm_;
        } else {
            out.reason = capHit_ ? ResultEqReason::SearchCapHit : ResultEqReason::NoPermutation;
        }
        return out;
    }

private:
    std::vector<Value> column(const std::vector<Row>& rows, size_t c) const {
        std::vector<Value> out;
        out.reserve(rows.size());
        for (const Row& r : rows)
            out.push_back(r[c]);
        return out;
    }

    // A predicted column j can stand at gold position i only if the two
    // columns are equal as lists (ordered) or as multisets (unordered): a
    // necessary condition for the rows to match under any permutation using
    // (i, j), and stronger than the reference's sampled-row membership test.
    void buildCompatibility() {
        compat_.assign(n_, std::vector<char>(n_, 0));
        if (!ordered_ && options_.tolerant()) {
            std::vector<std::vector<Value>> gc(n_), pc(n_);
            for (size_t c = 0; c < n_; ++c) {
                gc[c] = column(g_, c);
                pc[c] = column(p_, c);
            }
            for (size_t i = 0; i < n_; ++i) {
                for (size_t j = 0; j < n_; ++j) {
                    std::vector<Row> a, b;
                    for (const Value& v : gc[i])
                        a.push_back(Row{v});
                    for (const Value& v : pc[j])
                        b.push_back(Row{v});
                    RowPairing pairing = pairEqualRows(a, b, options_);
                    compat_[i][j] = pairing.unmatchedGold.empty() && pairing.unmatchedPred.empty();
                }
            }
            return;
        }
        if (ordered_) {
            for (size_t i = 0; i < n_; ++i)
                for (size_t j = 0; j < n_; ++j) {
                    bool ok = true;
                    for (size_t r = 0; ok && r < g_.size(); ++r)
                        ok = cellsEqual(g_[r][i], p_[r][j], options_);
                    compat_[i][j] = ok;
                }
            return;
        }
        // Unordered, exact: equal as multisets of values (what comparing the
        // two columns sorted by value tells), checked only for the pairs of
        // columns whose order-free hash sums agree.
        std::vector<size_t> goldSums(n_, 0), predSums(n_, 0);
        const ValueHash hash;
        for (size_t r = 0; r < g_.size(); ++r)
            for (size_t c = 0; c < n_; ++c) {
                goldSums[c] += hash(g_[r][c]);
                predSums[c] += hash(p_[r][c]);
            }
        for (size_t i = 0; i < n_; ++i)
            for (size_t j = 0; j < n_; ++j)
                compat_[i][j] = goldSums[i] == predSums[j] && sameValueBag(i, j);
    }

    // Gold column i and predicted column j hold the same values as many
    // times each (NaN, equal to nothing, never matches).
    bool sameValueBag(size_t i, size_t j) const {
        PositionIndex index(g_.size());
        std::vector<long> counts(g_.size(), 0);
        const ValueHash hash;
        for (size_t r = 0; r < g_.size(); ++r)
            ++counts[index.insert(hash(g_[r][i]), r,
                                  [&](size_t q) { return g_[q][i] == g_[r][i]; })];
        for (size_t r = 0; r < p_.size(); ++r) {
            const size_t first =
                index.find(hash(p_[r][j]), [&](size_t q) { return g_[q][i] == p_[r][j]; });
            if (first == PositionIndex::npos || --counts[first] < 0) return false;
        }
        return true;
    }

    // Unordered, exact: the rows projected on the first `depth` gold columns
    // and on perm_[0..depth) are equal bags.
    bool projectedBagsEqual(size_t depth) const {
        auto goldCell = [&](size_t r) {
            return [&, r](size_t k) -> const Value& { return g_[r][k]; };
        };
        auto predCell = [&](size_t r) {
            return [&, r](size_t k) -> const Value& { return p_[r][perm_[k]]; };
        };
        PositionIndex index(g_.size());
        std::vector<long> counts(g_.size(), 0);
        for (size_t r = 0; r < g_.size(); ++r) {
            size_t first = index.insert(hashCells(depth, goldCell(r)), r, [&](size_t q) {
                for (size_t k = 0; k < depth; ++k)
                    if (g_[q][k] != g_[r][k]) return false;
                return true;
            });
            ++counts[first];
        }
        for (size_t r = 0; r < p_.size(); ++r) {
            size_t first = index.find(hashCells(depth, predCell(r)), [&](size_t q) {
                for (size_t k = 0; k < depth; ++k)
                    if (g_[q][k] != p_[r][perm_[k]]) return false;
                return true;
            });
            if (first == PositionIndex::npos || --counts[first] < 0) return false;
        }
        return true;
    }

    bool fullMatch() const {
        if (ordered_) {
            for (size_t r = 0; r < g_.size(); ++r)
                for (size_t k = 0; k < n_; ++k)
                    if (!cellsEqual(g_[r][k], p_[r][perm_[k]], options_)) return false;
            return true;
        }
        if (options_.tolerant()) {
            std::vector<Row> permuted;
            permuted.reserve(p_.size());
            for (const Row& r : p_)
                permuted.push_back(project(r, perm_, n_));
            RowPairing pairing = pairEqualRows(g_, permuted, options_);
            return pairing.unmatchedGold.empty() && pairing.unmatchedPred.empty();
        }
        return projectedBagsEqual(n_);
    }

    bool dfs(size_t depth) {
        if (depth == n_) return fullMatch();
        for (size_t j = 0; j < n_; ++j) {
            if (used_[j] || !compat_[depth][j]) continue;
            if (++nodes_ > cap_) {
                capHit_ = true;
                return false;
            }
            perm_[depth] = j;
            used_[j] = 1;
            bool prune = !ordered_ && !options_.tolerant() && depth + 1 >= 2 && depth + 1 < n_ &&
                         !projectedBagsEqual(depth + 1);
            if (!prune && dfs(depth + 1)) return true;
            used_[j] = 0;
            if (capHit_) return false;
        }
        return false;
    }

    const std::vector<Row>& g_;
    const std::vector<Row>& p_;
    bool ordered_;
    CompareOptions options_;
    size_t cap_;
    size_t n_;
    std::vector<std::vector<char>> compat_;
    std::vector<size_t> perm_;
    std::vector<char> used_;
    size_t nodes_ = 0;
    bool capHit_ = false;
};

}  // namespace

std::string_view resultEqReasonName(ResultEqReason reason) {
    switch (reason) {
        case ResultEqReason::BothEmpty:
            return "both empty";
        case ResultEqReason::RowCountDiffers:
            return "row counts differ";
        case ResultEqReason::ColumnCountDiffers:
            return "column counts differ";
        case ResultEqReason::QuickReject:
            return "rows differ as order-free tuples";
        case ResultEqReason::Equal:
            return "equal";
        case ResultEqReason::NoPermutation:
            return "no column permutation matches";
        case ResultEqReason::SearchCapHit:
            return "column permutation search stopped at its cap";
    }
    return "";
}

std::string quickRejectKey(const Value& v) {
    std::string key;
    writeQuickRejectKey(v, key);
    return key;
}

namespace {

// `goldCache` and `goldResult` (the result `gold` belongs to), when given:
// the gold's quick-reject side comes from the cache.
ResultEqOutcome resultEqWith(const ResultSet& gold, const ResultSet& pred, bool ordered,
                             const CompareOptions& options, size_t permutationSearchCap,
                             ExeGoldCache* goldCache,
                             const std::shared_ptr<const ExecResult>* goldResult) {
    const std::vector<Row>& g = gold.rows;
    const std::vector<Row>& p = pred.rows;
    ResultEqOutcome out;
    if (g.empty() && p.empty()) {
        out.equal = true;
        out.reason = ResultEqReason::BothEmpty;
        return out;
    }
    if (g.size() != p.size()) {
        out.reason = ResultEqReason::RowCountDiffers;
        return out;
    }
    if (g[0].size() != p[0].size()) {
        out.reason = ResultEqReason::ColumnCountDiffers;
        return out;
    }
    // Strictly identical results (the common case of a right prediction):
    // the quick reject passes, every column is compatible with itself and
    // is tried first at its own depth, every prefix of the identity keeps the
    // projected bags equal, so the search's first leaf is the identity
    // permutation, reached after exactly one node per column -- the outcome
    // the steps below would compute, without computing them.
    const size_t columns = g[0].size();
    auto identity = [&] {
        out.equal = true;
        out.reason = ResultEqReason::Equal;
        out.permutation.resize(columns);
        std::iota(out.permutation.begin(), out.permutation.end(), 0);
        out.searchNodes = columns;
        return out;
    };
    if (columns <= permutationSearchCap && strictlyIdentical(g, p)) return identity();
    ExeGoldCache::Side* side =
        goldCache && !options.tolerant() ? &goldCache->sideOf(*goldResult) : nullptr;
    // The same rows in another order, compared as bags (no ORDER BY in the
    // gold), strictly: their unordered rows are the same bag too, so the quick
    // reject passes; every column's values are the same bag as its own, so
    // the identity is compatible at every depth and every prefix of it keeps
    // the projected bags equal -- again the search's first leaf, after one
    // node per column. Far cheaper than ordering every row's cells when a
    // right prediction only orders its rows differently.
    if (!ordered && !options.tolerant() && columns <= permutationSearchCap) {
        std::vector<size_t> ownHashes;
        if (sameRowBag(g, p, side ? side->rowHashes : ownHashes)) return identity();
    }
    if (!options.tolerant() && !quickRejectPasses(g, p, ordered, side)) {
        out.reason = ResultEqReason::QuickReject;
        return out;
    }
    return PermutationSearch(g, p, ordered, options, permutationSearchCap).run();
}

}  // namespace

ResultEqOutcome resultEq(const ResultSet& gold, const ResultSet& pred, bool ordered,
                         const CompareOptions& options, size_t permutationSearchCap) {
    return resultEqWith(gold, pred, ordered, options, permutationSearchCap, nullptr, nullptr);
}

ExeGoldPreparation prepareExeGold(std::string_view gold, const ExeOptions& options) {
    ExeGoldPreparation out;
    out.rewritten = joinSpacedComparisons(gold);
    if (!options.keepDistinct) out.rewritten = removeDistinct(out.rewritten);
    out.orderMatters = goldOrderMatters(out.rewritten);
    out.executed = replaceCurrentYear(out.rewritten);
    return out;
}

ExePreparation prepareExe(const ExeGoldPreparation& gold, std::string_view prediction,
                          const ExeOptions& options) {
    ExePreparation out;
    std::string p = joinSpacedComparisons(
        options.valueReplacement ? replaceValuePlaceholder(prediction) : std::string(prediction));
    if (!options.keepDistinct) p = removeDistinct(p);
    out.goldRewritten = gold.rewritten;
    out.predictionRewritten = p;
    out.orderMatters = gold.orderMatters;
    out.gold = gold.executed;
    out.candidates.push_back(replaceCurrentYear(p));
    if (options.plugValue) {
        PlugInCandidates plug = plugInCandidates(gold.rewritten, p, options.plugInCap);
        out.goldValues = std::move(plug.goldValues);
        out.plugInSlots = plug.slotCount;
        out.plugInTotal = plug.total;
        out.plugInCapHit = plug.capHit;
        for (const std::string& q : plug.queries)
            out.candidates.push_back(replaceCurrentYear(q));
    }
    return out;
}

ExePreparation prepareExe(std::string_view gold, std::string_view prediction,
                          const ExeOptions& options) {
    return prepareExe(prepareExeGold(gold, options), prediction, options);
}

std::string_view exeStatusName(ExeStatus status) {
    switch (status) {
        case ExeStatus::Pass:
            return "pass";
        case ExeStatus::Fail:
            return "fail";
        case ExeStatus::GoldError:
            return "gold error";
        case ExeStatus::Cancelled:
            return "cancelled";
    }
    return "";
}

ExeVerdict judgeExe(const ExePreparation& preparation, size_t databaseCount,
                    const ExeQueryRunner& run, const ExeOptions& options, ExeGoldCache* goldCache) {
    ExeVerdict verdict;
    verdict.plugInCapHit = preparation.plugInCapHit;
    std::vector<std::shared_ptr<const ExecResult>> goldResults(databaseCount);
    for (size_t c = 0; c < preparation.candidates.size(); ++c) {
        ++verdict.candidatesTried;
        bool passes = true;
        std::optional<ResultEqOutcome> firstComparison;
        for (size_t db = 0; db < databaseCount; ++db) {
            if (!goldResults[db]) goldResults[db] = run(db, preparation.gold);
            const ExecResult& g = *goldResults[db];
            if (g.status == ExecStatus::Cancelled) {
                verdict.status = ExeStatus::Cancelled;
                return verdict;
            }
            if (!g.ok()) {
                verdict.status = ExeStatus::GoldError;
                verdict.goldErrorDatabase = db;
                verdict.goldStatus = g.status;
                verdict.goldMessage = g.message;
                return verdict;
            }
            const std::shared_ptr<const ExecResult> predResult = run(db, preparation.candidates[c]);
            const ExecResult& p = *predResult;
            if (p.status == ExecStatus::Cancelled) {
                verdict.status = ExeStatus::Cancelled;
                return verdict;
            }
            if (!p.ok()) {
                passes = false;
                if (c == 0) {
                    ExeVerdict::Failure f;
                    f.database = db;
                    f.executionFailed = true;
                    f.predStatus = p.status;
                    f.predMessage = p.message;
                    verdict.predictionFailure = std::move(f);
                }
                break;
            }
            ResultEqOutcome cmp =
                resultEqWith(g.result, p.result, preparation.orderMatters, options.compare,
                             options.permutationSearchCap, goldCache, &goldResults[db]);
            if (!cmp.equal) {
                passes = false;
                if (c == 0) {
                    ExeVerdict::Failure f;
                    f.database = db;
                    f.comparison = std::move(cmp);
                    verdict.predictionFailure = std::move(f);
                }
                break;
            }
            if (db == 0) firstComparison = std::move(cmp);
        }
        if (passes) {
            verdict.status = ExeStatus::Pass;
            verdict.passingCandidate = c;
            verdict.passingComparison = std::move(firstComparison);
            return verdict;
        }
    }
    verdict.status = ExeStatus::Fail;
    return verdict;
}

}  // namespace sqlscope::exec
