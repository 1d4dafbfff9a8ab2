#include "core/inspect/pair_table.h"

#include <algorithm>
#include <limits>

#include "core/annotate/annotation.h"
#include "core/dataset/benchmark.h"
#include "core/inspect/alternate_golds.h"
#include "core/inspect/pair_counterexamples.h"
#include "core/inspect/verdict_columns.h"
#include "core/job/job_listener.h"
#include "core/util/ascii_case.h"

namespace sqlscope::inspect {

namespace {
constexpr uint32_t kNoPosition = std::numeric_limits<uint32_t>::max();
}

PairTable::PairTable() = default;
PairTable::~PairTable() = default;

void PairTable::reset(const job::JobPlan& plan) {
    items_ = plan.items;
    runs_ = plan.runs;
    benchmark_ = plan.benchmark;
    runFiles_ = plan.runFiles;
    anyGold_.reset();
    counterexamples_.reset();
    uint32_t maxItem = 0;
    for (uint32_t item : items_)
        maxItem = std::max(maxItem, item);
    posOfItem_.assign(items_.empty() ? 0 : size_t(maxItem) + 1, kNoPosition);
    for (size_t pos = 0; pos < items_.size(); ++pos)
        posOfItem_[items_[pos]] = static_cast<uint32_t>(pos);
    rows_.assign(pairCount(), job::SummaryRow{});
    for (job::SummaryRow& row : rows_)
        row.metrics.fill(std::numeric_limits<float>::quiet_NaN());
    present_.assign(pairCount(), 0);
    pairsPresent_ = 0;
    prefix_ = 0;
    agreementColumn_ = -1;
    computedColumns_ = 0;

    databases_.clear();
    itemDatabase_.assign(items_.size(), 0);
    for (size_t pos = 0; pos < items_.size(); ++pos)
        databases_.emplace_back(dbId(pos));
    std::sort(databases_.begin(), databases_.end());
    databases_.erase(std::unique(databases_.begin(), databases_.end()), databases_.end());
    for (size_t pos = 0; pos < items_.size(); ++pos)
        itemDatabase_[pos] = static_cast<uint32_t>(
            std::lower_bound(databases_.begin(), databases_.end(), dbId(pos)) - databases_.begin());

    lowered_ = false;
    loweredText_.clear();
    itemTextOffsets_.clear();
    predOffsets_.clear();
    matchSample();
}

void PairTable::setSampleMembers(const std::vector<annotate::PairKey>& pairs) {
    sampleKeys_.clear();
    for (const annotate::PairKey& key : pairs)
        sampleKeys_.emplace_back(key.question.item, key.run);
    matchSample();
}

void PairTable::matchSample() {
    inSample_.clear();
    sampleFound_ = 0;
    if (sampleKeys_.empty()) return;
    inSample_.assign(pairCount(), 0);
    for (const auto& [item, runName] : sampleKeys_) {
        const std::optional<size_t> pos = itemPosOf(item);
        const auto run = std::find(runs_.begin(), runs_.end(), runName);
        if (!pos || run == runs_.end()) continue;
        uint8_t& member = inSample_[*pos * runs_.size() + size_t(run - runs_.begin())];
        if (!member) ++sampleFound_;
        member = 1;
    }
}

size_t PairTable::add(const std::vector<job::SummaryRow>& rows) {
    const size_t runs = runs_.size();
    const auto& columns = verdictColumns();
    size_t stored = 0;
    for (const job::SummaryRow& row : rows) {
        if (row.item >= posOfItem_.size() || posOfItem_[row.item] == kNoPosition || row.run >= runs)
            continue;
        const size_t index = size_t(posOfItem_[row.item]) * runs + row.run;
        if (present_[index]) continue;
        rows_[index] = row;
        present_[index] = 1;
        ++pairsPresent_;
        ++stored;
        for (size_t c = 0; c < columns.size(); ++c)
            if (cellOf(row, c).verdict != CellVerdict::NoVerdict) computedColumns_ |= 1u << c;
        // The first binary column with a verdict anywhere.
        for (size_t c = 0; c < columns.size(); ++c)
            if (columns[c].binary && columnComputed(c)) {
                agreementColumn_ = static_cast<int>(c);
                break;
            }
    }
    while (prefix_ < present_.size() && present_[prefix_])
        ++prefix_;
    return stored;
}

std::optional<size_t> PairTable::itemPosOf(uint32_t item) const {
    if (item >= posOfItem_.size() || posOfItem_[item] == kNoPosition) return std::nullopt;
    return posOfItem_[item];
}

const dataset::BenchmarkItem* PairTable::item(size_t itemPos) const {
    if (!benchmark_ || items_[itemPos] >= benchmark_->items.size()) return nullptr;
    return &benchmark_->items[items_[itemPos]];
}

std::string_view PairTable::itemId(size_t itemPos) const {
    const dataset::BenchmarkItem* i = item(itemPos);
    return i ? std::string_view(i->id) : std::string_view();
}

std::string_view PairTable::question(size_t itemPos) const {
    const dataset::BenchmarkItem* i = item(itemPos);
    return i ? std::string_view(i->question) : std::string_view();
}

std::string_view PairTable::goldSql(size_t itemPos) const {
    const dataset::BenchmarkItem* i = item(itemPos);
    return i ? std::string_view(i->gold) : std::string_view();
}

std::string_view PairTable::dbId(size_t itemPos) const {
    const dataset::BenchmarkItem* i = item(itemPos);
    return i ? std::string_view(i->dbId) : std::string_view();
}

std::string_view PairTable::prediction(size_t itemPos, size_t run) const {
    if (!runFiles_ || run >= runFiles_->size()) return {};
    const auto& predictions = (*runFiles_)[run].predictions;
    const uint32_t index = items_[itemPos];
    if (index >= predictions.size() || predictions[index].missing) return {};
    return predictions[index].sql;
}

bool PairTable::predictionMissing(size_t itemPos, size_t run) const {
    if (!runFiles_ || run >= runFiles_->size()) return true;
    const auto& predictions = (*runFiles_)[run].predictions;
    const uint32_t index = items_[itemPos];
    return index >= predictions.size() || predictions[index].missing;
}

int PairTable::questionHardness(size_t itemPos) const {
    for (size_t run = 0; run < runs_.size(); ++run)
        if (has(itemPos, run) && row(itemPos, run).hardness >= 0) return row(itemPos, run).hardness;
    return -1;
}

void PairTable::buildLowered() const {
    if (lowered_) return;
    const size_t runs = runs_.size();
    size_t total = 0;
    for (size_t pos = 0; pos < items_.size(); ++pos) {
        total += question(pos).size() + 1 + goldSql(pos).size();
        for (size_t run = 0; run < runs; ++run)
            total += prediction(pos, run).size();
    }
    loweredText_.clear();
    loweredText_.reserve(total);
    auto append = [this](std::string_view text) {
        for (char c : text)
            loweredText_.push_back(util::asciiLower(c));
    };
    itemTextOffsets_.assign(items_.size() + 1, 0);
    predOffsets_.assign(pairCount() + 1, 0);
    for (size_t pos = 0; pos < items_.size(); ++pos) {
        itemTextOffsets_[pos] = loweredText_.size();
        append(question(pos));
        loweredText_.push_back('\n');
        append(goldSql(pos));
    }
    itemTextOffsets_[items_.size()] = loweredText_.size();
    for (size_t pos = 0; pos < items_.size(); ++pos)
        for (size_t run = 0; run < runs; ++run) {
            predOffsets_[pos * runs + run] = loweredText_.size();
            append(prediction(pos, run));
        }
    predOffsets_[pairCount()] = loweredText_.size();
    lowered_ = true;
}

std::string_view PairTable::loweredItemText(size_t itemPos) const {
    buildLowered();
    return std::string_view(loweredText_)
        .substr(itemTextOffsets_[itemPos],
                itemTextOffsets_[itemPos + 1] - itemTextOffsets_[itemPos]);
}

std::string_view PairTable::loweredPrediction(size_t itemPos, size_t run) const {
    buildLowered();
    const size_t index = itemPos * runs_.size() + run;
    return std::string_view(loweredText_)
        .substr(predOffsets_[index], predOffsets_[index + 1] - predOffsets_[index]);
}

}  // namespace sqlscope::inspect
