// Error categories of one pair (docs/metrics/component.md#error-categories), each finding
// with the offending spans in gold and prediction and a one-line human
// explanation:
// - missing_clauses / extra_clauses: clause kinds (WHERE, GROUP BY, HAVING,
//   ORDER BY, LIMIT, JOIN, DISTINCT, SET OPERATION, SUBQUERY) present
//   anywhere in one query and nowhere in the other;
// - wrong_predicates: WHERE or HAVING present in both with different atom
//   sets; each unmatched predicted atom is paired with the first unmatched
//   gold atom on the same left operand ("<pred> vs <gold>"), the rest listed
//   alone ("<pred> vs —", "— vs <gold>");
// - schema_errors: unknown_identifier (SQLite's prepare says "no such
//   table/column") and wrong_table (the sets of base tables read anywhere
//   differ).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/match/component/component_items.h"
#include "core/match/component/syntax_check.h"
#include "core/sql/span.h"

namespace sqlscope::match::component {

enum class Side : uint8_t { Gold, Prediction };
std::string_view sideName(Side side);  // "gold", "prediction"

enum class ErrorCategory : uint8_t { MissingClauses, ExtraClauses, WrongPredicates, SchemaErrors };
constexpr std::array<ErrorCategory, 4> kErrorCategories = {
    ErrorCategory::MissingClauses, ErrorCategory::ExtraClauses, ErrorCategory::WrongPredicates,
    ErrorCategory::SchemaErrors};
// "missing_clauses", "extra_clauses", "wrong_predicates", "schema_errors"
std::string_view errorCategoryKey(ErrorCategory category);

struct SidedSpan {
    Side side = Side::Gold;
    sql::Span span;
};

struct ErrorFinding {
    ErrorCategory category = ErrorCategory::MissingClauses;
    // The clause kind ("WHERE", "SET OPERATION"), the predicate's clause
    // ("WHERE", "HAVING"), or the schema error ("unknown_identifier", "wrong_table").
    std::string kind;
    std::vector<SidedSpan> spans;
    std::string
        explanation;  // one line, e.g. "WHERE compares dogs.age > 18, gold has dogs.age >= 18"
};

struct ErrorAnalysis {
    std::vector<ClauseKind> missingClauses;
    std::vector<ClauseKind> extraClauses;
    std::vector<std::string> wrongPredicates;  // "<pred item> vs <gold item>"
    bool unknownIdentifier = false;
    bool wrongTable = false;
    std::vector<ErrorFinding> findings;  // in category order

    bool has(ErrorCategory category) const;
    // The categories present, space-separated, in kErrorCategories order.
    std::string categoriesText() const;
};

// `pred` may be unparsed: then only unknown_identifier can be found (from
// `predCheck`, when given). The texts are the queries the spans point into.
ErrorAnalysis analyzeErrors(const QueryAnalysis& gold, std::string_view goldText,
                            const QueryAnalysis& pred, std::string_view predText,
                            const SyntaxCheck* predCheck);

}  // namespace sqlscope::match::component
