#include "core/util/utc_time.h"

#include <ctime>

namespace sqlscope::util {

std::string utcNowIso8601() {
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return text;
}

}  // namespace sqlscope::util
