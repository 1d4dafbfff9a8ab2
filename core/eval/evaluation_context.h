// What every worker of a batch shares: the settings, the catalog, the ESM
// schemas and gold parses, and the gold results. Build one per batch; it
// must outlive the PairEvaluators made from it.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/eval/eval_settings.h"
#include "core/exec/result_cache.h"
#include "core/match/esm/esm_evaluator.h"
#include "core/match/esm/esm_schemas.h"
#include "core/schema/catalog.h"

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
    exec::ResultCache& goldResults() { return goldResults_; }

private:
    EvalSettings settings_;
    schema::Catalog catalog_;
    match::esm::EsmSchemas esmSchemas_;
    match::esm::EsmEvaluator esm_;
    exec::ResultCache goldResults_;
};

}  // namespace sqlscope::eval
