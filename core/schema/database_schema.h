// One database's schema as sqlscope knows it: what tables.json declares
// (Spider's indices kept, so Spider-faithful metrics can use them) and what
// the .sqlite file declares (NOT NULL, UNIQUE, PK, FK), side by side, with
// the places where the two disagree.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::schema {

// Index into DatabaseSchema::columns; 0 is Spider's "*" pseudo-column.
using ColumnIndex = int;
using TableIndex = int;

struct Column {
    std::string name;         // original spelling (column_names_original)
    std::string displayName;  // natural-language name (column_names)
    std::string type;         // tables.json column_types ("text", "number", ...)
    TableIndex table = -1;    // -1 for "*"
};

struct Table {
    std::string name;                     // original spelling (table_names_original)
    std::string displayName;              // natural-language name (table_names)
    std::vector<ColumnIndex> columns;     // in declaration order
    std::vector<ColumnIndex> primaryKey;  // as tables.json gives it (may be incomplete in Spider)
};

struct ForeignKey {
    ColumnIndex column = 0;      // the referencing column
    ColumnIndex referenced = 0;  // the referenced column
};

// Facts read from the .sqlite file with PRAGMA table_info, index_list,
// index_info and foreign_key_list. Names are the file's own spelling.
struct FileColumn {
    std::string name;
    std::string declaredType;
    bool notNull = false;     // notnull = 1 in table_info
    int primaryKeyOrder = 0;  // pk field of table_info (0: not part of the PK)
};

struct FileUniqueIndex {
    std::string name;
    std::vector<std::string> columns;  // empty entries for expression columns
    bool partial = false;
    bool fromPrimaryKey = false;  // origin 'pk' (a non-INTEGER primary key)
};

struct FileForeignKey {
    std::vector<std::string> columns;
    std::string referencedTable;
    std::vector<std::string> referencedColumns;  // empty strings when the DDL omits them
};

struct FileTable {
    std::string name;
    std::vector<FileColumn> columns;
    std::vector<FileUniqueIndex> uniqueIndexes;
    std::vector<FileForeignKey> foreignKeys;

    // The column of that name, matched case-insensitively; null when unknown.
    const FileColumn* findColumn(std::string_view columnName) const;
    // Names of the primary-key columns, in key order (pk = 1, 2, ...).
    std::vector<std::string> primaryKey() const;
};

struct FileSchema {
    std::string path;
    std::vector<FileTable> tables;  // every sqlite_master row of type 'table', in rowid order
};

// A place where tables.json and the .sqlite file say different things.
struct Disagreement {
    enum class Kind {
        MissingTable,
        MissingColumn,
        PrimaryKey,
        ForeignKey,
        ExtraTable,
        ExtraColumn
    };
    Kind kind;
    std::string table;
    std::string column;
    std::string detail;  // one human sentence
};

struct DatabaseSchema {
    std::string dbId;
    std::vector<Table> tables;
    std::vector<Column> columns;  // columns[0] is "*"
    std::vector<ForeignKey> foreignKeys;
    std::optional<FileSchema> file;  // absent when the .sqlite file was not (or could not be) read
    std::string fileError;           // why `file` is absent, when it was asked for
    std::vector<Disagreement> disagreements;

    // Case-insensitive (ASCII) lookups on original names.
    std::optional<TableIndex> findTable(std::string_view name) const;
    std::optional<ColumnIndex> findColumn(TableIndex table, std::string_view name) const;
    // The file's view of a table, matched case-insensitively; null when unknown.
    const FileTable* fileTable(std::string_view name) const;
};

}  // namespace sqlscope::schema
