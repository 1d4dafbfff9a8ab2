#include "core/exec/sandbox_connection.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

#include "core/exec/process_limits.h"

namespace sqlscope::exec {

namespace {

// Keep `value` when SQLite's own limit is lower already.
void lowerLimit(sqlite3* db, int id, int value) {
    if (sqlite3_limit(db, id, -1) > value) sqlite3_limit(db, id, value);
}

// instr(X, Y) exactly as SQLite 3.40's built-in (func.c instrFunc), but
// linear in the length of X: the built-in compares Y at every position of X,
// so instr of a 10 MB text and a 1 MB text that almost matches everywhere
// runs for minutes inside one VM instruction, where neither the progress
// handler nor sqlite3_interrupt reaches it. memmem (two-way search) finds the
// same first occurrence; for text only positions that start a character
// count, as in the built-in.
void instrLinear(sqlite3_context* context, int, sqlite3_value** argv) {
    const int typeHaystack = sqlite3_value_type(argv[0]);
    const int typeNeedle = sqlite3_value_type(argv[1]);
    if (typeHaystack == SQLITE_NULL || typeNeedle == SQLITE_NULL) return;
    int nHaystack = sqlite3_value_bytes(argv[0]);
    int nNeedle = sqlite3_value_bytes(argv[1]);
    if (nNeedle <= 0) {
        sqlite3_result_int(context, 1);
        return;
    }
    const unsigned char* haystack = nullptr;
    const unsigned char* needle = nullptr;
    bool isText = true;
    sqlite3_value* copy1 = nullptr;
    sqlite3_value* copy2 = nullptr;
    if (typeHaystack == SQLITE_BLOB && typeNeedle == SQLITE_BLOB) {
        haystack = static_cast<const unsigned char*>(sqlite3_value_blob(argv[0]));
        needle = static_cast<const unsigned char*>(sqlite3_value_blob(argv[1]));
        isText = false;
    } else if (typeHaystack != SQLITE_BLOB && typeNeedle != SQLITE_BLOB) {
        haystack = sqlite3_value_text(argv[0]);
        needle = sqlite3_value_text(argv[1]);
    } else {
        copy1 = sqlite3_value_dup(argv[0]);
        copy2 = sqlite3_value_dup(argv[1]);
        haystack = copy1 ? sqlite3_value_text(copy1) : nullptr;
        nHaystack = copy1 ? sqlite3_value_bytes(copy1) : 0;
        needle = copy2 ? sqlite3_value_text(copy2) : nullptr;
        nNeedle = copy2 ? sqlite3_value_bytes(copy2) : 0;
    }
    if (!needle || (nHaystack && !haystack)) {
        sqlite3_value_free(copy1);
        sqlite3_value_free(copy2);
        sqlite3_result_error_nomem(context);
        return;
    }
    auto continuation = [](unsigned char c) { return (c & 0xc0) == 0x80; };
    int n = 0;
    size_t from = 0;
    const size_t size = static_cast<size_t>(nHaystack);
    const size_t needleSize = static_cast<size_t>(nNeedle);
    while (needleSize <= size && from + needleSize <= size) {
        const void* hit = memmem(haystack + from, size - from, needle, needleSize);
        if (!hit) break;
        const size_t at = static_cast<size_t>(static_cast<const unsigned char*>(hit) - haystack);
        if (!isText || at == 0 || !continuation(haystack[at])) {
            // The built-in's N: 1 + the positions it stepped over (every
            // position for blobs, every character start after the first for text).
            n = 1;
            for (size_t i = 1; i <= at; ++i)
                if (!isText || !continuation(haystack[i])) ++n;
            break;
        }
        from = at + 1;
    }
    sqlite3_value_free(copy1);
    sqlite3_value_free(copy2);
    sqlite3_result_int(context, n);
}

// printf(FORMAT, ...) and format(): the built-in, run on a private in-memory
// connection, after refusing a width or precision longer than the
// connection's SQLITE_LIMIT_LENGTH. SQLite 3.40's printf checks that limit
// only as its output grows, and printf('%.*c', 2000000000, 'x') spends many
// seconds filling and failing inside one VM instruction.
struct PrintfHelper {
    sqlite3* db = nullptr;
    std::vector<sqlite3_stmt*> statements;  // by argument count
    ~PrintfHelper() {
        for (sqlite3_stmt* statement : statements)
            sqlite3_finalize(statement);
        sqlite3_close_v2(db);
    }
};

// The widths and precisions of `format`, with `*` taken from the arguments
// (argv[first...]) as SQLite takes them; true when one exceeds `limit`.
bool printfTooLong(std::string_view format, int argc, sqlite3_value** argv, int64_t limit) {
    int next = 1;
    auto number = [&](size_t& i, bool& tooLong) {
        if (i < format.size() && format[i] == '*') {
            ++i;
            if (next < argc) {
                const int64_t v = sqlite3_value_int64(argv[next++]);
                if (v > limit || v < -limit) tooLong = true;
            }
            return;
        }
        int64_t v = 0;
        while (i < format.size() && format[i] >= '0' && format[i] <= '9') {
            v = std::min<int64_t>(v * 10 + (format[i] - '0'), INT64_MAX / 16);
            ++i;
        }
        if (v > limit) tooLong = true;
    };
    for (size_t i = 0; i < format.size(); ++i) {
        if (format[i] != '%') continue;
        ++i;
        if (i < format.size() && format[i] == '%') continue;
        while (i < format.size() && std::strchr("-+ #!0,", format[i]) && format[i] != '\0')
            ++i;
        bool widthTooLong = false, precisionTooLong = false;
        number(i, widthTooLong);
        if (i < format.size() && format[i] == '.') {
            ++i;
            number(i, precisionTooLong);
        }
        while (i < format.size() && format[i] == 'l')
            ++i;
        const char conversion = i < format.size() ? format[i] : '\0';
        // A precision cuts strings short; it only lengthens the other conversions.
        if (precisionTooLong && std::strchr("szqQw", conversion) && conversion != '\0')
            precisionTooLong = false;
        if (widthTooLong || precisionTooLong) return true;
        if (conversion != 'n' && next < argc) ++next;
    }
    return false;
}

void printfGuarded(sqlite3_context* context, int argc, sqlite3_value** argv) {
    sqlite3* db = sqlite3_context_db_handle(context);
    const int limit = sqlite3_limit(db, SQLITE_LIMIT_LENGTH, -1);
    if (argc >= 1 && sqlite3_value_type(argv[0]) != SQLITE_NULL) {
        const auto* format = reinterpret_cast<const char*>(sqlite3_value_text(argv[0]));
        const int n = sqlite3_value_bytes(argv[0]);
        if (format &&
            printfTooLong(std::string_view(format, static_cast<size_t>(n)), argc, argv, limit)) {
            sqlite3_result_error_toobig(context);
            return;
        }
    }
    thread_local PrintfHelper helper;
    if (!helper.db &&
        sqlite3_open_v2(":memory:", &helper.db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX,
                        nullptr) != SQLITE_OK) {
        sqlite3_result_error_nomem(context);
        return;
    }
    sqlite3_limit(helper.db, SQLITE_LIMIT_LENGTH, limit);
    if (helper.statements.size() <= static_cast<size_t>(argc))
        helper.statements.resize(static_cast<size_t>(argc) + 1, nullptr);
    sqlite3_stmt*& statement = helper.statements[static_cast<size_t>(argc)];
    if (!statement) {
        std::string sql = "SELECT printf(";
        for (int i = 1; i <= argc; ++i)
            sql += (i > 1 ? ",?" : "?") + std::to_string(i);
        sql += ")";
        if (sqlite3_prepare_v2(helper.db, sql.c_str(), -1, &statement, nullptr) != SQLITE_OK) {
            sqlite3_result_error(context, sqlite3_errmsg(helper.db), -1);
            return;
        }
    }
    for (int i = 0; i < argc; ++i)
        sqlite3_bind_value(statement, i + 1, argv[i]);
    const int rc = sqlite3_step(statement);
    if (rc == SQLITE_ROW) {
        sqlite3_result_value(context, sqlite3_column_value(statement, 0));
    } else {
        const int code = sqlite3_errcode(helper.db);
        sqlite3_result_error(context, sqlite3_errmsg(helper.db), -1);
        sqlite3_result_error_code(context, code);
    }
    sqlite3_reset(statement);
    sqlite3_clear_bindings(statement);
}

}  // namespace

std::string databaseFileProblem(DatabaseFileState state, const std::string& path) {
    switch (state) {
        case DatabaseFileState::File:
            return {};
        case DatabaseFileState::Missing:
            if (path.empty())  // schema::databasePath of a db_id that is not a plain name
                return "no database file: the db_id is not a plain folder name (it may not "
                       "contain '/', '\\', NUL or be '..')";
            return "database file not found: " + path;
        case DatabaseFileState::Directory:
            return "database path is a directory, not a regular file: " + path;
        case DatabaseFileState::Fifo:
            return "database path is a FIFO, not a regular file: " + path;
        case DatabaseFileState::Device:
            return "database path is a device, not a regular file: " + path;
        case DatabaseFileState::Socket:
            return "database path is a socket, not a regular file: " + path;
        case DatabaseFileState::OtherType:
            break;
    }
    return "database path is not a regular file: " + path;
}

sqlite3* openSandboxedConnection(const std::string& path, std::string& error,
                                 FileIdentity* identity) {
    FileIdentity found;
    const DatabaseFileState state = statDatabaseFile(path, found);
    if (state != DatabaseFileState::File) {
        error = databaseFileProblem(state, path);
        return nullptr;
    }
    if (identity) *identity = found;
    const ProcessLimits limits = processLimits();  // also applies the default heap ceiling
    sqlite3* db = nullptr;
    int rc = sqlite3_open_v2(readOnlyImmutableUri(path).c_str(), &db,
                             SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        error = "cannot open database file " + path + ": " +
                (db ? sqlite3_errmsg(db) : sqlite3_errstr(rc));
        sqlite3_close_v2(db);
        return nullptr;
    }
    sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, nullptr);
    sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_FTS3_TOKENIZER, 0, nullptr);
    sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, nullptr);
    sqlite3_limit(db, SQLITE_LIMIT_ATTACHED, 0);
    lowerLimit(db, SQLITE_LIMIT_LENGTH, kSandboxMaxValueBytes);
    lowerLimit(db, SQLITE_LIMIT_SQL_LENGTH,
               static_cast<int>(std::min<size_t>(limits.maxQueryBytes, 1'000'000'000)));
    // Benchmark queries nest a few levels, chain a few compounds, bind no
    // variables and match short LIKE patterns; these bound what a hostile
    // text can make SQLite build (defaults: 1000, 500, 32766, 50000).
    lowerLimit(db, SQLITE_LIMIT_EXPR_DEPTH, 1000);
    lowerLimit(db, SQLITE_LIMIT_COMPOUND_SELECT, 100);
    lowerLimit(db, SQLITE_LIMIT_VARIABLE_NUMBER, 1000);
    lowerLimit(db, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, 1000);
    lowerLimit(db, SQLITE_LIMIT_VDBE_OP, 10'000'000);
    lowerLimit(db, SQLITE_LIMIT_WORKER_THREADS, 0);
    sqlite3_create_function(db, "instr", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
                            nullptr, instrLinear, nullptr, nullptr);
    for (const char* name : {"printf", "format"})
        sqlite3_create_function(db, name, -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
                                nullptr, printfGuarded, nullptr, nullptr);
    // Reading the schema now tells a non-database file apart from a bad query.
    char* message = nullptr;
    rc = sqlite3_exec(db, "PRAGMA query_only=1; SELECT count(*) FROM sqlite_master", nullptr,
                      nullptr, &message);
    if (rc != SQLITE_OK) {
        error = "cannot open database file " + path + ": " +
                (message ? std::string(message) : std::string(sqlite3_errstr(rc)));
        sqlite3_free(message);
        sqlite3_close_v2(db);
        return nullptr;
    }
    return db;
}

}  // namespace sqlscope::exec
