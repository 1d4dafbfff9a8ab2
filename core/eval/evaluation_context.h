// What every worker of a batch shares: the settings, the catalog, the ESM
// schemas and gold parses, and the gold results. Build one per batch; it
// must outlive the PairEvaluators made from it.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "core/eval/eval_settings.h"
#include "core/eval/lexed_spelling_reader.h"
#include "core/exec/result_cache.h"
#include "core/linking/linking_evaluator.h"
#include "core/match/component/component_analyzer.h"
#include "core/match/esm/esm_evaluator.h"
#include "core/match/esm/esm_schemas.h"
#include "core/match/esm_plus/esm_plus_evaluator.h"
#include "core/match/esm_plus/esm_plus_schemas.h"
#include "core/schema/catalog.h"
#include "core/sql/parser.h"

namespace sqlscope::eval {

class EvaluationContext {
public:
    // `schemaDirs`: folders ESM may read a database's schema from when the
    // execution folder lacks it (e.g. shared/data/spider/schema_only).
    EvaluationContext(EvalSettings settings, schema::Catalog catalog,
                      std::vector<std::string> schemaDirs = {});

    const EvalSettings& settings() const { return settings_; }
    const schema::Catalog& catalog() const { return catalog_; }
    const match::esm::EsmEvaluator& esm() const { return esm_; }
    const match::esm_plus::EsmPlusEvaluator& esmPlus() const { return esmPlus_; }
    exec::ResultCache& goldResults() { return goldResults_; }
    linking::LinkingContext& linking() { return linking_; }
    const match::component::ComponentAnalyzer& component() const { return component_; }
    // A gold text parsed (sql::parse) once for the batch: schema linking and
    // component analysis each read it when they first meet that gold.
    // Thread-safe; the reference stays valid as long as the context.
    const sql::ParseResult& goldParse(std::string_view gold);

    // Drops what the context keeps of `gold` on `dbId` for ESM, ESM+,
    // component analysis and schema linking (a batch that needs it no more,
    // BatchOptions::releaseGoldAnalyses); asked for again, it is made again,
    // the same. Thread-safe.
    void forgetGold(std::string_view dbId, std::string_view gold);
    // Drops the parse of `gold` (goldParse): references to it no longer
    // hold, so only once nothing reads it (the batch that forgets it has no
    // later question with that text, and no explainer runs beside it).
    void forgetGoldParse(std::string_view gold);
    // Gold texts whose parse the context holds (tests, statistics).
    size_t goldParsesHeld();

private:
    EvalSettings settings_;
    schema::Catalog catalog_;
    match::esm::EsmSchemas esmSchemas_;
    match::esm::EsmEvaluator esm_;
    // ESM+ (docs/metrics/esm-plus.md): facts per database, and the evaluator in the mode
    // and with the active rules of the settings.
    match::esm_plus::EsmPlusSchemas esmPlusSchemas_;
    match::esm_plus::EsmPlusEvaluator esmPlus_;
    // Reads second spellings of a statement for goldResults_ without a prepare.
    LexedSpellingReader spellingReader_;
    exec::ResultCache goldResults_;
    // Schema linking: schemas, every query's elements, the linking prediction file
    linking::LinkingContext linking_;
    match::component::ComponentAnalyzer component_;  // EM, component F1, errors, complexity
    std::mutex goldParsesMutex_;
    std::map<std::string, sql::ParseResult, std::less<>> goldParses_;  // gold text -> parse
};

}  // namespace sqlscope::eval
