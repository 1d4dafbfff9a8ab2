// The counterexample section of `sqlscope-cli explain --counterexample`
// (docs/cli.md#explain, docs/metrics/exc.md): EXC and the sqlscope verdict,
// the search's outcome, and when a database was found its script and both
// queries' results on it, side by side.
#pragma once

#include <string>

namespace sqlscope::counterexample {
struct ExcVerdict;
struct SearchOptions;
}  // namespace sqlscope::counterexample

namespace sqlscope::explain {

// Plain text, lines of at most `width` columns where a result cell allows
// (longer cells end in "..."); the script is printed as is.
std::string counterexampleText(const counterexample::ExcVerdict& verdict,
                               const counterexample::SearchOptions& options, int width = 100);

}  // namespace sqlscope::explain
