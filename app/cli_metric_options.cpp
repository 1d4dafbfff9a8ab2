// The options of `sqlscope-cli eval` that set how each metric is computed
// (docs/cli.md, "Metric options"). Each metric area adds its options here.
#include <optional>
#include <string>

#include "app/cli_commands.h"
#include "core/util/number_text.h"

namespace sqlscope::cli {

// The options that set how metrics are computed (docs/cli.md, "Metric options").
bool readMetricOption(ArgReader& reader, const std::string& option, eval::EvalSettings& settings) {
    auto number = [&](double min) {
        std::string value = reader.takeValue(option);
        std::optional<double> parsed = util::parseNumber(value);
        if (!parsed || *parsed < min)
            throw UsageError("option '" + option + "' needs a number >= " + util::numberText(min) +
                             ", not '" + value + "'");
        return *parsed;
    };
    if (option == "--testsuite-db") {
        settings.testSuiteDir = reader.takeValue(option);
        if (settings.testSuiteDir.empty())
            throw UsageError("option '--testsuite-db' needs a non-empty value");
    } else if (option == "--exp-technique") {
        std::string value = reader.takeValue(option);
        auto technique = exec::parseSqlMorphTechnique(value);
        if (!technique)
            throw UsageError("unknown EXP technique '" + value + "' (T1 ... T7, see docs/cli.md)");
        settings.exfTechnique = *technique;
    } else if (option == "--no-penalize-extra-columns") {
        reader.rejectValue(option);
        settings.penalizeExtraPredCols = false;
    } else if (option == "--sqlmorph-t6-legacy-overlaps") {
        reader.rejectValue(option);
        settings.sqlMorphT6LegacyOverlaps = true;
    } else if (option == "--timeout") {
        settings.execution.timeoutSeconds = number(0.001);
    } else if (option == "--memory-limit") {
        // MiB; 0 turns the ceiling off.
        settings.limits.memoryBytes = static_cast<uint64_t>(number(0)) << 20;
    } else if (option == "--max-query-bytes") {
        settings.limits.maxQueryBytes = static_cast<size_t>(number(1));
    } else if (option == "--float-tolerance") {
        settings.compare.floatTolerance = number(0);
    } else if (option == "--ves-repetitions") {
        settings.vesRepetitions = static_cast<int>(number(0));
    } else if (option == "--exe-keep-distinct") {
        reader.rejectValue(option);
        settings.exe.keepDistinct = true;
    } else if (option == "--esm-variant") {
        std::string value = reader.takeValue(option);
        if (value == "spider") {
            settings.esmVariant = match::esm::EsmVariant::Spider;
        } else if (value == "testsuite") {
            settings.esmVariant = match::esm::EsmVariant::TestSuite;
        } else {
            throw UsageError("unknown ESM variant '" + value + "' (spider or testsuite)");
        }
    } else if (option == "--exe-plug-value") {
        reader.rejectValue(option);
        settings.exe.plugValue = true;
    } else if (option == "--exe-no-value-replacement") {
        // The corrected EXE: the prediction runs as written, without the
        // reference's "value" -> "1" (docs/metrics/esm.md#the-value-replacement-quirk;
        // docs/cli.md).
        reader.rejectValue(option);
        settings.exe.valueReplacement = false;
    } else if (option == "--esm-plus-mode") {
        std::string value = reader.takeValue(option);
        auto mode = match::esm_plus::parseMode(value);
        if (!mode)
            throw UsageError("unknown ESM+ mode '" + value + "' (reference, fixed or strict)");
        settings.esmPlusMode = *mode;
    } else if (option == "--rules" || option == "--no-rules") {
        // --rules keeps only the rules listed, --no-rules drops them; in any
        // order and repeated they combine (--rules 1,2,7 --no-rules 7 = 1,2).
        std::string value = reader.takeValue(option);
        std::string error;
        auto rules = match::esm_plus::RuleSet::parse(value, &error);
        if (!rules) throw UsageError("option '" + option + "': " + error);
        for (int rule = 1; rule <= match::esm_plus::kRuleCount; ++rule) {
            if (rules->has(rule) == (option == "--no-rules"))
                settings.esmPlusRules.set(rule, false);
        }
    } else if (option == "--linking-pred") {
        // Read and checked by eval once the gold file gives the pair count.
        if (!settings.linkingPredictionFile.empty())
            throw UsageError("option '--linking-pred' given twice");
        settings.linkingPredictionFile = reader.takeValue(option);
        if (settings.linkingPredictionFile.empty())
            throw UsageError("option '--linking-pred' needs a non-empty value");
    } else {
        return false;
    }
    return true;
}

}  // namespace sqlscope::cli
