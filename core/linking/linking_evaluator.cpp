// docs/metrics/linking.md. Deviation from the last point of
// docs/metrics/linking.md#extracting-elements (as
// the project asks): a query SQLite cannot prepare is not left without
// elements when the parser can read it; its elements come from the AST walk
// and the verdict is marked approximate. A gold without elements from either
// (unknown database, unreadable gold) is not scored.
#include "core/linking/linking_evaluator.h"

namespace sqlscope::linking {

namespace {

// Elements of `a` whose name is not in `b` (both sorted).
std::vector<const SchemaElement*> difference(const std::vector<SchemaElement>& a,
                                             const std::vector<SchemaElement>& b) {
    std::vector<const SchemaElement*> out;
    auto j = b.begin();
    for (const SchemaElement& element : a) {
        while (j != b.end() && j->name < element.name)
            ++j;
        if (j == b.end() || j->name != element.name) out.push_back(&element);
    }
    return out;
}

}  // namespace

std::vector<const SchemaElement*> LinkingVerdict::missing(ElementKind kind) const {
    if (!gold || !pred) return {};
    return difference(gold->of(kind), pred->of(kind));
}

std::vector<const SchemaElement*> LinkingVerdict::extra(ElementKind kind) const {
    if (!gold || !pred) return {};
    return difference(pred->of(kind), gold->of(kind));
}

LinkingContext::LinkingContext(const schema::Catalog& catalog,
                               std::vector<std::string> databaseDirs,
                               std::shared_ptr<const LinkingPredictions> predictions)
    : schemas_(catalog, std::move(databaseDirs)), predictions_(std::move(predictions)) {}

std::shared_ptr<const QueryElements> LinkingContext::elements(
    const LinkDatabase& database, std::string_view sql, ElementExtractor& extractor,
    const sql::ParseResult* parsed, std::optional<match::component::PreparedSyntax>* syntax,
    bool remember) {
    if (std::shared_ptr<const QueryElements> found = cached(database, sql, syntax)) return found;
    Extracted found;
    found.elements = std::make_shared<const QueryElements>(
        extractor.extract(database, sql, parsed, &found.syntax));
    if (syntax) *syntax = found.syntax;
    if (!remember) return found.elements;
    std::lock_guard lock(mutex_);
    return cache_[database.dbId].emplace(std::string(sql), std::move(found)).first->second.elements;
}

std::shared_ptr<const QueryElements> LinkingContext::cached(
    const LinkDatabase& database, std::string_view sql,
    std::optional<match::component::PreparedSyntax>* syntax) {
    std::lock_guard lock(mutex_);
    if (auto db = cache_.find(database.dbId); db != cache_.end()) {
        if (auto it = db->second.find(sql); it != db->second.end()) {
            if (syntax) *syntax = it->second.syntax;
            return it->second.elements;
        }
    }
    return nullptr;
}

void LinkingContext::forget(std::string_view dbId, std::string_view sql) {
    Extracted dropped;  // freed outside the lock
    std::lock_guard lock(mutex_);
    auto db = cache_.find(dbId);
    if (db == cache_.end()) return;
    auto it = db->second.find(sql);
    if (it == db->second.end()) return;
    dropped = std::move(it->second);
    db->second.erase(it);
}

std::shared_ptr<const LinkDatabase> LinkingEvaluator::prepareGold(
    std::string_view dbId, std::string_view gold, LinkingVerdict& verdict,
    const std::function<const sql::ParseResult&()>* goldParse) {
    LinkDatabaseLookup lookup = context_.schemas().find(dbId);
    if (!lookup.database) {
        verdict.error = "schema: " + lookup.error;
        return nullptr;
    }
    verdict.gold = context_.cached(*lookup.database, gold);
    if (!verdict.gold)
        verdict.gold = context_.elements(*lookup.database, gold, extractor_,
                                         goldParse ? &(*goldParse)() : nullptr);
    if (verdict.gold->source == ElementSource::None) {
        verdict.error = "gold: " + verdict.gold->diagnostic;
        return nullptr;
    }
    return lookup.database;
}

LinkingVerdict LinkingVerdict::forQuestion(size_t question) const {
    if (!predictionFile || !scored) return *this;
    LinkingVerdict verdict = *this;
    verdict.pred = std::make_shared<const QueryElements>(predictionFile->elements(question));
    verdict.scores = scoreElements(*verdict.pred, *verdict.gold);
    return verdict;
}

LinkingVerdict LinkingEvaluator::evaluate(
    std::string_view dbId, std::string_view gold, std::string_view pred,
    const sql::ParseResult* predParse, std::optional<match::component::PreparedSyntax>* predSyntax,
    const ExecutorPrepares* prepares, const std::function<const sql::ParseResult&()>* goldParse) {
    PrepareReader& reader = extractor_.reader();
    // The offers last for this pair only (the texts are the caller's).
    struct Withdraw {
        PrepareReader& reader;
        ~Withdraw() { reader.withdrawOffers(); }
    } withdraw{reader};
    if (prepares) {
        if (prepares->gold) reader.offer(prepares->databasePath, gold, *prepares->gold);
        if (prepares->pred) reader.offer(prepares->databasePath, pred, *prepares->pred);
    }
    LinkingVerdict verdict;
    verdict.predictionFile = context_.predictions();
    std::shared_ptr<const LinkDatabase> database = prepareGold(dbId, gold, verdict, goldParse);
    if (!database) return verdict;
    // The batch plan scores each distinct prediction once: only golds recur.
    verdict.pred = context_.elements(*database, pred, extractor_, predParse, predSyntax,
                                     /*remember=*/false);
    verdict.scores = scoreElements(*verdict.pred, *verdict.gold);
    verdict.scored = true;
    return verdict;
}

LinkingVerdict LinkingEvaluator::evaluateElements(std::string_view dbId, std::string_view gold,
                                                  QueryElements predicted) {
    LinkingVerdict verdict;
    if (!prepareGold(dbId, gold, verdict)) return verdict;
    verdict.pred = std::make_shared<const QueryElements>(std::move(predicted));
    verdict.scores = scoreElements(*verdict.pred, *verdict.gold);
    verdict.scored = true;
    return verdict;
}

}  // namespace sqlscope::linking
