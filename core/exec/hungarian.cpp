// Hungarian method with potentials, O(n^2 m) for n <= m (e-maxx formulation),
// minimising the negated weights; a tall matrix is solved transposed.
#include "core/exec/hungarian.h"

#include <cmath>
#include <limits>

namespace sqlscope::exec {

namespace {

// cost is n x m with n <= m; returns the column (0-based) of each row.
std::vector<int> minimumCostAssignment(const std::vector<std::vector<double>>& cost, size_t n,
                                       size_t m) {
    const double kInf = std::numeric_limits<double>::infinity();
    std::vector<double> u(n + 1, 0.0), v(m + 1, 0.0);
    std::vector<size_t> p(m + 1, 0), way(m + 1, 0);
    for (size_t i = 1; i <= n; ++i) {
        p[0] = i;
        size_t j0 = 0;
        std::vector<double> minv(m + 1, kInf);
        std::vector<char> used(m + 1, 0);
        do {
            used[j0] = 1;
            size_t i0 = p[j0];
            double delta = kInf;
            size_t j1 = 0;
            for (size_t j = 1; j <= m; ++j) {
                if (used[j]) continue;
                double cur = cost[i0 - 1][j - 1] - u[i0] - v[j];
                if (cur < minv[j]) {
                    minv[j] = cur;
                    way[j] = j0;
                }
                if (minv[j] < delta) {
                    delta = minv[j];
                    j1 = j;
                }
            }
            for (size_t j = 0; j <= m; ++j) {
                if (used[j]) {
                    u[p[j]] += delta;
                    v[j] -= delta;
                } else {
                    minv[j] -= delta;
                }
            }
            j0 = j1;
        } while (p[j0] != 0);
        do {
            size_t j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
        } while (j0 != 0);
    }
    std::vector<int> rowToColumn(n, -1);
    for (size_t j = 1; j <= m; ++j)
        if (p[j] != 0) rowToColumn[p[j] - 1] = static_cast<int>(j - 1);
    return rowToColumn;
}

double finiteOrLow(double w) {
    return std::isfinite(w) ? w : -1e300;
}

}  // namespace

std::vector<int> maximumWeightAssignment(const std::vector<std::vector<double>>& weights) {
    size_t rows = weights.size();
    size_t cols = rows ? weights[0].size() : 0;
    if (rows == 0 || cols == 0) return std::vector<int>(rows, -1);
    if (rows <= cols) {
        std::vector<std::vector<double>> cost(rows, std::vector<double>(cols));
        for (size_t i = 0; i < rows; ++i)
            for (size_t j = 0; j < cols; ++j)
                cost[i][j] = -finiteOrLow(weights[i][j]);
        return minimumCostAssignment(cost, rows, cols);
    }
    std::vector<std::vector<double>> cost(cols, std::vector<double>(rows));
    for (size_t i = 0; i < rows; ++i)
        for (size_t j = 0; j < cols; ++j)
            cost[j][i] = -finiteOrLow(weights[i][j]);
    std::vector<int> colToRow = minimumCostAssignment(cost, cols, rows);
    std::vector<int> rowToColumn(rows, -1);
    for (size_t j = 0; j < cols; ++j)
        if (colToRow[j] >= 0) rowToColumn[static_cast<size_t>(colToRow[j])] = static_cast<int>(j);
    return rowToColumn;
}

}  // namespace sqlscope::exec
