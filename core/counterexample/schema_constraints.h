// The constraints a benchmark database declares, read from the .sqlite file
// itself (PRAGMA table_info / index_list / index_info / foreign_key_list and
// the CREATE statements of sqlite_schema): what a generated database must
// honour (docs/metrics/exc.md#the-generator). Declared only: what the data
// happens to satisfy is not a constraint.
#pragma once

#include <string>
#include <vector>

struct sqlite3;

namespace sqlscope::counterexample {

// SQLite's type affinity of a declared column type (the rules of
// https://sqlite.org/datatype3.html#determination_of_column_affinity).
enum class Affinity { Integer, Real, Numeric, Text, Blob };
Affinity affinityOf(const std::string& declaredType);

struct ColumnConstraint {
    std::string name;
    std::string declaredType;
    Affinity affinity = Affinity::Blob;
    bool notNull = false;    // NOT NULL, or part of the PRIMARY KEY of a WITHOUT ROWID table
    int primaryKeyPart = 0;  // 1-based position in the PRIMARY KEY; 0 = not in it
    bool integerPrimaryKey = false;  // the rowid alias: an INTEGER PRIMARY KEY alone
};

struct ForeignKey {
    std::vector<std::string> columns;  // in the child table
    std::string parentTable;
    std::vector<std::string> parentColumns;  // empty names: the parent's PRIMARY KEY
};

struct TableConstraints {
    std::string name;
    std::string createSql;  // as in sqlite_schema
    std::vector<ColumnConstraint> columns;
    // Every set of columns declared unique: the PRIMARY KEY, UNIQUE
    // constraints and unique indexes (column indexes into `columns`).
    std::vector<std::vector<size_t>> uniqueSets;
    std::vector<ForeignKey> foreignKeys;
    long long rowCount = 0;  // in the benchmark database

    // The column's index, case-insensitively; -1 when absent.
    int columnIndex(const std::string& column) const;
};

struct SchemaConstraints {
    std::vector<TableConstraints> tables;  // in sqlite_schema order
    // CREATE INDEX and CREATE VIEW statements, replayed after the tables.
    std::vector<std::string> otherSql;

    // The table's index, case-insensitively; -1 when absent.
    int tableIndex(const std::string& table) const;
};

// Reads the constraints of the main database of `db` (any connection: the
// benchmark's read-only one). `error` says what could not be read.
SchemaConstraints readSchemaConstraints(sqlite3* db, std::string& error);

// `name` as an SQL identifier: "name" with inner quotes doubled.
std::string quoteIdentifier(const std::string& name);

}  // namespace sqlscope::counterexample
