// Results of queries that many pairs share (gold queries), computed once per
// (database file, SQL text, result-affecting options) and shared by every run
// and metric; safe to use from every worker thread at once. A text met for
// the first time whose statement was already run in another spelling (same
// statementKey: other whitespace or letter case, statement_key.h) is still
// prepared, but takes that run's rows instead of executing again.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/exec/executor.h"

namespace sqlscope::exec {

class ResultCache {
public:
    ResultCache();
    ~ResultCache();
    ResultCache(const ResultCache&) = delete;
    ResultCache& operator=(const ResultCache&) = delete;

    // The cached result, or runs the query with `executor` (the calling
    // thread's own) and caches it. Concurrent calls for the same key run it
    // once; the others wait for that result. Every outcome is cached (errors,
    // timeouts, caps) except Cancelled and results of more than `keepCells`
    // values (rows x columns): those are returned but forgotten, and a
    // waiting caller runs the query itself. `recordPrepare`: see
    // Executor::run; a result cached by a run that did not record has none.
    std::shared_ptr<const ExecResult> getOrRun(const std::string& path, std::string_view sql,
                                               const ExecOptions& options, Executor& executor,
                                               const std::atomic<bool>* stop = nullptr,
                                               size_t keepCells = SIZE_MAX,
                                               bool recordPrepare = false);

    // The cached result, or nullptr if absent or still running.
    std::shared_ptr<const ExecResult> find(const std::string& path, std::string_view sql,
                                           const ExecOptions& options) const;

    size_t size() const;        // finished results held
    size_t executions() const;  // queries this cache has run (for tests and statistics)
    size_t sharedRows() const;  // of those, runs that took another spelling's rows
    void clear();               // forgets finished results; running ones still complete

private:
    struct Entry;
    static std::string key(const std::string& path, std::string_view sql,
                           const ExecOptions& options);

    mutable std::mutex mutex_;
    std::unordered_map<std::string, std::shared_ptr<Entry>> entries_;
    // Kept ok results by (path, statement key, options), the first spelling's.
    std::unordered_map<std::string, std::shared_ptr<const ExecResult>> statements_;
    std::atomic<size_t> executions_{0};
    std::atomic<size_t> sharedRows_{0};
};

}  // namespace sqlscope::exec
