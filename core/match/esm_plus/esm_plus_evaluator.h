// ESM+ on one gold/prediction pair (docs/metrics/esm-plus.md; the per-pair
// body of the reference's ETM.evaluate): parse the gold with the active
// rules (a failure: the pair cannot be scored, the reference would abort),
// compute hardness on the rewritten gold, check that the prediction executes
// on the database (it is the empty SQL otherwise), parse it with the same
// rules (the empty SQL when that fails), and compare. The verdict carries
// both queries' rule traces and their normal forms. Gold parses are cached
// per (db_id, gold text); a prediction with the gold's text reuses the
// gold's parse. Thread-safe: one evaluator serves every worker.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/match/esm_plus/esm_plus_mode.h"
#include "core/match/esm_plus/esm_plus_schemas.h"
#include "core/match/esm_plus/etm_match.h"
#include "core/match/esm_plus/etm_sql.h"
#include "core/match/esm_plus/etm_tokenizer.h"
#include "core/match/esm_plus/rule_trace.h"

namespace sqlscope::match::esm_plus {

struct EsmPlusOptions {
    EsmPlusMode mode = EsmPlusMode::Fixed;
    RuleSet active = RuleSet::all();
    // Record in the traces, as ModeDeviations, every place where `fixed` or
    // `strict` rewrites a query differently from the reference (runs the
    // reference's version of Rules 12, 13, 16 and 19 on copies: slower).
    bool attributeDeviations = false;
    // Keep the traces' texts (the rewritten fragments, the facts' wording)
    // for display; off, only the events (which rules fired or were blocked,
    // their spans and facts' truth) are recorded: verdicts are the same.
    bool traceTexts = true;
};

// One query as ESM+ reads it.
struct EsmPlusQuery {
    std::vector<EtmToken> tokens;
    std::shared_ptr<const EtmSql> sql;  // after every active rule; null when the parser raised
    std::string error;                  // the parser's exception, "Type: message"
    RuleTrace trace;
    bool ok() const { return sql != nullptr; }
    // The rules that fired: in reference mode those the reference reports
    // ("Applying Rule N"), otherwise those that changed the query.
    RuleSet rulesFired(EsmPlusMode mode) const;
    // The normal form after all rules (normal_form.h), or "" when unparsed.
    std::string normalForm() const;
};

enum class PredStatus {
    Ok,
    NotExecutable,  // the database raised executing it: scored as the empty SQL
    ParseError,     // the parser raised: scored as the empty SQL
};
std::string_view predStatusName(PredStatus status);  // "ok", "not_executable", "parse_error"

// Whether the prediction executes on the database (the reference's
// isValidSQL: prepare and step without an error).
struct PredExecution {
    bool executes = true;
    std::string message;  // the database's error when it does not
};
using ExecutionCheck =
    std::function<PredExecution(const std::string& databasePath, std::string_view sql)>;

struct EsmPlusVerdict {
    // False when the pair cannot be scored: no schema, or a gold the parser
    // rejects (the reference aborts), or a crash of the reference's code.
    bool scored = false;
    std::string error;

    EsmPlusMode mode = EsmPlusMode::Fixed;
    RuleSet active;
    std::shared_ptr<const EsmPlusQuery> gold;
    std::shared_ptr<const EsmPlusQuery> pred;  // null when not executable
    PredStatus predStatus = PredStatus::Ok;
    std::string predMessage;          // the database's or the parser's error
    bool executionChecked = false;    // false: the execute step was skipped
    bool tablesJsonFallback = false;  // facts from tables.json (no database file)

    EtmHardness hardness;
    bool exact = false;
    EtmMatch match;

    RuleSet rulesGold = RuleSet::none();
    RuleSet rulesPred = RuleSet::none();
    RuleSet rules() const { return rulesGold | rulesPred; }

    // For the `esm_plus_error` column: "" when scored with a usable
    // prediction; "prediction not executable: <msg>" / "prediction: <exception>"
    // when the prediction was scored as the empty SQL; "gold: ..." or
    // "schema: ..." when not scored.
    std::string errorText() const;
};

class EsmPlusEvaluator {
public:
    // `schemas` must outlive the evaluator.
    EsmPlusEvaluator(const EsmPlusSchemas& schemas, EsmPlusOptions options = {});

    // `check` runs the "prediction must execute" step on the database file;
    // empty: the step is skipped (every prediction counts as executable).
    // `predSpelledAsGold`: the caller knows `pred` to be the gold up to letter
    // case and a final ';' (docs/metrics/README.md#work-done-once): it parses
    // as the gold does, so the gold's parse serves as the prediction's.
    EsmPlusVerdict evaluate(std::string_view dbId, std::string_view gold, std::string_view pred,
                            const ExecutionCheck& check = {}, bool predSpelledAsGold = false) const;

    // One query on its own (for display).
    std::shared_ptr<const EsmPlusQuery> parse(std::string_view dbId, std::string_view query,
                                              Side side, std::string* error = nullptr) const;

    const EsmPlusOptions& options() const { return options_; }

    // Drops the cached entry of `gold` on `dbId` (a batch that needs it no
    // more); a later evaluate() parses it again, with the same result.
    void forgetGold(std::string_view dbId, std::string_view gold) const;

private:
    struct GoldEntry {
        std::shared_ptr<const EsmPlusQuery> query;
        std::optional<EtmPreparedGold> prepared;  // when the query parsed
        EtmHardness hardness;
        std::string hardnessError;
    };
    std::shared_ptr<const GoldEntry> goldEntry(const EtmSchema& schema, std::string_view dbId,
                                               std::string_view gold) const;
    std::shared_ptr<const EsmPlusQuery> parseWith(const EtmSchema& schema, std::string_view query,
                                                  Side side) const;
    std::shared_ptr<const EsmPlusQuery> parsePrediction(
        const EtmSchema& schema, std::string_view gold,
        const std::shared_ptr<const EsmPlusQuery>& goldQuery, std::string_view pred,
        bool spelledAsGold) const;

    const EsmPlusSchemas& schemas_;
    EsmPlusOptions options_;
    mutable std::mutex mutex_;
    // Hashes the (db_id, gold) keys, stored as strings, and looks them up by views.
    struct GoldKeyHash {
        using is_transparent = void;
        using View = std::pair<std::string_view, std::string_view>;
        static View view(const std::pair<std::string, std::string>& key) {
            return {key.first, key.second};
        }
        static View view(const View& key) { return key; }
        template <typename Key>
        size_t operator()(const Key& key) const {
            View v = view(key);
            size_t h = std::hash<std::string_view>{}(v.first);
            return h ^ (std::hash<std::string_view>{}(v.second) + 0x9e3779b97f4a7c15ULL + (h << 6) +
                        (h >> 2));
        }
    };
    struct GoldKeyEqual {
        using is_transparent = void;
        template <typename A, typename B>
        bool operator()(const A& a, const B& b) const {
            return GoldKeyHash::view(a) == GoldKeyHash::view(b);
        }
    };
    mutable std::unordered_map<std::pair<std::string, std::string>,
                               std::shared_ptr<const GoldEntry>, GoldKeyHash, GoldKeyEqual>
        goldCache_;
};

}  // namespace sqlscope::match::esm_plus
