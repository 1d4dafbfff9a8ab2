// How a benchmark program says which build it timed: figures from a build
// with assertions on are not representative. Header-only.
#pragma once

namespace sqlscope::bench {

inline const char* buildLabel() {
#ifdef NDEBUG
    return "optimised (NDEBUG)";
#else
    return "NOT optimised (assertions on): figures are not representative";
#endif
}

}  // namespace sqlscope::bench
