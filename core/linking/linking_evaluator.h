// Schema linking of one (gold, prediction) pair (docs/metrics/linking.md): S* from the gold SQL, Ŝ
// from the predicted SQL or from a linking model's prediction file, and R, P, 1(q), R+, P+, F1+
// over tables, columns and both. The shared part (schemas, every query's elements, the prediction
// file) lives in a LinkingContext; each worker thread has its own
// LinkingEvaluator, which owns that thread's prepare connections.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/linking/element_extractor.h"
#include "core/linking/link_schema.h"
#include "core/linking/linking_metrics.h"
#include "core/linking/linking_predictions.h"
#include "core/linking/schema_elements.h"

namespace sqlscope::exec {
struct PrepareRecord;
}

namespace sqlscope::linking {

// The executor's prepares of a pair's gold and prediction on `databasePath`
// (either may be null): linking uses them instead of preparing again when
// its database is that file (PrepareReader::offer).
struct ExecutorPrepares {
    std::string_view databasePath;
    const exec::PrepareRecord* gold = nullptr;
    const exec::PrepareRecord* pred = nullptr;
};

struct LinkingVerdict {
    // False when the pair cannot be scored: unknown database, or a gold that
    // neither SQLite nor the parser can read. Then `error` says why.
    bool scored = false;
    std::string error;

    std::shared_ptr<const QueryElements> gold;  // S*
    std::shared_ptr<const QueryElements> pred;  // Ŝ
    LinkingPartScores scores;

    // The context's linking prediction file, if any
    // (docs/metrics/linking.md#where-the-prediction-comes-from): the verdict itself scores the
    // predicted SQL; forQuestion() scores the file's entry.
    std::shared_ptr<const LinkingPredictions> predictionFile;

    // Either side came from the AST walk because SQLite could not prepare it.
    bool approximate() const {
        return (gold && gold->approximate()) || (pred && pred->approximate());
    }
    // Gold elements the prediction misses, and predicted elements the gold
    // does not use, by name (the GUI underlines their spans).
    std::vector<const SchemaElement*> missing(ElementKind kind) const;
    std::vector<const SchemaElement*> extra(ElementKind kind) const;

    // The same gold scored against the prediction file's entry for
    // `question` (the pair index); this verdict unchanged when there is no
    // file or the pair is not scored. Per pair, not per (gold, prediction):
    // two questions with the same SQL may have different file entries.
    LinkingVerdict forQuestion(size_t question) const;
    // What the link_* columns report: forQuestion() with a file, else this.
    LinkingVerdict reported(size_t question) const {
        return predictionFile ? forQuestion(question) : *this;
    }
};

class LinkingContext {
public:
    // `catalog` must outlive the context; `databaseDirs` are searched in
    // order for `<dir>/<db_id>/<db_id>.sqlite`. `predictions`: a linking
    // model's file, handed to every verdict (LinkingVerdict::forQuestion).
    LinkingContext(const schema::Catalog& catalog, std::vector<std::string> databaseDirs,
                   std::shared_ptr<const LinkingPredictions> predictions = nullptr);

    const LinkSchemas& schemas() const { return schemas_; }
    const std::shared_ptr<const LinkingPredictions>& predictions() const { return predictions_; }

    // A query's elements, extracted once per (db_id, text) for the batch
    // when `remember` (golds recur in every run); a text not to remember is
    // still answered from the cache when it holds it. Thread-safe.
    // `parsed`, when given, is `sql` already parsed.
    // `syntax`: see PrepareReader::read; kept with the elements, so a cached
    // query answers it too.
    std::shared_ptr<const QueryElements> elements(
        const LinkDatabase& database, std::string_view sql, ElementExtractor& extractor,
        const sql::ParseResult* parsed = nullptr,
        std::optional<match::component::PreparedSyntax>* syntax = nullptr, bool remember = true);
    // The cached elements of `sql` (and its `syntax`), null when not cached.
    std::shared_ptr<const QueryElements> cached(
        const LinkDatabase& database, std::string_view sql,
        std::optional<match::component::PreparedSyntax>* syntax = nullptr);
    // Drops the remembered elements of `sql` on `dbId` (a batch that needs
    // them no more); a later elements() extracts them again, the same.
    void forget(std::string_view dbId, std::string_view sql);

private:
    LinkSchemas schemas_;
    std::shared_ptr<const LinkingPredictions> predictions_;
    std::mutex mutex_;
    struct Extracted {
        std::shared_ptr<const QueryElements> elements;
        std::optional<match::component::PreparedSyntax> syntax;
    };
    // db_id -> query text -> elements (looked up without copying the text)
    std::map<std::string, std::map<std::string, Extracted, std::less<>>, std::less<>> cache_;
};

class LinkingEvaluator {
public:
    explicit LinkingEvaluator(LinkingContext& context) : context_(context) {}

    // Ŝ from the predicted SQL; `predParse`, when given, is `pred` already
    // parsed. The verdict carries the context's prediction file (forQuestion()).
    // `predSyntax`, when given, receives the component syntax check of `pred`
    // if its prepare here answered it (PrepareReader::read). `prepares`,
    // when given: the executor's prepares of `gold` and `pred`. `goldParse`,
    // when given, returns `gold` parsed; it is called only when the gold's
    // elements are not cached yet.
    LinkingVerdict evaluate(std::string_view dbId, std::string_view gold, std::string_view pred,
                            const sql::ParseResult* predParse = nullptr,
                            std::optional<match::component::PreparedSyntax>* predSyntax = nullptr,
                            const ExecutorPrepares* prepares = nullptr,
                            const std::function<const sql::ParseResult&()>* goldParse = nullptr);

    // Ŝ given (e.g. a linking model's output).
    LinkingVerdict evaluateElements(std::string_view dbId, std::string_view gold,
                                    QueryElements predicted);

    ElementExtractor& extractor() { return extractor_; }

private:
    // Fills gold (or the error); null database when the pair cannot be scored.
    std::shared_ptr<const LinkDatabase> prepareGold(
        std::string_view dbId, std::string_view gold, LinkingVerdict& verdict,
        const std::function<const sql::ParseResult&()>* goldParse = nullptr);

    LinkingContext& context_;
    ElementExtractor extractor_;
};

}  // namespace sqlscope::linking
