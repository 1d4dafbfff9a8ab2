// Sandboxed, read-only execution of one statement (docs/metrics/execution.md#executing-a-query;
// docs/architecture.md#safety and #threading).
//
// Layers of protection, any one of which stops a write:
//  1. the connection is read-only and immutable (`file:<path>?mode=ro&immutable=1`),
//     with PRAGMA query_only, SQLITE_DBCONFIG_DEFENSIVE, extension loading off
//     and SQLITE_LIMIT_ATTACHED = 0;
//  2. the authorizer (authorizer.h) refuses writes, DDL, ATTACH/DETACH,
//     transactions, PRAGMAs other than schema introspection, load_extension;
//  3. a prepared statement that SQLite does not report read-only
//     (sqlite3_stmt_readonly; e.g. VACUUM, which has no authorizer code) or
//     that does not begin with SELECT, WITH, VALUES, PRAGMA, EXPLAIN or "("
//     is never stepped.
// Only the first statement is prepared; anything after it other than
// whitespace, comments and semicolons is an error, so it is never run.
#include "core/exec/executor.h"

#include <sqlite3.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <limits>
#include <unordered_map>

#include "core/exec/authorizer.h"
#include "core/exec/connection_cache.h"
#include "core/exec/prepare_record.h"
#include "core/exec/process_limits.h"
#include "core/exec/readonly_connection.h"
#include "core/exec/sandbox_connection.h"
#include "core/exec/spelling_reader.h"
#include "core/exec/watchdog.h"

namespace sqlscope::exec {

namespace {

// Whether every byte is ASCII: most result text, which then needs no
// UTF-8 check (kept inline in the row read).
inline bool isAscii(std::string_view text) {
    for (const char c : text)
        if (static_cast<unsigned char>(c) >= 0x80) return false;
    return true;
}

using Clock = std::chrono::steady_clock;

// Texts at least this long are not recorded: SQLITE_LIMIT_LENGTH, set per run
// and never below it, could make their prepare differ from another
// connection's.
constexpr size_t kMaxRecordedText = size_t(1) << 20;

// Per-run state read by the progress handler and the authorizer.
struct RunState {
    const std::atomic<bool>* stop = nullptr;
    bool hasDeadline = false;
    Clock::time_point deadline;
    bool timedOut = false;
    std::atomic<bool> interrupted{false};  // the watchdog's sqlite3_interrupt at the deadline
    bool cancelled = false;
    AuthorizerState auth;             // what the authorizer refused while preparing
    PrepareRecord* record = nullptr;  // collects the reads while preparing, when asked
};

struct Connection {
    sqlite3* db = nullptr;
    FileIdentity identity;
    Clock::time_point identityChecked;
    uint64_t lastUse = 0;
    RunState state;
    bool reverseUnorderedSelects = false;  // the PRAGMA's current value
    ~Connection() { sqlite3_close_v2(db); }
};

// The sandbox's authorizer (authorizerCallback), which allows every read,
// recording reads when asked.
int onAuthorize(void* p, int action, const char* a1, const char* a2, const char* a3,
                const char* a4) {
    auto* s = static_cast<RunState*>(p);
    if (action == SQLITE_READ && s->record && a1) s->record->reads.emplace_back(a1, a2 ? a2 : "");
    return authorizerCallback(&s->auth, action, a1, a2, a3, a4);
}

int onProgress(void* p) {
    auto* s = static_cast<RunState*>(p);
    if (s->stop && s->stop->load(std::memory_order_relaxed)) {
        s->cancelled = true;
        return 1;
    }
    if (s->hasDeadline && Clock::now() >= s->deadline) {
        s->timedOut = true;
        return 1;
    }
    return 0;
}

// The statement for a message: whitespace collapsed, at most 80 characters.
std::string summarize(std::string_view statement) {
    std::string out;
    for (char c : statement) {
        if (isSqlSpace(c)) {
            if (!out.empty() && out.back() != ' ') out += ' ';
        } else {
            out += c;
        }
    }
    while (!out.empty() && (out.back() == ' ' || out.back() == ';'))
        out.pop_back();
    if (out.size() > 80) out = out.substr(0, 77) + "...";
    return out;
}

// "file:" URI of a path: '%', '?' and '#' are escaped; a path starting with
// "//" gets an empty authority so that it is not read as a host name.

std::string formatSeconds(double seconds) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", seconds);
    return buf;
}

std::string formatMiB(size_t bytes) {
    constexpr size_t kMiB = 1024 * 1024;
    if (bytes % kMiB == 0) return std::to_string(bytes / kMiB);
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", static_cast<double>(bytes) / kMiB);
    std::string s = buf;
    while (s.back() == '0')
        s.pop_back();
    if (s.back() == '.') s.pop_back();
    return s;
}

// Heap bytes a value keeps beyond its own object (strings past the SSO buffer).
size_t extraBytes(const std::string& s) {
    return s.size() < sizeof(std::string) - 1 ? 0 : s.capacity() + 1;
}

// `into` takes the rows of `from`, another spelling's complete run, and
// their charge to the process's result budget; false when the budget
// refuses them.
bool takeRowsOf(const ExecResult& from, ExecResult& into) {
    const uint64_t bytes = from.memory ? from.memory->bytes() : 0;
    if (!chargeResultMemory(bytes)) return false;
    into.memory = std::make_shared<ResultMemoryCharge>(bytes);
    into.result.rows = from.result.rows;
    into.rowsShared = true;
    return true;
}

}  // namespace

std::string_view execStatusName(ExecStatus status) {
    switch (status) {
        case ExecStatus::Ok:
            return "ok";
        case ExecStatus::Error:
            return "error";
        case ExecStatus::Timeout:
            return "timeout";
        case ExecStatus::Denied:
            return "denied";
        case ExecStatus::RowCap:
            return "row cap";
        case ExecStatus::MemoryCap:
            return "memory cap";
        case ExecStatus::Cancelled:
            return "cancelled";
        case ExecStatus::NoDatabase:
            return "no database";
        case ExecStatus::TooLarge:
            return "too large";
    }
    return "unknown";
}

struct Executor::Impl {
    ConnectionCache<Connection> connections;

    // The cached or a new connection for `path`; nullptr with `result` set to
    // NoDatabase when the file cannot be used.
    Connection* connect(const std::string& path, ExecResult& result);
    Connection* open(const std::string& path, const FileIdentity& identity, ExecResult& result);
};

Connection* Executor::Impl::connect(const std::string& path, ExecResult& result) {
    auto found = connections.find(path);
    if (found.connection) return found.connection;
    if (found.state != DatabaseFileState::File) {
        result.status = ExecStatus::NoDatabase;
        result.message = databaseFileProblem(found.state, path);
        return nullptr;
    }
    return open(path, found.identity, result);
}

Connection* Executor::Impl::open(const std::string& path, const FileIdentity& identity,
                                 ExecResult& result) {
    auto conn = std::make_unique<Connection>();
    std::string error;
    conn->db = openSandboxedConnection(path, error);
    if (!conn->db) {
        result.status = ExecStatus::NoDatabase;
        result.message = std::move(error);
        return nullptr;
    }
    sqlite3_set_authorizer(conn->db, onAuthorize, &conn->state);
    return connections.insert(path, identity, std::move(conn));
}

std::optional<ExecResult> runAsRespelling(std::string_view sql, const ExecOptions& options,
                                          const std::atomic<bool>* stop, bool recordPrepare,
                                          const ExecResult& sameStatement,
                                          std::string_view sameText, const SpellingReader& reader) {
    const Clock::time_point start = Clock::now();
    if (!sameStatement.ok() || (stop && stop->load(std::memory_order_relaxed))) return std::nullopt;
    if (sql.size() > processLimits().maxQueryBytes) return std::nullopt;
    const PrepareRecord* record = sameStatement.prepare.get();
    if (recordPrepare && (!record || sql.size() >= kMaxRecordedText)) return std::nullopt;
    if (record && !record->auth.denial.empty()) return std::nullopt;
    const size_t first = skipIgnorableSql(sql, 0);
    if (first == sql.size() || !startsAsQuery(sql.substr(first))) return std::nullopt;
    thread_local SpellingReading reading;
    if (!reader.read(sameText, sameStatement, sql, reading) ||
        reading.names.size() != sameStatement.result.columnCount())
        return std::nullopt;
    ExecResult result;
    result.result.columnNames = reading.names;
    for (std::string& name : result.result.columnNames)
        if (validUtf8Prefix(name) != name.size()) name = decodeUtf8IgnoringErrors(name);
    if (recordPrepare) {
        if (reading.end < first || reading.end > sql.size()) return std::nullopt;
        if (record->textStart == first && record->statementEnd == reading.end &&
            record->reads == reading.reads) {
            result.prepare = sameStatement.prepare;
        } else {
            auto own = std::make_shared<PrepareRecord>(*record);
            own->textStart = first;
            own->statementEnd = reading.end;
            own->reads = reading.reads;
            result.prepare = std::move(own);
        }
    }
    if (!takeRowsOf(sameStatement, result)) {
        result.status = ExecStatus::MemoryCap;
        result.message = memoryLimitMessage();
    }
    result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return result;
}

Executor::Executor() : impl_(std::make_unique<Impl>()) {}
Executor::~Executor() = default;

void Executor::closeAll() {
    impl_->connections.clear();
}

void Executor::setIdentityCheckInterval(double seconds) {
    impl_->connections.recheck =
        seconds > 0
            ? std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds))
            : Clock::duration::zero();
}

ExecResult Executor::run(const std::string& path, std::string_view sql, const ExecOptions& options,
                         const std::atomic<bool>* stop, bool recordPrepare,
                         const ExecResult* sameStatement) {
    const Clock::time_point start = Clock::now();
    ExecResult result;
    auto finish = [&](ExecStatus status, std::string message) {
        result.status = status;
        result.message = std::move(message);
        if (status != ExecStatus::Ok) result.result.rows.clear();
        result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
        return std::move(result);
    };
    if (stop && stop->load(std::memory_order_relaxed))
        return finish(ExecStatus::Cancelled, "cancelled before the query started");

    const size_t maxQueryBytes = processLimits().maxQueryBytes;
    if (sql.size() > maxQueryBytes)
        return finish(ExecStatus::TooLarge, queryTooLargeMessage(sql.size()));

    Connection* conn = impl_->connect(path, result);
    if (!conn) return finish(result.status, std::move(result.message));
    sqlite3* db = conn->db;

    const size_t first = skipIgnorableSql(sql, 0);
    if (first == sql.size()) return finish(ExecStatus::Error, "no SQL statement to execute");

    if (conn->reverseUnorderedSelects != options.reverseUnorderedSelects) {
        // The sandbox's authorizer refuses PRAGMAs that change state; this one
        // changes only the scan order, and is set here, not by a query.
        sqlite3_set_authorizer(db, nullptr, nullptr);
        sqlite3_exec(db,
                     options.reverseUnorderedSelects ? "PRAGMA reverse_unordered_selects=1"
                                                     : "PRAGMA reverse_unordered_selects=0",
                     nullptr, nullptr, nullptr);
        sqlite3_set_authorizer(db, onAuthorize, &conn->state);
        conn->reverseUnorderedSelects = options.reverseUnorderedSelects;
    }
    RunState& state = conn->state;
    state.stop = stop;
    state.hasDeadline = false;
    state.timedOut = false;
    state.interrupted = false;
    state.cancelled = false;
    state.auth = AuthorizerState{};
    state.record = nullptr;
    if (options.timeoutSeconds > 0) {
        state.hasDeadline = true;
        state.deadline = start + std::chrono::duration_cast<Clock::duration>(
                                     std::chrono::duration<double>(options.timeoutSeconds));
    }
    if (state.hasDeadline || stop)
        sqlite3_progress_handler(db, std::max(1, options.progressInstructions), onProgress, &state);
    else
        sqlite3_progress_handler(db, 0, nullptr, nullptr);
    // No single string or blob (intermediate ones included) may exceed the
    // memory cap, nor the sandbox's value limit; below 1 MiB the byte count
    // after each row does the job.
    const size_t valueLimit =
        std::clamp<size_t>(options.memoryCapBytes, size_t(1) << 20, kSandboxMaxValueBytes);
    sqlite3_limit(db, SQLITE_LIMIT_LENGTH, static_cast<int>(valueLimit));
    // The watchdog interrupts whatever runs at the deadline, sqlite3_prepare included.
    WatchdogGuard watchdog(db, state.hasDeadline, state.deadline, &state.interrupted);
    auto timedOut = [&] { return state.timedOut || state.interrupted.load(); };

    std::string_view text = sql.substr(first);
    std::shared_ptr<PrepareRecord> record;
    if (recordPrepare && sql.size() < kMaxRecordedText) {
        record = std::make_shared<PrepareRecord>();
        state.record = record.get();
    }
    sqlite3_stmt* raw = nullptr;
    const char* tail = nullptr;
    int rc = sqlite3_prepare_v3(db, text.data(), static_cast<int>(text.size()), 0, &raw, &tail);
    std::unique_ptr<sqlite3_stmt, int (*)(sqlite3_stmt*)> stmt(raw, sqlite3_finalize);
    const size_t statementEnd = tail ? static_cast<size_t>(tail - text.data()) : text.size();
    const std::string_view statement = text.substr(0, statementEnd);
    if (record) {
        state.record = nullptr;
        // Not kept when the prepare was interrupted, or when it failed on
        // SQLITE_LIMIT_LENGTH (set per run here, e.g. a constant the planner
        // evaluates): another connection's prepare could then differ.
        if (!state.cancelled && !timedOut() && (rc & 0xff) != SQLITE_TOOBIG &&
            (rc & 0xff) != SQLITE_INTERRUPT) {
            record->textStart = first;
            record->prepared = rc == SQLITE_OK;
            if (rc != SQLITE_OK) record->error = sqlite3_errmsg(db);
            record->hasStatement = stmt != nullptr;
            record->statementEnd = first + statementEnd;
            record->readOnly = stmt && sqlite3_stmt_readonly(stmt.get());
            record->auth = state.auth;
            result.prepare = std::move(record);
        }
    }

    if (state.auth.denialFinal) return finish(ExecStatus::Denied, state.auth.denial);
    if (rc != SQLITE_OK && timedOut())
        return finish(ExecStatus::Timeout,
                      "time budget of " + formatSeconds(options.timeoutSeconds) + " s exceeded");
    if (rc != SQLITE_OK && (rc & 0xff) == SQLITE_NOMEM)
        return finish(ExecStatus::MemoryCap, memoryLimitMessage());
    if (rc != SQLITE_OK) {
        // A provisional refusal (authorizer.h) is never why a prepare failed.
        std::string_view error = sqlite3_errmsg(db);
        // Writes to SQLite's own tables fail before the authorizer is asked.
        if (error.ends_with(" may not be modified"))
            return finish(ExecStatus::Denied, "write attempt denied: " + summarize(statement));
        return finish(ExecStatus::Error, std::string(error));
    }
    if (!stmt) return finish(ExecStatus::Error, "no SQL statement to execute");
    if (skipIgnorableSql(text, statementEnd) != text.size())
        return finish(ExecStatus::Error, "only one statement may be executed");
    if (!sqlite3_stmt_readonly(stmt.get()))
        return finish(ExecStatus::Denied, !state.auth.denial.empty()
                                              ? state.auth.denial
                                              : "write attempt denied: " + summarize(statement));
    state.auth.denial.clear();  // provisional only: the statement is read-only
    if (!startsAsQuery(statement))
        return finish(ExecStatus::Denied, "statement denied: " + summarize(statement));

    const int columns = sqlite3_column_count(stmt.get());
    ResultSet& rs = result.result;
    rs.columnNames.reserve(static_cast<size_t>(columns));
    for (int i = 0; i < columns; ++i) {
        const char* name = sqlite3_column_name(stmt.get(), i);
        rs.columnNames.push_back(decodeUtf8IgnoringErrors(name ? name : ""));
    }

    if (sameStatement && sameStatement->ok() &&
        sameStatement->result.columnCount() == static_cast<size_t>(columns)) {
        if (!takeRowsOf(*sameStatement, result))
            return finish(ExecStatus::MemoryCap, memoryLimitMessage());
        return finish(ExecStatus::Ok, {});
    }

    // Bytes the rows hold, heap blocks' overhead included; charged to the
    // process's result budget (process_limits.h) a chunk at a time.
    constexpr size_t kBlockOverhead = 16;
    constexpr size_t kChargeChunk = size_t(256) << 10;
    const size_t rowBytes =
        sizeof(Row) + kBlockOverhead + static_cast<size_t>(columns) * sizeof(Value);
    size_t memory = 0;
    struct PendingCharge {
        size_t bytes = 0;
        ~PendingCharge() {
            if (bytes) releaseResultMemory(bytes);
        }
    } charged;
    auto chargeUpTo = [&](size_t bytes) {
        if (bytes <= charged.bytes) return true;
        const size_t more = bytes - charged.bytes + kChargeChunk;
        if (!chargeResultMemory(more)) return false;
        charged.bytes += more;
        return true;
    };
    while (true) {
        rc = sqlite3_step(stmt.get());
        if (rc == SQLITE_DONE) break;
        if (rc != SQLITE_ROW) {
            ExecStatus status = ExecStatus::Error;
            std::string message = sqlite3_errmsg(db);
            if (timedOut()) {
                status = ExecStatus::Timeout;
                message = "time budget of " + formatSeconds(options.timeoutSeconds) + " s exceeded";
            } else if (state.cancelled) {
                status = ExecStatus::Cancelled;
                message = "cancelled";
            } else if (state.auth.denialFinal) {
                status = ExecStatus::Denied;
                message = state.auth.denial;
            } else if (rc == SQLITE_TOOBIG && valueLimit >= options.memoryCapBytes) {
                status = ExecStatus::MemoryCap;
                message = "result larger than " + formatMiB(options.memoryCapBytes) + " MiB";
            } else if (rc == SQLITE_TOOBIG) {
                message += " (a string, blob or row is limited to " + std::to_string(valueLimit) +
                           " bytes)";
            } else if (rc == SQLITE_NOMEM) {
                // SQLite's share of the process's ceiling (sqlite_heap.h).
                status = ExecStatus::MemoryCap;
                message = memoryLimitMessage();
            }
            stmt.reset();  // finalize now: the connection is clean for the next query
            return finish(status, std::move(message));
        }
        if (rs.rows.size() >= options.rowCap)
            return finish(ExecStatus::RowCap,
                          "more than " + std::to_string(options.rowCap) + " rows");
        Row& row = rs.rows.emplace_back();
        row.reserve(static_cast<size_t>(columns));
        memory += rowBytes;
        for (int i = 0; i < columns; ++i) {
            // One sqlite3_column_* call per cell (each enters and leaves the
            // statement's API guard), then the value's own accessors: the
            // connection belongs to this thread alone (NOMUTEX, one
            // executor per worker), so reading the "unprotected" value here
            // is what sqlite3_column_type/_text/_bytes would do.
            sqlite3_value* cell = sqlite3_column_value(stmt.get(), i);
            switch (sqlite3_value_type(cell)) {
                case SQLITE_INTEGER:
                    row.emplace_back(Value::IntegerTag{}, sqlite3_value_int64(cell));
                    break;
                case SQLITE_FLOAT:
                    row.emplace_back(Value::RealTag{}, sqlite3_value_double(cell));
                    break;
                case SQLITE_TEXT: {
                    const auto* p = reinterpret_cast<const char*>(sqlite3_value_text(cell));
                    const int n = sqlite3_value_bytes(cell);
                    const std::string_view text(p ? p : "", p ? static_cast<size_t>(n) : 0);
                    // Valid text (nearly always) is copied into the cell in
                    // place; ill-formed text is cleaned first.
                    if (isAscii(text) || validUtf8Prefix(text) == text.size())
                        row.emplace_back(Value::ValidTextTag{}, text);
                    else
                        row.emplace_back(Value::TextTag{}, decodeUtf8IgnoringErrors(text));
                    memory += extraBytes(row.back().bytes());
                    break;
                }
                case SQLITE_BLOB: {
                    const auto* p = static_cast<const char*>(sqlite3_value_blob(cell));
                    const int n = sqlite3_value_bytes(cell);
                    row.emplace_back(Value::BlobTag{},
                                     p ? std::string(p, static_cast<size_t>(n)) : std::string());
                    memory += extraBytes(row.back().bytes());
                    break;
                }
                default:
                    row.emplace_back();
                    break;
            }
        }
        if (memory > options.memoryCapBytes)
            return finish(ExecStatus::MemoryCap,
                          "result larger than " + formatMiB(options.memoryCapBytes) + " MiB");
        if (!chargeUpTo(memory)) {
            stmt.reset();
            rs.rows = {};
            return finish(ExecStatus::MemoryCap, memoryLimitMessage());
        }
    }
    // The result keeps what its rows hold, not the chunks charged ahead.
    const size_t kept = std::min(memory, charged.bytes);
    releaseResultMemory(charged.bytes - kept);
    charged.bytes = 0;
    result.memory = std::make_shared<ResultMemoryCharge>(kept);
    return finish(ExecStatus::Ok, {});
}

}  // namespace sqlscope::exec
