#include "core/report/metric_registry.h"

#include <algorithm>

namespace sqlscope::report {

namespace {

using Value = std::optional<double>;
using Verdict = eval::PairVerdict;

const eval::ExecutionVerdict* scored(const Verdict& v) {
    const eval::ExecutionVerdict& e = v.execution;
    if (e.outcome == eval::ExecOutcome::GoldError || e.outcome == eval::ExecOutcome::NotRun)
        return nullptr;
    return &e;
}

// No value under T1 (EX only: SQLMorph writes no EXP, EXR or F1).
Value morph(const Verdict& v, double exec::SqlMorphResult::*field) {
    const eval::ExecutionVerdict* e = scored(v);
    if (!e || !e->sqlMorph || !e->sqlMorph->graded) return std::nullopt;
    return (*e->sqlMorph).*field;
}

Value linking(const Verdict& v, size_t question, linking::LinkingPart part,
              double linking::LinkingScores::*field) {
    if (!v.linking.scored) return std::nullopt;
    return v.linking.reported(question).scores.of(part).*field;
}

}  // namespace

const std::vector<MetricDefinition>& metricDefinitions() {
    using linking::LinkingPart;
    using linking::LinkingScores;
    static const std::vector<MetricDefinition> definitions = {
        {"ex", "EX", "ex", true, true,
         [](const Verdict& v, size_t) -> Value {
             const eval::ExecutionVerdict* e = scored(v);
             if (!e || !e->spiderEx) return std::nullopt;
             return *e->spiderEx;
         }},
        {"ex_bird", "EX (BIRD)", "ex", true, true,
         [](const Verdict& v, size_t) -> Value {
             const eval::ExecutionVerdict* e = scored(v);
             if (!e || !e->bird) return std::nullopt;
             return e->bird->ex;
         }},
        {"exe", "EXE", "exe", true, true,
         [](const Verdict& v, size_t) -> Value {
             const eval::ExecutionVerdict* e = scored(v);
             if (!e || !e->exe || e->exe->status == exec::ExeStatus::GoldError ||
                 e->exe->status == exec::ExeStatus::Cancelled)
                 return std::nullopt;
             return e->exe->score();
         }},
        {"esm", "ESM", "esm", true, true,
         [](const Verdict& v, size_t) -> Value {
             if (!v.esm.scored) return std::nullopt;
             return v.esm.exact ? 1.0 : 0.0;
         }},
        {"esm+", "ESM+", "esm+", true, true,
         [](const Verdict& v, size_t) -> Value {
             if (!v.esmPlus.scored) return std::nullopt;
             return v.esmPlus.exact ? 1.0 : 0.0;
         }},
        {"exp", "EXP", "exp", false, false,
         [](const Verdict& v, size_t) { return morph(v, &exec::SqlMorphResult::exp); }},
        {"exr", "EXR", "exp", false, false,
         [](const Verdict& v, size_t) { return morph(v, &exec::SqlMorphResult::exr); }},
        {"ex_f1", "EX F1", "exp", false, false,
         [](const Verdict& v, size_t) { return morph(v, &exec::SqlMorphResult::f1); }},
        // Component analysis (docs/metrics/component.md#dataset-aggregation-validity-and-sql-type):
        // ViPERSQL EM, the mean Avg-F1, and the rate of predictions SQLite prepares.
        {"em", "EM", "component", true, false,
         [](const Verdict& v, size_t) -> Value {
             if (!v.component.computed()) return std::nullopt;
             return v.component.em ? 1.0 : 0.0;
         }},
        {"comp_avg_f1", "Comp F1", "component", false, false,
         [](const Verdict& v, size_t) -> Value {
             if (!v.component.scored || !v.component.avgF1) return std::nullopt;
             return *v.component.avgF1;
         }},
        {"pred_valid", "Valid", "component", true, false,
         [](const Verdict& v, size_t) -> Value {
             const auto& c = v.component;
             if (!c.computed() || !c.predSyntax.checked()) return std::nullopt;
             return c.predSyntax.valid() ? 1.0 : 0.0;
         }},
        // Schema linking (docs/metrics/linking.md#definitions): macro means over questions.
        {"link_tables_f1plus", "Link T F1+", "linking", false, false,
         [](const Verdict& v, size_t q) {
             return linking(v, q, LinkingPart::Tables, &LinkingScores::f1Plus);
         }},
        {"link_columns_r", "Link C R", "linking", false, false,
         [](const Verdict& v, size_t q) {
             return linking(v, q, LinkingPart::Columns, &LinkingScores::recall);
         }},
        {"link_columns_p", "Link C P", "linking", false, false,
         [](const Verdict& v, size_t q) {
             return linking(v, q, LinkingPart::Columns, &LinkingScores::precision);
         }},
        {"link_columns_f1plus", "Link C F1+", "linking", false, false,
         [](const Verdict& v, size_t q) {
             return linking(v, q, LinkingPart::Columns, &LinkingScores::f1Plus);
         }},
        {"ves", "VES", "ves", false, false,
         [](const Verdict& v, size_t) -> Value {
             const eval::ExecutionVerdict* e = scored(v);
             if (!e || !e->ves) return std::nullopt;
             return e->ves->reward;
         }},
    };
    return definitions;
}

int metricIndex(const std::string& key) {
    const auto& all = metricDefinitions();
    for (size_t i = 0; i < all.size(); ++i)
        if (all[i].key == key) return static_cast<int>(i);
    return -1;
}

std::vector<int> metricIndices(const std::vector<std::string>& keys) {
    std::vector<int> out;
    for (const std::string& key : keys)
        if (int m = metricIndex(key); m >= 0) out.push_back(m);
    std::sort(out.begin(), out.end());
    return out;
}

const std::vector<std::string>& metricGroups() {
    static const std::vector<std::string> groups = [] {
        std::vector<std::string> out;
        for (const MetricDefinition& d : metricDefinitions()) {
            bool seen = false;
            for (const std::string& g : out)
                seen = seen || g == d.group;
            if (!seen) out.push_back(d.group);
        }
        return out;
    }();
    return groups;
}

}  // namespace sqlscope::report
