// The shared name binder (core/bind/binder.h) on its own, over a small
// catalog of the dogs fixture's tables: what FROM items bind (alias vs base
// table, CTE visibility and shadowing, FROM-subquery output names, USING),
// what names resolve to (correlated references to an outer scope, result
// aliases in ORDER BY and HAVING, a double-quoted string that is no column,
// an unknown column, ASCII case-insensitivity), and each BindOptions setting
// under both of its users' readings.
#include <QObject>
#include <QTest>
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "core/bind/binder.h"
#include "core/sql/parser.h"
#include "core/util/ascii_case.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using bind::Binder;
using bind::BindingKind;
using bind::BindOptions;
using bind::Resolution;
using bind::Scope;

namespace {

class TestCatalog final : public bind::Catalog {
public:
    TestCatalog() {
        add("dogs", {"dog_id", "owner_id", "breed_code", "name", "age", "weight", "nickname"}, 0);
        add("Owners", {"owner_id", "first_name", "last_name", "City"}, 0);
        add("breeds", {"breed_code", "breed_name"}, std::nullopt);
    }
    const bind::CatalogTable* findTable(std::string_view name) const override {
        for (const bind::CatalogTable& table : tables_)
            if (util::equalsIgnoringAsciiCase(table.name, name)) return &table;
        return nullptr;
    }

private:
    void add(std::string name, std::vector<std::string> columns, std::optional<size_t> rowid) {
        bind::CatalogTable table;
        table.name = std::move(name);
        table.columns = std::move(columns);
        table.rowidAlias = rowid;
        tables_.push_back(std::move(table));
    }
    std::vector<bind::CatalogTable> tables_;
};

// Schema linking's reading of names (as core/linking/ast_elements.cpp sets it).
BindOptions sqliteReading() {
    BindOptions options;
    options.tableNameUnderAlias = false;
    options.otherSchemasMissing = true;
    options.systemTables = true;
    options.rowid = true;
    options.sqliteResultNames = true;
    options.unknownColumnsPerScope = true;
    options.reportAmbiguity = true;
    options.cteNaming = bind::CteNaming::OnUse;
    options.qualified = bind::QualifiedLookup::FirstHavingColumn;
    options.aliases = bind::AliasReach::FlaggedScopes;
    return options;
}

sql::ColumnRef ref(std::string column, std::string table = {},
                   sql::QuoteStyle quote = sql::QuoteStyle::None) {
    sql::ColumnRef out;
    out.column.name = std::move(column);
    out.column.quote = quote;
    if (!table.empty()) out.table = sql::Identifier{std::move(table), sql::QuoteStyle::None, {}};
    return out;
}

// One parsed query with the scope of its first SELECT.
struct Bound {
    sql::ParseResult parsed;
    bind::CteEnv env;
    Scope scope;
};

void bindQuery(Bound& out, const Binder& binder, const std::string& sql) {
    out.parsed = sql::parse(sql);
    QVERIFY2(out.parsed.ok(), sql.c_str());
    out.env = binder.ctesOf(*out.parsed.statement, nullptr);
    out.scope = binder.scopeOf(out.parsed.statement->first, nullptr, &out.env);
}

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (const std::string& name : names)
        out += (out.empty() ? "" : ",") + (name.empty() ? std::string("?") : name);
    return out;
}

const char* kindName(Resolution::Kind kind) {
    switch (kind) {
        case Resolution::Kind::Column:
            return "column";
        case Resolution::Kind::Rowid:
            return "rowid";
        case Resolution::Kind::Alias:
            return "alias";
        case Resolution::Kind::UnknownColumns:
            return "unknown-columns";
        case Resolution::Kind::Text:
            return "text";
        case Resolution::Kind::Unresolved:
            return "unresolved";
    }
    return "?";
}

// "column dogs@d[3]", "alias", "unresolved -", "unresolved guess d".
std::string show(const Resolution& r) {
    std::string out = kindName(r.kind);
    if (r.kind == Resolution::Kind::Unresolved)
        return out + (r.binding ? " guess " + r.binding->name : " -");
    if (r.binding) {
        out += " " + r.binding->tableName + "@" + r.binding->name;
        if (r.column) out += "[" + std::to_string(*r.column) + "]";
    }
    if (r.ambiguous) out += " ambiguous";
    return out;
}

}  // namespace

class BinderTest : public QObject {
    Q_OBJECT

private slots:
    void aliasAndBaseTable() {
        Binder binder(&catalog_);
        Bound q;
        bindQuery(q, binder, "SELECT d.name FROM dogs AS d, owners");
        QCOMPARE(q.scope.bindings.size(), size_t(2));
        const bind::Binding& dogs = q.scope.bindings[0];
        QCOMPARE(dogs.kind, BindingKind::Table);
        QCOMPARE(dogs.name, std::string("d"));
        QCOMPARE(dogs.tableName, std::string("dogs"));
        QCOMPARE(q.scope.bindings[1].name, std::string("owners"));
        QCOMPARE(show(binder.resolve(ref("name", "d"), q.scope)), std::string("column dogs@d[3]"));
        // Component: a table is also named by its own name under an alias;
        // SQLite (linking) refuses it.
        QCOMPARE(show(binder.resolve(ref("name", "dogs"), q.scope)),
                 std::string("column dogs@d[3]"));
        Binder sqlite(&catalog_, sqliteReading());
        QCOMPARE(show(sqlite.resolve(ref("name", "dogs"), q.scope)), std::string("unresolved -"));
        QCOMPARE(show(sqlite.resolve(ref("name", "d"), q.scope)), std::string("column dogs@d[3]"));
    }

    void missingTablesAndFunctions() {
        Binder binder(&catalog_);
        Bound q;
        bindQuery(q, binder,
                  "SELECT 1 FROM pupils AS p, json_each('[1]') AS j, aux.dogs, sqlite_master");
        QCOMPARE(q.scope.bindings[0].kind, BindingKind::MissingTable);
        QCOMPARE(q.scope.bindings[0].tableName, std::string("pupils"));
        QCOMPARE(q.scope.bindings[1].kind, BindingKind::Function);
        QCOMPARE(q.scope.bindings[1].name, std::string("j"));
        QCOMPARE(q.scope.bindings[2].kind, BindingKind::Table);  // component: schema ignored
        QCOMPARE(q.scope.bindings[3].kind, BindingKind::MissingTable);
        Binder sqlite(&catalog_, sqliteReading());
        Bound s;
        bindQuery(s, sqlite,
                  "SELECT 1 FROM pupils AS p, json_each('[1]') AS j, aux.dogs, sqlite_master");
        QCOMPARE(s.scope.bindings[2].kind, BindingKind::MissingTable);  // not the main schema
        QCOMPARE(s.scope.bindings[3].kind, BindingKind::SystemTable);
        // A qualifier naming a table of unknown columns.
        QCOMPARE(show(sqlite.resolve(ref("x", "p"), s.scope)),
                 std::string("unknown-columns pupils@p"));
        // Unqualified, with several tables of unknown columns: no single owner.
        QCOMPARE(show(sqlite.resolve(ref("x"), s.scope)), std::string("unknown-columns"));
        Bound one;
        bindQuery(one, sqlite, "SELECT x FROM dogs, pupils");
        QCOMPARE(show(sqlite.resolve(ref("x"), one.scope)),
                 std::string("unknown-columns pupils@pupils"));
        // Component: the one table of unknown columns is the likely owner.
        QCOMPARE(show(binder.resolve(ref("x"), one.scope)), std::string("unresolved guess pupils"));
    }

    void cteVisibilityAndShadowing() {
        Binder binder(&catalog_);
        Bound q;
        bindQuery(q, binder,
                  "WITH dogs AS (SELECT name AS n FROM dogs), later AS (SELECT * FROM early), "
                  "early(a, b) AS (SELECT 1, 2) SELECT n FROM dogs");
        // The CTE shadows the base table of the same name.
        QCOMPARE(q.scope.bindings[0].kind, BindingKind::Cte);
        QCOMPARE(joined(q.scope.bindings[0].columns), std::string("n"));
        QCOMPARE(show(binder.resolve(ref("n"), q.scope)), std::string("column @dogs[0]"));
        // Component names CTEs eagerly: a later CTE is not visible yet.
        QCOMPARE(joined(q.env.find("later")->columns), std::string(""));
        QCOMPARE(joined(q.env.find("EARLY")->columns), std::string("a,b"));
        // The dogs CTE's own body reads the base table (it is not visible to itself).
        QCOMPARE(q.env.find("dogs")->columns.size(), size_t(1));
        // Linking: every CTE of the WITH is visible; names come from the walk.
        Binder sqlite(&catalog_, sqliteReading());
        bind::CteEnv declared = sqlite.ctesOf(*q.parsed.statement, nullptr);
        QCOMPARE(declared.entries.size(), size_t(3));
        QVERIFY(declared.find("early")->columns.empty());
        // A nested WITH shadows the outer one; lookups go innermost first.
        sql::ParseResult inner = sql::parse("WITH dogs AS (SELECT 1 AS z) SELECT z FROM dogs");
        QVERIFY(inner.ok());
        bind::CteEnv nested = binder.ctesOf(*inner.statement, &q.env);
        bind::CteEnv::Found found = nested.lookup("dogs");
        QCOMPARE(found.env, &nested);
        QCOMPARE(joined(found.entry->columns), std::string("z"));
        QCOMPARE(nested.lookup("early").env, &q.env);
        QVERIFY(!nested.find("nope"));
    }

    void subqueryOutputNames() {
        const std::string sql =
            "SELECT x.n FROM (SELECT name AS n, Age, count(*), d.* FROM dogs AS d) AS x, "
            "(VALUES (1, 2))";
        Binder binder(&catalog_);
        Bound q;
        bindQuery(q, binder, sql);
        const bind::Binding& x = q.scope.bindings[0];
        QCOMPARE(x.kind, BindingKind::Subquery);
        QCOMPARE(x.name, std::string("x"));
        QCOMPARE(joined(x.columns),
                 std::string("n,age,?,dog_id,owner_id,breed_code,name,age,weight,nickname"));
        QCOMPARE(q.scope.bindings[1].name, std::string(""));
        QCOMPARE(joined(q.scope.bindings[1].columns), std::string("?,?"));
        // SQLite's names: an expression's text, columnN for VALUES.
        Binder sqlite(&catalog_, sqliteReading(), sql);
        Bound s;
        bindQuery(s, sqlite, sql);
        QCOMPARE(joined(s.scope.bindings[0].columns),
                 std::string("n,age,count(*),dog_id,owner_id,breed_code,name,age,weight,nickname"));
        QCOMPARE(joined(s.scope.bindings[1].columns), std::string("column1,column2"));
        QCOMPARE(show(sqlite.resolve(ref("column2"), s.scope)), std::string("column @[1]"));
        // A derived column the subquery does not have: the qualifier's table
        // is the likely owner under both readings.
        QCOMPARE(show(binder.resolve(ref("nope", "x"), q.scope)), std::string("column @x"));
        QCOMPARE(show(sqlite.resolve(ref("nope", "x"), s.scope)),
                 std::string("unresolved guess x"));
    }

    void usingAndNaturalJoins() {
        const std::string sql =
            "SELECT * FROM dogs JOIN owners USING (owner_id) NATURAL JOIN breeds";
        Binder sqlite(&catalog_, sqliteReading(), sql);
        Bound s;
        bindQuery(s, sqlite, sql);
        QCOMPARE(joined(s.scope.bindings[1].joined), std::string("owner_id"));
        QCOMPARE(joined(s.scope.bindings[2].joined), std::string("breed_code"));
        // A USING column is one column: not ambiguous; `*` shows it once.
        QCOMPARE(show(sqlite.resolve(ref("owner_id"), s.scope)),
                 std::string("column dogs@dogs[1]"));
        const std::vector<std::string> names =
            sqlite.resultNames(s.parsed.statement->first, s.scope);
        QCOMPARE(std::count(names.begin(), names.end(), std::string("owner_id")), 1L);
        Bound comma;
        bindQuery(comma, sqlite, "SELECT owner_id FROM dogs, owners");
        QCOMPARE(show(sqlite.resolve(ref("owner_id"), comma.scope)),
                 std::string("column dogs@dogs[1] ambiguous"));
        // Component takes the first binding and does not report ambiguity.
        Binder binder(&catalog_);
        QCOMPARE(show(binder.resolve(ref("owner_id"), comma.scope)),
                 std::string("column dogs@dogs[1]"));
    }

    void correlatedReference() {
        Binder binder(&catalog_);
        Bound outer;
        bindQuery(outer, binder,
                  "SELECT name FROM dogs WHERE EXISTS (SELECT 1 FROM owners WHERE city = name)");
        const auto* exists = outer.parsed.statement->first.where->as<sql::Exists>();
        QVERIFY(exists);
        Scope inner = binder.scopeOf(exists->subquery->first, &outer.scope, &outer.env);
        const Resolution city = binder.resolve(ref("CITY"), inner);
        QCOMPARE(show(city), std::string("column owners@owners[3]"));
        QCOMPARE(city.scope, &inner);
        // Inner scope first, then the outer one.
        const Resolution name = binder.resolve(ref("name"), inner);
        QCOMPARE(show(name), std::string("column dogs@dogs[3]"));
        QCOMPARE(name.scope, &outer.scope);
        QCOMPARE(show(binder.resolve(ref("age", "dogs"), inner)),
                 std::string("column dogs@dogs[4]"));
        // SQLite passes a qualified name its table lacks on outward.
        Binder sqlite(&catalog_, sqliteReading());
        Bound o;
        bindQuery(o, sqlite, "SELECT 1 FROM dogs AS t WHERE EXISTS (SELECT 1 FROM owners AS t)");
        const auto* e = o.parsed.statement->first.where->as<sql::Exists>();
        Scope in = sqlite.scopeOf(e->subquery->first, &o.scope, &o.env);
        QCOMPARE(show(sqlite.resolve(ref("age", "t"), in)), std::string("column dogs@t[4]"));
        QCOMPARE(show(binder.resolve(ref("age", "t"), in)), std::string("column owners@t"));
    }

    void resultAliases() {
        Binder binder(&catalog_);
        Bound q;
        bindQuery(q, binder,
                  "SELECT age AS name, count(*) AS c FROM dogs GROUP BY age HAVING c > 1 "
                  "ORDER BY name");
        // ORDER BY (component's aliasesFirst): the alias wins over the column.
        QCOMPARE(show(binder.resolve(ref("name"), q.scope, true)), std::string("alias"));
        QCOMPARE(binder.resolve(ref("NAME"), q.scope, true).alias,
                 &q.parsed.statement->first.columns[0]);
        // Elsewhere the column of the FROM wins; an alias no column has is the alias.
        QCOMPARE(show(binder.resolve(ref("name"), q.scope)), std::string("column dogs@dogs[3]"));
        QCOMPARE(show(binder.resolve(ref("c"), q.scope)), std::string("alias"));
        // While an alias is being expanded, aliases are not visible.
        QCOMPARE(show(binder.resolve(ref("c"), q.scope, false, false)),
                 std::string("unresolved guess dogs"));
        // Linking: aliases only where the walk says they are visible.
        Binder sqlite(&catalog_, sqliteReading());
        QCOMPARE(show(sqlite.resolve(ref("c"), q.scope)), std::string("unresolved guess dogs"));
        q.scope.aliasesVisible = true;
        QCOMPARE(show(sqlite.resolve(ref("c"), q.scope)), std::string("alias"));
        // An enclosing SELECT's alias: linking sees it where flagged, component never.
        Scope inner;
        inner.parent = &q.scope;
        QCOMPARE(show(sqlite.resolve(ref("c"), inner)), std::string("alias"));
        QCOMPARE(show(binder.resolve(ref("c"), inner)), std::string("unresolved -"));
    }

    void doubleQuotedText() {
        Binder binder(&catalog_);
        Bound q;
        bindQuery(q, binder, "SELECT 1 FROM dogs");
        QCOMPARE(show(binder.resolve(ref("Rex", {}, sql::QuoteStyle::Double), q.scope)),
                 std::string("text"));
        QCOMPARE(show(binder.resolve(ref("name", {}, sql::QuoteStyle::Double), q.scope)),
                 std::string("column dogs@dogs[3]"));
        // A single-quoted or bare unknown name is no string.
        QCOMPARE(show(binder.resolve(ref("Rex"), q.scope)), std::string("unresolved guess dogs"));
    }

    void unknownColumn() {
        Binder binder(&catalog_);
        Bound one;
        bindQuery(one, binder, "SELECT nope FROM dogs");
        QCOMPARE(show(binder.resolve(ref("nope"), one.scope)),
                 std::string("unresolved guess dogs"));
        Bound two;
        bindQuery(two, binder, "SELECT nope FROM dogs, owners");
        QCOMPARE(show(binder.resolve(ref("nope"), two.scope)), std::string("unresolved -"));
        QCOMPARE(show(binder.resolve(ref("name", "nope"), two.scope)), std::string("unresolved -"));
        // Rowid names (linking only): the table's INTEGER PRIMARY KEY.
        Binder sqlite(&catalog_, sqliteReading());
        QCOMPARE(show(sqlite.resolve(ref("ROWID"), one.scope)), std::string("rowid dogs@dogs"));
        QCOMPARE(show(sqlite.resolve(ref("rowid"), two.scope)), std::string("unresolved -"));
        QCOMPARE(show(sqlite.resolve(ref("oid", "dogs"), two.scope)),
                 std::string("rowid dogs@dogs"));
        QCOMPARE(show(binder.resolve(ref("rowid"), one.scope)),
                 std::string("unresolved guess dogs"));
    }

    void asciiCaseInsensitive() {
        Binder binder(&catalog_);
        Bound q;
        bindQuery(q, binder,
                  "SELECT D.NAME FROM DOGS AS d JOIN OWNERS ON d.Owner_ID = owners.owner_id");
        QCOMPARE(q.scope.bindings[0].tableName, std::string("dogs"));
        QCOMPARE(q.scope.bindings[1].name, std::string("owners"));
        QCOMPARE(q.scope.bindings[1].table->name, std::string("Owners"));
        QCOMPARE(show(binder.resolve(ref("NaMe", "D"), q.scope)), std::string("column dogs@d[3]"));
        QCOMPARE(show(binder.resolve(ref("city"), q.scope)),
                 std::string("column owners@owners[3]"));
        // Only ASCII letters fold: "É" and "é" differ.
        QCOMPARE(show(binder.resolve(ref("nam\xc3\x89"), q.scope)), std::string("unresolved -"));
    }

private:
    TestCatalog catalog_;
};

SQLSCOPE_TEST_SUITE(BinderTest)
#include "binder_test.moc"
