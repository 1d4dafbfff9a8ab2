#include "core/workspace/summary_row_codec.h"

#include <cstring>

namespace sqlscope::workspace {

namespace {

static_assert(match::esm_plus::kRuleCount <= 32, "rules fired are stored in 32 bits");

void putU32(std::string& out, uint32_t value) {
    for (int shift = 0; shift < 32; shift += 8)
        out.push_back(static_cast<char>((value >> shift) & 0xffu));
}

uint32_t getU32(std::string_view bytes, size_t at) {
    uint32_t value = 0;
    for (int i = 0; i < 4; ++i)
        value |= static_cast<uint32_t>(static_cast<unsigned char>(bytes[at + i])) << (8 * i);
    return value;
}

constexpr uint8_t kOutcomeCount = static_cast<uint8_t>(eval::ExecOutcome::TooLarge) + 1;

}  // namespace

std::string encodeSummaryRow(const job::SummaryRow& row) {
    std::string out;
    out.reserve(kSummaryRowBytes);
    uint32_t rules = 0;
    for (int rule = 1; rule <= match::esm_plus::kRuleCount; ++rule)
        if (row.rulesFired.has(rule)) rules |= 1u << (rule - 1);
    putU32(out, rules);
    for (float metric : row.metrics) {
        uint32_t bits = 0;
        std::memcpy(&bits, &metric, sizeof bits);
        putU32(out, bits);
    }
    out.push_back(static_cast<char>(row.outcome));
    out.push_back(static_cast<char>(row.errorCategories));
    out.push_back(static_cast<char>(row.hardness));
    out.push_back(static_cast<char>((row.parseFailed ? 1 : 0) | (row.missing ? 2 : 0)));
    return out;
}

std::optional<job::SummaryRow> decodeSummaryRow(uint32_t item, uint32_t run,
                                                std::string_view bytes) {
    if (bytes.size() != kSummaryRowBytes) return std::nullopt;
    job::SummaryRow row;
    row.item = item;
    row.run = run;
    const uint32_t rules = getU32(bytes, 0);
    for (int rule = 1; rule <= match::esm_plus::kRuleCount; ++rule)
        row.rulesFired.set(rule, (rules >> (rule - 1)) & 1u);
    size_t at = 4;
    for (float& metric : row.metrics) {
        const uint32_t bits = getU32(bytes, at);
        std::memcpy(&metric, &bits, sizeof metric);
        at += 4;
    }
    const auto outcome = static_cast<uint8_t>(bytes[at]);
    if (outcome >= kOutcomeCount) return std::nullopt;
    row.outcome = static_cast<eval::ExecOutcome>(outcome);
    row.errorCategories = static_cast<uint8_t>(bytes[at + 1]);
    row.hardness = static_cast<int8_t>(bytes[at + 2]);
    const auto flags = static_cast<uint8_t>(bytes[at + 3]);
    row.parseFailed = flags & 1u;
    row.missing = flags & 2u;
    return row;
}

}  // namespace sqlscope::workspace
