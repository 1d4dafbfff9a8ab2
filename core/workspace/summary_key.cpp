#include "core/workspace/summary_key.h"

#include "core/report/report_model.h"
#include "core/util/sha256.h"

#ifndef SQLSCOPE_VERSION
#define SQLSCOPE_VERSION "dev"
#endif

namespace sqlscope::workspace {

std::string summaryKey(const std::string& settingsJson,
                       const std::vector<report::InputDigest>& inputs, const eval::Shard& shard) {
    std::string text = std::string(kSummaryFormat) + "\n";
    text += std::string("sqlscope ") + SQLSCOPE_VERSION + "\n";
    text += "settings " + settingsJson + "\n";
    text += "shard " + std::to_string(shard.index) + "/" + std::to_string(shard.count) + "\n";
    for (const report::InputDigest& input : inputs) {
        if (input.sha256.empty()) return "";
        text += "input " + input.role + " " + input.sha256 + "\n";
    }
    return util::sha256Hex(text);
}

}  // namespace sqlscope::workspace
