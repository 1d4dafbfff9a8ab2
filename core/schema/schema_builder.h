// One tables.json entry's DatabaseSchema, built from its fields in the order
// the reader meets them, with every check the field types alone cannot
// make: list lengths, column 0 being [-1, "*"], table and column index
// ranges, composite keys on one table. Both tables.json readers build
// through it (catalog.cpp's general reader, which reports the first failed
// check with its position; plain_tables_json.cpp's one-pass reader, which
// declines the file on any), so the two cannot disagree on what a valid
// entry is. Duplicate key columns are kept once.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/schema/database_schema.h"

namespace sqlscope::schema {

// Where a value sits in its entry, as the messages show it:
// "field[index]", "field[index][sub]".
struct FieldPosition {
    const char* field = "";
    size_t index = 0;
    long long sub = -1;  // -1: none

    std::string text() const;
};

class SchemaBuilder {
public:
    explicit SchemaBuilder(std::string dbId);

    // Each check returns false when it fails, with error() set to the
    // message (without the file and the entry, which the caller knows).

    // A list `field` of `size` entries beside `original` of `expected`.
    bool sameLength(const char* field, size_t size, const char* original, size_t expected);
    void addTable(std::string name, std::string displayName);
    // column_names_original must hold "*" first: `count` columns follow.
    bool hasColumns(size_t count);
    // The next column, column_names_original[i] = [table, name]: i = 0 must
    // be [-1, "*"], every other table index one of the tables added. Its
    // display name and type are then set on lastColumn(): the general reader
    // checks those fields only after this one, in the file's order.
    bool addColumn(long long table, std::string name);
    Column& lastColumn() { return schema_.columns.back(); }
    // A column index (not "*") at `at`, checked against the columns added.
    bool columnIndex(long long index, const FieldPosition& at, ColumnIndex& column);
    // primary_keys: a column of its table's key.
    void addKeyColumn(ColumnIndex column);
    // A composite key (BIRD's nested list) at `at` of `count` columns, then
    // each column in the file's order (checked as columnIndex does, and on
    // the first one's table), then the key's end, which adds them all.
    bool beginCompositeKey(size_t count, const FieldPosition& at);
    bool compositeKeyColumn(long long index, const FieldPosition& columnAt);
    void endCompositeKey();
    void addForeignKey(ColumnIndex column, ColumnIndex referenced);

    const std::string& error() const { return error_; }
    DatabaseSchema take() { return std::move(schema_); }

private:
    bool fail(std::string message);

    DatabaseSchema schema_;
    std::string error_;
    FieldPosition compositeAt_;              // the composite key being read
    std::vector<ColumnIndex> compositeKey_;  // its columns so far
};

}  // namespace sqlscope::schema
