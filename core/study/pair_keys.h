// Between a PairTable's pairs (item position, run) and the keys annotations
// name them by (annotate::PairKey: item id and index, run name).
#pragma once

#include <cstddef>
#include <optional>
#include <utility>

#include "core/annotate/annotation.h"

namespace sqlscope::inspect {
class PairTable;
}

namespace sqlscope::study {

annotate::PairKey pairKeyOf(const inspect::PairTable& table, size_t itemPos, size_t run);

// (item position, run) of the table's pair the key names: the run by name,
// the item by its benchmark index, and when the key has an item id it must
// be the item's. None when the table holds no such pair.
std::optional<std::pair<size_t, size_t>> locatePair(const inspect::PairTable& table,
                                                    const annotate::PairKey& key);

}  // namespace sqlscope::study
