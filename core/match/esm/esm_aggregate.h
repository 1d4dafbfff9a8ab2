// The dataset aggregation of the official evaluation (docs/metrics/esm.md#dataset-aggregation): per
// hardness level and for all, the count, exact-match accuracy and the
// partial-matching accuracy / recall / F1 table, with the reference's
// zero handling (a mean over no example is 0; F1 is 1 when both means are
// 0, Q9; a level with no example prints zeros). formatTable() prints it
// exactly as evaluation.py's print_scores does.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "core/match/esm/esm_evaluator.h"
#include "core/match/esm/hardness.h"
#include "core/match/esm/partial_match.h"

namespace sqlscope::match::esm {

// The five columns: easy, medium, hard, extra, all.
constexpr size_t kLevelCount = 5;
constexpr size_t kAllLevel = 4;

struct ComponentSummary {
    double acc = 0.0;
    double rec = 0.0;
    double f1 = 0.0;
};

struct LevelSummary {
    int count = 0;
    double exact = 0.0;
    double exec = 0.0;
    std::array<ComponentSummary, kComponentCount> partial{};
};

class EsmAggregate {
public:
    // A scored verdict; unscored ones (gold unparseable, no schema) are
    // counted apart, as sqlscope's report of what the reference would abort on.
    void add(const EsmVerdict& verdict, std::optional<bool> exec = std::nullopt);
    void add(Hardness hardness, bool exact, const PartialScores& partial,
             std::optional<bool> exec = std::nullopt);

    int unscored() const { return unscored_; }
    std::array<LevelSummary, kLevelCount> summary() const;

    // print_scores(scores, etype): etype "match" without exec, "all" with it.
    std::string formatTable(bool withExec = false) const;

private:
    struct ComponentSums {
        double acc = 0.0;
        int accCount = 0;
        double rec = 0.0;
        int recCount = 0;
    };
    struct LevelSums {
        int count = 0;
        double exact = 0.0;
        double exec = 0.0;
        std::array<ComponentSums, kComponentCount> partial{};
    };
    std::array<LevelSums, kLevelCount> sums_{};
    int unscored_ = 0;
};

}  // namespace sqlscope::match::esm
