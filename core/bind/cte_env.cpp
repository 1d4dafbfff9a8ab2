#include "core/bind/cte_env.h"

#include "core/util/ascii_case.h"

namespace sqlscope::bind {

CteEnv::Found CteEnv::lookup(std::string_view name) const {
    for (const CteEnv* env = this; env; env = env->parent) {
        for (const Entry& entry : env->entries)
            if (util::equalsIgnoringAsciiCase(entry.name, name)) return {&entry, env};
    }
    return {};
}

}  // namespace sqlscope::bind
