// Maximum-weight assignment on small matrices with known optima, square and
// rectangular both ways, and against brute force.
#include <QObject>
#include <QTest>
#include <algorithm>
#include <numeric>
#include <vector>

#include "core/exec/hungarian.h"
#include "tests/test_registry.h"

using namespace sqlscope::exec;

namespace {
using Matrix = std::vector<std::vector<double>>;

double total(const Matrix& w, const std::vector<int>& a) {
    double s = 0;
    for (size_t i = 0; i < a.size(); ++i)
        if (a[i] >= 0) s += w[i][static_cast<size_t>(a[i])];
    return s;
}

// Best total over every injective map of the smaller side into the larger.
double bruteForce(const Matrix& w) {
    size_t rows = w.size(), cols = w[0].size();
    double best = -1e300;
    if (rows <= cols) {
        std::vector<int> perm(cols);
        std::iota(perm.begin(), perm.end(), 0);
        do {
            double s = 0;
            for (size_t i = 0; i < rows; ++i)
                s += w[i][static_cast<size_t>(perm[i])];
            best = std::max(best, s);
        } while (std::next_permutation(perm.begin(), perm.end()));
    } else {
        std::vector<int> perm(rows);
        std::iota(perm.begin(), perm.end(), 0);
        do {
            double s = 0;
            for (size_t j = 0; j < cols; ++j)
                s += w[static_cast<size_t>(perm[j])][j];
            best = std::max(best, s);
        } while (std::next_permutation(perm.begin(), perm.end()));
    }
    return best;
}
}  // namespace

class HungarianTest : public QObject {
    Q_OBJECT

private slots:
    void square() {
        Matrix w = {{1, 2, 3}, {2, 4, 6}, {3, 6, 9}};
        QCOMPARE(maximumWeightAssignment(w), (std::vector<int>{0, 1, 2}));
        QCOMPARE(total(w, maximumWeightAssignment(w)), 14.0);
        // Minimum-cost textbook case (weights are negated costs): 1 + 2 + 2.
        Matrix cost = {{-4, -1, -3}, {-2, 0, -5}, {-3, -2, -2}};
        QCOMPARE(maximumWeightAssignment(cost), (std::vector<int>{1, 0, 2}));
        QCOMPARE(total(cost, maximumWeightAssignment(cost)), -5.0);
        QCOMPARE(maximumWeightAssignment({{0.3}}), (std::vector<int>{0}));
    }

    void wide() {
        Matrix w = {{0.9, 0.1, 0.8}, {0.85, 0.2, 0.1}};
        QCOMPARE(maximumWeightAssignment(w), (std::vector<int>{2, 0}));
    }

    void tall() {
        Matrix w = {{0.1, 0.2}, {0.9, 0.8}, {0.85, 0.1}};
        QCOMPARE(maximumWeightAssignment(w), (std::vector<int>{-1, 1, 0}));
    }

    void empty() {
        QCOMPARE(maximumWeightAssignment({}), std::vector<int>{});
        QCOMPARE(maximumWeightAssignment({{}, {}}), (std::vector<int>{-1, -1}));
    }

    void againstBruteForce() {
        uint32_t seed = 12345;
        auto next = [&] {
            seed = seed * 1103515245u + 12345u;
            return static_cast<double>((seed >> 8) % 1000) / 1000.0;
        };
        for (auto [rows, cols] : {std::pair{5, 7}, std::pair{7, 5}, std::pair{6, 6},
                                  std::pair{1, 6}, std::pair{6, 1}}) {
            for (int round = 0; round < 20; ++round) {
                Matrix w(static_cast<size_t>(rows), std::vector<double>(static_cast<size_t>(cols)));
                for (auto& row : w)
                    for (double& x : row)
                        x = next();
                std::vector<int> a = maximumWeightAssignment(w);
                std::vector<int> used;
                for (int c : a)
                    if (c >= 0) used.push_back(c);
                QCOMPARE(used.size(), static_cast<size_t>(std::min(rows, cols)));
                std::sort(used.begin(), used.end());
                QVERIFY(std::adjacent_find(used.begin(), used.end()) == used.end());
                QVERIFY(std::abs(total(w, a) - bruteForce(w)) < 1e-9);
            }
        }
    }
};

SQLSCOPE_TEST_SUITE(HungarianTest)
#include "hungarian_test.moc"
