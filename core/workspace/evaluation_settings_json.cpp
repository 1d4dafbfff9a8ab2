#include "core/workspace/evaluation_settings_json.h"

#include <nlohmann/json.hpp>

namespace sqlscope::workspace {

namespace {

nlohmann::ordered_json counterexampleObject(const counterexample::CounterexampleSettings& cx) {
    nlohmann::ordered_json json;
    json["metric"] = std::string(counterexample::comparedMetricName(cx.metric));
    json["budget_ms"] = cx.budgetMs;
    json["total_s"] = cx.totalSeconds;
    json["seed"] = cx.seed;
    if (cx.maxTrials > 0) json["max_trials"] = cx.maxTrials;  // absent: no cap (older files)
    return json;
}

}  // namespace

std::string counterexampleSettingsJson(const counterexample::CounterexampleSettings& settings) {
    return counterexampleObject(settings).dump();
}

std::string evaluationSettingsJson(const eval::EvalSettings& s,
                                   const counterexample::CounterexampleSettings& cx) {
    nlohmann::ordered_json json;
    json["timeout_seconds"] = s.execution.timeoutSeconds;
    json["row_cap"] = s.execution.rowCap;
    json["memory_cap_bytes"] = s.execution.memoryCapBytes;
    json["progress_instructions"] = s.execution.progressInstructions;
    json["reverse_unordered_selects"] = s.execution.reverseUnorderedSelects;
    json["memory_limit_bytes"] = s.limits.memoryBytes;
    json["max_query_bytes"] = s.limits.maxQueryBytes;
    json["float_tolerance"] = s.compare.floatTolerance;
    json["exe_plug_value"] = s.exe.plugValue;
    json["exe_keep_distinct"] = s.exe.keepDistinct;
    json["exe_value_replacement"] = s.exe.valueReplacement;
    json["exe_plug_in_cap"] = s.exe.plugInCap;
    json["exe_permutation_search_cap"] = s.exe.permutationSearchCap;
    json["exe_float_tolerance"] = s.exe.compare.floatTolerance;
    json["exp_technique"] = std::string(exec::sqlMorphTechniqueCode(s.exfTechnique));
    json["penalize_extra_columns"] = s.penalizeExtraPredCols;
    json["sqlmorph_t6_legacy_overlaps"] = s.sqlMorphT6LegacyOverlaps;
    json["ves_repetitions"] = s.vesRepetitions;
    json["esm_variant"] =
        s.esmVariant == match::esm::EsmVariant::TestSuite ? "testsuite" : "spider";
    json["esm_plus_mode"] = std::string(match::esm_plus::modeName(s.esmPlusMode));
    json["esm_plus_rules"] = s.esmPlusRules.text(",");
    json["esm_plus_trace_texts"] = s.esmPlusTraceTexts;
    if (s.metrics.only)
        json["metric_groups"] =
            std::vector<std::string>(s.metrics.only->begin(), s.metrics.only->end());
    else
        json["metric_groups"] = nullptr;
    json["linking_pred"] = s.linkingPredictionFile;
    if (cx.enabled) json["counterexamples"] = counterexampleObject(cx);
    return json.dump();
}

std::string readEvaluationSettings(const std::string& text, eval::EvalSettings& s) {
    const nlohmann::json json = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (!json.is_object()) return "settings.evaluation is not a JSON object";
    try {
        auto get = [&](const char* key, auto& field) {
            if (json.contains(key)) field = json.at(key).get<std::decay_t<decltype(field)>>();
        };
        get("timeout_seconds", s.execution.timeoutSeconds);
        get("row_cap", s.execution.rowCap);
        get("memory_cap_bytes", s.execution.memoryCapBytes);
        get("progress_instructions", s.execution.progressInstructions);
        get("reverse_unordered_selects", s.execution.reverseUnorderedSelects);
        get("memory_limit_bytes", s.limits.memoryBytes);
        get("max_query_bytes", s.limits.maxQueryBytes);
        get("float_tolerance", s.compare.floatTolerance);
        get("exe_plug_value", s.exe.plugValue);
        get("exe_keep_distinct", s.exe.keepDistinct);
        get("exe_value_replacement", s.exe.valueReplacement);
        get("exe_plug_in_cap", s.exe.plugInCap);
        get("exe_permutation_search_cap", s.exe.permutationSearchCap);
        get("exe_float_tolerance", s.exe.compare.floatTolerance);
        get("penalize_extra_columns", s.penalizeExtraPredCols);
        get("sqlmorph_t6_legacy_overlaps", s.sqlMorphT6LegacyOverlaps);
        get("ves_repetitions", s.vesRepetitions);
        get("esm_plus_trace_texts", s.esmPlusTraceTexts);
        get("linking_pred", s.linkingPredictionFile);
        if (json.contains("exp_technique")) {
            auto technique =
                exec::parseSqlMorphTechnique(json.at("exp_technique").get<std::string>());
            if (!technique) return "settings.evaluation: unknown exp_technique";
            s.exfTechnique = *technique;
        }
        if (json.contains("esm_variant"))
            s.esmVariant = json.at("esm_variant").get<std::string>() == "testsuite"
                               ? match::esm::EsmVariant::TestSuite
                               : match::esm::EsmVariant::Spider;
        if (json.contains("esm_plus_mode")) {
            auto mode = match::esm_plus::parseMode(json.at("esm_plus_mode").get<std::string>());
            if (!mode) return "settings.evaluation: unknown esm_plus_mode";
            s.esmPlusMode = *mode;
        }
        if (json.contains("esm_plus_rules")) {
            const std::string rules = json.at("esm_plus_rules").get<std::string>();
            if (rules.empty()) {
                s.esmPlusRules = match::esm_plus::RuleSet::none();
            } else {
                auto parsed = match::esm_plus::RuleSet::parse(rules);
                if (!parsed) return "settings.evaluation: malformed esm_plus_rules";
                s.esmPlusRules = *parsed;
            }
        }
        if (json.contains("metric_groups")) {
            const nlohmann::json& groups = json.at("metric_groups");
            if (groups.is_null())
                s.metrics.only.reset();
            else
                s.metrics.only = groups.get<std::set<std::string, std::less<>>>();
        }
    } catch (const nlohmann::json::exception& e) {
        return std::string("settings.evaluation: ") + e.what();
    }
    return "";
}

std::string readCounterexampleSettings(const std::string& text,
                                       counterexample::CounterexampleSettings& cx) {
    const nlohmann::json json = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (!json.is_object()) return "settings.evaluation is not a JSON object";
    cx = {};
    // Either the whole evaluation object or the counterexamples object alone.
    const nlohmann::json* object = nullptr;
    if (json.contains("counterexamples"))
        object = &json.at("counterexamples");
    else if (json.contains("budget_ms"))
        object = &json;
    if (!object) return "";
    if (!object->is_object()) return "settings.evaluation: counterexamples is not an object";
    try {
        cx.enabled = true;
        const std::string metric = object->value("metric", std::string("ex"));
        bool known = false;
        for (auto m : {counterexample::ComparedMetric::SpiderEx,
                       counterexample::ComparedMetric::Exe, counterexample::ComparedMetric::Bird})
            if (counterexample::comparedMetricName(m) == metric) {
                cx.metric = m;
                known = true;
            }
        if (!known) return "settings.evaluation: unknown counterexample metric '" + metric + "'";
        cx.budgetMs = object->value("budget_ms", counterexample::kDefaultBudgetMs);
        cx.totalSeconds = object->value("total_s", 0);
        cx.seed = object->value("seed", uint64_t{1});
        cx.maxTrials = object->value("max_trials", 0);
    } catch (const nlohmann::json::exception& e) {
        return std::string("settings.evaluation: ") + e.what();
    }
    return "";
}

}  // namespace sqlscope::workspace
