// The per-pair entry point of component analysis (docs/metrics/component.md). One analyzer serves
// every worker thread: schemas, gold analyses and the SQLite connections of the syntax check are
// shared and cached.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/match/component/component_verdict.h"
#include "core/match/component/schema_index.h"
#include "core/match/component/syntax_check.h"
#include "core/schema/catalog.h"

namespace sqlscope::sql {
struct ParseResult;
}

namespace sqlscope::match::component {

struct ComponentOptions {
    // --predicate-items (docs/metrics/component.md#components-and-items)
    PredicateItems predicateItems = PredicateItems::Atom;
    bool checkSyntax = true;  // prepare the prediction on its database (pred_valid)
};

class ComponentAnalyzer {
public:
    // `catalog` must outlive the analyzer. A database's file is the first
    // `<dir>/<db_id>/<db_id>.sqlite` that exists among `databaseDirs`.
    ComponentAnalyzer(const schema::Catalog& catalog, std::vector<std::string> databaseDirs,
                      ComponentOptions options = {});

    // `predParse`, when given, is `pred` already parsed; `predSyntax`, when
    // given, is the syntax check of `pred` made by another prepare (schema
    // linking's), used when it was made on this analyzer's file for `dbId`
    // (that prepare's connection looks at its file at most once a second).
    // `goldParse`, when given, returns `gold` parsed; it is called only when
    // the gold's analysis is not cached yet. `predSpelledAsGold`: the caller
    // knows `pred` to be the gold up to letter case and a final ';'
    // (docs/metrics/README.md#work-done-once), which analyses and normalises
    // as the gold does: the gold's analysis and EM text serve as its own.
    ComponentVerdict evaluate(std::string_view dbId, std::string_view gold, std::string_view pred,
                              const sql::ParseResult* predParse = nullptr,
                              const PreparedSyntax* predSyntax = nullptr,
                              const std::function<const sql::ParseResult&()>* goldParse = nullptr,
                              bool predSpelledAsGold = false) const;

    // One query on its own (for display); gold queries of evaluate() are cached.
    QueryAnalysis analyze(std::string_view dbId, std::string_view query) const;
    SyntaxCheck checkSyntax(std::string_view dbId, std::string_view query) const;
    // "" when no folder has the file.
    std::string databasePath(std::string_view dbId) const;

    const ComponentOptions& options() const { return options_; }

    // Drops the cached analysis of `gold` on `dbId` (a batch that needs it
    // no more); a later evaluate() analyses it again, with the same result.
    void forgetGold(std::string_view dbId, std::string_view gold) const;

private:
    struct GoldEntry {
        std::shared_ptr<const QueryAnalysis> analysis;
        std::string normalized;
        std::string complexityReason;  // explainComplexity of a parsed gold
        // The database's schemaFor() and cachedPath(), looked up once per gold.
        const SchemaIndex* schema = nullptr;
        const std::string* databasePath = nullptr;
    };
    using GoldTexts = std::map<std::string, std::shared_ptr<const GoldEntry>, std::less<>>;
    const SchemaIndex* schemaFor(std::string_view dbId) const;
    // databasePath(), as a reference to the cached string.
    const std::string& cachedPath(std::string_view dbId) const;
    std::shared_ptr<const GoldEntry> goldEntry(
        std::string_view dbId, std::string_view gold,
        const std::function<const sql::ParseResult&()>* goldParse) const;

    const schema::Catalog& catalog_;
    std::vector<std::string> databaseDirs_;
    ComponentOptions options_;
    SyntaxChecker syntax_;

    mutable std::mutex mutex_;
    mutable std::map<std::string, std::unique_ptr<SchemaIndex>, std::less<>> schemas_;
    mutable std::map<std::string, std::string, std::less<>> paths_;
    // db_id -> gold text -> analysis (looked up without copying the text)
    mutable std::map<std::string, GoldTexts, std::less<>> goldCache_;
};

}  // namespace sqlscope::match::component
