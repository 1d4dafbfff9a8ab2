// The counterexample search's random numbers: splitmix64 (Steele, Lea and
// Flood 2014), chosen over std:: distributions because its output is fixed
// by the seed alone on every platform and standard library, so a search is
// reproducible from its seed (docs/metrics/exc.md#the-generator).
#pragma once

#include <cstddef>
#include <cstdint>

namespace sqlscope::counterexample {

class SplitMix64 {
public:
    explicit SplitMix64(uint64_t seed) : state_(seed) {}

    uint64_t next() {
        uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    // A number in [0, n) (n > 0; the modulo bias is irrelevant here).
    size_t below(size_t n) { return n == 0 ? 0 : static_cast<size_t>(next() % n); }
    // True with probability percent / 100.
    bool chance(unsigned percent) { return below(100) < percent; }

private:
    uint64_t state_;
};

}  // namespace sqlscope::counterexample
