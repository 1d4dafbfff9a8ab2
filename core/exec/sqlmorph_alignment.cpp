// SQLMorph column alignment (docs/metrics/execution.md#the-seven-techniques T2-T5), after the
// reference's match_columns() of exact_column_*.py and semantic_column_*.py.
#include "core/exec/sqlmorph_alignment.h"

#include <algorithm>
#include <map>
#include <unordered_map>

#include "core/exec/hungarian.h"

namespace sqlscope::exec {

namespace {

std::vector<Value> columnValues(const ResultSet& rs, size_t c) {
    std::vector<Value> out;
    out.reserve(rs.rows.size());
    for (const Row& r : rs.rows)
        out.push_back(c < r.size() ? r[c] : Value::null());
    return out;
}

enum class Dtype { Int64, Float64, Object };

Dtype inferDtype(const std::vector<Value>& values) {
    if (values.empty()) return Dtype::Object;
    bool anyNull = false, anyReal = false, anyInt = false;
    for (const Value& v : values) {
        switch (v.type()) {
            case Value::Type::Null:
                anyNull = true;
                break;
            case Value::Type::Integer:
                anyInt = true;
                break;
            case Value::Type::Real:
                anyReal = true;
                break;
            default:
                return Dtype::Object;
        }
    }
    if (!anyInt && !anyReal) return Dtype::Object;
    if (anyInt && !anyReal && !anyNull) return Dtype::Int64;
    return Dtype::Float64;
}

std::string render(const Value& v, Dtype dtype) {
    if (dtype == Dtype::Float64) return pythonFloatRepr(v.number());
    return v.pythonStr();
}

}  // namespace

std::string sqlMorphColumnText(const std::string& name, const std::vector<Value>& values) {
    Dtype dtype = inferDtype(values);
    std::string text = "Column name: " + name + ". Data type: " +
                       (dtype == Dtype::Int64     ? "int64"
                        : dtype == Dtype::Float64 ? "float64"
                                                  : "object") +
                       ". ";
    std::vector<Value> distinct;
    std::vector<size_t> counts;
    std::unordered_map<Value, size_t, ValueHash> slot;
    for (const Value& v : values) {
        if (v.isNull()) continue;
        auto [it, inserted] = slot.emplace(v, distinct.size());
        if (inserted) {
            distinct.push_back(v);
            counts.push_back(0);
        }
        ++counts[it->second];
    }
    std::vector<size_t> order(distinct.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return counts[a] > counts[b]; });
    if (order.size() > 10) order.resize(10);
    if (!order.empty()) {
        text += "Sample values: ";
        for (size_t k = 0; k < order.size(); ++k) {
            if (k) text += ", ";
            text += render(distinct[order[k]], dtype);
        }
    }
    return text;
}

std::optional<SqlMorphAlignment> alignColumnsByName(const ResultSet& gold, const ResultSet& pred) {
    std::map<std::string, size_t> goldLast, predLast;  // name -> last position, sorted by name
    for (size_t i = 0; i < gold.columnNames.size(); ++i)
        goldLast[gold.columnNames[i]] = i;
    for (size_t i = 0; i < pred.columnNames.size(); ++i)
        predLast[pred.columnNames[i]] = i;
    SqlMorphAlignment out;
    for (const auto& [name, g] : goldLast) {
        auto it = predLast.find(name);
        if (it == predLast.end()) continue;
        out.goldIndices.push_back(g);
        out.predIndices.push_back(it->second);
        out.pairs.push_back({g, it->second, 1.0});
    }
    out.count = out.pairs.size();
    if (out.count == 0) return std::nullopt;
    return out;
}

SqlMorphAlignment alignColumnsBySemantics(const ResultSet& gold, const ResultSet& pred,
                                          const SqlMorphOptions& options, bool sortPairsByName) {
    const EmbeddingProvider& provider =
        options.embeddings ? *options.embeddings : defaultEmbeddingProvider();
    size_t nGold = gold.columnNames.size(), nPred = pred.columnNames.size();
    std::vector<std::vector<double>> goldEmb(nGold), predEmb(nPred);
    for (size_t j = 0; j < nGold; ++j)
        goldEmb[j] = provider.embed(sqlMorphColumnText(gold.columnNames[j], columnValues(gold, j)));
    for (size_t i = 0; i < nPred; ++i)
        predEmb[i] = provider.embed(sqlMorphColumnText(pred.columnNames[i], columnValues(pred, i)));

    SqlMorphAlignment out;
    out.similarity.assign(nPred, std::vector<double>(nGold, 0.0));
    for (size_t i = 0; i < nPred; ++i)
        for (size_t j = 0; j < nGold; ++j)
            out.similarity[i][j] = cosineSimilarity(predEmb[i], goldEmb[j]);
    std::vector<int> assigned = maximumWeightAssignment(out.similarity);

    const auto& sim = out.similarity;
    const double threshold = options.columnSimilarityThreshold;
    if (!options.faithful) {
        for (size_t i = 0; i < nPred; ++i) {
            if (assigned[i] < 0) continue;
            auto j = static_cast<size_t>(assigned[i]);
            if (sim[i][j] > threshold) out.pairs.push_back({j, i, sim[i][j]});
        }
        if (sortPairsByName) {
            std::stable_sort(out.pairs.begin(), out.pairs.end(),
                             [&](const SqlMorphColumnPair& a, const SqlMorphColumnPair& b) {
                                 const std::string& pa = pred.columnNames[a.predColumn];
                                 const std::string& pb = pred.columnNames[b.predColumn];
                                 if (pa != pb) return pa < pb;
                                 return gold.columnNames[a.goldColumn] <
                                        gold.columnNames[b.goldColumn];
                             });
        }
        for (const SqlMorphColumnPair& p : out.pairs) {
            out.goldIndices.push_back(p.goldColumn);
            out.predIndices.push_back(p.predColumn);
        }
        out.count = out.pairs.size();
        return out;
    }

    // Faithful (Q-M2): `for pred_idx, gold_idx in enumerate(col_ind)`, where
    // col_ind lists the assigned gold columns in increasing order of the
    // assigned predicted rows -- wrong whenever a predicted column is left
    // unassigned (more predicted than gold columns).
    std::vector<size_t> colInd;
    for (size_t i = 0; i < nPred; ++i)
        if (assigned[i] >= 0) colInd.push_back(static_cast<size_t>(assigned[i]));
    for (size_t k = 0; k < colInd.size(); ++k)
        if (sim[k][colInd[k]] > threshold) out.pairs.push_back({colInd[k], k, sim[k][colInd[k]]});
    out.count = out.pairs.size();
    if (sortPairsByName) {
        // T5: pairs sorted by names, each name at its first position (.index()).
        std::stable_sort(out.pairs.begin(), out.pairs.end(),
                         [&](const SqlMorphColumnPair& a, const SqlMorphColumnPair& b) {
                             const std::string& pa = pred.columnNames[a.predColumn];
                             const std::string& pb = pred.columnNames[b.predColumn];
                             if (pa != pb) return pa < pb;
                             return gold.columnNames[a.goldColumn] < gold.columnNames[b.goldColumn];
                         });
        auto firstIndex = [](const std::vector<std::string>& names, const std::string& name) {
            return static_cast<size_t>(std::find(names.begin(), names.end(), name) - names.begin());
        };
        for (const SqlMorphColumnPair& p : out.pairs) {
            out.goldIndices.push_back(firstIndex(gold.columnNames, gold.columnNames[p.goldColumn]));
            out.predIndices.push_back(firstIndex(pred.columnNames, pred.columnNames[p.predColumn]));
        }
        return out;
    }
    // T4: each side keeps its own column order, selecting columns by name.
    auto matchedName = [&](const std::string& name, bool goldSide) {
        return std::any_of(out.pairs.begin(), out.pairs.end(), [&](const SqlMorphColumnPair& p) {
            return (goldSide ? gold.columnNames[p.goldColumn] : pred.columnNames[p.predColumn]) ==
                   name;
        });
    };
    for (size_t j = 0; j < nGold; ++j)
        if (matchedName(gold.columnNames[j], true)) out.goldIndices.push_back(j);
    for (size_t i = 0; i < nPred; ++i)
        if (matchedName(pred.columnNames[i], false)) out.predIndices.push_back(i);
    return out;
}

}  // namespace sqlscope::exec
