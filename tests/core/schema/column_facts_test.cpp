// ESM+ schema facts (docs/metrics/esm-plus.md#schema-facts): the schema-facts table of
// docs/metrics/README.md#the-dogs-fixture for every column, composite keys, unique indexes
// (multi-column, partial, expression) in reference and strict modes, FKs whose `to` is NULL, and
// the tables.json fallback when there is no file.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>

#include <string>
#include <utility>
#include <vector>

#include "core/schema/catalog.h"
#include "core/schema/column_facts.h"
#include "tests/core/schema/schema_test_support.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::schema;
using namespace sqlscope::testing;

namespace {

using Expected = std::vector<std::pair<std::string, std::string>>;  // column -> describeFacts

// Checks describeFacts for every listed column of `table`, in one message.
std::string mismatches(const DatabaseSchema& db, const std::string& table, const Expected& expected,
                       const FactOptions& options = {}) {
    std::string out;
    for (const auto& [column, facts] : expected) {
        std::string actual = describeFacts(columnFacts(db, table, column, options));
        if (actual != facts)
            out += table + "." + column + ": got '" + actual + "', want '" + facts + "'; ";
    }
    return out;
}

}  // namespace

class ColumnFactsTest : public QObject {
    Q_OBJECT

private slots:
    void dogsFromTheFile() {
        QTemporaryDir dir;
        std::string databaseDir = dir.path().toStdString();
        QVERIFY(!buildFixtureDatabase(databaseDir, "dogs").empty());
        CatalogLoad load = Catalog::fromTablesJson(fixtureDir("dogs") + "tables.json");
        load.catalog.attachDatabaseDir(databaseDir);
        const DatabaseSchema& db = *load.catalog.find("dogs");
        QVERIFY2(db.file, db.fileError.c_str());

        // docs/metrics/README.md#the-dogs-fixture, every column.
        std::string bad =
            mismatches(db, "breeds", {{"breed_code", "pk notnull unique"}, {"breed_name", "-"}}) +
            mismatches(db, "owners",
                       {{"owner_id", "pk notnull unique"},
                        {"first_name", "-"},
                        {"last_name", "-"},
                        {"city", "-"}}) +
            mismatches(db, "dogs",
                       {{"dog_id", "pk notnull unique"},
                        {"owner_id", "notnull fk=owners.owner_id"},
                        {"breed_code", "fk=breeds.breed_code"},
                        {"name", "notnull unique"},
                        {"age", "-"},
                        {"weight", "-"},
                        {"nickname", "-"}}) +
            mismatches(db, "treatments",
                       {{"treatment_id", "pk notnull unique"},
                        {"dog_id", "fk=dogs.dog_id"},
                        {"cost", "-"},
                        {"treatment_date", "-"}});
        QVERIFY2(bad.empty(), bad.c_str());
        // Strict mode changes nothing here (no partial or expression index).
        FactOptions strict;
        strict.strict = true;
        QCOMPARE(describeFacts(columnFacts(db, "dogs", "name", strict)),
                 std::string("notnull unique"));

        for (const char* table : {"breeds", "owners", "dogs", "treatments"}) {
            TableFacts facts = tableFacts(db, table);
            QVERIFY(facts.known);
            QVERIFY(!facts.fallback);
            QVERIFY(!facts.compositePrimaryKey.value);
            QCOMPARE(facts.primaryKey.size(), size_t(1));
        }
        QCOMPARE(tableFacts(db, "DOGS").primaryKey, std::vector<std::string>{"dog_id"});

        // Provenance and case-insensitive names.
        ColumnFacts owner = columnFacts(db, "Dogs", "OWNER_ID");
        QVERIFY(owner.known);
        QVERIFY(!owner.fallback);
        QVERIFY(owner.problem.empty());
        QVERIFY(owner.notNull.source == FactSource::Pragma);
        QVERIFY(owner.unique.source == FactSource::Pragma);
        QCOMPARE(owner.foreignKeys.size(), size_t(1));
        QVERIFY(owner.foreignKeys[0].source == FactSource::Pragma);
        QCOMPARE(factSourceName(owner.notNull.source), std::string_view("pragma"));
        QCOMPARE(factSourceName(FactSource::TablesJson), std::string_view("tables.json"));
        QCOMPARE(factSourceName(FactSource::Propagated), std::string_view("propagated"));

        ColumnFacts unknown = columnFacts(db, "dogs", "colour");
        QVERIFY(!unknown.known);
        QCOMPARE(unknown.problem, std::string("column 'colour' is not in table 'dogs' of the "
                                              "database file"));
        QCOMPARE(columnFacts(db, "cats", "name").problem,
                 std::string("table 'cats' is not in the database file"));
        QCOMPARE(tableFacts(db, "cats").known, false);
    }

    void fallbackToTablesJson() {
        QTemporaryDir dir;
        std::string databaseDir = dir.path().toStdString();
        CatalogLoad load = Catalog::fromTablesJson(fixtureDir("dogs") + "tables.json");
        const DatabaseSchema& db = *load.catalog.find("dogs");

        // Not attached: no facts, and no silent fallback.
        ColumnFacts none = columnFacts(db, "dogs", "dog_id");
        QVERIFY(!none.known);
        QVERIFY(!none.primaryKey.value);
        QCOMPARE(none.problem, std::string("the database file was not read"));

        load.catalog.attachDatabaseDir(databaseDir);  // no file there
        none = columnFacts(db, "dogs", "dog_id");
        QVERIFY(!none.known);
        QCOMPARE(none.problem, "no facts without the database file (no database file " +
                                   databaseDir + "/dogs/dogs.sqlite)");

        FactOptions fallback;
        fallback.tablesJsonFallback = true;
        // tables.json has no UNIQUE or NOT NULL: only the single-column PK has them.
        std::string bad = mismatches(db, "dogs",
                                     {{"dog_id", "pk notnull unique"},
                                      {"owner_id", "fk=owners.owner_id"},
                                      {"breed_code", "fk=breeds.breed_code"},
                                      {"name", "-"}},
                                     fallback) +
                          mismatches(db, "treatments", {{"dog_id", "fk=dogs.dog_id"}}, fallback) +
                          mismatches(db, "breeds", {{"breed_code", "pk notnull unique"}}, fallback);
        QVERIFY2(bad.empty(), bad.c_str());
        ColumnFacts id = columnFacts(db, "DOGS", "Dog_Id", fallback);
        QVERIFY(id.known);
        QVERIFY(id.fallback);
        QVERIFY(id.problem.empty());
        QVERIFY(id.primaryKey.source == FactSource::TablesJson);
        QVERIFY(id.notNull.source == FactSource::TablesJson);
        QVERIFY(id.unique.source == FactSource::TablesJson);
        ColumnFacts owner = columnFacts(db, "dogs", "owner_id", fallback);
        QVERIFY(owner.foreignKeys[0].source == FactSource::TablesJson);
        QCOMPARE(columnFacts(db, "dogs", "colour", fallback).problem,
                 std::string("column 'dogs.colour' is not in tables.json"));

        TableFacts table = tableFacts(db, "dogs", fallback);
        QVERIFY(table.known);
        QVERIFY(table.fallback);
        QCOMPARE(table.primaryKey, std::vector<std::string>{"dog_id"});
        QVERIFY(table.compositePrimaryKey.source == FactSource::TablesJson);
    }

    void fallbackWithCompositeKeys() {
        QTemporaryDir dir;
        std::string path = dir.path().toStdString() + "/tables.json";
        writeText(path, R"([{"db_id": "link", "table_names_original": ["a", "a_b"],
  "column_names_original": [[-1, "*"], [0, "id"], [1, "a_id"], [1, "b_id"]],
  "primary_keys": [1, [2, 3]], "foreign_keys": [[2, 1]]}])");
        CatalogLoad load = Catalog::fromTablesJson(path);
        QVERIFY2(load.ok(), load.error.c_str());
        const DatabaseSchema& db = *load.catalog.find("link");
        FactOptions fallback;
        fallback.tablesJsonFallback = true;
        std::string bad = mismatches(
            db, "a_b", {{"a_id", "pk composite fk=a.id"}, {"b_id", "pk composite"}}, fallback);
        QVERIFY2(bad.empty(), bad.c_str());
        QVERIFY(tableFacts(db, "a_b", fallback).compositePrimaryKey.value);
    }

    void indexesKeysAndNullTargets() {
        QTemporaryDir dir;
        std::string databaseDir = dir.path().toStdString();
        std::string tables = databaseDir + "/tables.json";
        writeText(tables, R"([{"db_id": "odd", "table_names_original": [],
            "column_names_original": [[-1, "*"]], "primary_keys": [], "foreign_keys": []}])");
        QVERIFY(!makeDatabase(databaseDir, "odd", kOddSchemaSql).empty());
        CatalogLoad load = Catalog::fromTablesJson(tables);
        load.catalog.attachDatabaseDir(databaseDir);
        const DatabaseSchema& db = *load.catalog.find("odd");
        QVERIFY2(db.file, db.fileError.c_str());

        // Composite PK: no NOT NULL or UNIQUE from the key; the pk index has two
        // columns. "composite" is a fact of the table, so every column shows it.
        std::string bad = mismatches(db, "Order Items",
                                     {{"order_id", "pk composite"},
                                      {"line_no", "pk composite"},
                                      {"sku", "composite notnull"},
                                      {"qty", "composite"}}) +
                          // A non-INTEGER single-column PK; UNIQUE on one column; a two-column
                          // UNIQUE makes nothing unique; a partial unique index counts in
                          // reference mode; an expression index and a plain index never do.
                          mismatches(db, "products",
                                     {{"sku", "pk notnull unique"},
                                      {"email", "unique"},
                                      {"name", "-"},
                                      {"region", "-"},
                                      {"code", "unique"},
                                      {"slug", "-"}}) +
                          // `REFERENCES products` (to NULL) -> products' single PK column;
                          // a two-column FK gives each column its own target.
                          mismatches(db, "it's \"odd\"",
                                     {{"id", "pk notnull unique"},
                                      {"product", "fk=products.sku"},
                                      {"order_id", "fk=order items.order_id"},
                                      {"line_no", "fk=order items.line_no"}}) +
                          mismatches(db, "sqlite_sequence", {{"name", "-"}, {"seq", "-"}});
        QVERIFY2(bad.empty(), bad.c_str());

        FactOptions strict;
        strict.strict = true;
        bad = mismatches(
            db, "products",
            {{"sku", "pk notnull unique"}, {"email", "unique"}, {"code", "-"}, {"slug", "-"}},
            strict);
        QVERIFY2(bad.empty(), bad.c_str());

        TableFacts items = tableFacts(db, "order items");
        QVERIFY(items.compositePrimaryKey.value);
        QCOMPARE(items.primaryKey, (std::vector<std::string>{"order_id", "line_no"}));
        QCOMPARE(tableFacts(db, "part_refs").primaryKey, std::vector<std::string>());

        // `to` NULL towards a table without a single-column PK: no target, said why.
        ColumnFacts part = columnFacts(db, "part_refs", "part");
        QVERIFY(part.known);
        QVERIFY(part.foreignKeys.empty());
        QCOMPARE(part.problem, std::string("foreign key part_refs.part -> parts names no column "
                                           "and that table has no single-column primary key"));
    }
};

SQLSCOPE_TEST_SUITE(ColumnFactsTest)
#include "column_facts_test.moc"
