// Schema linking on Spider dev (docs/metrics/linking.md):
//  1. the linking metrics of the seven ETM prediction files (Ŝ from each
//     predicted SQL, S* from the gold), tables and columns: R, P, F1+ (and
//     the number of pairs whose elements are approximate);
//  2. the agreement of the two extractors on the 1034 gold queries: SQLite's
//     authorizer reads (the reference, docs/metrics/linking.md#extracting-elements) against the AST
//     walk — the same table set and the same column set. Every disagreement is printed, grouped by
//     category. Exit 1 when fewer than 99% agree.
//   sqlscope-linking-report [SHARED_DIR]
// Exit 0, 1 (agreement below 99%), or 77 when the shared data is absent.
// Databases: shared/data/spider/database/<db_id>/<db_id>.sqlite, and
// shared/data/spider/schema_only for wta_1 (schema without rows).
#include <cstdio>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/dataset/query_file.h"
#include "core/linking/element_extractor.h"
#include "core/linking/linking_evaluator.h"
#include "core/schema/catalog.h"

namespace fs = std::filesystem;
using namespace sqlscope;
using namespace sqlscope::linking;

namespace {

const std::vector<std::string> kModels = {"C3",      "DAIL",     "DIN",  "RASAT+PICARD",
                                          "RESDSQL", "SuperSQL", "codeS"};
constexpr double kRequiredAgreement = 0.99;

std::set<std::string> names(const std::vector<SchemaElement>& elements) {
    std::set<std::string> out;
    for (const SchemaElement& e : elements)
        out.insert(e.name);
    return out;
}

std::string joined(const std::set<std::string>& s) {
    std::string out;
    for (const std::string& x : s)
        out += (out.empty() ? "" : ", ") + x;
    return out.empty() ? "-" : out;
}

std::set<std::string> minus(const std::set<std::string>& a, const std::set<std::string>& b) {
    std::set<std::string> out;
    for (const std::string& x : a)
        if (!b.contains(x)) out.insert(x);
    return out;
}

struct Disagreement {
    size_t index;
    std::string dbId;
    std::string sql;
    std::string detail;
};

// What kind of difference the AST walk shows against SQLite's reads.
std::string category(const QueryElements& sqlite, const QueryElements& ast) {
    if (sqlite.source == ElementSource::None) return "SQLite cannot prepare the gold";
    if (ast.source == ElementSource::None) return "sqlscope's parser cannot read the gold";
    std::set<std::string> st = names(sqlite.tables), at = names(ast.tables);
    std::set<std::string> sc = names(sqlite.columns), ac = names(ast.columns);
    std::vector<std::string> parts;
    if (!minus(st, at).empty()) parts.push_back("AST misses tables");
    if (!minus(at, st).empty()) parts.push_back("AST has extra tables");
    if (!minus(sc, ac).empty()) parts.push_back("AST misses columns");
    if (!minus(ac, sc).empty()) parts.push_back("AST has extra columns");
    std::string out;
    for (const std::string& p : parts)
        out += (out.empty() ? "" : " + ") + p;
    return out;
}

std::string difference(const QueryElements& sqlite, const QueryElements& ast) {
    if (sqlite.source == ElementSource::None) return "SQLite: " + sqlite.diagnostic;
    if (ast.source == ElementSource::None) return "parser: " + ast.diagnostic;
    std::string out;
    auto add = [&](const char* what, const std::set<std::string>& s) {
        if (!s.empty()) out += std::string(out.empty() ? "" : "; ") + what + ": " + joined(s);
    };
    add("SQLite only (tables)", minus(names(sqlite.tables), names(ast.tables)));
    add("AST only (tables)", minus(names(ast.tables), names(sqlite.tables)));
    add("SQLite only (columns)", minus(names(sqlite.columns), names(ast.columns)));
    add("AST only (columns)", minus(names(ast.columns), names(sqlite.columns)));
    for (const UnresolvedName& u : ast.unresolved)
        out += "; unresolved '" + u.text + "': " + u.reason;
    return out;
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
    LinkingContext context(load.catalog,
                           {(spider / "database").string(), (spider / "schema_only").string()});
    LinkingEvaluator evaluator(context);

    // ---- 1. linking metrics per model ------------------------------------
    std::printf(
        "Schema linking on Spider dev (%zu pairs per model; S* from the gold SQL, "
        "Ŝ from the predicted SQL; macro means, docs/metrics/linking.md#definitions)\n\n",
        gold.queries.size());
    std::printf("%-14s | %-27s | %-27s | %-27s | %s\n", "model", "tables  R      P      F1+",
                "columns R      P      F1+", "all     R      P      F1+", "approx  excluded");
    for (const std::string& model : kModels) {
        dataset::QueryFile pred = dataset::readQueryFile((etm / (model + ".txt")).string());
        if (!pred.ok() || pred.queries.size() != gold.queries.size()) {
            std::printf("%s: cannot read or wrong number of predictions\n", model.c_str());
            return 1;
        }
        LinkingAggregate aggregate;
        for (size_t i = 0; i < gold.queries.size(); ++i) {
            LinkingVerdict v =
                evaluator.evaluate(gold.queries[i].dbId, gold.queries[i].sql, pred.queries[i].sql);
            if (v.scored)
                aggregate.add(v.scores, v.approximate());
            else
                aggregate.addExcluded();
        }
        std::printf("%-14s |", model.c_str());
        for (LinkingPart part : kLinkingParts) {
            LinkingMeans m = aggregate.means(part);
            std::printf("         %.4f %.4f %.4f |", m.recall, m.precision, m.f1Plus);
        }
        std::printf(" %6zu  %8zu\n", aggregate.approximate(), aggregate.excluded());
    }

    // ---- 2. authorizer vs AST on the gold ---------------------------------
    ElementExtractor& extractor = evaluator.extractor();
    std::map<std::string, std::vector<Disagreement>> byCategory;
    size_t agree = 0;
    for (size_t i = 0; i < gold.queries.size(); ++i) {
        const dataset::QueryLine& q = gold.queries[i];
        LinkDatabaseLookup lookup = context.schemas().find(q.dbId);
        if (!lookup.database) {
            byCategory["unknown database"].push_back({i, q.dbId, q.sql, lookup.error});
            continue;
        }
        QueryElements sqlite = extractor.extractFromSqlite(*lookup.database, q.sql);
        QueryElements ast = ElementExtractor::extractFromAst(*lookup.database, q.sql);
        const bool same = sqlite.source != ElementSource::None &&
                          ast.source != ElementSource::None &&
                          names(sqlite.tables) == names(ast.tables) &&
                          names(sqlite.columns) == names(ast.columns);
        if (same) {
            ++agree;
            continue;
        }
        byCategory[category(sqlite, ast)].push_back({i, q.dbId, q.sql, difference(sqlite, ast)});
    }
    const double rate = gold.queries.empty() ? 1.0 : double(agree) / double(gold.queries.size());
    std::printf(
        "\nAuthorizer (SQLite's reads) vs AST walk on the %zu gold queries: %zu agree "
        "(%.2f%%; required %.0f%%)\n",
        gold.queries.size(), agree, 100 * rate, 100 * kRequiredAgreement);
    if (byCategory.empty()) std::printf("disagreements: none\n");
    for (const auto& [name, list] : byCategory) {
        std::printf("\n%s: %zu\n", name.c_str(), list.size());
        for (const Disagreement& d : list)
            std::printf("  #%zu [%s] %s\n      %s\n", d.index, d.dbId.c_str(), d.sql.c_str(),
                        d.detail.c_str());
    }

    // Informational: the same comparison on the predictions both extractors read.
    size_t both = 0, predAgree = 0;
    std::vector<std::string> predDifferences;
    for (const std::string& model : kModels) {
        dataset::QueryFile pred = dataset::readQueryFile((etm / (model + ".txt")).string());
        for (size_t i = 0; i < pred.queries.size() && i < gold.queries.size(); ++i) {
            LinkDatabaseLookup lookup = context.schemas().find(gold.queries[i].dbId);
            if (!lookup.database) continue;
            const std::string& sql = pred.queries[i].sql;
            QueryElements sqlite = extractor.extractFromSqlite(*lookup.database, sql);
            QueryElements ast = ElementExtractor::extractFromAst(*lookup.database, sql);
            if (sqlite.source == ElementSource::None || ast.source == ElementSource::None) continue;
            ++both;
            if (names(sqlite.tables) == names(ast.tables) &&
                names(sqlite.columns) == names(ast.columns)) {
                ++predAgree;
            } else {
                predDifferences.push_back(model + " #" + std::to_string(i) + " " + sql +
                                          "\n      " + difference(sqlite, ast));
            }
        }
    }
    std::printf(
        "\nInformational: on the %zu predictions of the seven models that both SQLite and "
        "the parser read, %zu agree\n",
        both, predAgree);
    for (const std::string& d : predDifferences)
        std::printf("  %s\n", d.c_str());
    return rate >= kRequiredAgreement ? 0 : 1;
}
