// Schema-linking metrics of one question and their means over a run
// (docs/metrics/linking.md#definitions): recall R, precision P, the indicator
// 1(q) that no gold element is missing, R+ = 1(q)·R, P+ = 1(q)·P, F1+, and
// for comparison the plain F1 = 2RP/(R+P); for tables, columns and "all"
// (both element sets together, docs/metrics/linking.md#schema-elements).
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/linking/schema_elements.h"

namespace sqlscope::linking {

struct LinkingScores {
    size_t gold = 0;       // |S*|
    size_t predicted = 0;  // |Ŝ|
    size_t overlap = 0;    // |Ŝ ∩ S*|
    double recall = 0;
    double precision = 0;
    double f1 = 0;          // 2RP/(R+P), 0 when R+P = 0
    bool complete = false;  // 1(q): S* ⊆ Ŝ
    double recallPlus = 0;
    double precisionPlus = 0;
    double f1Plus = 0;
};

// docs/metrics/linking.md#definitions with its edge cases: S* and Ŝ both empty → R = P = 1, 1(q) =
// 1, F1+ = 1; S* empty, Ŝ not → R = 1, P = 0, 1(q) = 1, F1+ = 0; Ŝ empty, S* not → R = P = 0, 1(q)
// = 0; F1+ = 0 whenever R+ + P+ = 0.
LinkingScores linkingScores(size_t overlap, size_t predicted, size_t gold);

// Sorted, unique element names.
size_t overlapCount(const std::vector<SchemaElement>& a, const std::vector<SchemaElement>& b);

enum class LinkingPart { Tables, Columns, All };
constexpr std::array<LinkingPart, 3> kLinkingParts = {LinkingPart::Tables, LinkingPart::Columns,
                                                      LinkingPart::All};
std::string_view linkingPartName(LinkingPart part);  // tables, columns, all

struct LinkingPartScores {
    LinkingScores tables;
    LinkingScores columns;
    LinkingScores all;
    const LinkingScores& of(LinkingPart part) const {
        return part == LinkingPart::Tables ? tables : part == LinkingPart::Columns ? columns : all;
    }
};

// Scores Ŝ = `pred` against S* = `gold`.
LinkingPartScores scoreElements(const QueryElements& pred, const QueryElements& gold);

// Means over questions (macro, docs/metrics/linking.md#definitions).
struct LinkingMeans {
    size_t questions = 0;
    double recall = 0;
    double precision = 0;
    double f1 = 0;
    double complete = 0;  // fraction of questions with no gold element missing
    double recallPlus = 0;
    double precisionPlus = 0;
    double f1Plus = 0;
};

class LinkingAggregate {
public:
    void add(const LinkingPartScores& scores, bool approximate);
    // A question that could not be scored (its gold has no elements to compare).
    void addExcluded() { ++excluded_; }

    LinkingMeans means(LinkingPart part) const;
    size_t scored() const { return count_; }
    size_t excluded() const { return excluded_; }
    size_t approximate() const { return approximate_; }

private:
    struct Sums {
        double recall = 0, precision = 0, f1 = 0, complete = 0, recallPlus = 0, precisionPlus = 0,
               f1Plus = 0;
    };
    std::array<Sums, 3> sums_{};
    size_t count_ = 0;
    size_t excluded_ = 0;
    size_t approximate_ = 0;
};

}  // namespace sqlscope::linking
