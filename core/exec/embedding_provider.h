// Text embeddings for the SQLMorph semantic techniques
// (docs/metrics/execution.md#the-seven-techniques T4, T5, T7). The reference calls OpenAI
// text-embedding-3-small; sqlscope defines this interface and ships an offline provider. Scores
// obtained with different providers are not comparable, so every verdict stores the name.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::exec {

class EmbeddingProvider {
public:
    virtual ~EmbeddingProvider() = default;
    // Stable identifier stored with every verdict, e.g. "trigram-fnv1a-512".
    virtual std::string name() const = 0;
    // Must be thread-safe (called from the batch runner's workers).
    virtual std::vector<double> embed(std::string_view text) const = 0;
};

// The built-in offline provider (ours, not the reference): the text is
// lowercased (ASCII letters), every run of 3 consecutive bytes is hashed
// with FNV-1a 32-bit (offset basis 2166136261, prime 16777619) and counted
// in bucket hash % 512, and the 512-dimensional count vector is
// L2-normalised. Texts shorter than 3 bytes give the zero vector.
class TrigramEmbeddingProvider final : public EmbeddingProvider {
public:
    static constexpr size_t kDimensions = 512;
    std::string name() const override { return "trigram-fnv1a-512"; }
    std::vector<double> embed(std::string_view text) const override;
};

// The process-wide default provider (a TrigramEmbeddingProvider).
const EmbeddingProvider& defaultEmbeddingProvider();

// u.v / (|u| |v|); 0 when either vector is zero (scipy would give NaN).
double cosineSimilarity(const std::vector<double>& u, const std::vector<double>& v);

}  // namespace sqlscope::exec
