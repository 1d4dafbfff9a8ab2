// readFileSchema: tables in rowid order (sqlite_sequence included), columns,
// unique indexes (composite, partial, expression, origin pk/u/c), foreign keys
// (multi-column, `to` NULL), odd table names, URI escaping of the path, and
// that reading never changes the file; readFileSchemaShared: one reading per
// file, shared by threads that ask at once.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "core/schema/catalog.h"
#include "core/schema/file_schema_cache.h"
#include "tests/core/schema/schema_test_support.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::schema;
using namespace sqlscope::testing;
namespace fs = std::filesystem;

namespace {

std::string list(const std::vector<std::string>& names) {
    std::string out = "(";
    for (size_t i = 0; i < names.size(); ++i) {
        if (i > 0) out += ", ";
        out += names[i].empty() ? "<null>" : names[i];
    }
    return out + ")";
}

// Every fact of a FileSchema, one per line.
std::string dump(const FileSchema& schema) {
    std::string out;
    for (const FileTable& table : schema.tables) {
        out += "table " + table.name + "\n";
        for (const FileColumn& column : table.columns) {
            out += "  " + column.name + " " +
                   (column.declaredType.empty() ? "-" : column.declaredType);
            if (column.notNull) out += " notnull";
            if (column.primaryKeyOrder > 0) out += " pk=" + std::to_string(column.primaryKeyOrder);
            out += "\n";
        }
        for (const FileUniqueIndex& index : table.uniqueIndexes) {
            out += "  unique " + index.name + " " + list(index.columns);
            if (index.partial) out += " partial";
            if (index.fromPrimaryKey) out += " pk";
            out += "\n";
        }
        for (const FileForeignKey& key : table.foreignKeys) {
            out += "  fk " + list(key.columns) + " -> " + key.referencedTable + " " +
                   list(key.referencedColumns) + "\n";
        }
    }
    return out;
}

const char* const kOddDump =
    "table order items\n"
    "  order_id INTEGER pk=1\n"
    "  line_no INTEGER pk=2\n"
    "  sku TEXT notnull\n"
    "  qty INTEGER\n"
    "  unique sqlite_autoindex_order items_1 (order_id, line_no) pk\n"
    "table products\n"
    "  sku TEXT pk=1\n"
    "  name TEXT\n"
    "  region TEXT\n"
    "  code TEXT\n"
    "  slug TEXT\n"
    "  email TEXT\n"
    "  unique products_slug (<null>)\n"
    "  unique products_code (code) partial\n"
    "  unique sqlite_autoindex_products_3 (name, region)\n"
    "  unique sqlite_autoindex_products_2 (email)\n"
    "  unique sqlite_autoindex_products_1 (sku) pk\n"
    "table it's \"odd\"\n"
    "  id INTEGER pk=1\n"
    "  product TEXT\n"
    "  order_id INTEGER\n"
    "  line_no INTEGER\n"
    "  fk (order_id, line_no) -> order items (order_id, line_no)\n"
    "  fk (product) -> products (<null>)\n"
    "table sqlite_sequence\n"
    "  name -\n"
    "  seq -\n"
    "table parts\n"
    "  a INTEGER pk=1\n"
    "  b INTEGER pk=2\n"
    "  unique sqlite_autoindex_parts_1 (a, b) pk\n"
    "table part_refs\n"
    "  part INTEGER\n"
    "  fk (part) -> parts (<null>)\n";

}  // namespace

class FileSchemaReaderTest : public QObject {
    Q_OBJECT

private slots:
    void dogsFixture() {
        QTemporaryDir dir;
        std::string path = buildFixtureDatabase(dir.path().toStdString(), "dogs");
        QVERIFY(!path.empty());
        std::string error;
        std::optional<FileSchema> schema = readFileSchema(path, error);
        QVERIFY2(schema, error.c_str());
        QVERIFY(error.empty());
        QCOMPARE(schema->path, path);
        QCOMPARE(dump(*schema), std::string("table breeds\n"
                                            "  breed_code TEXT pk=1\n"
                                            "  breed_name TEXT\n"
                                            "  unique sqlite_autoindex_breeds_1 (breed_code) pk\n"
                                            "table owners\n"
                                            "  owner_id INTEGER pk=1\n"
                                            "  first_name TEXT\n"
                                            "  last_name TEXT\n"
                                            "  city TEXT\n"
                                            "table dogs\n"
                                            "  dog_id INTEGER pk=1\n"
                                            "  owner_id INTEGER notnull\n"
                                            "  breed_code TEXT\n"
                                            "  name TEXT notnull\n"
                                            "  age INTEGER\n"
                                            "  weight REAL\n"
                                            "  nickname TEXT\n"
                                            "  unique sqlite_autoindex_dogs_1 (name)\n"
                                            "  fk (breed_code) -> breeds (breed_code)\n"
                                            "  fk (owner_id) -> owners (owner_id)\n"
                                            "table treatments\n"
                                            "  treatment_id INTEGER pk=1\n"
                                            "  dog_id INTEGER\n"
                                            "  cost REAL\n"
                                            "  treatment_date TEXT\n"
                                            "  fk (dog_id) -> dogs (dog_id)\n"));
    }

    void oddSchema() {
        QTemporaryDir dir;
        std::string path = makeDatabase(dir.path().toStdString(), "odd", kOddSchemaSql);
        QVERIFY(!path.empty());
        std::string error;
        std::optional<FileSchema> schema = readFileSchema(path, error);
        QVERIFY2(schema, error.c_str());
        QCOMPARE(dump(*schema), std::string(kOddDump));
        QCOMPARE(schema->tables[0].primaryKey(), (std::vector<std::string>{"order_id", "line_no"}));
        QCOMPARE(schema->tables[4].primaryKey(), (std::vector<std::string>{"a", "b"}));
        QCOMPARE(schema->tables[5].primaryKey(), std::vector<std::string>());
    }

    void pathsNeedingUriEscapes() {
        QTemporaryDir dir;
        std::string base = dir.path().toStdString();
        // Unescaped, "a%41" would decode to "aA" and open the other file, and
        // '?' or '#' would end the path early.
        std::string escaped = makeDatabase(base + "/a%41", "db", "CREATE TABLE right_one (x);");
        QVERIFY(!makeDatabase(base + "/aA", "db", "CREATE TABLE wrong_one (x);").empty());
        std::string odd = makeDatabase(base + "/q?x#y z&mode=rw", "it's", kOddSchemaSql);
        QVERIFY(!escaped.empty() && !odd.empty());
        std::string error;
        std::optional<FileSchema> schema = readFileSchema(escaped, error);
        QVERIFY2(schema, error.c_str());
        QCOMPARE(schema->tables.size(), size_t(1));
        QCOMPARE(schema->tables[0].name, std::string("right_one"));
        schema = readFileSchema(odd, error);
        QVERIFY2(schema, error.c_str());
        QCOMPARE(dump(*schema), std::string(kOddDump));

        // A relative path works too.
        std::error_code ec;
        fs::path previous = fs::current_path();
        fs::current_path(base, ec);
        QVERIFY(!ec);
        schema = readFileSchema("a%41/db/db.sqlite", error);
        fs::current_path(previous);
        QVERIFY2(schema, error.c_str());
        QCOMPARE(schema->tables[0].name, std::string("right_one"));
    }

    void errors() {
        QTemporaryDir dir;
        std::string base = dir.path().toStdString();
        std::string error;
        std::string missing = base + "/none/none.sqlite";
        QVERIFY(!readFileSchema(missing, error));
        QCOMPARE(error, missing + ": cannot open: unable to open database file");
        QVERIFY(!fs::exists(missing));  // read-only: never created

        std::string garbage = base + "/garbage.sqlite";
        writeText(garbage, std::string(2048, 'g'));
        QVERIFY(!readFileSchema(garbage, error));
        QCOMPARE(error, garbage + ": cannot read the schema: file is not a database");

        // An empty file is an empty database to SQLite.
        std::string empty = base + "/empty.sqlite";
        writeText(empty, "");
        std::optional<FileSchema> schema = readFileSchema(empty, error);
        QVERIFY2(schema, error.c_str());
        QVERIFY(schema->tables.empty());
    }

    void readingLeavesTheFileUnchanged() {
        QTemporaryDir dir;
        std::string databaseDir = dir.path().toStdString();
        std::string path = makeDatabase(databaseDir, "odd", kOddSchemaSql);
        QVERIFY(!path.empty());
        // An old mtime, so that any write would show.
        fs::file_time_type old = fs::last_write_time(path) - std::chrono::hours(24);
        fs::last_write_time(path, old);
        std::string before = readBytes(path);
        QVERIFY(before.size() > 0);

        std::string error;
        QVERIFY(readFileSchema(path, error));
        writeText(databaseDir + "/tables.json", R"([{"db_id": "odd", "table_names_original": [],
            "column_names_original": [[-1, "*"]], "primary_keys": [], "foreign_keys": []}])");
        CatalogLoad load = Catalog::fromTablesJson(databaseDir + "/tables.json");
        QVERIFY2(load.ok(), load.error.c_str());
        load.catalog.attachDatabaseDir(databaseDir);
        QVERIFY(load.catalog.find("odd")->file);

        QCOMPARE(readBytes(path), before);
        QVERIFY(fs::last_write_time(path) == old);
        // No journal, WAL or shared-memory file next to it.
        size_t entries = 0;
        for (const fs::directory_entry& entry : fs::directory_iterator(databaseDir + "/odd")) {
            (void)entry;
            ++entries;
        }
        QCOMPARE(entries, size_t(1));
    }

    // Threads that ask for one file at once get the same reading (before,
    // each could read the file itself); a later call gets it too.
    void sharedReadingIsOnePerFile() {
        QTemporaryDir dir;
        const std::string path = buildFixtureDatabase(dir.path().toStdString(), "dogs");
        QVERIFY(!path.empty());
        constexpr size_t kThreads = 8;
        std::vector<SharedFileSchema> got(kThreads);
        std::vector<std::thread> threads;
        for (size_t t = 0; t < kThreads; ++t)
            threads.emplace_back([&got, &path, t] { got[t] = readFileSchemaShared(path); });
        for (std::thread& thread : threads)
            thread.join();
        QVERIFY2(got[0].schema, got[0].error.c_str());
        for (const SharedFileSchema& shared : got)
            QCOMPARE(shared.schema.get(), got[0].schema.get());
        QCOMPARE(readFileSchemaShared(path).schema.get(), got[0].schema.get());
        QCOMPARE(got[0].schema->tables.size(), size_t(4));
        // A file that cannot be read gives its error, and no schema.
        const SharedFileSchema missing = readFileSchemaShared(path + ".absent");
        QVERIFY(!missing.schema);
        QVERIFY(!missing.error.empty());
    }
};

SQLSCOPE_TEST_SUITE(FileSchemaReaderTest)
#include "file_schema_reader_test.moc"
