// The settings part of report.json's provenance (docs/report-schema.md,
// "settings"): every option that can change a number, so that a number in
// a paper can be reproduced from its report.
#pragma once

#include <nlohmann/json.hpp>

#include "core/dataset/benchmark.h"
#include "core/eval/eval_settings.h"

namespace sqlscope::report {

struct RunOptionsRecord {
    dataset::Format format = dataset::Format::Spider;
    dataset::JsonlFields fields;
    bool allowMissing = false;
    std::vector<std::string> metrics;  // the metric keys reported
};

nlohmann::ordered_json settingsJson(const eval::EvalSettings& settings,
                                    const RunOptionsRecord& options);

}  // namespace sqlscope::report
