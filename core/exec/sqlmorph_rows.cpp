// SQLMorph T7, unified columns and semantic rows (docs/metrics/execution.md#the-seven-techniques),
// after the reference's unified_column_and_semantic_row.py.
#include <cmath>
#include <map>
#include <set>

#include "core/exec/hungarian.h"
#include "core/exec/sqlmorph_internal.h"

namespace sqlscope::exec::sqlmorph_detail {

namespace {

// name -> last position (dict(zip(cols, row)) keeps the last value).
std::map<std::string, size_t> lastPositions(const std::vector<std::string>& names) {
    std::map<std::string, size_t> out;
    for (size_t i = 0; i < names.size(); ++i)
        out[names[i]] = i;
    return out;
}

std::vector<std::string> rowStrings(const ResultSet& rs, const std::vector<std::string>& unified) {
    std::map<std::string, size_t> at = lastPositions(rs.columnNames);
    std::vector<std::string> out;
    out.reserve(rs.rows.size());
    for (const Row& row : rs.rows) {
        std::string s;
        for (size_t k = 0; k < unified.size(); ++k) {
            if (k) s += " | ";
            auto it = at.find(unified[k]);
            s += it == at.end() || it->second >= row.size() ? std::string("N/A")
                                                            : row[it->second].pythonStr();
        }
        out.push_back(std::move(s));
    }
    return out;
}

double norm(const std::vector<double>& v) {
    double s = 0;
    for (double x : v)
        s += x * x;
    return std::sqrt(s);
}

}  // namespace

void scoreSemanticRows(const ResultSet& gold, const ResultSet& pred, const SqlMorphOptions& options,
                       SqlMorphResult& out) {
    const EmbeddingProvider& provider =
        options.embeddings ? *options.embeddings : defaultEmbeddingProvider();
    std::set<std::string> names(gold.columnNames.begin(), gold.columnNames.end());
    names.insert(pred.columnNames.begin(), pred.columnNames.end());
    std::vector<std::string> unified(names.begin(), names.end());

    std::set<std::string> goldNames(gold.columnNames.begin(), gold.columnNames.end());
    std::set<std::string> predNames(pred.columnNames.begin(), pred.columnNames.end());
    size_t common = 0;
    for (const std::string& n : goldNames)
        common += predNames.count(n);
    out.coverage = goldNames.size() <= 1
                       ? 1.0
                       : static_cast<double>(common) / static_cast<double>(goldNames.size());

    std::map<std::string, size_t> goldAt = lastPositions(gold.columnNames);
    std::map<std::string, size_t> predAt = lastPositions(pred.columnNames);
    for (const auto& [name, g] : goldAt)
        if (auto it = predAt.find(name); it != predAt.end())
            out.columnPairs.push_back({g, it->second, 1.0});
    out.alignedColumns = out.columnPairs.size();

    const size_t P = pred.rows.size(), G = gold.rows.size();
    out.groundTruthCells = static_cast<double>(G);  // T7 counts rows
    out.predictedCells = static_cast<double>(P);
    if (P == 0 || G == 0) {
        bool both = P == 0 && G == 0;
        out.path = both     ? SqlMorphPath::BothEmpty
                   : G == 0 ? SqlMorphPath::GoldEmpty
                            : SqlMorphPath::PredEmpty;
        out.ex = both ? 1 : 0;
        out.exp = out.exr = out.f1 = both ? 1.0 : 0.0;
        return;
    }

    std::vector<std::string> predStrings = rowStrings(pred, unified);
    std::vector<std::string> goldStrings = rowStrings(gold, unified);
    std::vector<std::vector<double>> predEmb(P), goldEmb(G);
    std::vector<double> predNorm(P), goldNorm(G);
    for (size_t p = 0; p < P; ++p) {
        predEmb[p] = provider.embed(predStrings[p]);
        predNorm[p] = norm(predEmb[p]) + 1e-8;
    }
    for (size_t g = 0; g < G; ++g) {
        goldEmb[g] = provider.embed(goldStrings[g]);
        goldNorm[g] = norm(goldEmb[g]) + 1e-8;
    }
    std::vector<std::vector<double>> sim(P, std::vector<double>(G, 0.0));
    for (size_t p = 0; p < P; ++p) {
        for (size_t g = 0; g < G; ++g) {
            if (predStrings[p] == goldStrings[g]) {
                sim[p][g] = 1.0;
                continue;
            }
            double dot = 0;
            for (size_t k = 0; k < predEmb[p].size() && k < goldEmb[g].size(); ++k)
                dot += predEmb[p][k] * goldEmb[g][k];
            sim[p][g] = dot / (predNorm[p] * goldNorm[g]);
        }
    }
    std::vector<int> assigned = maximumWeightAssignment(sim);
    double total = 0.0;
    for (size_t p = 0; p < P; ++p) {
        if (assigned[p] < 0) continue;
        auto g = static_cast<size_t>(assigned[p]);
        double penalized = sim[p][g] * out.coverage;
        total += penalized;
        if (!options.rowEvidence) continue;
        SqlMorphRowMatch m;
        m.goldRow = g;
        m.predRow = p;
        m.exact = predStrings[p] == goldStrings[g];
        m.contribution = penalized;
        m.similarity = sim[p][g];
        for (const SqlMorphColumnPair& c : out.columnPairs)
            if (gold.rows[g][c.goldColumn].pythonStr() == pred.rows[p][c.predColumn].pythonStr())
                m.cells.push_back({c.goldColumn, c.predColumn});
        out.rowMatches.push_back(std::move(m));
    }
    out.matchedCells = total;
    out.path = SqlMorphPath::Counted;
    out.ex = 0;  // set equality already failed (EX = 1 short-circuits before T7 runs)
    out.exp = total / static_cast<double>(P);
    out.exr = total / static_cast<double>(G);
    out.f1 = out.exp + out.exr > 0 ? 2 * out.exp * out.exr / (out.exp + out.exr) : 0.0;
}

}  // namespace sqlscope::exec::sqlmorph_detail
