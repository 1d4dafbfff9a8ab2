// Runs one SELECT at a time on benchmark databases, safely: sandboxed
// connections (sandbox_connection.h; one per database, owned by this
// executor, so one executor per worker thread), an authorizer that denies
// every write, DDL, ATTACH/DETACH, state-changing PRAGMA or function and
// extension loading, a time budget enforced through SQLite's progress
// handler and the process's watchdog (watchdog.h, which also reaches
// sqlite3_prepare), a row cap, a memory cap per query and the process's
// memory ceiling and query text cap (process_limits.h).
// Refusals read "write attempt denied: DROP TABLE dogs", "extension loading
// denied: load_extension" or "statement denied: BEGIN"; schema-introspection
// PRAGMAs (table_info, foreign_key_list, ...) may run (authorizer.h).
#pragma once

#include <atomic>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/exec/result_set.h"

namespace sqlscope::exec {

struct ExecOptions {
    double timeoutSeconds = 30.0;  // per query; <= 0 means no budget
    size_t rowCap = 1'000'000;     // rows kept before the query is stopped
    // Bytes of result values one query may keep; all queries together stay
    // within the process's ceiling (process_limits.h, --memory-limit).
    size_t memoryCapBytes = 512u * 1024 * 1024;
    // SQLite VM instructions between two checks of the clock and the stop
    // flag (does not change results, only how fast a stop is noticed).
    int progressInstructions = 1000;
    // PRAGMA reverse_unordered_selects on the connection for this run: SQLite
    // scans tables and indexes in the other order where nothing fixes it, so
    // a result that depends on the scan order shows (the self-check's
    // nondeterminism probe, self_check.h). Off: SQLite's usual order.
    bool reverseUnorderedSelects = false;
};

enum class ExecStatus {
    Ok,
    Error,       // prepare or step failed (message is SQLite's)
    Timeout,     // the time budget ran out
    Denied,      // the authorizer refused: a write, DDL, ATTACH, PRAGMA, ...
    RowCap,      // more rows than ExecOptions::rowCap
    MemoryCap,   // result bigger than ExecOptions::memoryCapBytes
    Cancelled,   // the stop flag was raised
    NoDatabase,  // the database file does not exist or cannot be opened
    TooLarge,    // the query text is longer than ProcessLimits::maxQueryBytes
};

std::string_view execStatusName(ExecStatus status);  // "ok", "error", "timeout", "denied", ...

struct PrepareRecord;
class ResultMemoryCharge;

struct ExecResult {
    ExecStatus status = ExecStatus::Ok;
    std::string message;   // empty when ok; otherwise one clear sentence
    ResultSet result;      // rows read so far are dropped unless ok
    double seconds = 0.0;  // wall time of prepare + step
    // What the prepare of the statement reported (prepare_record.h), when
    // run() was asked to record it and the statement was prepared.
    std::shared_ptr<const PrepareRecord> prepare;
    // The rows were copied from a run of the same statement written
    // differently (Executor::run's `sameStatement`), not stepped here.
    bool rowsShared = false;
    // The rows' bytes, charged to the process's result budget
    // (process_limits.h) while any copy of this result lives.
    std::shared_ptr<const ResultMemoryCharge> memory;
    bool ok() const { return status == ExecStatus::Ok; }
};

class SpellingReader;

// `sql` run as `sameStatement` (a complete, ok run of `sameText`, another
// spelling of the same statement: the same statementKey, statement_key.h)
// without preparing it: the rows and the prepare's record are that run's,
// the column names and the statement's end are what `reader` reads from
// `sql` itself. nullopt when the reader is not certain, when a record is
// asked for and `sameStatement` has none, when its prepare met a refusal
// (whose message may quote the text), or when `sql` is one run() refuses
// before preparing (cancelled, too large): Executor::run then prepares it.
std::optional<ExecResult> runAsRespelling(std::string_view sql, const ExecOptions& options,
                                          const std::atomic<bool>* stop, bool recordPrepare,
                                          const ExecResult& sameStatement,
                                          std::string_view sameText, const SpellingReader& reader);

class Executor {
public:
    Executor();
    ~Executor();
    Executor(const Executor&) = delete;
    Executor& operator=(const Executor&) = delete;

    // Runs `sql` (exactly one statement) on the database file at `path`.
    // `stop`, when given, is polled by the progress handler: raising it
    // cancels the query. Connections are cached by `path` and reopened when
    // the file's size, modification time or inode changes. `recordPrepare`:
    // fill ExecResult::prepare (texts under 1 MiB whose prepare was neither
    // interrupted nor stopped by the length limit).
    // `sameStatement`: a complete, ok run of another text with the same
    // statementKey (statement_key.h) under the same options on the same
    // file; when given, `sql` is still prepared and checked here (its own
    // errors, denials and column names), but its rows are copied from there
    // instead of being stepped through again.
    ExecResult run(const std::string& path, std::string_view sql, const ExecOptions& options = {},
                   const std::atomic<bool>* stop = nullptr, bool recordPrepare = false,
                   const ExecResult* sameStatement = nullptr);

    // Drops every cached connection.
    void closeAll();

    // How long a cached connection is trusted before its file's identity is
    // checked again (a stat()). 0, the default: before every query. A batch
    // over benchmark databases, which nothing modifies while it runs
    // (docs/architecture.md#safety), may check less often: a file replaced meanwhile is
    // noticed at most this many seconds later.
    void setIdentityCheckInterval(double seconds);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace sqlscope::exec
