// The ESM+ verdict in `strict` mode that the `sqlscope` verdict combines
// with EXC (docs/metrics/exc.md#definitions), whatever --esm-plus-mode the
// run used: a context like the run's with ESM+ strict as its only metric.
#pragma once

#include <memory>
#include <optional>
#include <string>

namespace sqlscope::eval {
class EvaluationContext;
class PairEvaluator;
}  // namespace sqlscope::eval

namespace sqlscope::counterexample {

class StrictEsmPlus {
public:
    // `context`: the run's (its settings and catalog are copied).
    explicit StrictEsmPlus(const eval::EvaluationContext& context);
    ~StrictEsmPlus();
    StrictEsmPlus(const StrictEsmPlus&) = delete;
    StrictEsmPlus& operator=(const StrictEsmPlus&) = delete;

    eval::EvaluationContext& context() { return *context_; }

private:
    std::unique_ptr<eval::EvaluationContext> context_;
};

// ESM+ strict of one pair, with an evaluator made on StrictEsmPlus::context()
// (one per thread): 1, 0, or empty when ESM+ cannot score the pair.
std::optional<int> strictEsmPlusVerdict(eval::PairEvaluator& evaluator, const std::string& dbId,
                                        const std::string& gold, const std::string& prediction);

}  // namespace sqlscope::counterexample
