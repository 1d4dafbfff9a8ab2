// Spider hardness of a gold query (docs/metrics/esm.md#hardness; the reference's eval_hardness
// on the parsed gold, before value removal and column rebuild), with its
// quirks: WHERE conditions with NOT and HAVING connectors count as
// aggregates, HAVING aggregates do not (Q10).
#pragma once

#include <optional>
#include <string_view>

#include "core/match/esm/spider_sql.h"

namespace sqlscope::match::esm {

enum class Hardness { Easy, Medium, Hard, Extra };

struct HardnessCounts {
    int component1 = 0;
    int component2 = 0;
    int others = 0;
};

HardnessCounts hardnessCounts(const SpiderSql& gold);
Hardness classifyHardness(const HardnessCounts& counts);
Hardness evalHardness(const SpiderSql& gold);

std::string_view hardnessName(Hardness hardness);  // "easy", "medium", "hard", "extra"
std::optional<Hardness> hardnessFromName(std::string_view name);

}  // namespace sqlscope::match::esm
