// The rows of a small database, table by table in the order of
// SchemaConstraints::tables: what the generator and the mutations make, what
// a scratch database stores and the shrinker cuts down.
#pragma once

#include <vector>

#include "core/exec/result_set.h"

namespace sqlscope::counterexample {

using DatabaseContent = std::vector<std::vector<exec::Row>>;

inline size_t totalRows(const DatabaseContent& content) {
    size_t n = 0;
    for (const auto& table : content)
        n += table.size();
    return n;
}

}  // namespace sqlscope::counterexample
