// The built-in offline embedding (lowercase byte 3-grams, FNV-1a 32-bit mod
// 512, L2-normalised) and cosine similarity.
#include <QObject>
#include <QTest>
#include <cmath>
#include <vector>

#include "core/exec/embedding_provider.h"
#include "tests/test_registry.h"

using namespace sqlscope::exec;

class EmbeddingProviderTest : public QObject {
    Q_OBJECT

private slots:
    void trigramBuckets() {
        TrigramEmbeddingProvider p;
        QCOMPARE(p.name(), std::string("trigram-fnv1a-512"));
        // FNV-1a("abc") = 440920331 = 0x1A47E90B; % 512 = 267. FNV-1a("bcd") % 512 = 290.
        std::vector<double> v = p.embed("abc");
        QCOMPARE(v.size(), size_t(512));
        QCOMPARE(v[267], 1.0);
        double sum = 0;
        for (double x : v)
            sum += x;
        QCOMPARE(sum, 1.0);
        QCOMPARE(p.embed("ABC"), v);  // lowercased
        std::vector<double> w = p.embed("abcd");
        QCOMPARE(w[267], 1.0 / std::sqrt(2.0));
        QCOMPARE(w[290], 1.0 / std::sqrt(2.0));
        std::vector<double> zero = p.embed("ab");
        QCOMPARE(zero, std::vector<double>(512, 0.0));
        QCOMPARE(defaultEmbeddingProvider().name(), std::string("trigram-fnv1a-512"));
    }

    void cosine() {
        TrigramEmbeddingProvider p;
        QCOMPARE(cosineSimilarity(p.embed("abcd"), p.embed("ABCD")), 1.0);
        QCOMPARE(cosineSimilarity(p.embed("abc"), p.embed("abd")), 0.0);
        QCOMPARE(cosineSimilarity(p.embed("ab"), p.embed("abc")), 0.0);  // zero vector
        QCOMPARE(cosineSimilarity({1, 0}, {1, 1}), 1.0 / std::sqrt(2.0));
    }
};

SQLSCOPE_TEST_SUITE(EmbeddingProviderTest)
#include "embedding_provider_test.moc"
