// ESM+'s comparison of two rewritten queries (docs/metrics/esm-plus.md#comparison; the
// reference's ETM.py Evaluator): the ESM components with DISTINCT and values
// compared, the new `limit` component, and for exact match the table units
// (join kinds in order unless every join is plain) and the ON conditions.
// Also ETM.py's hardness, computed on the rewritten gold.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <string_view>

#include "core/match/esm_plus/etm_sql.h"

namespace sqlscope::match::esm_plus {

enum class EtmComponent : uint8_t {
    Select,
    SelectNoAgg,
    Where,
    WhereNoOp,
    GroupNoHaving,
    Group,
    Order,
    AndOr,
    Iuen,
    Keywords,
    Limit
};
constexpr size_t kEtmComponentCount = 11;
// "select", "select(no AGG)", ..., "keywords", "limit"
std::string_view etmComponentName(EtmComponent component);

struct EtmComponentScore {
    int labelTotal = 0;
    int predTotal = 0;
    int count = 0;
    int f1 = 0;  // per pair always 0 or 1
};

struct EtmMatch {
    bool exact = false;
    std::array<EtmComponentScore, kEtmComponentCount> partial;
    bool tablesCompared = false;  // every component matched and the gold has table units
    bool tablesEqual = false;
    bool joinConditionsEqual = false;
    // Why exact is 0: the first failing component's name, "tables" or
    // "join conditions"; empty when exact.
    std::string failed;
};

struct EtmGoldParts;

// A gold query with what the comparison reads of it alone (its WHERE units,
// keywords and canonical ON conditions) computed once, for scoring many
// predictions against it. Immutable: safe to share between threads.
class EtmPreparedGold {
public:
    explicit EtmPreparedGold(std::shared_ptr<const EtmSql> gold);
    const EtmSql& sql() const { return *sql_; }

private:
    friend EtmMatch etmExactMatch(const EtmSql& pred, const EtmPreparedGold& gold);
    std::shared_ptr<const EtmSql> sql_;
    std::shared_ptr<const EtmGoldParts> parts_;
};

// eval_exact_match(pred, gold). Throws PyError where the reference's
// evaluator raises (malformed condition lists left by rule bugs).
EtmMatch etmExactMatch(const EtmSql& pred, const EtmSql& gold);
// The same against a prepared gold (same result, same errors).
EtmMatch etmExactMatch(const EtmSql& pred, const EtmPreparedGold& gold);

struct EtmHardness {
    std::string level;  // easy, medium, hard, extra
    int component1 = 0;
    int component2 = 0;
    int others = 0;
};

// Evaluator.eval_hardness; throws PyError where the reference raises.
EtmHardness etmHardness(const EtmSql& gold);

}  // namespace sqlscope::match::esm_plus
