#include "core/exec/result_cache.h"

#include <condition_variable>
#include <cstring>
#include <optional>
#include <vector>

#include "core/exec/spelling_reader.h"
#include "core/exec/statement_key.h"

namespace sqlscope::exec {

struct ResultCache::Entry {
    std::condition_variable done;
    bool finished = false;   // guarded by the cache's mutex
    bool abandoned = false;  // not kept (cancelled, too big, threw): waiters retry
    std::shared_ptr<const ExecResult> result;
    size_t keepUntil = 0;  // guarded by the cache's mutex; set once `listed`
    bool listed = false;
    std::string statementCacheKey;  // where `result` may be listed in statements_
};

ResultCache::ResultCache() = default;
ResultCache::~ResultCache() = default;

void ResultCache::key(const std::string& path, std::string_view sql, const ExecOptions& options,
                      std::string& k) {
    // Only the options that can change the outcome: the budget and the caps.
    k.clear();
    k.reserve(path.size() + sql.size() + 32);
    k += path;
    k += '\0';
    k.append(sql);
    k += '\0';
    auto append = [&k](const auto& v) {
        char bytes[sizeof v];
        std::memcpy(bytes, &v, sizeof v);
        k.append(bytes, sizeof v);
    };
    append(options.timeoutSeconds);
    append(options.rowCap);
    append(options.memoryCapBytes);
}

std::shared_ptr<const ExecResult> ResultCache::getOrRun(
    const std::string& path, std::string_view sql, const ExecOptions& options, Executor& executor,
    const std::atomic<bool>* stop, size_t keepCells, bool recordPrepare, size_t keepUntil) {
    // This thread's key buffer: getOrRun never re-enters on one thread
    // (the executor runs no query through the cache).
    thread_local std::string k;
    key(path, sql, options, k);
    std::unique_lock lock(mutex_);
    // Listed under its new keepUntil when that grows (kept for ever: never listed).
    auto extend = [&](Entry& entry) {
        if (entry.listed && keepUntil <= entry.keepUntil) return;
        entry.keepUntil = keepUntil;
        entry.listed = true;
        if (keepUntil != kKeepForever) expiries_[keepUntil].push_back(k);
    };
    while (true) {
        auto it = entries_.find(k);
        if (it == entries_.end()) break;
        std::shared_ptr<Entry> entry = it->second;
        extend(*entry);
        entry->done.wait(lock, [&] { return entry->finished || entry->abandoned; });
        if (entry->finished) return entry->result;
        // Abandoned: the entry was removed; look again (maybe run it here).
    }
    auto entry = std::make_shared<Entry>();
    entries_.emplace(k, entry);
    extend(*entry);
    lock.unlock();

    // The statement's key is read from the text without the lock (whoever
    // asks for this text meanwhile waits for the entry above).
    const std::optional<std::string> statement = statementKey(sql);
    std::string statementCacheKey;
    std::shared_ptr<const ExecResult> sameStatement;
    // The first spelling's text (this thread's buffer, its capacity reused).
    thread_local std::string sameText;
    if (statement) {
        key(path, *statement, options, statementCacheKey);
        lock.lock();
        if (auto it = statements_.find(statementCacheKey); it != statements_.end()) {
            sameStatement = it->second.result;
            if (reader_) sameText.assign(it->second.text);
        }
        lock.unlock();
    }

    std::shared_ptr<const ExecResult> result;
    try {
        std::optional<ExecResult> respelled;
        if (sameStatement && reader_)
            respelled = runAsRespelling(sql, options, stop, recordPrepare, *sameStatement, sameText,
                                        *reader_);
        if (respelled) {
            result = std::make_shared<const ExecResult>(std::move(*respelled));
            unprepared_.fetch_add(1, std::memory_order_relaxed);
        } else {
            result = std::make_shared<const ExecResult>(
                executor.run(path, sql, options, stop, recordPrepare, sameStatement.get()));
        }
        executions_.fetch_add(1, std::memory_order_relaxed);
        if (result->rowsShared) sharedRows_.fetch_add(1, std::memory_order_relaxed);
    } catch (...) {
        lock.lock();
        entry->abandoned = true;
        entries_.erase(k);
        entry->done.notify_all();
        throw;
    }

    lock.lock();
    const ResultSet& rows = result->result;
    const bool tooBig = rows.rowCount() > 0 && rows.columnCount() > keepCells / rows.rowCount();
    if (result->status == ExecStatus::Cancelled || tooBig) {
        entry->abandoned = true;
        auto it = entries_.find(k);
        if (it != entries_.end() && it->second == entry) entries_.erase(it);
    } else {
        entry->finished = true;
        entry->result = result;
        if (statement && result->ok()) {
            auto [it, listed] = statements_.try_emplace(statementCacheKey);
            if (listed) {
                it->second.result = result;
                it->second.text.assign(sql);
                entry->statementCacheKey = std::move(statementCacheKey);
            }
        }
    }
    entry->done.notify_all();
    return result;
}

std::shared_ptr<const ExecResult> ResultCache::find(const std::string& path, std::string_view sql,
                                                    const ExecOptions& options) const {
    std::string k;
    key(path, sql, options, k);
    std::lock_guard lock(mutex_);
    auto it = entries_.find(k);
    if (it == entries_.end() || !it->second->finished) return nullptr;
    return it->second->result;
}

size_t ResultCache::size() const {
    std::lock_guard lock(mutex_);
    size_t n = 0;
    for (const auto& [k, entry] : entries_)
        n += entry->finished ? 1 : 0;
    return n;
}

size_t ResultCache::executions() const {
    return executions_.load(std::memory_order_relaxed);
}

size_t ResultCache::sharedRows() const {
    return sharedRows_.load(std::memory_order_relaxed);
}

size_t ResultCache::unprepared() const {
    return unprepared_.load(std::memory_order_relaxed);
}

size_t ResultCache::forgetBefore(size_t sequence) {
    // The forgotten results are freed after the lock is released: a whole
    // table's rows take a while to free, and every worker that asks for a
    // result meanwhile waits for this lock.
    std::vector<std::shared_ptr<Entry>> forgotten;
    {
        std::lock_guard lock(mutex_);
        while (!expiries_.empty() && expiries_.begin()->first < sequence) {
            for (const std::string& k : expiries_.begin()->second) {
                auto it = entries_.find(k);
                if (it == entries_.end()) continue;
                Entry& entry = *it->second;
                // Still running, or needed later than the listing said.
                if (!entry.finished || entry.keepUntil >= sequence) continue;
                // The statement's listing holds the entry's own result.
                if (!entry.statementCacheKey.empty()) statements_.erase(entry.statementCacheKey);
                forgotten.push_back(std::move(it->second));
                entries_.erase(it);
            }
            expiries_.erase(expiries_.begin());
        }
    }
    return forgotten.size();
}

void ResultCache::clear() {
    std::lock_guard lock(mutex_);
    statements_.clear();
    expiries_.clear();
    for (auto it = entries_.begin(); it != entries_.end();) {
        if (it->second->finished)
            it = entries_.erase(it);
        else
            ++it;
    }
}

}  // namespace sqlscope::exec
