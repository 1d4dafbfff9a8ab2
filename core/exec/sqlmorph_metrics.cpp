// SQLMorph pipeline (docs/metrics/execution.md#the-common-pipeline): execution errors, EX as BIRD,
// the EX = 1 short-circuit, the technique's alignment and counting, the edge-case table; and the
// dataset means.
#include "core/exec/sqlmorph_metrics.h"

#include <cctype>

#include "core/exec/row_matching.h"
#include "core/exec/sqlmorph_alignment.h"
#include "core/exec/sqlmorph_internal.h"

namespace sqlscope::exec {

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

SqlMorphResult emptyResult(const SqlMorphOptions& options) {
    SqlMorphResult r;
    r.technique = options.technique;
    r.penalizeExtraPredCols = options.penalizeExtraPredCols;
    r.faithful = options.faithful;
    r.graded = options.technique != SqlMorphTechnique::ExecutionAccuracy;
    if (sqlMorphUsesEmbeddings(options.technique))
        r.embeddingProvider =
            (options.embeddings ? *options.embeddings : defaultEmbeddingProvider()).name();
    return r;
}

void applyGrade(SqlMorphResult& r, bool semantic) {
    SqlMorphGrade g =
        sqlMorphGrade(r.matchedCells, r.groundTruthCells, r.predictedCells, r.ex, semantic);
    r.path = g.path;
    r.ex = g.ex;
    r.exp = g.exp;
    r.exr = g.exr;
    r.f1 = g.f1;
}

}  // namespace

std::string_view sqlMorphTechniqueName(SqlMorphTechnique t) {
    switch (t) {
        case SqlMorphTechnique::ExecutionAccuracy:
            return "execution_accuracy";
        case SqlMorphTechnique::ExactColumnExactCell:
            return "exact_column_and_exact_cell";
        case SqlMorphTechnique::ExactColumnPartialCell:
            return "exact_column_and_partial_cell";
        case SqlMorphTechnique::SemanticColumnExactCell:
            return "semantic_column_and_exact_cell";
        case SqlMorphTechnique::SemanticColumnPartialCell:
            return "semantic_column_and_partial_cell";
        case SqlMorphTechnique::NoColumnPartialCell:
            return "no_column_and_partial_cell";
        case SqlMorphTechnique::UnifiedColumnSemanticRow:
            return "unified_column_and_semantic_row";
    }
    return "";
}

std::string_view sqlMorphTechniqueCode(SqlMorphTechnique t) {
    static constexpr std::string_view kCodes[] = {"T1", "T2", "T3", "T4", "T5", "T6", "T7"};
    return kCodes[static_cast<size_t>(t)];
}

std::optional<SqlMorphTechnique> parseSqlMorphTechnique(std::string_view text) {
    std::string t = lower(text);
    for (int i = 0; i < 7; ++i) {
        auto tech = static_cast<SqlMorphTechnique>(i);
        if (t == lower(sqlMorphTechniqueCode(tech)) || t == sqlMorphTechniqueName(tech))
            return tech;
    }
    if (t == "free_column_and_partial_cell") return SqlMorphTechnique::NoColumnPartialCell;
    return std::nullopt;
}

bool sqlMorphUsesEmbeddings(SqlMorphTechnique t) {
    return t == SqlMorphTechnique::SemanticColumnExactCell ||
           t == SqlMorphTechnique::SemanticColumnPartialCell ||
           t == SqlMorphTechnique::UnifiedColumnSemanticRow;
}

std::string_view sqlMorphPathName(SqlMorphPath path) {
    switch (path) {
        case SqlMorphPath::ExecutionError:
            return "execution error";
        case SqlMorphPath::ExOnly:
            return "EX only";
        case SqlMorphPath::ExShortCircuit:
            return "EX = 1";
        case SqlMorphPath::NoCommonColumn:
            return "no common column";
        case SqlMorphPath::BothEmpty:
            return "G = 0 and P = 0";
        case SqlMorphPath::GoldEmpty:
            return "G = 0";
        case SqlMorphPath::PredEmpty:
            return "P = 0";
        case SqlMorphPath::Counted:
            return "counted";
    }
    return "";
}

SqlMorphGrade sqlMorphGrade(double matched, double groundTruthCells, double predictedCells, int ex,
                            bool semantic) {
    SqlMorphGrade g;
    g.ex = ex;
    if (groundTruthCells == 0 && predictedCells == 0) {
        g.path = SqlMorphPath::BothEmpty;
        if (semantic) g.ex = 1;
        g.exp = g.exr = g.f1 = 1.0;
    } else if (groundTruthCells == 0) {
        g.path = SqlMorphPath::GoldEmpty;
        if (semantic) g.ex = 0;
        g.exp = 0.0;
        g.exr = 1.0;
        g.f1 = 0.0;
    } else if (predictedCells == 0) {
        g.path = SqlMorphPath::PredEmpty;
        if (semantic) g.ex = 0;
        g.exp = 1.0;
        g.exr = 0.0;
        g.f1 = 0.0;
    } else {
        g.path = SqlMorphPath::Counted;
        g.exp = matched / predictedCells;
        g.exr = matched / groundTruthCells;
        g.f1 = g.exp + g.exr > 0 ? 2 * g.exp * g.exr / (g.exp + g.exr) : 0.0;
    }
    return g;
}

SqlMorphResult sqlMorphEvaluate(const ResultSet& gold, const ResultSet& pred,
                                const SqlMorphOptions& options, std::optional<int> knownEx) {
    using T = SqlMorphTechnique;
    SqlMorphResult r = emptyResult(options);
    r.ex = knownEx                                                         ? *knownEx
           : compareRowSets(gold.rows, pred.rows, options.compare).equal() ? 1
                                                                           : 0;
    if (options.technique == T::ExecutionAccuracy) {
        r.path = SqlMorphPath::ExOnly;
        return r;
    }
    if (r.ex == 1) {
        r.path = SqlMorphPath::ExShortCircuit;
        r.exp = r.exr = r.f1 = 1.0;
        return r;
    }
    switch (options.technique) {
        case T::ExactColumnExactCell:
        case T::ExactColumnPartialCell: {
            std::optional<SqlMorphAlignment> alignment = alignColumnsByName(gold, pred);
            if (!alignment) {
                // Q-M5: the edge-case table is not reached.
                r.path = SqlMorphPath::NoCommonColumn;
                r.groundTruthCells =
                    static_cast<double>(gold.rows.size() * gold.columnNames.size());
                r.predictedCells = static_cast<double>(pred.rows.size() * pred.columnNames.size());
                return r;
            }
            sqlmorph_detail::countAlignedCells(
                gold, pred, *alignment, options.technique == T::ExactColumnPartialCell, options, r);
            applyGrade(r, false);
            return r;
        }
        case T::SemanticColumnExactCell:
        case T::SemanticColumnPartialCell: {
            bool partial = options.technique == T::SemanticColumnPartialCell;
            SqlMorphAlignment alignment = alignColumnsBySemantics(gold, pred, options, partial);
            r.columnSimilarity = alignment.similarity;
            sqlmorph_detail::countAlignedCells(gold, pred, alignment, partial, options, r);
            applyGrade(r, true);
            return r;
        }
        case T::NoColumnPartialCell:
            sqlmorph_detail::countValueSets(gold, pred, options, r);
            applyGrade(r, false);
            return r;
        case T::UnifiedColumnSemanticRow:
            sqlmorph_detail::scoreSemanticRows(gold, pred, options, r);
            return r;
        case T::ExecutionAccuracy:
            break;
    }
    return r;
}

SqlMorphResult sqlMorphFromExecution(const ExecResult& gold, const ExecResult& pred,
                                     const SqlMorphOptions& options, std::optional<int> knownEx) {
    if (pred.ok() && gold.ok()) return sqlMorphEvaluate(gold.result, pred.result, options, knownEx);
    SqlMorphResult r = emptyResult(options);
    r.hasError = true;
    r.path = SqlMorphPath::ExecutionError;
    r.goldFailed = pred.ok();
    const ExecResult& failed = pred.ok() ? gold : pred;
    r.failureStatus = failed.status;
    r.errorMessage = failed.message;
    return r;
}

SqlMorphSummary summarizeSqlMorph(const std::vector<SqlMorphResult>& results) {
    SqlMorphSummary s;
    for (const SqlMorphResult& r : results) {
        if (r.goldFailed && r.failureStatus == ExecStatus::Timeout) {
            ++s.excludedGoldTimeouts;
            continue;
        }
        ++s.examples;
        if (r.hasError) ++s.errors;
        s.ex += r.ex;
        s.exp += r.exp;
        s.exr += r.exr;
        s.f1 += r.f1;
    }
    if (s.examples > 0) {
        double n = static_cast<double>(s.examples);
        s.ex /= n;
        s.exp /= n;
        s.exr /= n;
        s.f1 /= n;
    }
    return s;
}

}  // namespace sqlscope::exec
