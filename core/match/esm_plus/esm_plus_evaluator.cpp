#include "core/match/esm_plus/esm_plus_evaluator.h"

#include "core/match/esm_plus/etm_parser.h"
#include "core/match/esm_plus/normal_form.h"

namespace sqlscope::match::esm_plus {

RuleSet EsmPlusQuery::rulesFired(EsmPlusMode mode) const {
    RuleSet set = RuleSet::none();
    for (const RuleEvent& e : trace.events) {
        if (e.kind != RuleEvent::Kind::Fired) continue;
        if (mode == EsmPlusMode::Reference ? e.reported : e.changed) set.set(e.rule);
    }
    return set;
}

std::string EsmPlusQuery::normalForm() const {
    return sql ? printSql(*sql) : std::string();
}

std::string_view predStatusName(PredStatus status) {
    switch (status) {
        case PredStatus::Ok:
            return "ok";
        case PredStatus::NotExecutable:
            return "not_executable";
        case PredStatus::ParseError:
            return "parse_error";
    }
    return "ok";
}

std::string EsmPlusVerdict::errorText() const {
    if (!scored) return error;
    switch (predStatus) {
        case PredStatus::Ok:
            return {};
        case PredStatus::NotExecutable:
            return "prediction not executable: " + predMessage;
        case PredStatus::ParseError:
            return "prediction: " + predMessage;
    }
    return {};
}

EsmPlusEvaluator::EsmPlusEvaluator(const EsmPlusSchemas& schemas, EsmPlusOptions options)
    : schemas_(schemas), options_(options) {}

std::shared_ptr<const EsmPlusQuery> EsmPlusEvaluator::parseWith(const EtmSchema& schema,
                                                                std::string_view query,
                                                                Side side) const {
    EtmParseOptions parseOptions{options_.mode, options_.active, side, options_.attributeDeviations,
                                 options_.traceTexts};
    EtmParse parsed = parseEtm(query, schema, parseOptions);
    auto result = std::make_shared<EsmPlusQuery>();
    result->tokens = std::move(parsed.tokens);
    result->error = std::move(parsed.error);
    result->trace = std::move(parsed.trace);
    if (parsed.sql) result->sql = std::make_shared<const EtmSql>(std::move(*parsed.sql));
    return result;
}

std::shared_ptr<const EsmPlusEvaluator::GoldEntry> EsmPlusEvaluator::goldEntry(
    const EtmSchema& schema, std::string_view dbId, std::string_view gold) const {
    {
        std::lock_guard lock(mutex_);
        auto it = goldCache_.find(GoldKeyHash::View{dbId, gold});
        if (it != goldCache_.end()) return it->second;
    }
    auto entry = std::make_shared<GoldEntry>();
    entry->query = parseWith(schema, gold, Side::Gold);
    if (entry->query->ok()) {
        entry->prepared.emplace(entry->query->sql);
        try {
            entry->hardness = etmHardness(*entry->query->sql);
        } catch (const PyError& error) {
            entry->hardnessError = error.text;
        }
    }
    std::lock_guard lock(mutex_);
    std::pair<std::string, std::string> key{std::string(dbId), std::string(gold)};
    return goldCache_.emplace(std::move(key), std::move(entry)).first->second;
}

void EsmPlusEvaluator::forgetGold(std::string_view dbId, std::string_view gold) const {
    std::shared_ptr<const GoldEntry> entry;  // freed outside the lock
    std::lock_guard lock(mutex_);
    auto it = goldCache_.find(GoldKeyHash::View{dbId, gold});
    if (it == goldCache_.end()) return;
    entry = std::move(it->second);
    goldCache_.erase(it);
}

std::shared_ptr<const EsmPlusQuery> EsmPlusEvaluator::parsePrediction(
    const EtmSchema& schema, std::string_view gold,
    const std::shared_ptr<const EsmPlusQuery>& goldQuery, std::string_view pred,
    bool spelledAsGold) const {
    // The side only labels the trace's events: the gold's text parses the same.
    if (pred == gold || spelledAsGold) {
        if (goldQuery->trace.events.empty()) return goldQuery;
        auto copy = std::make_shared<EsmPlusQuery>(*goldQuery);
        for (RuleEvent& event : copy->trace.events)
            event.side = Side::Prediction;
        return copy;
    }
    return parseWith(schema, pred, Side::Prediction);
}

std::shared_ptr<const EsmPlusQuery> EsmPlusEvaluator::parse(std::string_view dbId,
                                                            std::string_view query, Side side,
                                                            std::string* error) const {
    const EsmPlusDatabase& database = schemas_.find(dbId);
    if (!database.schema) {
        if (error) *error = database.error;
        return nullptr;
    }
    if (side == Side::Gold) return goldEntry(*database.schema, dbId, query)->query;
    return parseWith(*database.schema, query, side);
}

EsmPlusVerdict EsmPlusEvaluator::evaluate(std::string_view dbId, std::string_view gold,
                                          std::string_view pred, const ExecutionCheck& check,
                                          bool predSpelledAsGold) const {
    EsmPlusVerdict verdict;
    verdict.mode = options_.mode;
    verdict.active = options_.active;
    const EsmPlusDatabase& database = schemas_.find(dbId);
    if (!database.schema) {
        verdict.error = "schema: " + database.error;
        return verdict;
    }
    if (!database.fromFile) {
        if (options_.mode == EsmPlusMode::Reference) {
            verdict.error = "schema: no database file for '" + std::string(dbId) +
                            "' (reference mode reads every fact from it)";
            return verdict;
        }
        verdict.tablesJsonFallback = true;
    }
    std::shared_ptr<const GoldEntry> entry = goldEntry(*database.schema, dbId, gold);
    verdict.gold = entry->query;
    if (!entry->query->ok()) {
        verdict.error = "gold: " + entry->query->error;
        return verdict;
    }
    if (!entry->hardnessError.empty()) {
        verdict.error = "gold: hardness: " + entry->hardnessError;
        return verdict;
    }
    verdict.hardness = entry->hardness;
    verdict.rulesGold = entry->query->rulesFired(options_.mode);

    bool executes = true;
    if (check && database.fromFile) {
        verdict.executionChecked = true;
        PredExecution execution = check(database.path, pred);
        if (!execution.executes) {
            executes = false;
            verdict.predStatus = PredStatus::NotExecutable;
            verdict.predMessage = execution.message;
        }
    }
    EtmSql empty = emptyEtmSql();
    const EtmSql* predSql = &empty;
    if (executes) {
        verdict.pred =
            parsePrediction(*database.schema, gold, entry->query, pred, predSpelledAsGold);
        if (verdict.pred->ok()) {
            predSql = verdict.pred->sql.get();
            verdict.rulesPred = verdict.pred->rulesFired(options_.mode);
        } else {
            verdict.predStatus = PredStatus::ParseError;
            verdict.predMessage = verdict.pred->error;
        }
    }
    try {
        verdict.match = etmExactMatch(*predSql, *entry->prepared);
    } catch (const PyError& error) {
        verdict.error = "evaluator: " + error.text;
        return verdict;
    }
    verdict.exact = verdict.match.exact;
    verdict.scored = true;
    return verdict;
}

}  // namespace sqlscope::match::esm_plus
