// ESM exactly as the official Spider evaluation (or its test-suite fork)
// computes it, one gold/prediction pair at a time (docs/metrics/esm.md): the
// per-pair entry point returning hardness, the ten partial F1s, exact match,
// the parse errors, and the spans of everything compared.
//
// Per pair, as evaluation.py does: parse the gold (a failure is "gold
// unparseable": the reference would abort; the pair is not scored), compute
// hardness on the parsed gold, parse the prediction (a failure scores the
// empty SQL), remove values and rebuild columns on both, then exact match.
// The gold's parse, hardness and normalised structure are cached per
// (db_id, gold text). Thread-safe: one evaluator serves every worker.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/match/esm/esm_schemas.h"
#include "core/match/esm/esm_variant.h"
#include "core/match/esm/exact_match.h"
#include "core/match/esm/hardness.h"
#include "core/match/esm/spider_sql.h"

namespace sqlscope::match::esm {

struct EsmOptions {
    EsmVariant variant = EsmVariant::Spider;
    // Give the prediction's compared select and WHERE items their repr
    // texts (ComparedItem::text), for a view that shows them; batch runs
    // only read the scores, so they are left empty by default.
    bool predictionItemReprs = false;
};

// One query as ESM reads it.
struct SpiderQuery {
    std::shared_ptr<const SpiderSql> parsed;  // as parsed; null when the parser raised
    // After docs/metrics/esm.md#normalisation; the empty SQL when unparseable.
    std::shared_ptr<const SpiderSql> normalized;
    std::string error;  // the parser's exception, "Type: message"
    bool ok() const { return parsed != nullptr; }
};

struct EsmVerdict {
    // False when the pair cannot be scored: unknown database, or a gold the
    // Spider parser rejects (the reference would abort). Then only `error`
    // (and the gold/pred fields filled so far) mean anything.
    bool scored = false;
    std::string error;

    std::shared_ptr<const SpiderQuery> gold;
    std::shared_ptr<const SpiderQuery> pred;

    Hardness hardness = Hardness::Easy;
    HardnessCounts hardnessCounts;
    bool exact = false;
    ExactMatch match;  // partial scores with compared items, table comparison

    bool predParsed() const { return pred && pred->ok(); }
    const ComponentScore& component(Component c) const {
        return match.partial[static_cast<size_t>(c)];
    }
    int f1(Component c) const { return component(c).f1; }

    // For the `esm_error` column: "" when scored with a parsed prediction;
    // "prediction: <exception>" when the prediction was scored as the empty
    // SQL; "gold: <exception>" or the schema error when not scored.
    std::string errorText() const;
};

class EsmEvaluator {
public:
    // `schemas` must outlive the evaluator.
    explicit EsmEvaluator(const EsmSchemas& schemas, EsmOptions options = {});

    // `valueReplacement` false reads the prediction without the test-suite
    // variant's "value" -> "1" rewrite (docs/metrics/esm.md#the-value-replacement-quirk), to see
    // what that reference quirk changes; it does nothing to the Spider variant.
    // `predSpelledAsGold`: the caller knows `pred` to be the gold up to letter
    // case and a final ';', without "value" (a spelling twin of it,
    // docs/metrics/README.md#work-done-once): it reads as the gold does, so
    // the gold's parse serves as the prediction's.
    EsmVerdict evaluate(std::string_view dbId, std::string_view gold, std::string_view pred,
                        bool valueReplacement = true, bool predSpelledAsGold = false) const;

    // One query on its own (for display): `isPrediction` selects the
    // test-suite "value" -> "1" rewrite. Gold queries come from the cache.
    std::shared_ptr<const SpiderQuery> parse(std::string_view dbId, std::string_view query,
                                             bool isPrediction, std::string* error = nullptr) const;

    const EsmOptions& options() const { return options_; }

    // Drops the cached entry of `gold` on `dbId` (a batch that needs it no
    // more); a later evaluate() parses it again, with the same result.
    void forgetGold(std::string_view dbId, std::string_view gold) const;

private:
    struct GoldEntry {
        std::shared_ptr<const SpiderQuery> query;
        Hardness hardness = Hardness::Easy;
        HardnessCounts counts;
        std::shared_ptr<const ItemTexts> texts;  // of the normalised gold, for every comparison
    };
    std::shared_ptr<const GoldEntry> goldEntry(const EsmDatabase& database,
                                               std::string_view gold) const;
    std::shared_ptr<const SpiderQuery> parseWith(const EsmDatabase& database,
                                                 std::string_view query, bool isPrediction) const;

    const EsmSchemas& schemas_;
    EsmOptions options_;
    mutable std::mutex mutex_;
    // (db_id, gold text) -> entry, looked up by views.
    struct GoldKey {
        std::string_view dbId;
        std::string_view gold;
        bool operator==(const GoldKey&) const = default;
    };
    struct GoldKeyHash {
        size_t operator()(const GoldKey& key) const {
            std::hash<std::string_view> hash;
            return hash(key.dbId) * 31 + hash(key.gold);
        }
    };
    // The entry owns the texts its key views.
    struct GoldSlot {
        std::string dbId;
        std::string gold;
        std::shared_ptr<const GoldEntry> entry;
    };
    mutable std::unordered_map<GoldKey, std::unique_ptr<const GoldSlot>, GoldKeyHash> goldCache_;
};

}  // namespace sqlscope::match::esm
