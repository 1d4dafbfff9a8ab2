// SQLMorph's graded execution metrics (docs/metrics/execution.md#sqlmorph-exp-exr-and-ex-f1): EX,
// EXP (precision), EXR (recall) and F1 over result cells, for the seven techniques T1-T7, each with
// the evidence the GUI colours: aligned columns and matched cells.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/exec/compare_options.h"
#include "core/exec/embedding_provider.h"
#include "core/exec/executor.h"
#include "core/exec/result_set.h"

namespace sqlscope::exec {

enum class SqlMorphTechnique : uint8_t {
    ExecutionAccuracy,          // T1 execution_accuracy
    ExactColumnExactCell,       // T2 exact_column_and_exact_cell
    ExactColumnPartialCell,     // T3 exact_column_and_partial_cell
    SemanticColumnExactCell,    // T4 semantic_column_and_exact_cell
    SemanticColumnPartialCell,  // T5 semantic_column_and_partial_cell
    NoColumnPartialCell,  // T6 no_column_and_partial_cell (earlier: free_column_and_partial_cell)
    UnifiedColumnSemanticRow,  // T7 unified_column_and_semantic_row
};
std::string_view sqlMorphTechniqueName(SqlMorphTechnique t);  // the current enum string
std::string_view sqlMorphTechniqueCode(SqlMorphTechnique t);  // "T1" ... "T7"
// Accepts "T1".."T7", the current and the earlier enum strings, any case.
std::optional<SqlMorphTechnique> parseSqlMorphTechnique(std::string_view text);
bool sqlMorphUsesEmbeddings(SqlMorphTechnique t);  // T4, T5, T7

struct SqlMorphOptions {
    SqlMorphTechnique technique = SqlMorphTechnique::ExactColumnExactCell;
    // P counts every predicted column (true, the default) or only aligned
    // ones (T2-T5). T1, T6 and T7 ignore it: the current SQLMorph never
    // passes it to T6 (no_column_and_partial_cell, commit 5339349).
    bool penalizeExtraPredCols = true;
    // T6 as SQLMorph's earlier free_column_and_partial_cell (commit fba9045):
    // with penalizeExtraPredCols false, P = the sum of the overlaps of the
    // matched row pairs. Off by default (docs/metrics/execution.md#the-seven-techniques,
    // docs/cli.md).
    bool t6LegacyOverlaps = false;
    // Reproduce reference bug Q-M2 in T4/T5 (assignment indexed as if every
    // predicted column were assigned; T4 projects each side in its own column
    // order, by name). Q-M3 (T6 crash on duplicate gold rows) and Q-M4 (sort
    // crash on mixed NULL/number/text) cannot be reproduced: we always apply
    // our fixes for those.
    bool faithful = false;
    double columnSimilarityThreshold = 0.7;         // T4/T5: keep pairs with similarity > this
    const EmbeddingProvider* embeddings = nullptr;  // T4/T5/T7; null = defaultEmbeddingProvider()
    // Float tolerance for EX and the cell comparisons of T2-T5. T6 and T7
    // compare values as rendered strings and ignore it.
    CompareOptions compare;
    // Whether the result lists its matched rows and their cells (rowMatches,
    // the explain view's evidence). Off: only the counts and the metrics,
    // which are the same either way (a batch, whose outputs read only those).
    bool rowEvidence = true;
};

// Which way the pipeline ended (docs/metrics/execution.md#the-common-pipeline).
enum class SqlMorphPath : uint8_t {
    ExecutionError,  // either query failed: all metrics 0
    ExOnly,          // T1: EX only (no EXP, EXR, F1: `graded` is false)
    ExShortCircuit,  // EX = 1: all four metrics 1
    NoCommonColumn,  // T2/T3 with no common column name: EXP = EXR = F1 = 0 (Q-M5)
    BothEmpty,       // edge table: G = 0 and P = 0 (T7: no rows on either side)
    GoldEmpty,       // G = 0 only (T7: no gold row)
    PredEmpty,       // P = 0 only (T7: no predicted row)
    Counted,         // matched / P, matched / G
};
std::string_view sqlMorphPathName(SqlMorphPath path);

struct SqlMorphColumnPair {
    size_t goldColumn = 0;
    size_t predColumn = 0;
    double similarity = 1.0;  // cosine for T4/T5; 1 for name matches
};
struct SqlMorphCellPair {
    size_t goldColumn = 0;
    size_t predColumn = 0;
};
struct SqlMorphRowMatch {
    size_t goldRow = 0;
    size_t predRow = 0;
    bool exact =
        false;  // exact phase (equal projected rows / equal value sets / equal row strings)
    // T2-T5: matched cells contributed; T6: the intersection size (Jaccard in
    // `similarity`); T7: similarity x coverage.
    double contribution = 0.0;
    double similarity = 1.0;
    // Positions whose values matched (T6: every gold/predicted column pair
    // holding a shared value string; T7: shared column names with equal
    // strings).
    std::vector<SqlMorphCellPair> cells;
};

struct SqlMorphResult {
    SqlMorphTechnique technique = SqlMorphTechnique::ExactColumnExactCell;
    bool penalizeExtraPredCols = true;
    bool faithful = false;
    std::string embeddingProvider;  // set for T4, T5, T7
    SqlMorphPath path = SqlMorphPath::Counted;

    bool hasError = false;
    bool goldFailed = false;
    ExecStatus failureStatus = ExecStatus::Ok;
    std::string errorMessage;

    int ex = 0;
    bool graded = true;  // false for T1 (no EXP/EXR/F1 in its output)
    double exp = 0.0;
    double exr = 0.0;
    double f1 = 0.0;

    // Counts (T7: S and the row counts).
    double matchedCells = 0.0;
    double exactMatchedCells = 0.0;
    double partialMatchedCells = 0.0;
    double groundTruthCells = 0.0;
    double predictedCells = 0.0;
    size_t alignedColumns = 0;  // |C| or |M|
    double coverage = 1.0;      // T7 column coverage

    std::vector<SqlMorphColumnPair> columnPairs;
    std::vector<SqlMorphRowMatch> rowMatches;
    // T4/T5: cosine similarity, predicted column x gold column.
    std::vector<std::vector<double>> columnSimilarity;
};

// The edge-case table of docs/metrics/execution.md#the-common-pipeline (and F1 = 2PR/(P+R), 0 when
// both are 0). `semantic` selects the T4/T5 variant that writes EX = 1 for G = P = 0 and EX = 0 for
// the other two edge rows; otherwise EX is `ex`.
struct SqlMorphGrade {
    SqlMorphPath path = SqlMorphPath::Counted;
    int ex = 0;
    double exp = 0.0, exr = 0.0, f1 = 0.0;
};
SqlMorphGrade sqlMorphGrade(double matched, double groundTruthCells, double predictedCells, int ex,
                            bool semantic);

// One example, both queries executed successfully (docs/metrics/execution.md#the-common-pipeline
// steps 2-3). `knownEx`: EX (set(pred) == set(gold) under options.compare, i.e. BIRD's EX as
// birdCompare gives it) when the caller has it already.
SqlMorphResult sqlMorphEvaluate(const ResultSet& gold, const ResultSet& pred,
                                const SqlMorphOptions& options = {},
                                std::optional<int> knownEx = std::nullopt);

// From the two executions (prediction first, then gold, as the reference):
// a failure of either gives has_error and 0/0/0/0 (docs/metrics/execution.md#the-common-pipeline
// step 1).
SqlMorphResult sqlMorphFromExecution(const ExecResult& gold, const ExecResult& pred,
                                     const SqlMorphOptions& options = {},
                                     std::optional<int> knownEx = std::nullopt);

// Dataset level (ours): mean of each metric over examples, errors counted as
// 0. Examples whose gold timed out are excluded (docs/metrics/execution.md#executing-a-query) and
// counted.
struct SqlMorphSummary {
    size_t examples = 0;  // in the means
    size_t errors = 0;    // has_error among them
    size_t excludedGoldTimeouts = 0;
    double ex = 0.0, exp = 0.0, exr = 0.0, f1 = 0.0;
};
SqlMorphSummary summarizeSqlMorph(const std::vector<SqlMorphResult>& results);

}  // namespace sqlscope::exec
