// The schema the official Spider parser resolves names against
// (docs/metrics/esm.md#inputs-and-schema): table names from the .sqlite file's sqlite_master (every
// type='table' row, sqlite_sequence included) and their PRAGMA table_info columns, all lowercased,
// plus the reference's id map ("*" -> "__all__", "t.c" ->
// "__t.c__", "t" -> "__t__"). When no .sqlite file exists the original names
// of tables.json stand in (same ids; see esm_schemas.h).
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/schema/database_schema.h"

namespace sqlscope::match::esm {

// A string hash that also takes views, so that lookups need no std::string.
struct SpiderNameHash {
    using is_transparent = void;
    size_t operator()(std::string_view text) const { return std::hash<std::string_view>{}(text); }
};

template <typename Value>
using SpiderNameMap = std::unordered_map<std::string, Value, SpiderNameHash, std::equal_to<>>;

struct SpiderSchema {
    std::vector<std::string> tables;                  // lowercased, in the reference's dict order
    SpiderNameMap<std::vector<std::string>> columns;  // table -> its columns
    SpiderNameMap<std::string> idMap;

    // From the facts of the .sqlite file (what the reference reads).
    static SpiderSchema fromFile(const schema::FileSchema& file);
    // From tables.json's table_names_original / column_names_original.
    static SpiderSchema fromTablesJson(const schema::DatabaseSchema& entry);

    // "__t.c__" ids of every column of the table with id "__t__" (the
    // reference's build_valid_col_units prefix test).
    bool isColumnOfTable(const std::string& columnId, const std::string& tableId) const;

private:
    void addTable(const std::string& name, std::vector<std::string> columnNames);
    void buildIdMap();
};

}  // namespace sqlscope::match::esm
