#include "core/study/pair_keys.h"

#include "core/inspect/pair_table.h"

namespace sqlscope::study {

annotate::PairKey pairKeyOf(const inspect::PairTable& table, size_t itemPos, size_t run) {
    annotate::PairKey key;
    key.question.itemId = std::string(table.itemId(itemPos));
    key.question.item = table.itemIndex(itemPos);
    key.run = table.runName(run);
    return key;
}

std::optional<std::pair<size_t, size_t>> locatePair(const inspect::PairTable& table,
                                                    const annotate::PairKey& key) {
    std::optional<size_t> run;
    for (size_t r = 0; r < table.runCount(); ++r)
        if (table.runName(r) == key.run) {
            run = r;
            break;
        }
    if (!run) return std::nullopt;
    const std::optional<size_t> pos = table.itemPosOf(key.question.item);
    if (!pos) return std::nullopt;
    if (!key.question.itemId.empty() && table.itemId(*pos) != key.question.itemId)
        return std::nullopt;
    return std::make_pair(*pos, *run);
}

}  // namespace sqlscope::study
