// The `.sqlscope` workspace file's schema as a list of migrations
// (docs/workspace.md): migration N takes a file from version N-1 to N, each
// applied in its own transaction; PRAGMA user_version holds the version a
// file is at. A file newer than this code knows is refused, never altered.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

struct sqlite3;

namespace sqlscope::workspace {

// PRAGMA application_id of a workspace file ("SQSC" as big-endian bytes):
// tells a workspace apart from any other SQLite database.
inline constexpr int32_t kApplicationId = 0x53515343;

struct Migration {
    int version;               // the version the file is at after it
    std::string_view summary;  // one line: what it changes
    const char* sql;           // the script (no transaction statements)
};

// Every migration in order: migrations()[i].version == i + 1.
const std::vector<Migration>& migrations();

// The version this code writes (the last migration's).
int currentSchemaVersion();

// PRAGMA user_version of `db`; -1 when it cannot be read.
int schemaVersion(sqlite3* db);

// Brings `db` from its version up to `target` (default: the current one),
// one transaction per migration, setting application_id with the first.
// "" or the reason (a newer file than the code knows: "written by a newer
// sqlscope: workspace schema version N, this sqlscope knows up to M").
// Tests pass a lower `target` to make a file at an older version.
std::string migrate(sqlite3* db, int target = -1);

}  // namespace sqlscope::workspace
