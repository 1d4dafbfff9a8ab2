// The reference scripts' quirks that sqlscope reproduces and whose effect on
// one pair is cheap to know: the verdict is also computed without the quirk
// (only when the quirk can apply), and the pair is flagged when the two
// differ, so that researchers see what each quirk costs or gives a model
// (docs/cli.md, "Reference quirks").
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace sqlscope::eval {

enum class ReferenceQuirk : uint8_t {
    // test-suite evaluate(): p_str.replace("value", "1") before executing
    // the prediction (docs/metrics/esm.md#the-value-replacement-quirk) -- the EXE verdict.
    ExeValueReplacement,
    // the same replacement before the test-suite fork's exact match (the
    // ESM verdict with --esm-variant testsuite).
    EsmValueReplacement,
};
inline constexpr size_t kReferenceQuirkCount = 2;

// exe_value_replacement, esm_value_replacement
inline constexpr std::array<std::string_view, kReferenceQuirkCount> kReferenceQuirkNames = {
    "exe_value_replacement", "esm_value_replacement"};

inline std::string_view referenceQuirkName(ReferenceQuirk quirk) {
    return kReferenceQuirkNames[static_cast<size_t>(quirk)];
}

// The quirks that changed a pair's verdict, one bit per ReferenceQuirk.
struct QuirkSet {
    uint32_t bits = 0;
    void add(ReferenceQuirk quirk) { bits |= 1u << static_cast<unsigned>(quirk); }
    bool has(ReferenceQuirk quirk) const { return (bits >> static_cast<unsigned>(quirk)) & 1u; }
    bool has(size_t index) const { return (bits >> index) & 1u; }
    bool empty() const { return bits == 0; }
    // The names, in ReferenceQuirk order, separated by ';' ("" when empty).
    std::string text() const {
        std::string out;
        for (size_t q = 0; q < kReferenceQuirkCount; ++q) {
            if (!has(q)) continue;
            if (!out.empty()) out += ';';
            out += kReferenceQuirkNames[q];
        }
        return out;
    }
    bool operator==(const QuirkSet&) const = default;
};

}  // namespace sqlscope::eval
