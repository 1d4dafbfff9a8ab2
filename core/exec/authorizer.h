// The sandbox policy behind SQLite's authorizer callback: what a query may do
// (read, SELECT, recursive CTEs, functions other than load_extension and
// fts3_tokenizer, schema-introspection PRAGMAs, also as table-valued pragma_*
// functions) and, for everything else, why it is refused.
#pragma once

#include <string>

namespace sqlscope::exec {

struct AuthDecision {
    enum class Kind {
        Allow,
        Deny,
        // A write to the schema table (sqlite_master): SQLite also reports
        // these while preparing reads of PRAGMA table-valued functions, so the
        // executor denies it only if the statement is not read-only.
        Provisional,
    };
    Kind kind = Kind::Allow;
    std::string message;  // empty for Allow; e.g. "write attempt denied: DROP TABLE dogs"
};

// `action` and the four strings are exactly the arguments SQLite passes to
// the callback of sqlite3_set_authorizer (SQLITE_READ, SQLITE_DROP_TABLE, ...).
AuthDecision authorizeAction(int action, const char* arg1, const char* arg2, const char* arg3,
                             const char* arg4);

// PRAGMAs a query may run (read-only; anything else is denied):
// - with any argument (it names a schema object, it does not set anything):
//   table_info, table_xinfo, table_list, index_list, index_info, index_xinfo,
//   foreign_key_list;
// - without an argument: database_list, collation_list, function_list,
//   module_list, pragma_list, compile_options, encoding, user_version,
//   application_id, schema_version, data_version, page_size, page_count,
//   freelist_count.
bool pragmaAllowed(const char* name, const char* argument);

}  // namespace sqlscope::exec
