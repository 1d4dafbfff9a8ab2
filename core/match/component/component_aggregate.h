// Dataset values of component analysis
// (docs/metrics/component.md#dataset-aggregation-validity-and-sql-type, ours): macro means — a
// component's F1 averaged over the pairs where it applies, avg_f1 over the scored pairs,
// exact_match_accuracy over all pairs, syntax_valid_rate over the pairs whose database was found —
// and the error counts of docs/metrics/component.md#error-categories, overall and broken down by
// complexity, SQL type and database.
#pragma once

#include <array>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "core/match/component/component_verdict.h"

namespace sqlscope::match::component {

struct MeanCounter {
    double sum = 0;
    size_t count = 0;
    void add(double value) {
        sum += value;
        ++count;
    }
    std::optional<double> mean() const {
        return count ? std::optional<double>(sum / static_cast<double>(count)) : std::nullopt;
    }
};

struct ComponentTotals {
    size_t pairs = 0;
    size_t scored = 0;
    std::array<MeanCounter, kComponentCount> f1;
    MeanCounter avgF1;
    MeanCounter em;
    MeanCounter syntaxValid;
    // docs/metrics/component.md#error-categories dataset statistics.
    std::array<size_t, kClauseKindCount> missingClauses{};
    std::array<size_t, kClauseKindCount> extraClauses{};
    size_t wrongPredicates = 0;    // pairs with at least one
    size_t schemaErrors = 0;       // pairs with unknown_identifier or wrong_table
    size_t unknownIdentifier = 0;  // sub-counts
    size_t wrongTable = 0;

    void add(const ComponentVerdict& verdict);
    std::optional<double> componentF1(Component c) const {
        return f1[static_cast<size_t>(c)].mean();
    }
};

struct ComponentAggregate {
    ComponentTotals all;
    std::map<std::string, ComponentTotals, std::less<>> byComplexity;  // "simple", ...
    std::map<std::string, ComponentTotals, std::less<>> bySqlType;     // "JOIN", ...
    std::map<std::string, ComponentTotals, std::less<>> byDatabase;

    void add(std::string_view dbId, const ComponentVerdict& verdict);
};

}  // namespace sqlscope::match::component
