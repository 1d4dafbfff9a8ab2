#include "core/exec/authorizer.h"

#include <sqlite3.h>

#include <cctype>
#include <cstring>

namespace sqlscope::exec {

namespace {

bool equalsIgnoreCase(const char* a, const char* b) {
    if (!a || !b) return false;
    for (; *a && *b; ++a, ++b)
        if (std::tolower(static_cast<unsigned char>(*a)) !=
            std::tolower(static_cast<unsigned char>(*b)))
            return false;
    return *a == *b;
}

bool startsWithIgnoreCase(const char* s, const char* prefix) {
    for (; *prefix; ++s, ++prefix)
        if (!*s || std::tolower(static_cast<unsigned char>(*s)) !=
                       std::tolower(static_cast<unsigned char>(*prefix)))
            return false;
    return true;
}

bool isSchemaTable(const char* table) {
    return equalsIgnoreCase(table, "sqlite_master") || equalsIgnoreCase(table, "sqlite_schema") ||
           equalsIgnoreCase(table, "sqlite_temp_master") ||
           equalsIgnoreCase(table, "sqlite_temp_schema");
}

std::string str(const char* s) {
    return s ? std::string(s) : std::string();
}

// "DROP TABLE" + " dogs" when the name is known.
std::string what(const char* verb, const char* name) {
    std::string out = verb;
    if (name && *name) {
        out += ' ';
        out += name;
    }
    return out;
}

AuthDecision deny(std::string message) {
    return {AuthDecision::Kind::Deny, std::move(message)};
}
AuthDecision denyWrite(const std::string& what) {
    return deny("write attempt denied: " + what);
}

}  // namespace

bool pragmaAllowed(const char* name, const char* argument) {
    static const char* const kObjectIntrospection[] = {
        "table_info", "table_xinfo", "table_list",       "index_list",
        "index_info", "index_xinfo", "foreign_key_list",
    };
    static const char* const kReadOnlyQueries[] = {
        "database_list",   "collation_list", "function_list", "module_list",    "pragma_list",
        "compile_options", "encoding",       "user_version",  "application_id", "schema_version",
        "data_version",    "page_size",      "page_count",    "freelist_count",
    };
    for (const char* p : kObjectIntrospection)
        if (equalsIgnoreCase(name, p)) return true;
    if (argument) return false;
    for (const char* p : kReadOnlyQueries)
        if (equalsIgnoreCase(name, p)) return true;
    return false;
}

AuthDecision authorizeAction(int action, const char* arg1, const char* arg2, const char* arg3,
                             const char* arg4) {
    switch (action) {
        case SQLITE_SELECT:
        case SQLITE_RECURSIVE:
            return {};
        case SQLITE_READ:
            // A table-valued PRAGMA function (pragma_threads) is read while
            // preparing and runs its PRAGMA only when stepped: refused here,
            // so that preparing alone (the validity check) refuses it too.
            if (arg1 && std::strlen(arg1) > 7 && startsWithIgnoreCase(arg1, "pragma_") &&
                !pragmaAllowed(arg1 + 7, nullptr))
                return deny("statement denied: PRAGMA " + std::string(arg1 + 7) + " (" + arg1 +
                            "; only schema-introspection PRAGMAs may run)");
            return {};
        case SQLITE_FUNCTION:
            if (equalsIgnoreCase(arg2, "load_extension"))
                return deny("extension loading denied: load_extension");
            // Its two-argument form registers a tokenizer on the connection,
            // which later queries on the cached connection would meet.
            if (equalsIgnoreCase(arg2, "fts3_tokenizer"))
                return deny("statement denied: fts3_tokenizer changes the connection's state");
            return {};
        case SQLITE_PRAGMA: {
            if (pragmaAllowed(arg1, arg2)) return {};
            std::string pragma = "PRAGMA ";
            if (arg3 && *arg3) pragma += std::string(arg3) + ".";
            pragma += str(arg1);
            if (arg2) return denyWrite(pragma + "=" + arg2);
            return deny("statement denied: " + pragma +
                        " (only schema-introspection PRAGMAs may run)");
        }
        case SQLITE_INSERT:
        case SQLITE_UPDATE:
        case SQLITE_DELETE: {
            std::string text = action == SQLITE_INSERT   ? what("INSERT INTO", arg1)
                               : action == SQLITE_UPDATE ? what("UPDATE", arg1)
                                                         : what("DELETE FROM", arg1);
            if (isSchemaTable(arg1))
                return {AuthDecision::Kind::Provisional, "write attempt denied: " + text};
            return denyWrite(text);
        }
        case SQLITE_CREATE_INDEX:
            return denyWrite(what("CREATE INDEX", arg1));
        case SQLITE_CREATE_TABLE:
            return denyWrite(what("CREATE TABLE", arg1));
        case SQLITE_CREATE_TEMP_INDEX:
            return denyWrite(what("CREATE TEMP INDEX", arg1));
        case SQLITE_CREATE_TEMP_TABLE:
            return denyWrite(what("CREATE TEMP TABLE", arg1));
        case SQLITE_CREATE_TEMP_TRIGGER:
            return denyWrite(what("CREATE TEMP TRIGGER", arg1));
        case SQLITE_CREATE_TEMP_VIEW:
            return denyWrite(what("CREATE TEMP VIEW", arg1));
        case SQLITE_CREATE_TRIGGER:
            return denyWrite(what("CREATE TRIGGER", arg1));
        case SQLITE_CREATE_VIEW:
            return denyWrite(what("CREATE VIEW", arg1));
        case SQLITE_CREATE_VTABLE:
            return denyWrite(what("CREATE VIRTUAL TABLE", arg1));
        case SQLITE_DROP_INDEX:
            return denyWrite(what("DROP INDEX", arg1));
        case SQLITE_DROP_TABLE:
            return denyWrite(what("DROP TABLE", arg1));
        case SQLITE_DROP_TEMP_INDEX:
            return denyWrite(what("DROP TEMP INDEX", arg1));
        case SQLITE_DROP_TEMP_TABLE:
            return denyWrite(what("DROP TEMP TABLE", arg1));
        case SQLITE_DROP_TEMP_TRIGGER:
            return denyWrite(what("DROP TEMP TRIGGER", arg1));
        case SQLITE_DROP_TEMP_VIEW:
            return denyWrite(what("DROP TEMP VIEW", arg1));
        case SQLITE_DROP_TRIGGER:
            return denyWrite(what("DROP TRIGGER", arg1));
        case SQLITE_DROP_VIEW:
            return denyWrite(what("DROP VIEW", arg1));
        case SQLITE_DROP_VTABLE:
            return denyWrite(what("DROP VIRTUAL TABLE", arg1));
        case SQLITE_ALTER_TABLE:
            return denyWrite(what("ALTER TABLE", arg2));
        case SQLITE_REINDEX:
            return denyWrite(what("REINDEX", arg1));
        case SQLITE_ANALYZE:
            return denyWrite(what("ANALYZE", arg1));
        case SQLITE_ATTACH:
            return denyWrite(arg1 ? "ATTACH '" + std::string(arg1) + "'" : std::string("ATTACH"));
        case SQLITE_DETACH:
            return denyWrite(what("DETACH", arg1));
        case SQLITE_TRANSACTION:
            return deny("statement denied: " + str(arg1));
        case SQLITE_SAVEPOINT: {
            std::string op = equalsIgnoreCase(arg1, "BEGIN")     ? "SAVEPOINT"
                             : equalsIgnoreCase(arg1, "RELEASE") ? "RELEASE"
                                                                 : "ROLLBACK TO";
            return deny("statement denied: " + what(op.c_str(), arg2));
        }
        default:
            return deny("statement denied: action " + std::to_string(action) + " is not allowed");
    }
}

}  // namespace sqlscope::exec
