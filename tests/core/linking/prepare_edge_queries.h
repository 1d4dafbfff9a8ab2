// Queries on the dogs fixture that exercise every way a prepare can go:
// names resolved through aliases, views, CTEs and subqueries, rowid, quoted
// names, SQLite's own tables, errors, every kind of refused statement,
// several statements, comments, blanks and NUL bytes. The prepare-sharing
// tests (schema linking, the component syntax verdict) all run this list.
#pragma once

#include <string>
#include <vector>

namespace sqlscope::testing {

inline const std::vector<std::string>& prepareEdgeQueries() {
    static const std::vector<std::string> all = {
        "SELECT name FROM dogs",
        "select NAME from DOGS",
        "SELECT * FROM dogs",
        "SELECT count(*) FROM dogs",
        "SELECT rowid FROM dogs",
        "SELECT d.ROWID, _rowid_ FROM dogs AS d",
        "SELECT d.name, o.first_name FROM dogs AS d JOIN owners AS o ON d.owner_id = o.owner_id",
        "SELECT name FROM dogs WHERE owner_id IN (SELECT owner_id FROM owners WHERE city = 'x')",
        "WITH t AS (SELECT name, age FROM dogs) SELECT name FROM t WHERE age > 3",
        "SELECT x.n FROM (SELECT name AS n FROM dogs) AS x",
        "SELECT name FROM old_dogs",
        "SELECT o.name, d.age FROM old_dogs AS o JOIN dogs AS d ON o.name = d.name",
        "SELECT \"kind\" FROM \"Vet Visits\"",
        "SELECT name FROM sqlite_master",
        "SELECT * FROM pragma_table_info('dogs')",
        "SELECT breed_name FROM breeds UNION SELECT name FROM dogs ORDER BY 1 LIMIT 2",
        "SELECT avg(cost), max(treatment_date) FROM treatments GROUP BY dog_id HAVING count(*) > 1",
        "  -- comment\n SELECT 1;  ",
        "/* c */ SELECT name FROM dogs /* tail */",
        "\n\t SELECT age FROM dogs",
        "SELECT nam FROM dogs",
        "SELECT name FROM pupils",
        "SELECT name FROM dogs WHERE",
        "SELECT nosuchfn(name) FROM dogs",
        "SELECT load_extension('x')",
        "DROP TABLE dogs",
        "DELETE FROM dogs",
        "UPDATE dogs SET name = 'x'",
        "INSERT INTO dogs (name) VALUES ('x')",
        "CREATE TEMP TABLE t (x)",
        "WITH x AS (SELECT 1) DELETE FROM dogs",
        "ATTACH 'other.db' AS other",
        "BEGIN",
        "VACUUM",
        "PRAGMA table_info(dogs)",
        "PRAGMA user_version",
        "PRAGMA user_version = 3",
        "PRAGMA journal_mode",
        "SELECT 1; SELECT 2",
        "SELECT name FROM dogs; SELECT age FROM dogs",
        "SELECT 1;;",
        "SELECT 1; -- done",
        "SELECT 1 /* unterminated",
        "\vSELECT 1",
        "SELECT \v1",
        "SELEC name FROM dogs",
        "SELECT 'it''s' FROM dogs WHERE name = \"Rex\"",
        std::string("SELECT name FROM dogs\0 garbage", 30),
        std::string("SELECT 1\0", 9),
        "   ",
        "-- only a comment",
        "/* only a comment",
        std::string("SELECT 1\0 garbage", 17),
        "",
    };
    return all;
}

}  // namespace sqlscope::testing
