#include "core/match/esm/esm_evaluator.h"

#include "core/match/esm/column_rebuild.h"
#include "core/match/esm/spider_sql_builder.h"
#include "core/match/esm/value_removal.h"

namespace sqlscope::match::esm {

std::string EsmVerdict::errorText() const {
    if (!scored) return error;
    if (pred && !pred->ok()) return "prediction: " + pred->error;
    return {};
}

EsmEvaluator::EsmEvaluator(const EsmSchemas& schemas, EsmOptions options)
    : schemas_(schemas), options_(options) {}

std::shared_ptr<const SpiderQuery> EsmEvaluator::parseWith(const EsmDatabase& database,
                                                           std::string_view text,
                                                           bool isPrediction) const {
    auto query = std::make_shared<SpiderQuery>();
    SpiderParse parse = buildSpiderSql(text, database.schema, options_.variant, isPrediction);
    query->error = std::move(parse.error);
    if (parse.sql) query->parsed = std::make_shared<const SpiderSql>(std::move(*parse.sql));
    // rebuild_sql_val, then rebuild_sql_col, on one copy (also on the empty
    // SQL, as the reference does: its select DISTINCT becomes None too).
    query->normalized = std::make_shared<const SpiderSql>(rebuildColumns(
        removeValues(query->parsed ? *query->parsed : emptySpiderSql()), database.foreignKeys));
    return query;
}

std::shared_ptr<const EsmEvaluator::GoldEntry> EsmEvaluator::goldEntry(
    const EsmDatabase& database, std::string_view gold) const {
    {
        std::lock_guard lock(mutex_);
        auto it = goldCache_.find(GoldKey{database.dbId, gold});
        if (it != goldCache_.end()) return it->second->entry;
    }
    auto entry = std::make_shared<GoldEntry>();
    entry->query = parseWith(database, gold, false);
    if (entry->query->ok()) {
        entry->counts = hardnessCounts(*entry->query->parsed);
        entry->hardness = classifyHardness(entry->counts);
        entry->texts = std::make_shared<const ItemTexts>(itemTexts(*entry->query->normalized));
    }
    auto slot = std::make_unique<GoldSlot>(GoldSlot{database.dbId, std::string(gold), entry});
    const GoldKey key{slot->dbId, slot->gold};
    std::lock_guard lock(mutex_);
    return goldCache_.emplace(key, std::move(slot)).first->second->entry;
}

void EsmEvaluator::forgetGold(std::string_view dbId, std::string_view gold) const {
    std::unique_ptr<const GoldSlot> slot;  // freed outside the lock
    std::lock_guard lock(mutex_);
    auto it = goldCache_.find(GoldKey{dbId, gold});
    if (it == goldCache_.end()) return;
    slot = std::move(it->second);
    goldCache_.erase(it);
}

std::shared_ptr<const SpiderQuery> EsmEvaluator::parse(std::string_view dbId,
                                                       std::string_view query, bool isPrediction,
                                                       std::string* error) const {
    EsmDatabaseLookup lookup = schemas_.find(dbId);
    if (!lookup.database) {
        if (error) *error = lookup.error;
        return nullptr;
    }
    if (!isPrediction) return goldEntry(*lookup.database, query)->query;
    return parseWith(*lookup.database, query, true);
}

EsmVerdict EsmEvaluator::evaluate(std::string_view dbId, std::string_view gold,
                                  std::string_view pred, bool valueReplacement,
                                  bool predSpelledAsGold) const {
    EsmVerdict verdict;
    EsmDatabaseLookup lookup = schemas_.find(dbId);
    if (!lookup.database) {
        verdict.error = "schema: " + lookup.error;
        return verdict;
    }
    const EsmDatabase& database = *lookup.database;
    std::shared_ptr<const GoldEntry> entry = goldEntry(database, gold);
    verdict.gold = entry->query;
    if (!entry->query->ok()) {
        verdict.error = "gold: " + entry->query->error;
        return verdict;
    }
    verdict.hardness = entry->hardness;
    verdict.hardnessCounts = entry->counts;
    verdict.pred = predSpelledAsGold ? entry->query : parseWith(database, pred, valueReplacement);
    verdict.match = evalExactMatch(*verdict.pred->normalized, *verdict.gold->normalized,
                                   entry->texts, options_.predictionItemReprs);
    verdict.exact = verdict.match.exact;
    verdict.scored = true;
    return verdict;
}

}  // namespace sqlscope::match::esm
