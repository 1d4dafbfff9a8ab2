// Catalog: tables.json loading (Spider indices, BIRD composite keys,
// validation messages), attaching the database folder, lookups, and the
// disagreements between tables.json and the .sqlite files.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>

#include <string>
#include <vector>

#include "core/schema/catalog.h"
#include "tests/core/schema/schema_test_support.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::schema;
using namespace sqlscope::testing;

namespace {

std::string dogsTables() {
    return fixtureDir("dogs") + "tables.json";
}

// The error of loading `text` written as <dir>/<name>, with that path
// shown as FILE (a QString, so that Qt Test prints it on failure).
QString loadError(const QTemporaryDir& dir, const std::string& name, const std::string& text) {
    std::string file = dir.path().toStdString() + "/" + name;
    writeText(file, text);
    std::string error = Catalog::fromTablesJson(file).error;
    if (error.starts_with(file)) error.replace(0, file.size(), "FILE");
    return QString::fromStdString(error);
}

// A one-database tables.json whose fields can be replaced.
std::string entry(
    const std::string& primaryKeys = "[1]", const std::string& foreignKeys = "[[3, 1]]",
    const std::string& columns = R"([[-1, "*"], [0, "id"], [1, "id"], [1, "a_id"]])") {
    return R"({"db_id": "tiny", "table_names_original": ["a", "b"], "table_names": ["a", "b"],
  "column_names_original": )" +
           columns + R"(,
  "column_names": [[-1, "*"], [0, "id"], [1, "id"], [1, "a id"]],
  "column_types": ["text", "number", "number", "number"],
  "primary_keys": )" +
           primaryKeys + R"(, "foreign_keys": )" + foreignKeys + "}";
}

std::vector<std::string> details(const DatabaseSchema& db) {
    std::vector<std::string> out;
    for (const Disagreement& d : db.disagreements)
        out.push_back(d.detail);
    return out;
}

}  // namespace

class CatalogTest : public QObject {
    Q_OBJECT

private slots:
    void loadsDogsWithSpiderIndices() {
        CatalogLoad load = Catalog::fromTablesJson(dogsTables());
        QVERIFY2(load.ok(), load.error.c_str());
        QCOMPARE(load.catalog.databases().size(), size_t(1));
        const DatabaseSchema* db = load.catalog.find("dogs");
        QVERIFY(db);
        QCOMPARE(db->dbId, std::string("dogs"));
        QVERIFY(!load.catalog.find("Dogs"));  // db_ids are exact
        QVERIFY(!db->file);
        QVERIFY(db->fileError.empty());

        QCOMPARE(db->tables.size(), size_t(4));
        QCOMPARE(db->columns.size(), size_t(18));
        QCOMPARE(db->columns[0].name, std::string("*"));
        QCOMPARE(db->columns[0].table, -1);
        QCOMPARE(db->columns[0].type, std::string("text"));
        QCOMPARE(db->columns[1].name, std::string("breed_code"));
        QCOMPARE(db->columns[1].displayName, std::string("breed code"));
        QCOMPARE(db->columns[10].name, std::string("name"));
        QCOMPARE(db->columns[10].table, 2);
        QCOMPARE(db->columns[12].type, std::string("number"));
        QCOMPARE(db->columns[17].name, std::string("treatment_date"));
        QCOMPARE(db->columns[17].displayName, std::string("treatment date"));

        QCOMPARE(db->tables[0].name, std::string("breeds"));
        QCOMPARE(db->tables[3].displayName, std::string("treatments"));
        QCOMPARE(db->tables[0].columns, (std::vector<ColumnIndex>{1, 2}));
        QCOMPARE(db->tables[1].columns, (std::vector<ColumnIndex>{3, 4, 5, 6}));
        QCOMPARE(db->tables[2].columns, (std::vector<ColumnIndex>{7, 8, 9, 10, 11, 12, 13}));
        QCOMPARE(db->tables[3].columns, (std::vector<ColumnIndex>{14, 15, 16, 17}));
        QCOMPARE(db->tables[0].primaryKey, std::vector<ColumnIndex>{1});
        QCOMPARE(db->tables[1].primaryKey, std::vector<ColumnIndex>{3});
        QCOMPARE(db->tables[2].primaryKey, std::vector<ColumnIndex>{7});
        QCOMPARE(db->tables[3].primaryKey, std::vector<ColumnIndex>{14});

        QCOMPARE(db->foreignKeys.size(), size_t(3));
        QCOMPARE(db->foreignKeys[0].column, 8);
        QCOMPARE(db->foreignKeys[0].referenced, 3);
        QCOMPARE(db->foreignKeys[1].column, 9);
        QCOMPARE(db->foreignKeys[1].referenced, 1);
        QCOMPARE(db->foreignKeys[2].column, 15);
        QCOMPARE(db->foreignKeys[2].referenced, 7);
    }

    void caseInsensitiveLookups() {
        CatalogLoad load = Catalog::fromTablesJson(dogsTables());
        const DatabaseSchema& db = *load.catalog.find("dogs");
        QCOMPARE(db.findTable("dogs"), std::optional<TableIndex>(2));
        QCOMPARE(db.findTable("DOGS"), std::optional<TableIndex>(2));
        QCOMPARE(db.findTable("Treatments"), std::optional<TableIndex>(3));
        QCOMPARE(db.findTable("dog"), std::optional<TableIndex>());
        QCOMPARE(db.findTable(""), std::optional<TableIndex>());
        QCOMPARE(db.findColumn(2, "Breed_Code"), std::optional<ColumnIndex>(9));
        QCOMPARE(db.findColumn(0, "BREED_CODE"), std::optional<ColumnIndex>(1));
        QCOMPARE(db.findColumn(3, "dog_id"), std::optional<ColumnIndex>(15));
        QCOMPARE(db.findColumn(1, "name"), std::optional<ColumnIndex>());  // dogs.name only
        QCOMPARE(db.findColumn(-1, "*"), std::optional<ColumnIndex>(0));
        QCOMPARE(db.findColumn(2, "*"), std::optional<ColumnIndex>());
        QCOMPARE(db.findColumn(4, "dog_id"), std::optional<ColumnIndex>());
        QCOMPARE(db.findColumn(-2, "*"), std::optional<ColumnIndex>());
        QCOMPARE(db.fileTable("dogs"), static_cast<const FileTable*>(nullptr));  // not attached
    }

    void attachesTheFixtureDatabase() {
        QTemporaryDir dir;
        std::string databaseDir = dir.path().toStdString();
        QVERIFY(!buildFixtureDatabase(databaseDir, "dogs").empty());
        CatalogLoad load = Catalog::fromTablesJson(dogsTables());
        load.catalog.attachDatabaseDir(databaseDir);
        const DatabaseSchema& db = *load.catalog.find("dogs");
        QVERIFY2(db.file, db.fileError.c_str());
        QVERIFY(db.fileError.empty());
        QCOMPARE(db.file->path, databaseDir + "/dogs/dogs.sqlite");
        QVERIFY(db.disagreements.empty());
        QCOMPARE(db.file->tables.size(), size_t(4));

        const FileTable* dogs = db.fileTable("DOGS");
        QVERIFY(dogs);
        QCOMPARE(dogs->name, std::string("dogs"));
        QCOMPARE(db.fileTable("Breeds"), &db.file->tables[0]);
        QCOMPARE(db.fileTable("cats"), static_cast<const FileTable*>(nullptr));
        QCOMPARE(dogs->findColumn("NickName"), &dogs->columns[6]);
        QCOMPARE(dogs->findColumn("nick"), static_cast<const FileColumn*>(nullptr));
        QCOMPARE(dogs->primaryKey(), std::vector<std::string>{"dog_id"});
        QCOMPARE(dogs->columns[1].declaredType, std::string("INTEGER"));
        QVERIFY(dogs->columns[1].notNull);   // owner_id
        QVERIFY(!dogs->columns[2].notNull);  // breed_code
        QCOMPARE(dogs->uniqueIndexes.size(), size_t(1));
        QCOMPARE(dogs->uniqueIndexes[0].columns, std::vector<std::string>{"name"});
    }

    void databasePathLayout() {
        QCOMPARE(databasePath("/data/db", "dogs"), std::string("/data/db/dogs/dogs.sqlite"));
        QCOMPARE(databasePath("/data/db/", "dogs"), std::string("/data/db/dogs/dogs.sqlite"));
        QCOMPARE(databasePath("rel", "a b"), std::string("rel/a b/a b.sqlite"));
    }

    void missingDatabaseFile() {
        QTemporaryDir dir;
        std::string databaseDir = dir.path().toStdString();
        CatalogLoad load = Catalog::fromTablesJson(dogsTables());
        load.catalog.attachDatabaseDir(databaseDir);
        const DatabaseSchema& db = *load.catalog.find("dogs");
        QVERIFY(!db.file);
        QCOMPARE(db.fileError, "no database file " + databaseDir + "/dogs/dogs.sqlite");
        QVERIFY(db.disagreements.empty());

        // Attaching again after the file appears replaces the error.
        QVERIFY(!buildFixtureDatabase(databaseDir, "dogs").empty());
        load.catalog.attachDatabaseDir(databaseDir);
        QVERIFY(load.catalog.find("dogs")->file);
        QVERIFY(load.catalog.find("dogs")->fileError.empty());
    }

    void unreadableDatabaseFile() {
        QTemporaryDir dir;
        std::string databaseDir = dir.path().toStdString();
        std::string path = databaseDir + "/dogs/dogs.sqlite";
        writeText(path, std::string(4096, 'x'));
        CatalogLoad load = Catalog::fromTablesJson(dogsTables());
        load.catalog.attachDatabaseDir(databaseDir);
        const DatabaseSchema& db = *load.catalog.find("dogs");
        QVERIFY(!db.file);
        QCOMPARE(db.fileError, path + ": cannot read the schema: file is not a database");
    }

    void nestedCompositePrimaryKeys() {
        QTemporaryDir dir;
        std::string path = dir.path().toStdString() + "/bird.json";
        // BIRD style: a nested list is one composite key; a flat Spider list
        // naming two columns of one table also makes a two-column key.
        std::string text = "[";
        text += entry(R"([1, [2, 3]])");
        text += R"(, {"db_id": "flat", "table_names_original": ["a", "b"],
  "table_names": ["a", "b"],
  "column_names_original": [[-1, "*"], [0, "id"], [1, "x"], [1, "y"]],
  "column_names": [[-1, "*"], [0, "id"], [1, "x"], [1, "y"]],
  "column_types": ["text", "number", "number", "number"],
  "primary_keys": [2, 1, 3], "foreign_keys": []}])";
        writeText(path, text);
        CatalogLoad load = Catalog::fromTablesJson(path);
        QVERIFY2(load.ok(), load.error.c_str());
        const DatabaseSchema& tiny = *load.catalog.find("tiny");
        QCOMPARE(tiny.tables[0].primaryKey, std::vector<ColumnIndex>{1});
        QCOMPARE(tiny.tables[1].primaryKey, (std::vector<ColumnIndex>{2, 3}));
        QCOMPARE(tiny.foreignKeys.size(), size_t(1));
        const DatabaseSchema& flat = *load.catalog.find("flat");
        QCOMPARE(flat.tables[0].primaryKey, std::vector<ColumnIndex>{1});
        QCOMPARE(flat.tables[1].primaryKey, (std::vector<ColumnIndex>{2, 3}));
        QVERIFY(flat.foreignKeys.empty());

        QCOMPARE(loadError(dir, "spans.json", "[" + entry("[[1, 2]]") + "]"),
                 QString("FILE"
                         ": db_id 'tiny': primary_keys[0]: the columns of a composite key "
                         "belong to different tables"));
        QCOMPARE(loadError(dir, "empty.json", "[" + entry("[1, []]") + "]"),
                 QString("FILE"
                         ": db_id 'tiny': primary_keys[1] is an empty composite key"));
    }

    void optionalDisplayFields() {
        QTemporaryDir dir;
        std::string path = dir.path().toStdString() + "/bare.json";
        writeText(path, R"([{"db_id": "bare", "table_names_original": ["T"],
            "column_names_original": [[-1, "*"], [0, "C"]], "primary_keys": [], "foreign_keys": []}])");
        CatalogLoad load = Catalog::fromTablesJson(path);
        QVERIFY2(load.ok(), load.error.c_str());
        const DatabaseSchema& db = *load.catalog.find("bare");
        QCOMPARE(db.tables[0].displayName, std::string("T"));
        QCOMPARE(db.columns[1].displayName, std::string("C"));
        QCOMPARE(db.columns[1].type, std::string());
        QVERIFY(db.tables[0].primaryKey.empty());
    }

    void malformedTablesJson() {
        QTemporaryDir dir;

        QCOMPARE(loadError(dir, "syntax.json", "[\n  {\"db_id\": \"a\",\n   \"x\": }\n]"),
                 QString("FILE"
                         ": invalid JSON: parse error at line 3, column 9: syntax error while "
                         "parsing value - unexpected '}'; expected '[', '{', or a literal"));
        QCOMPARE(loadError(dir, "object.json", "{\"db_id\": \"a\"}"),
                 QString("FILE"
                         ": expected a JSON array at the top level, found object"));
        std::string missing = dir.path().toStdString() + "/absent.json";
        QCOMPARE(Catalog::fromTablesJson(missing).error,
                 missing + ": cannot read: No such file or directory");

        // Missing fields name the db_id (or the entry before the db_id is known).
        QCOMPARE(loadError(dir, "nofk.json",
                           R"([{"db_id": "a", "table_names_original": [],
                                "column_names_original": [[-1, "*"]], "primary_keys": []}])"),
                 QString("FILE"
                         ": db_id 'a': missing field 'foreign_keys'"));
        QCOMPARE(loadError(dir, "noid.json", "[" + entry() + ", {\"table_names_original\": []}]"),
                 QString("FILE"
                         ": entry 1: missing field 'db_id'"));
        QCOMPARE(loadError(dir, "idtype.json", "[{\"db_id\": 7}]"),
                 QString("FILE"
                         ": entry 0: field 'db_id' must be a string"));
        QCOMPARE(loadError(dir, "notobj.json", "[" + entry() + ", 3]"),
                 QString("FILE"
                         ": entry 1: expected a JSON object, found number"));
        QCOMPARE(loadError(dir, "pktype.json", "[" + entry("{}") + "]"),
                 QString("FILE"
                         ": db_id 'tiny': field 'primary_keys' must be an array"));

        // Indices out of range name the field and the valid range.
        QCOMPARE(loadError(dir, "pk.json", "[" + entry("[1, 4]") + "]"),
                 QString("FILE"
                         ": db_id 'tiny': primary_keys[1]: column index 4 is out of range (1..3)"));
        QCOMPARE(loadError(dir, "pkstar.json", "[" + entry("[0]") + "]"),
                 QString("FILE"
                         ": db_id 'tiny': primary_keys[0]: column index 0 is out of range (1..3)"));
        QCOMPARE(loadError(dir, "fk.json", "[" + entry("[1]", "[[3, 30]]") + "]"),
                 QString("FILE"
                         ": db_id 'tiny': foreign_keys[0][1]: column index 30 is out of range "
                         "(1..3)"));
        QCOMPARE(loadError(dir, "fkpair.json", "[" + entry("[1]", "[[3]]") + "]"),
                 QString("FILE"
                         ": db_id 'tiny': foreign_keys[0] must be a [column index, referenced "
                         "column index] pair"));
        QCOMPARE(loadError(
                     dir, "table.json",
                     "[" + entry("[1]", "[]", R"([[-1, "*"], [0, "id"], [2, "id"], [1, "a_id"]])") +
                         "]"),
                 QString("FILE"
                         ": db_id 'tiny': column_names_original[2]: table index 2 is out of range "
                         "(0..1)"));
        QCOMPARE(
            loadError(
                dir, "star.json",
                "[" + entry("[1]", "[]", R"([[0, "id"], [0, "x"], [1, "id"], [1, "a_id"]])") + "]"),
            QString("FILE"
                    R"(: db_id 'tiny': column_names_original[0] must be [-1, "*"])"));
        QCOMPARE(
            loadError(dir, "types.json",
                      R"([{"db_id": "a", "table_names_original": ["t"],
                                "column_names_original": [[-1, "*"], [0, "c"]],
                                "column_types": ["text"], "primary_keys": [], "foreign_keys": []}])"),
            QString("FILE"
                    ": db_id 'a': column_types has 1 entries but column_names_original has 2"));

        // The remaining checks of schema_builder.h, and the file's order
        // between a value's type and its range: column_names_original[1]'s
        // table index is reported before column_names[1]'s shape.
        QCOMPARE(loadError(dir, "notables.json",
                           R"([{"db_id": "a", "table_names_original": [],
                                "column_names_original": [[-1, "*"], [0, "c"]],
                                "column_names": [[-1, "*"], 5],
                                "primary_keys": [], "foreign_keys": []}])"),
                 QString("FILE"
                         ": db_id 'a': column_names_original[1]: table index 0 is out of range "
                         "(there are no tables)"));
        QCOMPARE(loadError(dir, "nostar.json",
                           R"([{"db_id": "a", "table_names_original": [],
                                "column_names_original": [], "primary_keys": [],
                                "foreign_keys": []}])"),
                 QString("FILE"
                         R"(: db_id 'a': column_names_original is empty (no "*" column))"));
        QCOMPARE(loadError(dir, "nocolumns.json",
                           R"([{"db_id": "a", "table_names_original": [],
                                "column_names_original": [[-1, "*"]], "primary_keys": [1],
                                "foreign_keys": []}])"),
                 QString("FILE"
                         ": db_id 'a': primary_keys[0]: column index 1 is out of range (there are "
                         "no columns)"));
        QCOMPARE(loadError(dir, "pkindex.json", "[" + entry("[[1, \"x\"]]") + "]"),
                 QString("FILE"
                         ": db_id 'tiny': primary_keys[0][1] must be a column index"));
        QCOMPARE(loadError(
                     dir, "pair.json",
                     "[" + entry("[1]", "[]", R"([[-1, "*"], [0, "id"], [1], [1, "a_id"]])") + "]"),
                 QString("FILE"
                         ": db_id 'tiny': column_names_original[2] must be a [table index, name] "
                         "pair"));

        QCOMPARE(loadError(dir, "dup.json", "[" + entry() + ", " + entry() + "]"),
                 QString("FILE"
                         ": duplicate db_id 'tiny' (entries 0 and 1)"));
        // A failed load yields no databases at all.
        QVERIFY(Catalog::fromTablesJson(dir.path().toStdString() + "/dup.json")
                    .catalog.databases()
                    .empty());
    }

    void disagreementsBetweenTablesJsonAndFile() {
        QTemporaryDir dir;
        std::string databaseDir = dir.path().toStdString();
        std::string tables = databaseDir + "/tables.json";
        // 1 customers.id, 2 customers.name, 3 customers.email, 4 orders.id,
        // 5 orders.customer_id, 6 orders.total, 7 orders.placed_by, 8 refunds.order_id
        writeText(tables, R"([{"db_id": "shop",
  "table_names_original": ["customers", "orders", "refunds"],
  "table_names": ["customers", "orders", "refunds"],
  "column_names_original": [[-1, "*"], [0, "id"], [0, "name"], [0, "email"], [1, "id"],
                            [1, "customer_id"], [1, "total"], [1, "placed_by"], [2, "order_id"]],
  "column_names": [[-1, "*"], [0, "id"], [0, "name"], [0, "email"], [1, "id"],
                   [1, "customer id"], [1, "total"], [1, "placed by"], [2, "order id"]],
  "column_types": ["text", "number", "text", "text", "number", "number", "number", "number",
                   "number"],
  "primary_keys": [1, 4],
  "foreign_keys": [[5, 1], [7, 1], [8, 4], [6, 1], [5, 1]]}])");
        QVERIFY(!makeDatabase(databaseDir, "shop", R"(
CREATE TABLE Customers (id INTEGER PRIMARY KEY, name TEXT);
CREATE TABLE orders (id INTEGER, customer_id INTEGER REFERENCES customers(id), total REAL,
                     placed_by INTEGER REFERENCES customers,
                     shipper INTEGER REFERENCES customers(ID), note TEXT,
                     PRIMARY KEY (id, customer_id));
CREATE TABLE audit (x TEXT);
)")
                     .empty());
        CatalogLoad load = Catalog::fromTablesJson(tables);
        QVERIFY2(load.ok(), load.error.c_str());
        load.catalog.attachDatabaseDir(databaseDir);
        const DatabaseSchema& db = *load.catalog.find("shop");
        QVERIFY2(db.file, db.fileError.c_str());

        // customers.email is missing from the file; orders.total -> customers.id
        // is only in tables.json; orders.shipper -> customers.ID only in the
        // file. placed_by's `REFERENCES customers` resolves to customers.id and
        // the repeated [5, 1] pair is reported at most once.
        const std::vector<std::string> expected = {
            "Column 'email' of table 'customers' is in tables.json but not in the database file.",
            "Column 'shipper' of table 'orders' is in the database file but not in tables.json.",
            "Column 'note' of table 'orders' is in the database file but not in tables.json.",
            "Table 'orders' has primary key (id) in tables.json but (id, customer_id) in the "
            "database file.",
            "Foreign key orders.total -> customers.id is in tables.json but not in the database "
            "file.",
            "Foreign key orders.shipper -> customers.ID is in the database file but not in "
            "tables.json.",
            "Table 'refunds' is in tables.json but not in the database file.",
            "Table 'audit' is in the database file but not in tables.json.",
        };
        QCOMPARE(details(db), expected);
        using Kind = Disagreement::Kind;
        const std::vector<Kind> kinds = {Kind::MissingColumn, Kind::ExtraColumn, Kind::ExtraColumn,
                                         Kind::PrimaryKey,    Kind::ForeignKey,  Kind::ForeignKey,
                                         Kind::MissingTable,  Kind::ExtraTable};
        QCOMPARE(db.disagreements.size(), kinds.size());
        for (size_t i = 0; i < kinds.size(); ++i)
            QVERIFY2(db.disagreements[i].kind == kinds[i], std::to_string(i).c_str());
        QCOMPARE(db.disagreements[0].table, std::string("customers"));
        QCOMPARE(db.disagreements[0].column, std::string("email"));
        QCOMPARE(db.disagreements[3].table, std::string("orders"));
        QCOMPARE(db.disagreements[3].column, std::string());
        QCOMPARE(db.disagreements[4].column, std::string("total"));
        QCOMPARE(db.disagreements[5].column, std::string("shipper"));
        QCOMPARE(db.disagreements[7].table, std::string("audit"));
    }

    void primaryKeySentences() {
        QTemporaryDir dir;
        std::string databaseDir = dir.path().toStdString();
        std::string tables = databaseDir + "/tables.json";
        writeText(tables, R"([{"db_id": "keys", "table_names_original": ["a", "b"],
  "column_names_original": [[-1, "*"], [0, "x"], [1, "y"]],
  "primary_keys": [1], "foreign_keys": []}])");
        // sqlite_sequence (AUTOINCREMENT) is internal: never an extra table.
        QVERIFY(!makeDatabase(databaseDir, "keys",
                              "CREATE TABLE a (x INTEGER); "
                              "CREATE TABLE b (y INTEGER PRIMARY KEY AUTOINCREMENT);")
                     .empty());
        CatalogLoad load = Catalog::fromTablesJson(tables);
        load.catalog.attachDatabaseDir(databaseDir);
        const DatabaseSchema& db = *load.catalog.find("keys");
        QCOMPARE(db.file->tables.size(), size_t(3));
        QCOMPARE(db.file->tables[2].name, std::string("sqlite_sequence"));
        QCOMPARE(details(db),
                 (std::vector<std::string>{
                     "Table 'a' has primary key (x) in tables.json but none in the database file.",
                     "Table 'b' has no primary key in tables.json but (y) in the database file."}));
    }
};

SQLSCOPE_TEST_SUITE(CatalogTest)
#include "catalog_test.moc"
