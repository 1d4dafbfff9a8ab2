// The current time as the workspace and the exports record it: UTC, ISO
// 8601 to the second ("2026-11-27T15:04:05Z").
#pragma once

#include <string>

namespace sqlscope::util {

std::string utcNowIso8601();

}  // namespace sqlscope::util
