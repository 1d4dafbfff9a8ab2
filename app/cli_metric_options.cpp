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
    } else if (option == "--timeout") {
        settings.execution.timeoutSeconds = number(0.001);
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
    } else {
        return false;
    }
    return true;
}

}  // namespace sqlscope::cli
