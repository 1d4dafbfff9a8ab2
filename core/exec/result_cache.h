// Results of queries that many pairs share (gold queries), computed once per
// (database file, SQL text, result-affecting options) and shared by every run
// and metric; safe to use from every worker thread at once. A text met for
// the first time whose statement was already run in another spelling (same
// statementKey: other whitespace or letter case, statement_key.h) takes that
// run's rows instead of executing again; it is still prepared unless the
// cache's SpellingReader (spelling_reader.h) reads with certainty what the
// prepare would say of it (runAsRespelling, executor.h).
// A batch may say until when it needs each result (a sequence number, e.g.
// the index of the last question that asks for it) and have the results no
// later work needs forgotten (forgetBefore), so that its memory does not grow
// with the number of pairs (bench/README.md, "Cost at scale").
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/exec/executor.h"

namespace sqlscope::exec {

class SpellingReader;

class ResultCache {
public:
    static constexpr size_t kKeepForever = SIZE_MAX;

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
    // `keepUntil`: the caller needs the result up to this sequence number
    // (forgetBefore); a result is kept until the largest one asked for.
    std::shared_ptr<const ExecResult> getOrRun(const std::string& path, std::string_view sql,
                                               const ExecOptions& options, Executor& executor,
                                               const std::atomic<bool>* stop = nullptr,
                                               size_t keepCells = SIZE_MAX,
                                               bool recordPrepare = false,
                                               size_t keepUntil = kKeepForever);

    // The cached result, or nullptr if absent or still running.
    std::shared_ptr<const ExecResult> find(const std::string& path, std::string_view sql,
                                           const ExecOptions& options) const;

    // Reads second spellings without preparing them (nullptr: prepares
    // each). Set before the cache is used; the reader must outlive it.
    void setSpellingReader(const SpellingReader* reader) { reader_ = reader; }

    size_t size() const;        // finished results held
    size_t executions() const;  // queries this cache has run (for tests and statistics)
    size_t sharedRows() const;  // of those, runs that took another spelling's rows
    size_t unprepared() const;  // of those, runs read by the SpellingReader, not prepared
    void clear();               // forgets finished results; running ones still complete
    // Forgets the finished results whose keepUntil is below `sequence`; a
    // later request runs its query again. Returns how many were forgotten.
    size_t forgetBefore(size_t sequence);

private:
    struct Entry;
    // The cache's key of (path, sql, options), written into `k` (its
    // capacity reused: a lookup that finds its result allocates nothing).
    static void key(const std::string& path, std::string_view sql, const ExecOptions& options,
                    std::string& k);

    mutable std::mutex mutex_;
    std::unordered_map<std::string, std::shared_ptr<Entry>> entries_;
    // Kept ok results by (path, statement key, options), the first spelling's,
    // with that spelling's text.
    struct Statement {
        std::shared_ptr<const ExecResult> result;
        std::string text;
    };
    std::unordered_map<std::string, Statement> statements_;
    const SpellingReader* reader_ = nullptr;
    // Keys by the keepUntil they were given (an entry whose keepUntil grew
    // is listed again; the stale listing is skipped).
    std::map<size_t, std::vector<std::string>> expiries_;
    std::atomic<size_t> executions_{0};
    std::atomic<size_t> sharedRows_{0};
    std::atomic<size_t> unprepared_{0};
};

}  // namespace sqlscope::exec
