// ESM+'s rule ablation (the ESM+ paper's Figure 7; docs/study.md#rule-ablation):
// per run, ESM+'s false-negative rate with the rules 1..k switched on, for
// k = 0 .. 20 in the registry order (RuleSet::firstN), and each rule's own
// contribution. The truth is the human verdict where there is one,
// otherwise EXE's verdict. The FN rate is the share of the pairs the truth
// judges equivalent (and ESM+ scores) that ESM+ fails, in %. Only ESM+ is
// re-run: nothing is executed (whether a prediction executes is read from
// the evaluation's outcome), and a pair's parses are reused for every rule
// set that differs from one already evaluated only in rules that did not
// engage on that pair.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include "core/annotate/annotation.h"
#include "core/match/esm_plus/esm_plus_mode.h"

namespace sqlscope::inspect {
class PairTable;
}
namespace sqlscope::match::esm_plus {
class EsmPlusSchemas;
}

namespace sqlscope::study {

struct AblationOptions {
    match::esm_plus::EsmPlusMode mode = match::esm_plus::EsmPlusMode::Fixed;
    // Reuse a pair's verdict for a rule set S' when an evaluated set S has
    // engaged(S) <= S' <= S (docs/study.md#rule-ablation); false: every rule
    // set is evaluated on every pair (for checking, ~20x slower).
    bool reuseUnengaged = true;
    unsigned threads = 1;  // workers over the distinct pairs
};

struct AblationPoint {
    int rules = 0;              // k: rules 1..k on
    size_t falseNegatives = 0;  // equivalent pairs ESM+ fails with them
    double rate = 0;            // 100 * falseNegatives / equivalent
};

struct RuleContribution {
    int rule = 0;
    // FN rate with no rule minus with this rule alone, in points (> 0: the
    // rule alone rescues pairs).
    double alone = 0;
    // FN rate with rules 1..rule-1 minus with rules 1..rule: what switching
    // it on adds in the series (the figure's steps).
    double added = 0;
};

struct RunAblation {
    size_t run = 0;
    std::string runName;
    size_t equivalent = 0;     // the denominator: judged equivalent, scored by ESM+ throughout
    size_t byHuman = 0;        // ... of which by a human verdict
    size_t byExe = 0;          // ... by EXE
    size_t notEquivalent = 0;  // judged not equivalent (no false negative possible)
    size_t withoutTruth = 0;   // neither a human verdict (equivalent / not) nor EXE: left out
    size_t unscored = 0;       // judged equivalent, ESM+ cannot score under some rule set: left out
    size_t notExecutable = 0;  // of `equivalent`: the prediction did not execute (fails throughout)
    std::array<AblationPoint, match::esm_plus::kRuleCount + 1> series{};  // k = 0 .. 20
    std::array<RuleContribution, match::esm_plus::kRuleCount> rules{};    // rules 1 .. 20
    std::array<size_t, match::esm_plus::kRuleCount> aloneFalseNegatives{};
};

struct RuleAblation {
    std::vector<RunAblation> runs;
    size_t humanTruths = 0;    // pairs whose truth is a human verdict (all runs)
    size_t exeTruths = 0;      // pairs whose truth is EXE
    std::string truthNote;     // "truth: human verdicts on 3 pairs, otherwise EXE (117 pairs)"
    size_t distinctPairs = 0;  // distinct (database, gold, prediction) judged equivalent
    size_t evaluations = 0;    // ESM+ evaluations made
};

// `human`: the human verdicts (Unsure counts as none: EXE decides);
// `schemas`: ESM+'s facts per database (as the evaluation's context builds
// them from its catalog and database folders).
RuleAblation ablateRules(const inspect::PairTable& table,
                         const std::vector<annotate::PairAnnotation>& human,
                         const match::esm_plus::EsmPlusSchemas& schemas,
                         const AblationOptions& options = {});

}  // namespace sqlscope::study
