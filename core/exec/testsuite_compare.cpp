// Test-suite EXE (execution.md §3): result_eq (§3.1), preparation (§3 steps
// 1-3, 5, 7) and the verdict over the suite's databases (step 6), after
// test-suite-sql-eval's exec_eval.py.
#include "core/exec/testsuite_compare.h"

#include <algorithm>
#include <numeric>
#include <unordered_map>
#include <unordered_set>

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

// unorder_row: the row's values sorted (stably) by str(v) + str(type(v)).
Row unorderRow(const Row& row) {
    std::vector<std::string> keys;
    keys.reserve(row.size());
    for (const Value& v : row)
        keys.push_back(quickRejectKey(v));
    std::vector<size_t> order(row.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return keys[a] < keys[b]; });
    Row out;
    out.reserve(row.size());
    for (size_t i : order)
        out.push_back(row[i]);
    return out;
}

bool quickRejectPasses(const std::vector<Row>& gold, const std::vector<Row>& pred, bool ordered) {
    std::vector<Row> s1, s2;
    s1.reserve(gold.size());
    s2.reserve(pred.size());
    for (const Row& r : gold)
        s1.push_back(unorderRow(r));
    for (const Row& r : pred)
        s2.push_back(unorderRow(r));
    if (ordered) return s1 == s2;
    std::unordered_set<Row, RowHash, RowEqual> a(s1.begin(), s1.end()), b(s2.begin(), s2.end());
    if (a.size() != b.size()) return false;
    return std::all_of(a.begin(), a.end(), [&](const Row& r) { return b.count(r) > 0; });
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
        if (!options_.tolerant() && !ordered_) {
            goldCounts_.reserve(g_.size());
            for (const Row& r : g_)
                ++goldCounts_[r];
        }
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
        std::vector<std::vector<Value>> gc(n_), pc(n_);
        for (size_t c = 0; c < n_; ++c) {
            gc[c] = column(g_, c);
            pc[c] = column(p_, c);
            if (!ordered_ && !options_.tolerant()) {
                auto less = [](const Value& a, const Value& b) { return compareValues(a, b) < 0; };
                std::sort(gc[c].begin(), gc[c].end(), less);
                std::sort(pc[c].begin(), pc[c].end(), less);
            }
        }
        for (size_t i = 0; i < n_; ++i) {
            for (size_t j = 0; j < n_; ++j) {
                bool ok;
                if (!ordered_ && options_.tolerant()) {
                    std::vector<Row> a, b;
                    for (const Value& v : gc[i])
                        a.push_back(Row{v});
                    for (const Value& v : pc[j])
                        b.push_back(Row{v});
                    RowPairing pairing = pairEqualRows(a, b, options_);
                    ok = pairing.unmatchedGold.empty() && pairing.unmatchedPred.empty();
                } else {
                    ok = true;
                    for (size_t r = 0; ok && r < gc[i].size(); ++r)
                        ok = cellsEqual(gc[i][r], pc[j][r], options_);
                }
                compat_[i][j] = ok;
            }
        }
    }

    // Unordered, exact: the rows projected on the first `depth` gold columns
    // and on perm_[0..depth) must be equal bags.
    bool partialBagsEqual(size_t depth) const {
        std::vector<size_t> identity(depth);
        std::iota(identity.begin(), identity.end(), 0);
        std::unordered_map<Row, long, RowHash, RowEqual> counts;
        counts.reserve(g_.size());
        for (const Row& r : g_)
            ++counts[project(r, identity, depth)];
        for (const Row& r : p_) {
            auto it = counts.find(project(r, perm_, depth));
            if (it == counts.end() || --it->second < 0) return false;
        }
        return true;
    }

    bool fullMatch() const {
        if (ordered_) {
            for (size_t r = 0; r < g_.size(); ++r)
                if (!rowsEqual(g_[r], project(p_[r], perm_, n_), options_)) return false;
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
        std::unordered_map<Row, long, RowHash, RowEqual> counts = goldCounts_;
        for (const Row& r : p_) {
            auto it = counts.find(project(r, perm_, n_));
            if (it == counts.end() || --it->second < 0) return false;
        }
        return true;
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
                         !partialBagsEqual(depth + 1);
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
    std::unordered_map<Row, long, RowHash, RowEqual> goldCounts_;
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
    return v.pythonStr() + pythonTypeName(v.type());
}

ResultEqOutcome resultEq(const ResultSet& gold, const ResultSet& pred, bool ordered,
                         const CompareOptions& options, size_t permutationSearchCap) {
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
    if (!options.tolerant() && !quickRejectPasses(g, p, ordered)) {
        out.reason = ResultEqReason::QuickReject;
        return out;
    }
    return PermutationSearch(g, p, ordered, options, permutationSearchCap).run();
}

ExePreparation prepareExe(std::string_view gold, std::string_view prediction,
                          const ExeOptions& options) {
    ExePreparation out;
    std::string g = joinSpacedComparisons(gold);
    std::string p = joinSpacedComparisons(prediction);
    if (!options.keepDistinct) {
        p = removeDistinct(p);
        g = removeDistinct(g);
    }
    out.goldRewritten = g;
    out.predictionRewritten = p;
    out.orderMatters = goldOrderMatters(g);
    out.gold = replaceCurrentYear(g);
    out.candidates.push_back(replaceCurrentYear(p));
    if (options.plugValue) {
        PlugInCandidates plug = plugInCandidates(g, p, options.plugInCap);
        out.goldValues = std::move(plug.goldValues);
        out.plugInSlots = plug.slotCount;
        out.plugInTotal = plug.total;
        out.plugInCapHit = plug.capHit;
        for (const std::string& q : plug.queries)
            out.candidates.push_back(replaceCurrentYear(q));
    }
    return out;
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
                    const ExeQueryRunner& run, const ExeOptions& options) {
    ExeVerdict verdict;
    verdict.plugInCapHit = preparation.plugInCapHit;
    std::vector<std::optional<ExecResult>> goldResults(databaseCount);
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
            ExecResult p = run(db, preparation.candidates[c]);
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
            ResultEqOutcome cmp = resultEq(g.result, p.result, preparation.orderMatters,
                                           options.compare, options.permutationSearchCap);
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
