// The offline 3-gram embedding and cosine similarity
// (docs/metrics/execution.md#the-seven-techniques).
#include "core/exec/embedding_provider.h"

#include <cctype>
#include <cmath>
#include <cstdint>

namespace sqlscope::exec {

std::vector<double> TrigramEmbeddingProvider::embed(std::string_view text) const {
    std::vector<double> v(kDimensions, 0.0);
    std::string lower(text);
    for (char& c : lower)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (size_t i = 0; i + 3 <= lower.size(); ++i) {
        uint32_t h = 2166136261u;
        for (size_t k = 0; k < 3; ++k) {
            h ^= static_cast<unsigned char>(lower[i + k]);
            h *= 16777619u;
        }
        v[h % kDimensions] += 1.0;
    }
    double norm = 0.0;
    for (double x : v)
        norm += x * x;
    norm = std::sqrt(norm);
    if (norm > 0)
        for (double& x : v)
            x /= norm;
    return v;
}

const EmbeddingProvider& defaultEmbeddingProvider() {
    static const TrigramEmbeddingProvider provider;
    return provider;
}

double cosineSimilarity(const std::vector<double>& u, const std::vector<double>& v) {
    double dot = 0.0, nu = 0.0, nv = 0.0;
    for (size_t i = 0; i < u.size() && i < v.size(); ++i) {
        dot += u[i] * v[i];
        nu += u[i] * u[i];
        nv += v[i] * v[i];
    }
    if (nu == 0.0 || nv == 0.0) return 0.0;
    return dot / (std::sqrt(nu) * std::sqrt(nv));
}

}  // namespace sqlscope::exec
