// Query complexity in three levels (docs/metrics/component.md#complexity) and the
// SQL type of a query (docs/metrics/component.md#dataset-aggregation-validity-and-sql-type "SQL
// Type Analysis"), both read from the features of the gold query.
//
// challenging: a subquery/CTE or set operation (N), HAVING (H), or 3+ table
// references (T); else moderate: 2 table references, an aggregate (A), GROUP
// BY (G) or more than 2 atomic predicates in the top-level WHERE (W); else
// simple.
// SQL type, first match in this order: JOIN (any join), AGGREGATION (an
// aggregate, GROUP BY or HAVING), SELECT_WHERE (a WHERE), SELECT_only.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/match/component/component_items.h"
#include "core/match/esm/hardness.h"

namespace sqlscope::match::component {

enum class Complexity : uint8_t { Simple, Moderate, Challenging };
std::string_view complexityName(Complexity level);  // "simple", "moderate", "challenging"
std::optional<Complexity> complexityFromName(std::string_view name);

Complexity classifyComplexity(const QueryFeatures& features);
// Why, in a few words: "challenging: subquery or set operation, HAVING".
std::string explainComplexity(const QueryFeatures& features);

enum class SqlType : uint8_t { SelectOnly, SelectWhere, Join, Aggregation };
std::string_view sqlTypeName(SqlType type);  // "SELECT_only", "SELECT_WHERE", "JOIN", "AGGREGATION"
std::optional<SqlType> sqlTypeFromName(std::string_view name);

SqlType classifySqlType(const QueryFeatures& features);

// The complexity labels of one gold query side by side.
struct ComplexityLabels {
    Complexity level = Complexity::Simple;  // docs/metrics/component.md#complexity
    // Spider's easy ... extra (docs/metrics/esm.md#hardness)
    std::optional<esm::Hardness> spiderHardness;
    std::optional<std::string>
        benchmarkDifficulty;  // the benchmark's own label (BIRD), when it has one
};

}  // namespace sqlscope::match::component
