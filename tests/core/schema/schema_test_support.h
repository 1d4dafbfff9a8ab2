// Helpers shared by the schema suites: small databases built from SQL in the
// test, text files, a file's bytes, and one-line descriptions of facts.
#pragma once

#include <sqlite3.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "core/schema/column_facts.h"
#include "core/schema/database_schema.h"

namespace sqlscope::testing {

// A composite primary key, a multi-column UNIQUE, a partial unique index, an
// expression unique index, a non-unique index, a table name with a space,
// one with quotes, a two-column FK, FKs whose `to` is NULL, and AUTOINCREMENT.
inline const char* const kOddSchemaSql = R"(
CREATE TABLE "order items" (order_id INTEGER, line_no INTEGER, sku TEXT NOT NULL, qty INTEGER,
                            PRIMARY KEY (order_id, line_no));
CREATE TABLE products (sku TEXT PRIMARY KEY, name TEXT, region TEXT, code TEXT, slug TEXT,
                       email TEXT UNIQUE, UNIQUE (name, region));
CREATE UNIQUE INDEX products_code ON products(code) WHERE code IS NOT NULL;
CREATE UNIQUE INDEX products_slug ON products(lower(slug));
CREATE INDEX products_region ON products(region);
CREATE TABLE "it's ""odd""" (id INTEGER PRIMARY KEY AUTOINCREMENT,
                             product TEXT REFERENCES products,
                             order_id INTEGER, line_no INTEGER,
                             FOREIGN KEY (order_id, line_no)
                                 REFERENCES "order items"(order_id, line_no));
CREATE TABLE parts (a INTEGER, b INTEGER, PRIMARY KEY (a, b));
CREATE TABLE part_refs (part INTEGER REFERENCES parts);
INSERT INTO "it's ""odd""" (product) VALUES ('x');
)";

// Creates <databaseDir>/<dbId>/<dbId>.sqlite from `sql`; returns its path, or
// "" (reason on stderr) on failure.
inline std::string makeDatabase(const std::string& databaseDir, const std::string& dbId,
                                const std::string& sql) {
    std::filesystem::path folder = std::filesystem::path(databaseDir) / dbId;
    std::filesystem::create_directories(folder);
    std::string path = (folder / (dbId + ".sqlite")).string();
    std::filesystem::remove(path);
    sqlite3* db = nullptr;
    int rc = sqlite3_open(path.c_str(), &db);
    char* error = nullptr;
    if (rc == SQLITE_OK) rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error);
    if (rc != SQLITE_OK) {
        std::fprintf(stderr, "makeDatabase %s: %s\n", dbId.c_str(),
                     error ? error : sqlite3_errmsg(db));
    }
    sqlite3_free(error);
    sqlite3_close(db);
    return rc == SQLITE_OK ? path : std::string();
}

inline void writeText(const std::string& path, const std::string& text) {
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    std::ofstream out(path, std::ios::binary);
    out << text;
}

inline std::string readBytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// "pk notnull unique fk=owners.owner_id" style summary of a column's facts:
// "pk", "composite", "notnull", "unique" when true, then each FK target.
inline std::string describeFacts(const schema::ColumnFacts& facts) {
    if (!facts.known) return "unknown";
    std::string out;
    auto add = [&](const std::string& word) {
        if (!out.empty()) out += ' ';
        out += word;
    };
    if (facts.primaryKey.value) add("pk");
    if (facts.compositePrimaryKey.value) add("composite");
    if (facts.notNull.value) add("notnull");
    if (facts.unique.value) add("unique");
    for (const schema::ForeignKeyTarget& target : facts.foreignKeys)
        add("fk=" + target.table + "." + target.column);
    return out.empty() ? "-" : out;
}

}  // namespace sqlscope::testing
