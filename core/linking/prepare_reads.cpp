// docs/metrics/linking.md#extracting-elements: SQLITE_READ callbacks during sqlite3_prepare.
#include "core/linking/prepare_reads.h"

#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "core/exec/readonly_connection.h"
#include "core/exec/sandbox_connection.h"

#include "core/exec/authorizer.h"
#include "core/exec/connection_cache.h"
#include "core/exec/prepare_record.h"
#include "core/linking/schema_elements.h"
#include "core/schema/file_schema_cache.h"
#include "core/schema/names.h"

namespace sqlscope::linking {

namespace {

// How long a cached connection is trusted without stat()ing its file again.
constexpr std::chrono::seconds kIdentityRecheck{1};

using Clock = std::chrono::steady_clock;

// Where one SQLITE_READ's names lie in Collecting::readText.
struct ReadSpan {
    uint32_t tableStart, tableSize, columnStart, columnSize;
};

// What the authorizer collects during one prepare. SQLite reports the same
// read many times (once per use of a column, every column for `*`), so the
// reads are kept as SQLite names them, in buffers that keep their capacity
// from prepare to prepare, and become element names once each (elementsOfReads).
struct Collecting {
    const std::unordered_set<std::string>* realTables = nullptr;
    std::string readText;         // every read's table and column names, back to back
    std::vector<ReadSpan> reads;  // one per SQLITE_READ, into readText
    std::vector<std::pair<std::string_view, std::string_view>> distinct;  // scratch
    std::string lowered;                                                  // scratch
    // The syntax check's view of the same prepare (exec::authorizerCallback).
    exec::AuthorizerState auth;

    void clearReads() {
        readText.clear();
        reads.clear();
    }
};

struct Connection {
    sqlite3* db = nullptr;
    exec::FileIdentity identity;
    Clock::time_point identityChecked;  // when `identity` was last compared with the file
    uint64_t lastUse = 0;
    std::unordered_set<std::string> realTables;  // lowercased names of type 'table'
    bool tablesRead = false;                     // `realTables` is filled
    Collecting collecting;
    ~Connection() { sqlite3_close_v2(db); }
};

// One SQLITE_READ of `table` (and `column`, when not empty).
void collectRead(Collecting& c, std::string_view table, std::string_view column) {
    if (!c.reads.empty()) {  // SQLite often repeats the read it just made
        const ReadSpan& last = c.reads.back();
        const std::string_view text = c.readText;
        if (text.substr(last.tableStart, last.tableSize) == table &&
            text.substr(last.columnStart, last.columnSize) == column)
            return;
    }
    ReadSpan span;
    span.tableStart = static_cast<uint32_t>(c.readText.size());
    span.tableSize = static_cast<uint32_t>(table.size());
    c.readText.append(table);
    span.columnStart = static_cast<uint32_t>(c.readText.size());
    span.columnSize = static_cast<uint32_t>(column.size());
    c.readText.append(column);
    c.reads.push_back(span);
}

void sortUnique(std::vector<std::string>& v) {
    if (std::adjacent_find(v.begin(), v.end(), std::greater_equal<>()) == v.end()) return;
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

// The lowercased, sorted, unique tables and "table.column" names of the
// collected reads. Views, SQLite's own tables and subquery pseudo-tables are
// not elements.
void elementsOfReads(Collecting& c, std::vector<std::string>& tables,
                     std::vector<std::string>& columns) {
    c.distinct.clear();
    c.distinct.reserve(c.reads.size());
    const std::string_view text = c.readText;
    for (const ReadSpan& read : c.reads)
        c.distinct.emplace_back(text.substr(read.tableStart, read.tableSize),
                                text.substr(read.columnStart, read.columnSize));
    std::sort(c.distinct.begin(), c.distinct.end());
    c.distinct.erase(std::unique(c.distinct.begin(), c.distinct.end()), c.distinct.end());
    std::string_view table;  // the reads are grouped by table: one look-up per table
    bool real = false;
    for (size_t i = 0; i < c.distinct.size(); ++i) {
        const auto& [readTable, column] = c.distinct[i];
        if (i == 0 || readTable != table) {
            table = readTable;
            c.lowered.assign(table);
            for (char& ch : c.lowered)
                ch = ch >= 'A' && ch <= 'Z' ? static_cast<char>(ch - 'A' + 'a') : ch;
            real = c.realTables->contains(c.lowered);
            if (real && (tables.empty() || tables.back() != c.lowered)) tables.push_back(c.lowered);
        }
        if (real && !column.empty()) columns.push_back(columnElementName(c.lowered, column));
    }
    sortUnique(tables);
    sortUnique(columns);
}

int onAuthorize(void* p, int action, const char* a1, const char* a2, const char* a3,
                const char* a4) {
    auto* c = static_cast<Collecting*>(p);
    if (action == SQLITE_READ) {
        if (a1) collectRead(*c, a1, a2 ? a2 : "");
        // Table-valued PRAGMA functions are refused at this read (authorizer.cpp).
        if (!a1 || (a1[0] != 'p' && a1[0] != 'P')) return SQLITE_OK;
    }
    // Denies exactly what exec::authorizeAction denies; a provisional refusal
    // concerns statements that would be stepped (this one never is, and the
    // connection is read-only), so it is only recorded for the syntax check.
    return exec::authorizerCallback(&c->auth, action, a1, a2, a3, a4);
}

bool onlyBlanks(std::string_view s) {
    return s.find_first_not_of(" \t\r\n\f\v") == std::string_view::npos;
}

// match::component::judgePrepare of the prepare `record` describes, `sql`
// being the whole query: the same verdict and message, step by step.
match::component::SyntaxCheck judgeRecordedPrepare(const exec::PrepareRecord& record,
                                                   std::string_view sql) {
    match::component::SyntaxCheck result;
    result.status = match::component::SyntaxCheck::Status::Invalid;
    const exec::AuthorizerState& auth = record.auth;
    if (auth.denialFinal) {
        result.message = auth.denial;
    } else if (!record.prepared) {
        result.message = record.error;  // a provisional refusal is not why it failed
    } else if (!record.hasStatement) {
        result.message = "no SQL statement";
    } else if (exec::skipIgnorableSql(sql, record.statementEnd) != sql.size()) {
        result.message = "only one statement may be executed";
    } else if (!record.readOnly) {
        result.message = !auth.denial.empty() ? auth.denial : "write attempt denied";
    } else if (!exec::startsAsQuery(sql.substr(record.textStart))) {
        result.message = "statement denied";  // as the executor, which never steps it
    } else {
        result.status = match::component::SyntaxCheck::Status::Valid;
    }
    return result;
}

struct Offer {
    std::string_view path;
    std::string_view sql;
    const exec::PrepareRecord* record;
};

}  // namespace

struct PrepareReader::Impl {
    exec::ConnectionCache<Connection> connections;
    std::vector<Offer> offers;

    Impl() { connections.recheck = kIdentityRecheck; }

    // The file's entry (its real tables), without a SQLite connection when
    // the shared reading of its schema gives them (schema::readFileSchemaShared,
    // which the schemas of ESM, ESM+ and linking read anyway): a pair whose
    // prepares the executor offers needs no connection of its own.
    Connection* connect(const std::string& path, PreparedReads& result);
    // Opens `conn`'s SQLite connection if it has none (a text to prepare here).
    bool open(Connection& conn, const std::string& path, PreparedReads& result);
};

Connection* PrepareReader::Impl::connect(const std::string& path, PreparedReads& result) {
    auto found = connections.find(path);
    if (found.connection) return found.connection;
    if (found.state != exec::DatabaseFileState::File) {
        result.status = PreparedReads::Status::NoDatabase;
        result.message = exec::databaseFileProblem(found.state, path);
        return nullptr;
    }
    auto conn = std::make_unique<Connection>();
    conn->collecting.realTables = &conn->realTables;
    // The same rows as the query open() makes: sqlite_master's of type 'table'.
    const schema::SharedFileSchema file = schema::readFileSchemaShared(path);
    if (file.schema) {
        for (const schema::FileTable& table : file.schema->tables)
            conn->realTables.insert(schema::lowerName(table.name));
        conn->tablesRead = true;
    } else if (!open(*conn, path, result)) {
        return nullptr;
    }
    return connections.insert(path, found.identity, std::move(conn));
}

bool PrepareReader::Impl::open(Connection& conn, const std::string& path, PreparedReads& result) {
    if (conn.db) return true;
    std::string error;
    conn.db = exec::openSandboxedConnection(path, error);
    if (!conn.db) {
        result.status = PreparedReads::Status::NoDatabase;
        result.message = std::move(error);
        return false;
    }
    auto fail = [&](const std::string& why) {
        result.status = PreparedReads::Status::NoDatabase;
        result.message = "cannot open database file " + path + ": " + why;
        sqlite3_close_v2(conn.db);
        conn.db = nullptr;
        return false;
    };
    if (!conn.tablesRead) {
        sqlite3_stmt* names = nullptr;
        int rc = sqlite3_prepare_v2(conn.db, "SELECT name FROM sqlite_master WHERE type = 'table'",
                                    -1, &names, nullptr);
        while (rc == SQLITE_OK && (rc = sqlite3_step(names)) == SQLITE_ROW) {
            const auto* name = reinterpret_cast<const char*>(sqlite3_column_text(names, 0));
            if (name) conn.realTables.insert(schema::lowerName(name));
            rc = SQLITE_OK;
        }
        sqlite3_finalize(names);
        if (rc != SQLITE_DONE) return fail(sqlite3_errmsg(conn.db));
        conn.tablesRead = true;
    }
    sqlite3_set_authorizer(conn.db, onAuthorize, &conn.collecting);
    return true;
}

PrepareReader::PrepareReader() : impl_(std::make_unique<Impl>()) {}
PrepareReader::~PrepareReader() = default;

void PrepareReader::closeAll() {
    impl_->connections.clear();
}

void PrepareReader::offer(std::string_view path, std::string_view sql,
                          const exec::PrepareRecord& record) {
    impl_->offers.push_back(Offer{path, sql, &record});
}

void PrepareReader::withdrawOffers() {
    impl_->offers.clear();
}

PreparedReads PrepareReader::read(const std::string& path, std::string_view sql,
                                  std::optional<match::component::PreparedSyntax>* syntax) {
    PreparedReads result;
    Connection* conn = impl_->connect(path, result);
    if (!conn) return result;
    // The syntax check prepares from the first character that is not blank,
    // a comment or ';'. SQLite skips blanks and comments itself, so this
    // prepare of the whole text is the check's own unless a ';' (an empty
    // statement SQLite stops at) or a NUL (where SQLite's text ends) comes
    // before that character.
    const size_t first = exec::skipIgnorableSql(sql, 0);
    const std::string_view skipped = sql.substr(0, first);
    const bool answersSyntax = syntax && skipped.find(';') == std::string_view::npos &&
                               skipped.find('\0') == std::string_view::npos;
    // The executor's prepare of the same text on the same file: its text
    // starts at `first`, which this one's would skip to as well unless a ';'
    // or a NUL comes before it. Its connection differs from this one only in
    // settings that act when a statement is stepped (query_only, progress
    // handler) and, for texts it records, not at all in limits.
    const exec::PrepareRecord* offered = nullptr;
    if (skipped.find(';') == std::string_view::npos &&
        skipped.find('\0') == std::string_view::npos) {
        for (const Offer& o : impl_->offers) {
            if (o.path == path && o.sql == sql && o.record->textStart == first) {
                offered = o.record;
                break;
            }
        }
    }
    // Without an offer the text is prepared here, on this reader's own connection.
    if (!offered && !impl_->open(*conn, path, result)) return result;
    if (syntax && first == sql.size()) {
        match::component::SyntaxCheck check;
        check.status = match::component::SyntaxCheck::Status::Invalid;
        check.message = "no SQL statement";
        *syntax = match::component::PreparedSyntax{path, std::move(check)};
    }
    if (onlyBlanks(sql)) {
        result.status = PreparedReads::Status::NoStatement;
        result.message = "no SQL statement";
        return result;
    }
    Collecting& collecting = conn->collecting;
    collecting.clearReads();
    collecting.auth = exec::AuthorizerState{};
    if (offered) {
        if (answersSyntax && first < sql.size())
            *syntax = match::component::PreparedSyntax{path, judgeRecordedPrepare(*offered, sql)};
        if (!offered->prepared) {
            result.status = PreparedReads::Status::PrepareError;
            result.message = offered->error;
        } else if (!offered->hasStatement) {
            result.status = PreparedReads::Status::NoStatement;
            result.message = "no SQL statement";
        } else {
            for (const auto& [table, column] : offered->reads)
                collectRead(collecting, table, column);
        }
    } else {
        sqlite3_stmt* statement = nullptr;
        const char* tail = nullptr;
        int rc = sqlite3_prepare_v2(conn->db, sql.data(), static_cast<int>(sql.size()), &statement,
                                    &tail);
        const bool prepared = rc == SQLITE_OK;
        if (answersSyntax && first < sql.size()) {
            *syntax = match::component::PreparedSyntax{
                path, match::component::judgePrepare(conn->db, rc, statement, sql, tail,
                                                     collecting.auth)};
        }
        if (!prepared) {
            result.status = PreparedReads::Status::PrepareError;
            result.message = sqlite3_errmsg(conn->db);
        } else if (!statement) {
            result.status = PreparedReads::Status::NoStatement;
            result.message = "no SQL statement";
        }
        sqlite3_finalize(statement);
    }
    if (result.ok()) elementsOfReads(collecting, result.tables, result.columns);
    collecting.clearReads();
    return result;
}

}  // namespace sqlscope::linking
