// Component analysis on Spider dev (docs/metrics/component.md):
//  1. for the seven ETM prediction files, the average F1 of each component
//     (macro, over the pairs where it applies,
//     docs/metrics/component.md#dataset-aggregation-validity-and-sql-type), Avg-F1, ViPERSQL EM and
//     the syntax-valid rate — the model × component table;
//  2. the error categories of each model (docs/metrics/component.md#error-categories dataset
//  counts);
//  3. the gold's complexity and SQL type distribution (docs/metrics/component.md) and the
//     per-complexity Avg-F1 of each model;
//  4. sanity checks, which make the program exit 1 when they fail: every gold
//     query parses with sqlscope's parser; the gold against itself scores
//     F1 = 1 on every applicable component, EM = 1, no error category, and
//     prepares on its database; every score lies in [0, 1].
//   sqlscope-component-report [SHARED_DIR]
// Exit 0, 1 (a sanity check failed), or 77 when the shared data is absent.
// Databases: shared/data/spider/database/<db_id>/<db_id>.sqlite, and
// shared/data/spider/schema_only for wta_1 (schema without rows).
#include <cstdio>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "core/dataset/query_file.h"
#include "core/match/component/component_aggregate.h"
#include "core/match/component/component_analyzer.h"
#include "core/schema/catalog.h"

namespace fs = std::filesystem;
using namespace sqlscope;
using namespace sqlscope::match::component;

namespace {

const std::vector<std::string> kModels = {"C3",      "DAIL",     "DIN",  "RASAT+PICARD",
                                          "RESDSQL", "SuperSQL", "codeS"};
constexpr size_t kMaxListed = 20;

std::string percent(std::optional<double> value) {
    if (!value) return "    -";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%5.1f", 100 * *value);
    return buffer;
}

std::string fixed(std::optional<double> value) {
    if (!value) return "     -";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%6.4f", *value);
    return buffer;
}

void printTableHeader() {
    std::printf("| %-13s |", "model");
    for (Component c : kComponents)
        std::printf(" %-8s |", std::string(componentKey(c)).c_str());
    std::printf(" %-8s | %-6s | %-6s |\n", "avg_f1", "EM %", "valid%");
    std::printf("|---------------|");
    for (size_t i = 0; i < kComponentCount; ++i)
        std::printf("----------|");
    std::printf("----------|--------|--------|\n");
}

void printTableRow(const std::string& name, const ComponentTotals& t) {
    std::printf("| %-13s |", name.c_str());
    for (Component c : kComponents)
        std::printf("   %s |", fixed(t.componentF1(c)).c_str());
    std::printf("   %s |  %s |  %s |\n", fixed(t.avgF1.mean()).c_str(),
                percent(t.em.mean()).c_str(), percent(t.syntaxValid.mean()).c_str());
}

bool inUnitRange(double x) {
    return x >= 0.0 && x <= 1.0;
}

}  // namespace

int main(int argc, char** argv) {
    fs::path shared = argc > 1 ? fs::path(argv[1]) : fs::path(SQLSCOPE_SHARED_DIR_DEFAULT);
    fs::path etm = shared / "data" / "etm" / "spider_dev";
    fs::path spider = shared / "data" / "spider";
    if (!fs::is_regular_file(etm / "gold.txt") || !fs::is_regular_file(etm / "tables.json") ||
        !fs::is_directory(spider / "database")) {
        std::printf("shared data not found at %s; skipping\n", shared.string().c_str());
        return 77;
    }
    schema::CatalogLoad load = schema::Catalog::fromTablesJson((etm / "tables.json").string());
    if (!load.ok()) {
        std::printf("%s\n", load.error.c_str());
        return 1;
    }
    dataset::QueryFile gold = dataset::readQueryFile((etm / "gold.txt").string());
    if (!gold.ok()) {
        std::printf("gold.txt: cannot read: %s\n", gold.error.c_str());
        return 1;
    }
    ComponentAnalyzer analyzer(load.catalog,
                               {(spider / "database").string(), (spider / "schema_only").string()});
    std::vector<std::string> failures;
    auto fail = [&failures](std::string message) {
        if (failures.size() < kMaxListed) std::printf("FAIL %s\n", message.c_str());
        failures.push_back(std::move(message));
    };

    // ---- sanity: the gold against itself ---------------------------------
    ComponentAggregate goldSelf;
    for (size_t i = 0; i < gold.queries.size(); ++i) {
        const dataset::QueryLine& q = gold.queries[i];
        ComponentVerdict v = analyzer.evaluate(q.dbId, q.sql, q.sql);
        goldSelf.add(q.dbId, v);
        const std::string where = "gold #" + std::to_string(i) + " [" + q.dbId + "] " + q.sql;
        if (!v.scored) {
            fail(where + ": not scored: " + v.error);
            continue;
        }
        for (Component c : kComponents) {
            if (auto f1 = v.f1(c); f1 && *f1 != 1.0)
                fail(where + ": " + std::string(componentKey(c)) + " F1 " + std::to_string(*f1));
        }
        if (!v.avgF1 || *v.avgF1 != 1.0) fail(where + ": Avg-F1 is not 1");
        if (!v.em) fail(where + ": EM against itself is 0");
        if (!v.errors.categoriesText().empty())
            fail(where + ": error categories against itself: " + v.errors.categoriesText());
        if (!v.predSyntax.valid())
            fail(where + ": SQLite does not prepare it: " + v.predSyntax.message);
    }

    // ---- 1. model x component --------------------------------------------
    std::map<std::string, ComponentAggregate> byModel;
    for (const std::string& model : kModels) {
        dataset::QueryFile pred = dataset::readQueryFile((etm / (model + ".txt")).string());
        if (!pred.ok() || pred.queries.size() != gold.queries.size()) {
            std::printf("%s: cannot read or wrong number of predictions\n", model.c_str());
            return 1;
        }
        ComponentAggregate& aggregate = byModel[model];
        for (size_t i = 0; i < gold.queries.size(); ++i) {
            const dataset::QueryLine& q = gold.queries[i];
            ComponentVerdict v = analyzer.evaluate(q.dbId, q.sql, pred.queries[i].sql);
            aggregate.add(q.dbId, v);
            bool ok = !v.avgF1 || inUnitRange(*v.avgF1);
            for (const ComponentScore& s : v.components)
                ok = ok && inUnitRange(s.precision) && inUnitRange(s.recall) && inUnitRange(s.f1);
            if (!ok) fail(model + " #" + std::to_string(i) + ": a score outside [0, 1]");
        }
    }

    std::printf(
        "\nComponent analysis on Spider dev (%zu pairs per model): average F1 per component "
        "(macro over the pairs where the component applies, atom predicates), Avg-F1, "
        "ViPERSQL EM and the share of predictions SQLite prepares "
        "(docs/metrics/component.md#dataset-aggregation-validity-and-sql-type)\n\n",
        gold.queries.size());
    printTableHeader();
    for (const std::string& model : kModels)
        printTableRow(model, byModel[model].all);
    printTableRow("gold (self)", goldSelf.all);

    std::printf("\nPairs where each component applies (gold or prediction has items):\n\n");
    std::printf("| %-13s |", "model");
    for (Component c : kComponents)
        std::printf(" %-8s |", std::string(componentKey(c)).c_str());
    std::printf("\n");
    for (const std::string& model : kModels) {
        std::printf("| %-13s |", model.c_str());
        for (Component c : kComponents)
            std::printf(" %8zu |", byModel[model].all.f1[static_cast<size_t>(c)].count);
        std::printf("\n");
    }

    // ---- 2. error categories ----------------------------------------------
    std::printf(
        "\nError categories (docs/metrics/component.md#error-categories): pairs with a missing / "
        "extra clause of each kind, "
        "pairs with wrong predicates, schema errors (unknown identifier, wrong table)\n\n");
    std::printf("| %-13s |", "model");
    for (ClauseKind k : kClauseKinds)
        std::printf(" %s -/+ |", std::string(clauseKindName(k)).c_str());
    std::printf(" wrong pred | schema (unk, table) |\n");
    for (const std::string& model : kModels) {
        const ComponentTotals& t = byModel[model].all;
        std::printf("| %-13s |", model.c_str());
        for (ClauseKind k : kClauseKinds) {
            std::string cell = std::to_string(t.missingClauses[static_cast<size_t>(k)]) + "/" +
                               std::to_string(t.extraClauses[static_cast<size_t>(k)]);
            std::printf(" %*s |", static_cast<int>(clauseKindName(k).size() + 4), cell.c_str());
        }
        std::printf(" %10zu | %5zu (%4zu, %4zu) |\n", t.wrongPredicates, t.schemaErrors,
                    t.unknownIdentifier, t.wrongTable);
    }

    // ---- 3. complexity and SQL type -------------------------------------
    std::printf(
        "\nGold complexity (docs/metrics/component.md#complexity) and SQL type "
        "(docs/metrics/component.md#dataset-aggregation-validity-and-sql-type):");
    for (const auto& [level, totals] : goldSelf.byComplexity)
        std::printf(" %s %zu", level.c_str(), totals.pairs);
    std::printf(" |");
    for (const auto& [type, totals] : goldSelf.bySqlType)
        std::printf(" %s %zu", type.c_str(), totals.pairs);
    std::printf("\n\nAvg-F1 by complexity and SQL type:\n\n| %-13s |", "model");
    for (const char* level : {"simple", "moderate", "challenging"})
        std::printf(" %-11s |", level);
    for (const char* type : {"SELECT_only", "SELECT_WHERE", "AGGREGATION", "JOIN"})
        std::printf(" %-12s |", type);
    std::printf("\n");
    for (const std::string& model : kModels) {
        const ComponentAggregate& a = byModel[model];
        std::printf("| %-13s |", model.c_str());
        for (const char* level : {"simple", "moderate", "challenging"}) {
            auto it = a.byComplexity.find(level);
            std::printf(
                "      %s |",
                fixed(it == a.byComplexity.end() ? std::nullopt : it->second.avgF1.mean()).c_str());
        }
        for (const char* type : {"SELECT_only", "SELECT_WHERE", "AGGREGATION", "JOIN"}) {
            auto it = a.bySqlType.find(type);
            std::printf(
                "       %s |",
                fixed(it == a.bySqlType.end() ? std::nullopt : it->second.avgF1.mean()).c_str());
        }
        std::printf("\n");
    }

    if (!failures.empty()) {
        std::printf("\n%zu sanity check(s) failed%s\n", failures.size(),
                    failures.size() > kMaxListed ? " (first ones listed above)" : "");
        return 1;
    }
    std::printf(
        "\nsanity: the %zu gold queries parse, score 1 against themselves on every "
        "component, EM 1, no error category, and SQLite prepares them\n",
        gold.queries.size());
    return 0;
}
