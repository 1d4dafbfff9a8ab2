#include "core/match/component/component_analyzer.h"

#include <filesystem>
#include <optional>

#include "core/match/component/exact_match_em.h"
#include "core/sql/parser.h"

namespace sqlscope::match::component {

ComponentAnalyzer::ComponentAnalyzer(const schema::Catalog& catalog,
                                     std::vector<std::string> databaseDirs,
                                     ComponentOptions options)
    : catalog_(catalog), databaseDirs_(std::move(databaseDirs)), options_(options) {}

const SchemaIndex* ComponentAnalyzer::schemaFor(std::string_view dbId) const {
    std::lock_guard lock(mutex_);
    auto it = schemas_.find(dbId);
    if (it != schemas_.end()) return it->second.get();
    std::unique_ptr<SchemaIndex> index;
    if (const schema::DatabaseSchema* database = catalog_.find(dbId))
        index = std::make_unique<SchemaIndex>(SchemaIndex::fromDatabase(*database));
    const SchemaIndex* raw = index.get();
    schemas_.emplace(std::string(dbId), std::move(index));
    return raw;
}

std::string ComponentAnalyzer::databasePath(std::string_view dbId) const {
    return cachedPath(dbId);
}

const std::string& ComponentAnalyzer::cachedPath(std::string_view dbId) const {
    {
        std::lock_guard lock(mutex_);
        auto it = paths_.find(dbId);
        if (it != paths_.end()) return it->second;
    }
    std::string found;
    for (const std::string& dir : databaseDirs_) {
        std::string path = schema::databasePath(dir, dbId);
        std::error_code ec;
        if (std::filesystem::is_regular_file(path, ec)) {
            found = std::move(path);
            break;
        }
    }
    std::lock_guard lock(mutex_);
    return paths_.emplace(std::string(dbId), found).first->second;  // nodes never move
}

std::shared_ptr<const ComponentAnalyzer::GoldEntry> ComponentAnalyzer::goldEntry(
    std::string_view dbId, std::string_view gold,
    const std::function<const sql::ParseResult&()>* goldParse) const {
    {
        std::lock_guard lock(mutex_);
        if (auto db = goldCache_.find(dbId); db != goldCache_.end()) {
            if (auto it = db->second.find(gold); it != db->second.end()) return it->second;
        }
    }
    const SchemaIndex* schema = schemaFor(dbId);
    std::optional<sql::ParseResult> ownParse;
    const sql::ParseResult& parsed =
        goldParse ? (*goldParse)() : ownParse.emplace(sql::parse(gold));
    auto entry = std::make_shared<GoldEntry>();
    entry->schema = schema;
    entry->databasePath = &cachedPath(dbId);
    entry->analysis = std::make_shared<const QueryAnalysis>(analyzeParsed(parsed, gold, schema));
    entry->normalized = normalizeForEm(gold, parsed.ok() ? parsed.statement.get() : nullptr);
    if (entry->analysis->parsed)
        entry->complexityReason = explainComplexity(entry->analysis->features);
    std::lock_guard lock(mutex_);
    auto db = goldCache_.find(dbId);
    if (db == goldCache_.end()) db = goldCache_.emplace(std::string(dbId), GoldTexts{}).first;
    return db->second.emplace(std::string(gold), std::move(entry)).first->second;
}

void ComponentAnalyzer::forgetGold(std::string_view dbId, std::string_view gold) const {
    std::shared_ptr<const GoldEntry> entry;  // freed outside the lock
    std::lock_guard lock(mutex_);
    auto db = goldCache_.find(dbId);
    if (db == goldCache_.end()) return;
    auto it = db->second.find(gold);
    if (it == db->second.end()) return;
    entry = std::move(it->second);
    db->second.erase(it);
}

QueryAnalysis ComponentAnalyzer::analyze(std::string_view dbId, std::string_view query) const {
    return analyzeQuery(query, schemaFor(dbId));
}

SyntaxCheck ComponentAnalyzer::checkSyntax(std::string_view dbId, std::string_view query) const {
    const std::string& path = cachedPath(dbId);
    if (path.empty()) {
        SyntaxCheck check;
        check.status = SyntaxCheck::Status::NoDatabase;
        check.message = "database file not found for " + std::string(dbId);
        return check;
    }
    return syntax_.check(path, query);
}

ComponentVerdict ComponentAnalyzer::evaluate(
    std::string_view dbId, std::string_view gold, std::string_view pred,
    const sql::ParseResult* predParse, const PreparedSyntax* predSyntax,
    const std::function<const sql::ParseResult&()>* goldParse, bool predSpelledAsGold) const {
    ComponentVerdict verdict;
    verdict.predicateItems = options_.predicateItems;
    std::shared_ptr<const GoldEntry> goldData = goldEntry(dbId, gold, goldParse);
    verdict.gold = goldData->analysis;
    verdict.goldNormalized = goldData->normalized;

    if (predSpelledAsGold) {
        verdict.pred = goldData->analysis;
        verdict.predNormalized = goldData->normalized;
    } else {
        std::optional<sql::ParseResult> ownParse;
        if (!predParse) predParse = &ownParse.emplace(sql::parse(pred));
        const sql::ParseResult& parsed = *predParse;
        verdict.pred =
            std::make_shared<const QueryAnalysis>(analyzeParsed(parsed, pred, goldData->schema));
        verdict.predNormalized =
            normalizeForEm(pred, parsed.ok() ? parsed.statement.get() : nullptr);
    }
    verdict.em = verdict.predNormalized == verdict.goldNormalized;

    if (options_.checkSyntax) {
        if (predSyntax && !predSyntax->databasePath.empty() &&
            predSyntax->databasePath == *goldData->databasePath)
            verdict.predSyntax = predSyntax->check;
        else
            verdict.predSyntax = checkSyntax(dbId, pred);
    } else {
        verdict.predSyntax.status = SyntaxCheck::Status::NoDatabase;
        verdict.predSyntax.message = "syntax check disabled";
    }

    const QueryAnalysis& g = *verdict.gold;
    verdict.errors = analyzeErrors(g, gold, *verdict.pred, pred, &verdict.predSyntax);
    if (!g.parsed) {
        verdict.error = "gold: " + g.parseError;
        return verdict;
    }
    verdict.scored = true;
    verdict.components = scoreComponents(verdict.pred.get(), g, options_.predicateItems);
    verdict.avgF1 = averageF1(verdict.components);
    verdict.complexity.level = classifyComplexity(g.features);
    verdict.complexityReason = goldData->complexityReason;
    verdict.sqlType = classifySqlType(g.features);
    return verdict;
}

}  // namespace sqlscope::match::component
