#include "app/cli_alternate_golds.h"

#include <sys/stat.h>

#include <map>
#include <memory>
#include <set>

#include "core/eval/evaluation_context.h"
#include "core/inspect/alternate_golds.h"
#include "core/inspect/pair_table.h"
#include "core/job/evaluation_request.h"
#include "core/schema/catalog.h"
#include "core/workspace/workspace.h"

namespace sqlscope::cli {

namespace {

bool isRegularFile(const std::string& path) {
    struct stat st {};
    return !path.empty() && ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

}  // namespace

AlternateGoldsApplied applyAlternateGolds(workspace::Workspace& ws, inspect::PairTable& table,
                                          const job::EvaluationRequest& request,
                                          eval::EvaluationContext* context, bool save) {
    AlternateGoldsApplied out;
    std::string error;
    const std::vector<annotate::QuestionAnnotation> questions = ws.questionAnnotations(&error);
    const std::string key = error.empty() ? ws.storedSummaryKey(&error) : std::string();
    inspect::AlternateScoreMap cache;
    if (error.empty()) cache = ws.alternateScores(&error);
    if (!error.empty()) {
        out.error = error;
        return out;
    }
    std::vector<inspect::AlternateTask> tasks = inspect::alternateTasks(table, questions, key);
    out.tasks = tasks.size();
    std::vector<inspect::AlternateTask> missing;
    for (const inspect::AlternateTask& task : tasks)
        if (!cache.count(task.key)) missing.push_back(task);

    std::shared_ptr<eval::EvaluationContext> made;
    if (!missing.empty() && !context) {
        // A context as the window's reopening makes it (ui/session/recorded_evaluation).
        schema::CatalogLoad tables = schema::Catalog::fromTablesJson(request.tablesFile);
        if (!tables.ok()) {
            out.notes.push_back("alternate golds not scored: " + tables.error);
            missing.clear();
        } else {
            eval::EvalSettings settings = request.settings;
            settings.databaseDir = request.databaseDir;
            made = std::make_shared<eval::EvaluationContext>(settings, std::move(tables.catalog));
            context = made.get();
        }
    }
    if (!missing.empty() && context) {
        // Only the tasks whose database can be opened are scored.
        std::set<std::string> unreachable;
        std::vector<inspect::AlternateTask> reachable;
        for (const inspect::AlternateTask& task : missing) {
            if (unreachable.count(task.dbId)) continue;
            if (!isRegularFile(schema::databasePath(request.databaseDir, task.dbId))) {
                unreachable.insert(task.dbId);
                continue;
            }
            reachable.push_back(task);
        }
        for (const std::string& db : unreachable)
            out.notes.push_back("alternate golds on database " + db +
                                " not scored: no database file " +
                                schema::databasePath(request.databaseDir, db));
        inspect::AlternateScoring scored = inspect::scoreAlternates(reachable, cache, *context);
        out.evaluated = scored.evaluated;
        if (save) error = ws.saveAlternateScores(scored.fresh);
        if (!error.empty()) out.error = error;
        cache.merge(scored.fresh);
    }
    std::shared_ptr<const inspect::AnyGoldTable> anyGold =
        inspect::combineAnyGold(table, tasks, cache);
    out.unscored = anyGold->incomplete();
    if (out.unscored && out.notes.empty())
        out.notes.push_back("alternate golds not scored: no evaluation context");
    if (out.unscored)
        out.notes.push_back("the *_any_gold columns of " + std::to_string(out.unscored) +
                            " pairs with alternate golds are empty: not scored");
    for (const inspect::AlternateProblem& problem : anyGold->problems)
        out.problems.push_back(problem.text());
    table.setAnyGold(std::move(anyGold));
    return out;
}

}  // namespace sqlscope::cli
