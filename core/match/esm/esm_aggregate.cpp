#include "core/match/esm/esm_aggregate.h"

#include <cstdio>

namespace sqlscope::match::esm {

void EsmAggregate::add(const EsmVerdict& verdict, std::optional<bool> exec) {
    if (!verdict.scored) {
        ++unscored_;
        return;
    }
    add(verdict.hardness, verdict.exact, verdict.match.partial, exec);
}

void EsmAggregate::add(Hardness hardness, bool exact, const PartialScores& partial,
                       std::optional<bool> exec) {
    for (size_t level : {static_cast<size_t>(hardness), kAllLevel}) {
        LevelSums& sums = sums_[level];
        ++sums.count;
        if (exact) sums.exact += 1.0;
        if (exec && *exec) sums.exec += 1.0;
        for (size_t c = 0; c < kComponentCount; ++c) {
            const ComponentScore& score = partial[c];
            ComponentSums& component = sums.partial[c];
            if (score.predTotal > 0) {
                component.acc += score.acc;
                ++component.accCount;
            }
            if (score.labelTotal > 0) {
                component.rec += score.rec;
                ++component.recCount;
            }
        }
    }
}

std::array<LevelSummary, kLevelCount> EsmAggregate::summary() const {
    std::array<LevelSummary, kLevelCount> out{};
    for (size_t level = 0; level < kLevelCount; ++level) {
        const LevelSums& sums = sums_[level];
        LevelSummary& summary = out[level];
        summary.count = sums.count;
        if (sums.count == 0) continue;  // every number stays 0, F1 included
        summary.exact = sums.exact / sums.count;
        summary.exec = sums.exec / sums.count;
        for (size_t c = 0; c < kComponentCount; ++c) {
            const ComponentSums& component = sums.partial[c];
            ComponentSummary& result = summary.partial[c];
            result.acc = component.accCount == 0 ? 0.0 : component.acc / component.accCount * 1.0;
            result.rec = component.recCount == 0 ? 0.0 : component.rec / component.recCount * 1.0;
            if (result.acc == 0 && result.rec == 0) {
                result.f1 = 1;  // Q9
            } else {
                result.f1 = 2.0 * result.acc * result.rec / (result.rec + result.acc);
            }
        }
    }
    return out;
}

namespace {

std::string padded(const std::string& text) {
    std::string out = text;
    if (out.size() < 20) out.append(20 - out.size(), ' ');
    return out;
}

std::string number(double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.3f", value);
    return padded(buffer);
}

template <typename Fn>
std::string row(const std::string& name, Fn cell) {
    std::string line = padded(name);
    for (size_t level = 0; level < kLevelCount; ++level) {
        line += ' ';
        line.append(cell(level));
    }
    line += '\n';
    return line;
}

}  // namespace

std::string EsmAggregate::formatTable(bool withExec) const {
    static const char* kLevels[kLevelCount] = {"easy", "medium", "hard", "extra", "all"};
    std::array<LevelSummary, kLevelCount> s = summary();
    std::string out;
    out += row("", [&](size_t l) { return padded(kLevels[l]); });
    out += row("count", [&](size_t l) { return padded(std::to_string(s[l].count)); });
    if (withExec) {
        out += "=====================   EXECUTION ACCURACY     =====================\n";
        out += row("execution", [&](size_t l) { return number(s[l].exec); });
    }
    out += "\n====================== EXACT MATCHING ACCURACY =====================\n";
    out += row("exact match", [&](size_t l) { return number(s[l].exact); });
    const struct {
        const char* title;
        double ComponentSummary::*field;
    } kBlocks[] = {
        {"\n---------------------PARTIAL MATCHING ACCURACY----------------------\n",
         &ComponentSummary::acc},
        {"---------------------- PARTIAL MATCHING RECALL ----------------------\n",
         &ComponentSummary::rec},
        {"---------------------- PARTIAL MATCHING F1 --------------------------\n",
         &ComponentSummary::f1},
    };
    for (const auto& block : kBlocks) {
        out += block.title;
        for (Component c : kComponents) {
            size_t index = static_cast<size_t>(c);
            out += row(std::string(componentName(c)),
                       [&](size_t l) { return number(s[l].partial[index].*block.field); });
        }
    }
    return out;
}

}  // namespace sqlscope::match::esm
