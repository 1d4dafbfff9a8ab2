#include "core/report/settings_record.h"

#include "core/match/esm_plus/esm_plus_mode.h"

namespace sqlscope::report {

nlohmann::ordered_json settingsJson(const eval::EvalSettings& settings,
                                    const RunOptionsRecord& options) {
    nlohmann::ordered_json json = nlohmann::ordered_json::object();
    json["format"] = std::string(dataset::formatName(options.format));
    if (options.format == dataset::Format::Jsonl) {
        const dataset::JsonlFields& f = options.fields;
        json["jsonl_fields"] = {{"id", f.id},
                                {"db_id", f.dbId},
                                {"question", f.question},
                                {"gold", f.gold},
                                {"pred", f.pred},
                                {"evidence", f.evidence},
                                {"difficulty", f.difficulty}};
    }
    json["allow_missing"] = options.allowMissing;
    json["metrics"] = options.metrics;
    json["database_dir"] = settings.databaseDir;
    json["esm_variant"] =
        settings.esmVariant == match::esm::EsmVariant::TestSuite ? "testsuite" : "spider";
    json["esm_plus_mode"] = std::string(match::esm_plus::modeName(settings.esmPlusMode));
    json["esm_plus_rules"] = settings.esmPlusRules.text(",");
    json["esm_plus_mode"] = std::string(match::esm_plus::modeName(settings.esmPlusMode));
    json["esm_plus_rules"] = settings.esmPlusRules.text(",");  // the active ESM+ rules
    json["timeout_seconds"] = settings.execution.timeoutSeconds;
    json["row_cap"] = settings.execution.rowCap;
    json["memory_cap_bytes"] = settings.execution.memoryCapBytes;
    json["memory_limit_bytes"] = settings.limits.memoryBytes;
    json["max_query_bytes"] = settings.limits.maxQueryBytes;
    json["float_tolerance"] = settings.compare.floatTolerance;
    json["testsuite_db"] = settings.testSuiteDir;
    json["exe_plug_value"] = settings.exe.plugValue;
    json["exe_keep_distinct"] = settings.exe.keepDistinct;
    json["exe_value_replacement"] = settings.exe.valueReplacement;
    json["exp_technique"] = std::string(exec::sqlMorphTechniqueCode(settings.exfTechnique));
    json["penalize_extra_columns"] = settings.penalizeExtraPredCols;
    // Only when set, so that reports made without it keep their bytes.
    if (settings.sqlMorphT6LegacyOverlaps) json["sqlmorph_t6_legacy_overlaps"] = true;
    json["ves_repetitions"] = settings.vesRepetitions;
    return json;
}

}  // namespace sqlscope::report
