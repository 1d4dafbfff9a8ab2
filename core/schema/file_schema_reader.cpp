// readFileSchema: the facts of one .sqlite file, read through the table-valued
// PRAGMA functions on a read-only, immutable connection (the file is never
// locked, journaled or written).
#include <sqlite3.h>
#include <sys/stat.h>

#include <memory>
#include <string>
#include <string_view>

#include "core/schema/catalog.h"

namespace sqlscope::schema {

namespace {

struct ConnectionCloser {
    void operator()(sqlite3* db) const { sqlite3_close_v2(db); }
};
struct StatementFinalizer {
    void operator()(sqlite3_stmt* statement) const { sqlite3_finalize(statement); }
};
using Connection = std::unique_ptr<sqlite3, ConnectionCloser>;
using Statement = std::unique_ptr<sqlite3_stmt, StatementFinalizer>;

// `file:` URI of a path: every byte but unreserved characters and '/' is
// percent-encoded, so '%', '?', '#' and spaces in folder names survive.
std::string fileUri(const std::string& path) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string uri = path.starts_with('/') ? "file://" : "file:";
    for (unsigned char c : path) {
        bool plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                     c == '-' || c == '.' || c == '_' || c == '~' || c == '/';
        if (plain) {
            uri += static_cast<char>(c);
        } else {
            uri += '%';
            uri += kHex[c >> 4];
            uri += kHex[c & 0xF];
        }
    }
    uri += "?mode=ro&immutable=1";
    return uri;
}

std::string text(sqlite3_stmt* statement, int column) {
    const unsigned char* value = sqlite3_column_text(statement, column);
    return value ? std::string(reinterpret_cast<const char*>(value)) : std::string();
}

// The schema queries of one file, each prepared at its first use and run
// again for every table (reset, its parameter bound anew): a file's tables
// cost at most four prepares, not three per table and one per unique index.
struct SchemaQueries {
    sqlite3* db = nullptr;
    Statement columns, uniqueIndexes, indexColumns, foreignKeys;
};

// Runs `sql` (prepared into `slot` the first time) with `argument` bound to
// ?1 (when given) and calls `row` for each result row. Returns false and
// sets `error` on failure.
template <typename RowFn>
bool forEachRow(sqlite3* db, Statement& slot, const char* sql, const std::string* argument,
                std::string& error, RowFn row) {
    if (!slot) {
        sqlite3_stmt* raw = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &raw, nullptr) != SQLITE_OK) {
            error = sqlite3_errmsg(db);
            sqlite3_finalize(raw);
            return false;
        }
        slot.reset(raw);
    } else {
        sqlite3_reset(slot.get());
        sqlite3_clear_bindings(slot.get());
    }
    sqlite3_stmt* raw = slot.get();
    if (argument && sqlite3_bind_text(raw, 1, argument->data(), static_cast<int>(argument->size()),
                                      SQLITE_TRANSIENT) != SQLITE_OK) {
        error = sqlite3_errmsg(db);
        return false;
    }
    for (;;) {
        int rc = sqlite3_step(raw);
        if (rc == SQLITE_DONE) return true;
        if (rc != SQLITE_ROW) {
            error = sqlite3_errmsg(db);
            return false;
        }
        row(raw);
    }
}

bool readTable(SchemaQueries& queries, FileTable& table, std::string& error) {
    sqlite3* const db = queries.db;
    // Table names are bound as parameters of the table-valued PRAGMA
    // functions, so spaces and quotes in names need no quoting.
    if (!forEachRow(db, queries.columns,
                    "SELECT name, type, \"notnull\", pk FROM pragma_table_info(?1) ORDER BY cid",
                    &table.name, error, [&](sqlite3_stmt* row) {
                        FileColumn column;
                        column.name = text(row, 0);
                        column.declaredType = text(row, 1);
                        column.notNull = sqlite3_column_int(row, 2) != 0;
                        column.primaryKeyOrder = sqlite3_column_int(row, 3);
                        table.columns.push_back(std::move(column));
                    })) {
        return false;
    }

    if (!forEachRow(db, queries.uniqueIndexes,
                    "SELECT name, origin, partial FROM pragma_index_list(?1) WHERE \"unique\" = 1 "
                    "ORDER BY seq",
                    &table.name, error, [&](sqlite3_stmt* row) {
                        FileUniqueIndex index;
                        index.name = text(row, 0);
                        index.fromPrimaryKey = text(row, 1) == "pk";
                        index.partial = sqlite3_column_int(row, 2) != 0;
                        table.uniqueIndexes.push_back(std::move(index));
                    })) {
        return false;
    }
    for (FileUniqueIndex& index : table.uniqueIndexes) {
        // name is NULL for an expression (and for the rowid): an empty entry.
        if (!forEachRow(db, queries.indexColumns,
                        "SELECT name FROM pragma_index_info(?1) ORDER BY seqno", &index.name, error,
                        [&](sqlite3_stmt* row) { index.columns.push_back(text(row, 0)); })) {
            return false;
        }
    }

    int currentId = -1;
    return forEachRow(
        db, queries.foreignKeys,
        "SELECT id, \"from\", \"table\", \"to\" FROM pragma_foreign_key_list(?1) ORDER BY id, seq",
        &table.name, error, [&](sqlite3_stmt* row) {
            int id = sqlite3_column_int(row, 0);
            if (table.foreignKeys.empty() || id != currentId) {
                currentId = id;
                table.foreignKeys.emplace_back();
                table.foreignKeys.back().referencedTable = text(row, 2);
            }
            FileForeignKey& key = table.foreignKeys.back();
            key.columns.push_back(text(row, 1));
            key.referencedColumns.push_back(text(row, 3));  // NULL `to` -> ""
        });
}

}  // namespace

std::optional<FileSchema> readFileSchema(const std::string& path, std::string& error) {
    // Only a regular file is opened: opening a FIFO would block for ever.
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
        error = path + ": cannot open: not a regular file";
        return std::nullopt;
    }
    sqlite3* raw = nullptr;
    int rc = sqlite3_open_v2(fileUri(path).c_str(), &raw, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI,
                             nullptr);
    Connection db(raw);
    if (rc != SQLITE_OK) {
        error = path + ": cannot open: " + (raw ? sqlite3_errmsg(raw) : sqlite3_errstr(rc));
        return std::nullopt;
    }

    FileSchema schema;
    schema.path = path;
    std::string reason;
    Statement tables;
    if (!forEachRow(raw, tables,
                    "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid", nullptr,
                    reason, [&](sqlite3_stmt* row) {
                        schema.tables.emplace_back();
                        schema.tables.back().name = text(row, 0);
                    })) {
        error = path + ": cannot read the schema: " + reason;
        return std::nullopt;
    }
    tables.reset();
    SchemaQueries queries{raw, {}, {}, {}, {}};
    for (FileTable& table : schema.tables) {
        if (!readTable(queries, table, reason)) {
            error = path + ": cannot read table '" + table.name + "': " + reason;
            return std::nullopt;
        }
    }
    return schema;
}

}  // namespace sqlscope::schema
