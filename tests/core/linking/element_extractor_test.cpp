// The schema elements of a query (docs/metrics/linking.md#extracting-elements) on the
// dogs fixture: the table on that page, SQLite's reads and the AST walk
// giving the same sets on aliases, subqueries, CTEs, `*`, USING, rowid and
// result-column aliases, the spans of the names, and the approximate AST
// result when SQLite cannot prepare a query.
#include <sqlite3.h>

#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <string>

#include "core/linking/element_extractor.h"
#include "core/schema/catalog.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::linking;

namespace {

std::string names(const std::vector<SchemaElement>& elements) {
    std::string out;
    for (const SchemaElement& e : elements)
        out += (out.empty() ? "" : ", ") + e.name;
    return out.empty() ? "-" : out;
}

// "tables: a, b | columns: a.x" (or "none: <diagnostic>").
std::string show(const QueryElements& e) {
    if (e.source == ElementSource::None) return "none";
    return "tables: " + names(e.tables) + " | columns: " + names(e.columns);
}

// The source text of every span of an element, "|"-separated.
std::string spanTexts(const QueryElements& e, ElementKind kind, const std::string& name,
                      const std::string& sql) {
    const SchemaElement* element = e.find(kind, name);
    if (!element) return "(missing)";
    std::string out;
    for (sqlscope::sql::Span span : element->spans)
        out += (out.empty() ? "" : "|") + std::string(span.textIn(sql));
    return out;
}

}  // namespace

class ElementExtractorTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        path_ = sqlscope::testing::buildFixtureDatabase(dir_.path().toStdString(), "dogs");
        QVERIFY(!path_.empty());
        LinkDatabaseLookup lookup = linkDatabaseFromFile("dogs", path_);
        QVERIFY2(lookup.database, lookup.error.c_str());
        db_ = lookup.database;
    }

    void schemaFromFile() {
        QCOMPARE(db_->tables.size(), size_t(4));
        const LinkTable* dogs = db_->findTable("DOGS");
        QVERIFY(dogs);
        QCOMPARE(dogs->columns.size(), size_t(7));
        QVERIFY(dogs->rowidAlias.has_value());
        QCOMPARE(dogs->columns[*dogs->rowidAlias], std::string("dog_id"));
        QVERIFY(!db_->findTable("breeds")->rowidAlias);  // TEXT primary key
        QCOMPARE(db_->path, path_);
    }

    // docs/metrics/linking.md#extracting-elements, "On the fixture (SQLite 3.40)".
    void specTable_data() {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("expected");
        QTest::newRow("count") << "SELECT count(*) FROM dogs"
                               << "tables: dogs | columns: -";
        QTest::newRow("star") << "SELECT * FROM owners"
                              << "tables: owners | columns: owners.city, owners.first_name, "
                                 "owners.last_name, owners.owner_id";
        QTest::newRow("join") << "SELECT T1.name FROM dogs AS T1 JOIN owners AS T2 ON T1.owner_id "
                                 "= T2.owner_id WHERE T2.city = 'Austin'"
                              << "tables: dogs, owners | columns: dogs.name, dogs.owner_id, "
                                 "owners.city, owners.owner_id";
        QTest::newRow("in subquery")
            << "SELECT name FROM dogs WHERE dog_id IN (SELECT dog_id FROM treatments WHERE cost > "
               "60)"
            << "tables: dogs, treatments | columns: dogs.dog_id, dogs.name, treatments.cost, "
               "treatments.dog_id";
        QTest::newRow("cte") << "WITH x AS (SELECT dog_id, cost FROM treatments) SELECT max(cost) "
                                "FROM x"
                             << "tables: treatments | columns: treatments.cost, treatments.dog_id";
        QTest::newRow("rowid") << "SELECT d.rowid, name FROM dogs d ORDER BY age"
                               << "tables: dogs | columns: dogs.age, dogs.dog_id, dogs.name";
        QTest::newRow("unused cte")
            << "WITH u AS (SELECT dog_id FROM treatments) SELECT 1 FROM dogs"
            << "tables: dogs | columns: -";
        QTest::newRow("no such column") << "SELECT nope FROM dogs"
                                        << "none";
    }
    void specTable() {
        QFETCH(QString, sql);
        QFETCH(QString, expected);
        const std::string text = sql.toStdString();
        QueryElements fromSqlite = extractor_.extractFromSqlite(*db_, text);
        QCOMPARE(QString::fromStdString(show(fromSqlite)), expected);
        if (fromSqlite.source != ElementSource::None) {
            QCOMPARE(fromSqlite.source, ElementSource::Authorizer);
            // The parser-based extractor gives the same sets
            // (docs/metrics/linking.md#extracting-elements).
            QCOMPARE(QString::fromStdString(show(ElementExtractor::extractFromAst(*db_, text))),
                     expected);
        } else {
            QCOMPARE(fromSqlite.diagnostic, std::string("no such column: nope"));
        }
    }

    // SQLite's reads and the AST walk agree, with these exact sets.
    void bothExtractorsAgree_data() {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("expected");
        auto row = [](const char* name, const char* sql, const char* expected) {
            QTest::newRow(name) << QString(sql) << QString(expected);
        };
        row("alias in WHERE", "SELECT age AS name FROM dogs WHERE name = 'Rex'",
            "tables: dogs | columns: dogs.age, dogs.name");
        row("alias in ORDER BY", "SELECT age AS name FROM dogs ORDER BY name",
            "tables: dogs | columns: dogs.age");
        row("positions", "SELECT owner_id, count(*) FROM dogs GROUP BY 1 ORDER BY 2 DESC",
            "tables: dogs | columns: dogs.owner_id");
        row("alias shadows alias",
            "SELECT d.name FROM dogs AS d WHERE d.owner_id IN "
            "(SELECT owner_id FROM owners AS d WHERE d.city = 'Austin')",
            "tables: dogs, owners | columns: dogs.name, dogs.owner_id, owners.city, "
            "owners.owner_id");
        row("correlated",
            "SELECT name FROM dogs d WHERE weight > (SELECT avg(weight) FROM dogs "
            "WHERE owner_id = d.owner_id)",
            "tables: dogs | columns: dogs.name, dogs.owner_id, dogs.weight");
        row("exists",
            "SELECT name FROM dogs d WHERE EXISTS (SELECT 1 FROM treatments t WHERE "
            "t.dog_id = d.dog_id)",
            "tables: dogs, treatments | columns: dogs.dog_id, dogs.name, treatments.dog_id");
        row("scalar subquery in SELECT",
            "SELECT (SELECT max(cost) FROM treatments t WHERE "
            "t.dog_id = dogs.dog_id) FROM dogs",
            "tables: dogs, treatments | columns: dogs.dog_id, treatments.cost, "
            "treatments.dog_id");
        row("FROM subquery",
            "SELECT x.n FROM (SELECT name AS n, age FROM dogs) AS x WHERE "
            "x.age > 2",
            "tables: dogs | columns: dogs.age, dogs.name");
        row("star of a subquery", "SELECT count(*) FROM (SELECT * FROM treatments)",
            "tables: treatments | columns: treatments.cost, treatments.dog_id, "
            "treatments.treatment_date, treatments.treatment_id");
        row("t.star", "SELECT d.* FROM dogs d JOIN owners o ON d.owner_id = o.owner_id",
            "tables: dogs, owners | columns: dogs.age, dogs.breed_code, dogs.dog_id, dogs.name, "
            "dogs.nickname, dogs.owner_id, dogs.weight, owners.owner_id");
        row("star of a subquery alias",
            "SELECT o.* FROM dogs AS d, (SELECT city, owner_id FROM "
            "owners) AS o",
            "tables: dogs, owners | columns: owners.city, owners.owner_id");
        row("CTE chain",
            "WITH a AS (SELECT owner_id FROM owners), b AS (SELECT owner_id FROM a) "
            "SELECT count(*) FROM b",
            "tables: owners | columns: owners.owner_id");
        row("unused CTE",
            "WITH a AS (SELECT owner_id FROM owners), b AS (SELECT * FROM dogs) "
            "SELECT count(*) FROM a",
            "tables: owners | columns: owners.owner_id");
        row("CTE column list", "WITH c(n) AS (SELECT name FROM dogs) SELECT n FROM c",
            "tables: dogs | columns: dogs.name");
        row("CTE twice",
            "WITH t AS (SELECT * FROM treatments) SELECT t.cost FROM t JOIN dogs ON "
            "t.dog_id = dogs.dog_id",
            "tables: dogs, treatments | columns: dogs.dog_id, treatments.cost, treatments.dog_id, "
            "treatments.treatment_date, treatments.treatment_id");
        row("recursive CTE",
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c "
            "WHERE x < 3) SELECT x FROM c",
            "tables: - | columns: -");
        row("compound", "SELECT name FROM dogs UNION SELECT city FROM owners ORDER BY name",
            "tables: dogs, owners | columns: dogs.name, owners.city");
        row("double-quoted column", "SELECT name FROM dogs WHERE \"nickname\" IS NULL",
            "tables: dogs | columns: dogs.name, dogs.nickname");
        row("double-quoted string", "SELECT \"nick\" FROM dogs", "tables: dogs | columns: -");
        row("window", "SELECT name, rank() OVER (PARTITION BY owner_id ORDER BY weight) FROM dogs",
            "tables: dogs | columns: dogs.name, dogs.owner_id, dogs.weight");
        row("rowid without alias", "SELECT b.rowid FROM breeds b",
            "tables: breeds | columns: breeds.rowid");
        row("oid", "SELECT oid FROM treatments",
            "tables: treatments | columns: treatments.treatment_id");
        row("table without columns", "SELECT dogs.name FROM dogs, owners",
            "tables: dogs, owners | columns: dogs.name");
        row("LIMIT subquery",
            "SELECT name FROM dogs ORDER BY name LIMIT (SELECT count(*) FROM "
            "breeds)",
            "tables: breeds, dogs | columns: dogs.name");
        row("nested join",
            "SELECT owners.city FROM (dogs JOIN owners ON dogs.owner_id = "
            "owners.owner_id)",
            "tables: dogs, owners | columns: dogs.owner_id, owners.city, owners.owner_id");
        row("schema table", "SELECT name FROM sqlite_master", "tables: - | columns: -");
        // USING/NATURAL: SQLite 3.40 builds the join condition without name
        // resolution, so neither column's read is reported, and a table used
        // only through a USING column that is not its rowid alias is not reported.
        row("USING star", "SELECT * FROM dogs JOIN owners USING (owner_id)",
            "tables: dogs, owners | columns: dogs.age, dogs.breed_code, dogs.dog_id, dogs.name, "
            "dogs.nickname, dogs.owner_id, dogs.weight, owners.city, owners.first_name, "
            "owners.last_name");
        row("USING rowid alias", "SELECT 1 FROM dogs JOIN owners USING (owner_id)",
            "tables: owners | columns: -");
        row("USING, right column",
            "SELECT treatments.dog_id FROM dogs JOIN treatments USING "
            "(dog_id)",
            "tables: dogs, treatments | columns: treatments.dog_id");
        row("NATURAL", "SELECT city FROM owners NATURAL JOIN dogs",
            "tables: owners | columns: owners.city");
        row("USING chain",
            "SELECT name FROM dogs JOIN treatments USING (dog_id) JOIN owners "
            "USING (owner_id)",
            "tables: dogs, owners | columns: dogs.name");
    }
    void bothExtractorsAgree() {
        QFETCH(QString, sql);
        QFETCH(QString, expected);
        const std::string text = sql.toStdString();
        QCOMPARE(QString::fromStdString(show(extractor_.extractFromSqlite(*db_, text))), expected);
        QCOMPARE(QString::fromStdString(show(ElementExtractor::extractFromAst(*db_, text))),
                 expected);
        QueryElements combined = extractor_.extract(*db_, text);
        QCOMPARE(combined.source, ElementSource::Authorizer);
        QVERIFY(!combined.approximate());
        QCOMPARE(QString::fromStdString(show(combined)), expected);
    }

    // SQLite's elements get the spans the AST gives their names.
    void spans() {
        const std::string sql =
            "SELECT T1.name FROM dogs AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id "
            "WHERE T2.city = 'Austin' ORDER BY T1.name";
        QueryElements e = extractor_.extract(*db_, sql);
        QCOMPARE(e.source, ElementSource::Authorizer);
        QCOMPARE(spanTexts(e, ElementKind::Table, "dogs", sql), std::string("dogs"));
        QCOMPARE(spanTexts(e, ElementKind::Table, "owners", sql), std::string("owners"));
        QCOMPARE(spanTexts(e, ElementKind::Column, "dogs.name", sql),
                 std::string("T1.name|T1.name"));
        QCOMPARE(spanTexts(e, ElementKind::Column, "owners.owner_id", sql),
                 std::string("T2.owner_id"));
        QCOMPARE(e.find(ElementKind::Column, "dogs.name")->spans[0].begin, 7u);

        const std::string star = "SELECT * FROM breeds";
        QueryElements s = extractor_.extract(*db_, star);
        QCOMPARE(spanTexts(s, ElementKind::Column, "breeds.breed_name", star), std::string("*"));
    }

    // SQLite cannot prepare it: the AST walk, marked approximate.
    void fallbackToAst() {
        const std::string sql =
            "SELECT T1.nam, T2.city FROM dogs AS T1 JOIN ownrs AS T2 ON "
            "T1.owner_id = T2.owner_id WHERE nope > 1";
        QueryElements e = extractor_.extract(*db_, sql);
        QCOMPARE(e.source, ElementSource::Ast);
        QVERIFY(e.approximate());
        QCOMPARE(e.diagnostic, std::string("no such table: ownrs"));
        // `nope` is in none of the known tables: the unknown one may have it.
        QCOMPARE(show(e), std::string("tables: dogs, ownrs | columns: dogs.nam, dogs.owner_id, "
                                      "ownrs.city, ownrs.nope, ownrs.owner_id"));
        QCOMPARE(e.unresolved.size(), size_t(2));
        QCOMPARE(e.unresolved[0].text, std::string("ownrs"));
        QCOMPARE(e.unresolved[0].reason, std::string("no such table"));
        QCOMPARE(e.unresolved[1].text, std::string("T1.nam"));
        QCOMPARE(e.unresolved[1].reason, std::string("no such column"));
        QCOMPARE(spanTexts(e, ElementKind::Column, "dogs.nam", sql), std::string("T1.nam"));

        // `> =` (CoSQL gold): SQLite's tokenizer rejects it, the parser reads it.
        const std::string spaced = "SELECT name FROM dogs WHERE age > = 3";
        QueryElements g = extractor_.extract(*db_, spaced);
        QCOMPARE(g.source, ElementSource::Ast);
        QCOMPARE(g.diagnostic, std::string("near \"=\": syntax error"));
        QCOMPARE(show(g), std::string("tables: dogs | columns: dogs.age, dogs.name"));
        QVERIFY(g.unresolved.empty());

        // An unqualified unknown column with one table in scope belongs to it.
        QueryElements one = extractor_.extract(*db_, "SELECT nope FROM dogs");
        QCOMPARE(show(one), std::string("tables: dogs | columns: dogs.nope"));
        // With two, it belongs to none.
        QueryElements two = extractor_.extract(*db_, "SELECT nope FROM dogs, owners");
        QCOMPARE(show(two), std::string("tables: dogs, owners | columns: -"));
        QCOMPARE(two.unresolved.size(), size_t(1));

        QueryElements ambiguous = extractor_.extract(
            *db_, "SELECT owner_id FROM dogs JOIN owners ON dogs.owner_id = owners.owner_id");
        QCOMPARE(ambiguous.source, ElementSource::Ast);
        QCOMPARE(ambiguous.diagnostic, std::string("ambiguous column name: owner_id"));
        QCOMPARE(ambiguous.unresolved.size(), size_t(1));
        QCOMPARE(ambiguous.unresolved[0].reason, std::string("ambiguous column name"));
    }

    // The AST walk on its own (forced, as when SQLite cannot prepare): the
    // binder's SQLite reading of names (core/linking/ast_elements.cpp,
    // linkingBindOptions), one row per option where component analysis
    // reads names otherwise.
    void astWalkReadsNamesAsSqlite_data() {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("unresolved");
        auto row = [](const char* name, const char* sql, const char* expected,
                      const char* unresolved) {
            QTest::newRow(name) << QString(sql) << QString(expected) << QString(unresolved);
        };
        row("no table name under an alias", "SELECT dogs.name FROM dogs AS d",
            "tables: dogs | columns: -", "dogs.name: no such table");
        row("other schema", "SELECT name FROM aux.dogs", "tables: dogs | columns: dogs.name",
            "dogs: no such table");
        row("SQLite's own table", "SELECT s.name FROM sqlite_master s", "tables: - | columns: -",
            "");
        row("unknown table's column", "SELECT x.y FROM nope AS x", "tables: nope | columns: nope.y",
            "nope: no such table");
        row("function beside an unknown table", "SELECT y FROM pragma_table_info('dogs'), nope",
            "tables: nope | columns: -", "nope: no such table");
        row("later CTE visible",
            "WITH u AS (SELECT * FROM t), t AS (SELECT name FROM dogs) "
            "SELECT name FROM u",
            "tables: dogs | columns: dogs.name", "");
        row("expression named by its text", "SELECT \"count(*)\" FROM (SELECT count(*) FROM dogs)",
            "tables: dogs | columns: -", "");
        row("outer alias in WHERE",
            "SELECT name AS n FROM dogs WHERE (SELECT count(*) FROM "
            "owners WHERE first_name = n) > 0",
            "tables: dogs, owners | columns: dogs.name, owners.first_name", "");
        row("qualified name passed outward",
            "SELECT 1 FROM dogs AS t WHERE EXISTS (SELECT 1 "
            "FROM owners AS t WHERE t.age > 1)",
            "tables: dogs, owners | columns: dogs.age", "");
        row("rowid", "SELECT d.rowid FROM dogs d", "tables: dogs | columns: dogs.dog_id", "");
    }
    void astWalkReadsNamesAsSqlite() {
        QFETCH(QString, sql);
        QFETCH(QString, expected);
        QFETCH(QString, unresolved);
        const std::string text = sql.toStdString();
        QueryElements e = ElementExtractor::extractFromAst(*db_, text);
        QCOMPARE(e.source, ElementSource::Ast);
        QCOMPARE(QString::fromStdString(show(e)), expected);
        std::string reasons;
        for (const UnresolvedName& name : e.unresolved)
            reasons += (reasons.empty() ? "" : "; ") + name.text + ": " + name.reason;
        QCOMPARE(QString::fromStdString(reasons), unresolved);
    }

    // GROUP BY and ORDER BY may not name outer columns (SQLite's rule).
    void groupByHasNoOuterScope() {
        const std::string sql =
            "SELECT name FROM dogs WHERE dog_id IN (SELECT dog_id FROM "
            "treatments GROUP BY age)";
        QueryElements e = extractor_.extract(*db_, sql);
        QCOMPARE(e.source, ElementSource::Ast);
        QCOMPARE(e.diagnostic, std::string("no such column: age"));
        QCOMPARE(e.unresolved.size(), size_t(1));
        QCOMPARE(e.unresolved[0].text, std::string("age"));
    }

    void unreadable() {
        QueryElements e = extractor_.extract(*db_, "SELEC name FROM dogs");
        QCOMPARE(e.source, ElementSource::None);
        QVERIFY(e.tables.empty() && e.columns.empty());
        QCOMPARE(e.diagnostic, std::string("near \"SELEC\": syntax error; does not parse: 1:1: "
                                           "expected SELECT, found 'SELEC'"));
        // A write is denied while preparing; the parser reads SELECT only.
        QueryElements write = extractor_.extract(*db_, "DELETE FROM dogs");
        QCOMPARE(write.source, ElementSource::None);
        QVERIFY(write.tables.empty());
        QCOMPARE(extractor_.extract(*db_, "  ").source, ElementSource::None);
    }

    // Without a database file: the AST walk against tables.json's names.
    void withoutDatabaseFile() {
        auto load = sqlscope::schema::Catalog::fromTablesJson(
            sqlscope::testing::fixtureDir("dogs") + "tables.json");
        QVERIFY2(load.ok(), load.error.c_str());
        LinkSchemas schemas(load.catalog, {dir_.path().toStdString() + "/missing"});
        LinkDatabaseLookup lookup = schemas.find("dogs");
        QVERIFY(lookup.database);
        QVERIFY(lookup.database->path.empty());
        QCOMPARE(lookup.database->schemaSource, std::string("tables.json (no database file)"));
        QueryElements e = extractor_.extract(*lookup.database,
                                             "SELECT T1.name FROM dogs AS T1 "
                                             "JOIN owners AS T2 ON T1.owner_id "
                                             "= T2.owner_id");
        QCOMPARE(e.source, ElementSource::Ast);
        QCOMPARE(e.diagnostic, std::string("no database file for 'dogs'"));
        QCOMPARE(show(e), std::string("tables: dogs, owners | columns: dogs.name, "
                                      "dogs.owner_id, owners.owner_id"));
        QVERIFY(!schemas.find("nope").database);
        QCOMPARE(schemas.find("nope").error,
                 std::string("unknown database 'nope': not in tables.json and no database file"));
    }

    // Reads through a view are kept; the view itself is not an element.
    void views() {
        const std::string path = dir_.path().toStdString() + "/views.sqlite";
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db,
                              "CREATE TABLE t(a INTEGER, b TEXT); "
                              "CREATE VIEW v AS SELECT a FROM t WHERE b = 'x';",
                              nullptr, nullptr, nullptr),
                 SQLITE_OK);
        sqlite3_close(db);
        LinkDatabaseLookup lookup = linkDatabaseFromFile("views", path);
        QVERIFY(lookup.database);
        QueryElements e = extractor_.extractFromSqlite(*lookup.database, "SELECT * FROM v");
        QCOMPARE(show(e), std::string("tables: t | columns: t.a, t.b"));
    }

private:
    QTemporaryDir dir_;
    std::string path_;
    std::shared_ptr<const LinkDatabase> db_;
    ElementExtractor extractor_;
};

SQLSCOPE_TEST_SUITE(ElementExtractorTest)
#include "element_extractor_test.moc"
