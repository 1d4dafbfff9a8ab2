// Schema catalog conformance on the real benchmark data: loads the Spider and
// CoSQL tables.json files, reads every database file of the shared Spider
// database folder, and lists where tables.json and the files disagree (Spider's
// tables.json is known to disagree with some of its files). Exit 0 = every
// tables.json loaded and every existing file was read, 1 = failure, 77 = the
// shared data is absent (skipped).
#include <cstdio>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/schema/catalog.h"
#include "core/schema/column_facts.h"

namespace fs = std::filesystem;
namespace schema = sqlscope::schema;

namespace {

constexpr int kSkipExitCode = 77;

// Databases the shared data is known to lack (see shared/data/SOURCES.md).
const char* const kKnownMissing[] = {"wta_1", "aan_1"};

const char* kindName(schema::Disagreement::Kind kind) {
    using Kind = schema::Disagreement::Kind;
    switch (kind) {
        case Kind::MissingTable:
            return "table missing from the file";
        case Kind::MissingColumn:
            return "column missing from the file";
        case Kind::PrimaryKey:
            return "primary key differs";
        case Kind::ForeignKey:
            return "foreign key differs";
        case Kind::ExtraTable:
            return "table missing from tables.json";
        case Kind::ExtraColumn:
            return "column missing from tables.json";
    }
    return "?";
}

// Loads `tablesPath`, attaches `databaseDir` and prints the report. Returns
// false when loading fails or an existing file cannot be read.
bool check(const std::string& label, const std::string& tablesPath,
           const std::string& databaseDir) {
    std::printf("== %s\n   tables.json: %s\n   databases:   %s\n", label.c_str(),
                tablesPath.c_str(), databaseDir.c_str());
    schema::CatalogLoad load = schema::Catalog::fromTablesJson(tablesPath);
    if (!load.ok()) {
        std::printf("FAIL: %s\n", load.error.c_str());
        return false;
    }
    schema::Catalog& catalog = load.catalog;
    catalog.attachDatabaseDir(databaseDir);

    bool ok = true;
    std::vector<std::string> withFile, withoutFile, unreadable;
    std::map<schema::Disagreement::Kind, int> kindCounts;
    int disagreeingDatabases = 0;
    size_t tableCount = 0, columnCount = 0, fileTableCount = 0;
    for (const auto& [dbId, db] : catalog.databases()) {
        tableCount += db.tables.size();
        columnCount += db.columns.size() - 1;
        if (db.file) {
            withFile.push_back(dbId);
            fileTableCount += db.file->tables.size();
            if (!db.disagreements.empty()) ++disagreeingDatabases;
            for (const schema::Disagreement& d : db.disagreements)
                ++kindCounts[d.kind];
        } else if (db.fileError.starts_with("no database file ")) {
            withoutFile.push_back(dbId);
        } else {
            unreadable.push_back(dbId + ": " + db.fileError);
        }
    }
    std::printf("databases in tables.json: %zu (%zu tables, %zu columns besides *)\n",
                catalog.databases().size(), tableCount, columnCount);
    std::printf("with a file:              %zu (%zu tables in the files)\n", withFile.size(),
                fileTableCount);
    std::printf("without a file:           %zu\n", withoutFile.size());
    for (const char* dbId : kKnownMissing) {
        bool declared = catalog.find(dbId) != nullptr;
        bool folder = fs::exists(fs::path(databaseDir) / dbId);
        bool present = fs::exists(schema::databasePath(databaseDir, dbId));
        std::printf("  %s: %s; its file is %s\n", dbId,
                    declared ? "in tables.json" : "not in tables.json",
                    present ? "present"
                            : (folder ? "missing (folder present)"
                                      : "missing (known missing from the shared data)"));
    }
    if (!unreadable.empty()) {
        ok = false;
        std::printf("FAIL: %zu files exist but could not be read:\n", unreadable.size());
        for (const std::string& line : unreadable)
            std::printf("  %s\n", line.c_str());
    }

    // Database folders that tables.json does not describe (e.g. Spider test databases).
    std::set<std::string> undeclaredFolders;
    std::error_code ec;
    for (const fs::directory_entry& entry : fs::directory_iterator(databaseDir, ec)) {
        std::string name = entry.path().filename().string();
        if (entry.is_directory() && !catalog.find(name)) undeclaredFolders.insert(name);
    }
    std::printf("database folders not in tables.json: %zu\n", undeclaredFolders.size());

    // ESM+ facts (docs/metrics/esm-plus.md#schema-facts) of every column of every file.
    struct {
        int columns = 0, primaryKey = 0, compositeTables = 0, notNull = 0, unique = 0,
            uniqueStrict = 0, foreignKeyTargets = 0, problems = 0;
    } facts;
    schema::FactOptions strict;
    strict.strict = true;
    for (const auto& [dbId, db] : catalog.databases()) {
        if (!db.file) continue;
        for (const schema::FileTable& table : db.file->tables) {
            if (schema::tableFacts(db, table.name).compositePrimaryKey.value)
                ++facts.compositeTables;
            for (const schema::FileColumn& column : table.columns) {
                schema::ColumnFacts f = schema::columnFacts(db, table.name, column.name);
                ++facts.columns;
                facts.primaryKey += f.primaryKey.value;
                facts.notNull += f.notNull.value;
                facts.unique += f.unique.value;
                facts.uniqueStrict +=
                    schema::columnFacts(db, table.name, column.name, strict).unique.value;
                facts.foreignKeyTargets += static_cast<int>(f.foreignKeys.size());
                if (!f.known || !f.problem.empty()) {
                    ++facts.problems;
                    std::printf("  facts problem %s.%s: %s\n", dbId.c_str(), table.name.c_str(),
                                f.problem.c_str());
                }
            }
        }
    }
    std::printf(
        "ESM+ facts over %d file columns: PK %d (%d tables with a composite PK), "
        "NOT NULL %d, UNIQUE %d (strict %d), FK targets %d, problems %d\n",
        facts.columns, facts.primaryKey, facts.compositeTables, facts.notNull, facts.unique,
        facts.uniqueStrict, facts.foreignKeyTargets, facts.problems);

    size_t total = 0;
    for (const auto& [kind, count] : kindCounts)
        total += count;
    std::printf("disagreements: %zu in %d of %zu databases with a file\n", total,
                disagreeingDatabases, withFile.size());
    for (const auto& [kind, count] : kindCounts)
        std::printf("  %-32s %d\n", kindName(kind), count);
    for (const auto& [dbId, db] : catalog.databases()) {
        for (const schema::Disagreement& d : db.disagreements)
            std::printf("  %s: %s\n", dbId.c_str(), d.detail.c_str());
    }
    std::printf("%s\n\n", ok ? "PASS" : "FAIL");
    return ok;
}

}  // namespace

int main(int argc, char** argv) {
    std::string shared = argc > 1 ? argv[1] : "../shared";
    fs::path spiderTables = fs::path(shared) / "data/spider/tables.json";
    fs::path databaseDir = fs::path(shared) / "data/spider/database";
    if (!fs::exists(spiderTables) || !fs::is_directory(databaseDir)) {
        std::printf("shared data not found at %s; skipping\n", shared.c_str());
        return kSkipExitCode;
    }

    bool ok = check("Spider", spiderTables.string(), databaseDir.string());
    fs::path cosqlTables = fs::path(shared) / "data/etm/cosql_dev/tables.json";
    if (fs::exists(cosqlTables)) {
        ok = check("CoSQL (ETM cosql_dev)", cosqlTables.string(), databaseDir.string()) && ok;
    } else {
        std::printf("== CoSQL: %s not found; skipped\n\n", cosqlTables.string().c_str());
    }
    // The schema-only stand-in for wta_1 was built from tables.json, so it
    // should agree with it (up to what the DDL cannot express).
    fs::path standIn = fs::path(shared) / "data/spider/schema_only";
    if (fs::is_directory(standIn)) {
        ok =
            check("Spider vs the schema_only stand-ins", spiderTables.string(), standIn.string()) &&
            ok;
    }
    std::printf("%s\n", ok ? "schema conformance: PASS" : "schema conformance: FAIL");
    return ok ? 0 : 1;
}
