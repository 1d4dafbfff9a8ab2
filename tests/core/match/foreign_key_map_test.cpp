// The reference's foreign-key map (docs/metrics/esm.md#foreign-key-map, Q6): the dogs fixture's map
// of docs/metrics/README.md#the-dogs-fixture, and groups that a bridging pair does not merge.
#include <QObject>
#include <QTest>
#include <string>

#include "core/match/esm/foreign_key_map.h"
#include "core/schema/catalog.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::match::esm;
using sqlscope::schema::Column;
using sqlscope::schema::DatabaseSchema;
using sqlscope::schema::ForeignKey;
using sqlscope::schema::Table;

namespace {

std::string describe(const ForeignKeyMap& map) {
    std::map<std::string, std::string> sorted(map.begin(), map.end());
    std::string out;
    for (const auto& [from, to] : sorted)
        out += from + "->" + to + "\n";
    return out;
}

// One table "T" with columns c1..c<n> (index i = column ci).
DatabaseSchema tableWithColumns(int n) {
    DatabaseSchema schema;
    schema.tables.push_back(Table{"T", "t", {}, {}});
    schema.columns.push_back(Column{"*", "*", "text", -1});
    for (int i = 1; i <= n; ++i) {
        std::string name = "C";
        name += std::to_string(i);
        schema.columns.push_back(Column{name, "c", "text", 0});
        schema.tables[0].columns.push_back(i);
    }
    return schema;
}

}  // namespace

class ForeignKeyMapTest : public QObject {
    Q_OBJECT

private slots:
    void dogsFixture() {
        auto load = sqlscope::schema::Catalog::fromTablesJson(
            sqlscope::testing::fixtureDir("dogs") + "tables.json");
        QVERIFY2(load.ok(), load.error.c_str());
        const DatabaseSchema* dogs = load.catalog.find("dogs");
        QVERIFY(dogs);
        QCOMPARE(describe(buildForeignKeyMap(*dogs)),
                 std::string("__breeds.breed_code__->__breeds.breed_code__\n"
                             "__dogs.breed_code__->__breeds.breed_code__\n"
                             "__dogs.dog_id__->__dogs.dog_id__\n"
                             "__dogs.owner_id__->__owners.owner_id__\n"
                             "__owners.owner_id__->__owners.owner_id__\n"
                             "__treatments.dog_id__->__dogs.dog_id__\n"));
    }

    void groupsNeverMerge() {
        // [1,2], [3,4], then [2,3] joins the first group only; column 3 is in
        // both groups and the later group's representative (3) wins.
        DatabaseSchema schema = tableWithColumns(4);
        schema.foreignKeys = {ForeignKey{1, 2}, ForeignKey{3, 4}, ForeignKey{2, 3}};
        QCOMPARE(describe(buildForeignKeyMap(schema)),
                 std::string("__t.c1__->__t.c1__\n__t.c2__->__t.c1__\n__t.c3__->__t.c3__\n"
                             "__t.c4__->__t.c3__\n"));
    }

    void representativeIsTheSmallestIndex() {
        DatabaseSchema schema = tableWithColumns(4);
        schema.foreignKeys = {ForeignKey{4, 2}, ForeignKey{2, 3}};
        QCOMPARE(describe(buildForeignKeyMap(schema)),
                 std::string("__t.c2__->__t.c2__\n__t.c3__->__t.c2__\n__t.c4__->__t.c2__\n"));
    }
};

SQLSCOPE_TEST_SUITE(ForeignKeyMapTest)
#include "foreign_key_map_test.moc"
