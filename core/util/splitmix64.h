// SplitMix64 (Steele, Lea and Flood 2014; the seeding generator of
// xoshiro): a tiny, fully specified random sequence, so that a seed names
// the same sequence on every machine and compiler (std::shuffle's algorithm
// and std::mt19937's distributions are not pinned by the standard). Shared
// by the gold audit's shuffled copies (shuffledOrder, fnv1a), the
// counterexample search's generator and the labelling sample (SplitMix64).
#pragma once

#include <cstddef>
#include <cstdint>
#include <numeric>
#include <string_view>
#include <vector>

namespace sqlscope::util {

// The next value of the sequence whose state is `state` (advanced).
inline uint64_t splitmix64(uint64_t& state) {
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// FNV-1a of `text`: mixes a table's name into the seed, so that each table
// gets its own order.
inline uint64_t fnv1a(std::string_view text) {
    uint64_t h = 0xcbf29ce484222325ULL;
    for (unsigned char c : text) {
        h ^= c;
        h *= 0x100000001b3ULL;
    }
    return h;
}

// A permutation of 0..n-1: Fisher-Yates from the back, index j drawn as
// splitmix64() % (i + 1) (the modulo bias is below 2^-40 for any table a
// benchmark has, and the order only needs to be fixed, not uniform).
inline std::vector<size_t> shuffledOrder(size_t n, uint64_t seed) {
    std::vector<size_t> order(n);
    std::iota(order.begin(), order.end(), size_t{0});
    uint64_t state = seed;
    for (size_t i = n; i > 1; --i) {
        const size_t j = static_cast<size_t>(splitmix64(state) % i);
        std::swap(order[i - 1], order[j]);
    }
    return order;
}

// The same sequence as an object: the counterexample search's random numbers
// (docs/metrics/exc.md#the-generator) and the labelling sample's draws.
class SplitMix64 {
public:
    explicit SplitMix64(uint64_t seed) : state_(seed) {}

    uint64_t next() { return splitmix64(state_); }
    // A number in [0, n) (n > 0; the modulo bias is irrelevant here).
    size_t below(size_t n) { return n == 0 ? 0 : static_cast<size_t>(next() % n); }
    // True with probability percent / 100.
    bool chance(unsigned percent) { return below(100) < percent; }
    // A number in [0, bound) without modulo bias (bound > 0): draws under
    // 2^64 mod bound, which would make the low residues likelier, are
    // rejected (the labelling sample's draws, core/study).
    uint64_t unbiasedBelow(uint64_t bound) {
        const uint64_t threshold = (0 - bound) % bound;
        for (;;) {
            const uint64_t x = next();
            if (x >= threshold) return x % bound;
        }
    }

private:
    uint64_t state_;
};

}  // namespace sqlscope::util
