// The three ESM+ modes (docs/metrics/esm-plus.md#provenance-and-modes) and the set of active rules
// (docs/metrics/esm-plus.md#rule-order).
#pragma once

#include <bitset>
#include <optional>
#include <string>
#include <string_view>

namespace sqlscope::match::esm_plus {

enum class EsmPlusMode {
    Reference,  // ETM_utils/process_sql.py + ETM.py exactly, bugs included
    Fixed,      // the paper's intent: parse failures and rule bugs fixed (the default)
    Strict,     // fixed plus the guards that make every rewrite sound
};

std::string_view modeName(EsmPlusMode mode);  // "reference", "fixed", "strict"
std::optional<EsmPlusMode> parseMode(std::string_view text);

// Rules 1-20 are the published implementation's; 21 and onwards are sqlscope's own
// (docs/metrics/esm-plus.md#rules-beyond-the-reference), which never fire in `reference`
// whatever the set says, so that `reference` stays faithful.
constexpr int kRuleCount = 25;
constexpr int kReferenceRuleCount = 20;

// Which of the rules are on. Default: all.
class RuleSet {
public:
    RuleSet() { bits_.set(); }
    static RuleSet all() { return RuleSet(); }
    static RuleSet none() {
        RuleSet set;
        set.bits_.reset();
        return set;
    }
    // {1, ..., n}: the prefixes of the rule-ablation figure
    // (docs/metrics/esm-plus.md#false-positives-false-negatives-and-ablation).
    static RuleSet firstN(int n);
    // "1,2,7" (ids 1..kRuleCount, commas, optional spaces); nullopt and `error` when malformed.
    static std::optional<RuleSet> parse(std::string_view text, std::string* error = nullptr);

    bool has(int rule) const { return rule >= 1 && rule <= kRuleCount && bits_.test(rule - 1); }
    void set(int rule, bool on = true) {
        if (rule >= 1 && rule <= kRuleCount) bits_.set(rule - 1, on);
    }
    bool empty() const { return bits_.none(); }
    bool isAll() const { return bits_.all(); }
    int count() const { return static_cast<int>(bits_.count()); }
    RuleSet operator|(const RuleSet& other) const {
        RuleSet out;
        out.bits_ = bits_ | other.bits_;
        return out;
    }
    friend bool operator==(const RuleSet&, const RuleSet&) = default;

    // Ascending ids separated by `separator`: "2 7 13"; "" when empty.
    std::string text(std::string_view separator = " ") const;

private:
    std::bitset<kRuleCount> bits_;
};

}  // namespace sqlscope::match::esm_plus
